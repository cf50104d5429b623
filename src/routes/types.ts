import type { ApiEntry, Author, DocEntry, PageEntry, PostEntry, ReactPageEntry } from '../content/types.js';
import type { Position } from '../core/position.js';
import type { ApiPage, ApiPagePlan } from '../openapi/pages.js';

/**
 * A sidebar as the theme renders it: labels and site URLs, and what the site gives an item for its looks and its own
 * components: `className` (added to the item's `<li>`) and `customProps` (any data), each present only when set.
 */
export type SidebarNode = (
  | { type: 'link'; label: string; href: string; docId?: string; external: boolean; unlisted?: true }
  | { type: 'category'; label: string; href?: string; items: SidebarNode[]; collapsed: boolean; key: string }
) &
  SidebarItemExtras;

export interface SidebarItemExtras {
  className?: string;
  customProps?: Record<string, unknown>;
}

export interface Sidebar {
  /** `${area}/${version}/${sidebarId}` */
  key: string;
  area: string;
  version: string;
  id: string;
  items: SidebarNode[];
}

/** One entry of a generated category page: a doc, a link or a sub-category. */
export interface DocCard {
  label: string;
  href: string;
  external?: boolean;
  /** The doc's `description` front matter. */
  description?: string;
  /** Items of a sub-category. */
  itemCount?: number;
  /** The sidebar item's `className`, on the card's link (as theme-classic's DocCard puts it). */
  className?: string;
}

/** A category's generated index page (`link: { type: generated-index }`). */
export interface GeneratedIndex {
  url: string;
  /** The category label: the page's breadcrumb and sidebar entry. */
  label: string;
  title: string;
  description?: string;
  keywords?: string[];
  cards: DocCard[];
  area: string;
  version: string;
  /** Where the category is written (sidebars file, site.config.yaml or `_category_` file), for duplicate routes. */
  source: Position | string;
}

export interface TagInfo {
  label: string;
  slug: string;
  url: string;
  count: number;
}

/** An author of the blog's authors.yml, with the number of listed posts naming them and their page, if any. */
export interface AuthorInfo {
  author: Author;
  count: number;
  url?: string;
}

export interface DocRouteData {
  sidebar?: Sidebar;
  breadcrumbs: { label: string; href?: string }[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
}

export interface RouteBase {
  /** Site URL without the base URL, e.g. /docs/xbuilder or /about/. */
  url: string;
  /** File in the output folder, e.g. docs/xbuilder/index.html. */
  outPath: string;
  /**
   * The page written at this URL instead of the route's own layout (a React page that `replaces` it): the route's
   * content stays what is searched, listed, linked to and checked.
   */
  replacedBy?: ReactPageEntry;
}

export type Route =
  | (RouteBase & { kind: 'doc'; doc: DocEntry; nav: DocRouteData })
  | (RouteBase & { kind: 'doc-index'; index: GeneratedIndex; nav: DocRouteData })
  | (RouteBase & { kind: 'post'; post: PostEntry; prev?: PostEntry; next?: PostEntry })
  | (RouteBase & { kind: 'page'; page: PageEntry })
  /** One page of a definition's reference: the whole of it, or (split) its overview, a tag, webhooks or schemas. */
  | (RouteBase & { kind: 'api'; api: ApiEntry; plan: ApiPagePlan; page: ApiPage })
  | (RouteBase & { kind: 'blog-list'; page: number; pageCount: number; posts: PostEntry[]; tag?: TagInfo; author?: AuthorInfo; firstPageUrl: string })
  | (RouteBase & { kind: 'blog-tags'; tags: TagInfo[] })
  | (RouteBase & { kind: 'blog-authors'; authors: AuthorInfo[] })
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
