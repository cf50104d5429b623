import type { ApiEntry, DocEntry, PageEntry, PostEntry } from '../content/types.js';

/** A sidebar as the theme renders it: labels and site URLs only. */
export type SidebarNode =
  | { type: 'link'; label: string; href: string; docId?: string; external: boolean }
  | { type: 'category'; label: string; href?: string; items: SidebarNode[]; collapsed: boolean; key: string };

export interface Sidebar {
  /** `${area}/${version}/${sidebarId}` */
  key: string;
  area: string;
  version: string;
  id: string;
  items: SidebarNode[];
}

export interface TagInfo {
  label: string;
  slug: string;
  url: string;
  count: number;
}

export interface DocRouteData {
  sidebar?: Sidebar;
  breadcrumbs: { label: string; href?: string }[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
}

interface RouteBase {
  /** Site URL without the base URL, e.g. /docs/xbuilder or /about/. */
  url: string;
  /** File in the output folder, e.g. docs/xbuilder/index.html. */
  outPath: string;
}

export type Route =
  | (RouteBase & { kind: 'doc'; doc: DocEntry; nav: DocRouteData })
  | (RouteBase & { kind: 'post'; post: PostEntry; prev?: PostEntry; next?: PostEntry })
  | (RouteBase & { kind: 'page'; page: PageEntry })
  | (RouteBase & { kind: 'api'; api: ApiEntry })
  | (RouteBase & { kind: 'blog-list'; page: number; pageCount: number; posts: PostEntry[]; tag?: TagInfo; firstPageUrl: string })
  | (RouteBase & { kind: 'blog-tags'; tags: TagInfo[] })
  | (RouteBase & { kind: 'blog-archive'; posts: PostEntry[] })
  | (RouteBase & { kind: 'search' })
  | (RouteBase & { kind: 'not-found' });

export type RouteKind = Route['kind'];

/** A file written beside the pages (feeds, sitemap, downloads); listed so links to it resolve. */
export interface ExtraFile {
  url: string;
}

export interface RouteTable {
  routes: readonly Route[];
  /** Lookup by normalised URL (no trailing slash, no .html). */
  byUrl: ReadonlyMap<string, Route>;
  /** Source path (relative to the root) → site URL. */
  urlOfSource: ReadonlyMap<string, string>;
  /** `${area}/${version}/${docId}` → site URL. */
  urlOfDoc: ReadonlyMap<string, string>;
  sidebars: ReadonlyMap<string, Sidebar>;
  tags: TagInfo[];
  /** URLs of files that are not pages: feeds, downloads, static files. */
  files: ReadonlySet<string>;
}
