import { tocItems } from '../../mdx/toc-export.js';
import type { SiteConfig, ResolvedDocsVersion } from '../../config/types.js';
import type { DocEntry } from '../../content/types.js';
import { tagSlug } from '../../markdown/slug.js';
import { siteHref, withBase } from '../../routes/permalink.js';
import type { Route, RouteTable, SidebarNode } from '../../routes/types.js';
import type { PageData } from '../../theme/context.js';

/**
 * The data Docusaurus' docs plugin gives a doc page's components (`useDoc`, `useDocsSidebar`, `useDocsVersion`), made
 * from what fe-docs already knows of the page: the shapes of `@docusaurus/plugin-content-docs`'s `PropDocContent`,
 * `PropSidebar` and `PropVersionMetadata` (3.x), URLs with the base URL as Docusaurus' permalinks carry it.
 * No React here: render/render-page.ts makes it, docusaurus/runtime/docs-client.tsx provides it.
 */

type Obj = Record<string, unknown>;

/** `PropSidebarItem`: a link, a category (with its items) or raw HTML; `className` and `customProps` when the item has them. */
export type DzSidebarItem = (
  | { type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean }
  | { type: 'category'; label: string; href?: string; items: DzSidebarItem[]; collapsed: boolean; collapsible: boolean }
) & { className?: string; customProps?: Record<string, unknown> };

export interface DzTocItem {
  value: string;
  id: string;
  level: number;
}

/** `PropDocContent['metadata']` (DocMetadata with `sidebar`, `previous`, `next`). */
export interface DzDocMetadata {
  id: string;
  /** Docusaurus 2's name for `id`, still read by older swizzled code. */
  unversionedId: string;
  title: string;
  description: string;
  source: string;
  sourceDirName: string;
  slug: string;
  permalink: string;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  tags: { label: string; permalink: string }[];
  version: string;
  lastUpdatedBy?: string;
  /** Milliseconds since the epoch, as Docusaurus 3 gives it. */
  lastUpdatedAt?: number;
  sidebarPosition?: number;
  frontMatter: Obj;
  sidebar?: string;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}

/** The doc's props (`props.content` of DocItem): metadata, front matter, assets, content title and TOC. */
export interface DzDocContent {
  metadata: DzDocMetadata;
  frontMatter: Obj;
  assets: { image?: string };
  /** The content's leading `# Title`, when it has one (the content then renders it). */
  contentTitle?: string;
  toc: DzTocItem[];
}

export interface DzVersionMetadata {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  docsSidebars: Record<string, DzSidebarItem[]>;
  docs: Record<string, { id: string; title: string; description?: string; sidebar?: string }>;
}

/** What a doc page's Docusaurus components read. */
export interface DzDocPageData {
  content: DzDocContent;
  sidebar: { name: string; items: DzSidebarItem[] } | null;
  version: DzVersionMetadata;
}

/**
 * fe-docs' sidebar (site URLs) in Docusaurus' item shape (hrefs with the base URL; external ones as written). Given the
 * route table, a doc's or a category's link is its Docusaurus permalink (`docusaurusPermalink`: no `trailingSlash`
 * applied, as Docusaurus' sidebar props hold it and its Link adds; keploy's breadcrumb JSON-LD writes them as they are).
 */
export function propSidebar(config: SiteConfig, items: readonly SidebarNode[], table?: RouteTable): DzSidebarItem[] {
  const docHref = (url: string) => (table ? docusaurusPermalink(config, url, slashedUrl(table, url)) : siteHref(config, url));
  return items.map((n): DzSidebarItem => {
    // What theme-classic puts on the item's `<li>` and DocCard, and hands the site's components, as Docusaurus has them.
    const extras = { ...(n.className !== undefined ? { className: n.className } : {}), ...(n.customProps !== undefined ? { customProps: n.customProps } : {}) };
    if (n.type === 'link') {
      if (!n.docId) return { type: 'link', label: n.label, href: n.external ? n.href : siteHref(config, n.href), ...extras };
      // Docusaurus gives every doc link its `unlisted` flag; `useVisibleSidebarItems` leaves those out but on their page.
      return { type: 'link', label: n.label, href: n.external ? n.href : docHref(n.href), docId: n.docId, unlisted: !!n.unlisted, ...extras };
    }
    const category: DzSidebarItem = {
      type: 'category',
      label: n.label,
      items: propSidebar(config, n.items, table),
      collapsed: n.collapsed,
      collapsible: true,
      ...extras,
    };
    if (n.href !== undefined) category.href = docHref(n.href);
    return category;
  });
}

/** Whether the doc at this site URL has a Docusaurus slug ending with `/` (see `slashedDocSlug`). */
function slashedUrl(table: RouteTable, url: string): boolean {
  const r = table.byUrl.get(url);
  return r?.kind === 'doc' ? slashedDocSlug(r.doc) : false;
}

/**
 * A permalink as Docusaurus' content plugins give it (`metadata.permalink`, `previous`/`next`, a post's `prevItem`):
 * the base URL and the slug, whatever the site's `trailingSlash` (its Link adds the slash where links are written),
 * with a final `/` only where the slug has one (`slashed`: a folder's index doc, `slug: /x/` written so, the root).
 */
export function docusaurusPermalink(config: Pick<SiteConfig, 'baseUrl'>, url: string, slashed: boolean): string {
  const href = withBase(config.baseUrl, url, false);
  return slashed && !href.endsWith('/') ? href + '/' : href;
}

/** Whether Docusaurus' slug of a doc ends with `/`: an index doc (its folder's slug) without a slug of its own, or a slug written with one. */
function slashedDocSlug(doc: DocEntry): boolean {
  const slug = doc.frontMatter.slug;
  return typeof slug === 'string' ? slug.endsWith('/') : doc.isIndex;
}

/** Per version (area/version): its sidebars and docs, made once per build (every page of the version shares them). */
const versionCache = new WeakMap<RouteTable, Map<string, DzVersionMetadata>>();

function versionMetadata(config: SiteConfig, table: RouteTable, area: string, version: ResolvedDocsVersion): DzVersionMetadata {
  let byKey = versionCache.get(table);
  if (!byKey) versionCache.set(table, (byKey = new Map()));
  const key = `${area}/${version.name}`;
  let meta = byKey.get(key);
  if (meta) return meta;
  const docsSidebars: Record<string, DzSidebarItem[]> = {};
  const sidebarOfDoc = new Map<string, string>();
  for (const sb of table.sidebars.values()) {
    if (sb.area !== area || sb.version !== version.name) continue;
    docsSidebars[sb.id] = propSidebar(config, sb.items, table);
    const visit = (items: readonly SidebarNode[]) => {
      for (const n of items) {
        if (n.type === 'link' && n.docId && !sidebarOfDoc.has(n.docId)) sidebarOfDoc.set(n.docId, sb.id);
        if (n.type === 'category') visit(n.items);
      }
    };
    visit(sb.items);
  }
  const docs: DzVersionMetadata['docs'] = {};
  for (const r of table.routes) {
    if (r.kind !== 'doc' || r.doc.area !== area || r.doc.version !== version.name) continue;
    const d = r.doc;
    docs[d.id] = {
      id: d.id,
      title: d.title,
      ...((d.meta.description ?? d.excerpt) !== undefined && { description: d.meta.description ?? d.excerpt }),
      ...(sidebarOfDoc.has(d.id) && { sidebar: sidebarOfDoc.get(d.id) }),
    };
  }
  meta = {
    pluginId: area,
    version: version.name,
    label: version.label,
    banner: version.banner === 'none' ? null : version.banner,
    badge: version.badge,
    noIndex: false,
    className: `docs-version-${version.name}`,
    isLast: version.isLast,
    docsSidebars,
    docs,
  };
  byKey.set(key, meta);
  return meta;
}

function tagsOf(config: SiteConfig, doc: DocEntry, version: ResolvedDocsVersion): DzDocMetadata['tags'] {
  const area = config.docs.find((a) => a.id === doc.area);
  const base = version.routeBase || '/' + (area?.routeBasePath ?? 'docs');
  return (doc.meta.tags ?? []).map((t) => {
    const label = typeof t === 'string' ? t : t.label;
    const given = typeof t === 'string' ? undefined : t.permalink;
    return { label, permalink: docusaurusPermalink(config, `${base.replace(/\/$/, '')}/tags/${(given ?? tagSlug(label)).replace(/^\//, '')}`, false) };
  });
}

/**
 * The Docusaurus data of a doc page (a doc or a category's generated index), or undefined for other pages.
 * `page` is the page's fe-docs data (edit link, last update, TOC levels as configured).
 */
export function docusaurusDocData(config: SiteConfig, table: RouteTable, route: Route, page: PageData): DzDocPageData | undefined {
  if (route.kind !== 'doc' && route.kind !== 'doc-index') return undefined;
  const areaId = route.kind === 'doc' ? route.doc.area : route.index.area;
  const versionName = route.kind === 'doc' ? route.doc.version : route.index.version;
  const area = config.docs.find((a) => a.id === areaId);
  const version = area?.versions.find((v) => v.name === versionName);
  if (!area || !version) return undefined;
  const versionMeta = versionMetadata(config, table, areaId, version);
  const sb = route.nav.sidebar;
  const sidebar = sb ? { name: sb.id, items: versionMeta.docsSidebars[sb.id] ?? propSidebar(config, sb.items, table) } : null;
  // The neighbours' permalinks as Docusaurus gives them (no `trailingSlash` applied); an index doc keeps its slash.
  const link = (l?: { label: string; href: string }) => l && { title: l.label, permalink: docusaurusPermalink(config, l.href, slashedUrl(table, l.href)) };
  const permalink = docusaurusPermalink(config, route.url, route.kind === 'doc' && slashedDocSlug(route.doc));
  const common = {
    permalink,
    version: version.name,
    draft: false,
    unlisted: false,
    ...(sb && { sidebar: sb.id }),
    ...(route.nav.prev && { previous: link(route.nav.prev) }),
    ...(route.nav.next && { next: link(route.nav.next) }),
  };
  if (route.kind === 'doc-index') {
    const ix = route.index;
    const metadata: DzDocMetadata = {
      id: route.url,
      unversionedId: route.url,
      title: ix.title,
      description: ix.description ?? '',
      source: '',
      sourceDirName: '.',
      slug: route.url,
      tags: [],
      frontMatter: {},
      ...common,
    };
    return { content: { metadata, frontMatter: {}, assets: {}, toc: [] }, sidebar, version: versionMeta };
  }
  const doc = route.doc;
  // Every key of the file's front matter, the site's own (`schemaType`, `head`) too, as Docusaurus hands them to the
  // site's components; the validated values of the keys fe-docs reads over the written ones.
  const frontMatter = { ...doc.frontMatter, ...doc.meta } as Obj;
  const rel = doc.source.startsWith(version.relDir + '/') ? doc.source.slice(version.relDir.length + 1) : doc.source;
  const metadata: DzDocMetadata = {
    id: doc.id,
    unversionedId: doc.id,
    title: doc.title,
    // Docusaurus: the front matter's, else the content's first line of text.
    description: doc.meta.description ?? doc.excerpt ?? '',
    source: `@site/${doc.source}`,
    sourceDirName: rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '.',
    slug: route.url.startsWith(version.routeBase) ? route.url.slice(version.routeBase.length) || '/' : route.url,
    tags: tagsOf(config, doc, version),
    frontMatter,
    ...common,
    ...(page.editUrl !== undefined && { editUrl: page.editUrl }),
    ...(doc.lastUpdate?.time !== undefined && { lastUpdatedAt: doc.lastUpdate.time }),
    ...(doc.lastUpdate?.author !== undefined && { lastUpdatedBy: doc.lastUpdate.author }),
    ...(doc.meta.sidebar_position !== undefined && { sidebarPosition: doc.meta.sidebar_position }),
  };
  const toc = tocItems(doc.md.headings);
  const content: DzDocContent = {
    metadata,
    frontMatter,
    assets: doc.meta.image !== undefined ? { image: doc.meta.image } : {},
    toc,
  };
  const contentTitle = doc.md.h1 ?? doc.md.titleInContent;
  if (contentTitle !== undefined) content.contentTitle = contentTitle;
  return { content, sidebar, version: versionMeta };
}
