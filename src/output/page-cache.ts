import { cacheEnabled, hashKey, openDiskCache, type DiskCache } from '../core/disk-cache.js';
import type { LoadedSite } from '../stages/site.js';
import type { Route } from '../routes/types.js';
import type { SearchPageRecord } from '../shared/search-index.js';
import type { AssetManifest } from './assets.js';
import { engineFingerprint } from '../core/engine-fingerprint.js';
import { markdownKeyOf } from '../content/markdown-cache.js';

/**
 * Rendered pages kept between builds (issue 19): a cached rebuild re-renders only the pages whose inputs changed.
 *
 * A page's key is a hash of two parts:
 * - the site-wide inputs every page may show: fe-docs' code (engineFingerprint), the whole config, the navbar, every
 *   sidebar (so a changed title or label re-renders every page), the URL and kind of every route (version and locale
 *   links test them), blog tags and posts (recent posts), the asset URLs (content-hashed), the footer's year;
 * - the page's own inputs: its whole route (content HTML, headings, front matter, last update, breadcrumbs,
 *   prev/next, cards, API plan…) serialized, and the resolved URLs of the links in its content.
 * A key that missed an input would show a stale page, so what is not plain data is left out of the cache: sites with
 * theme overrides or a Docusaurus config (their site code renders inside every page), React (.tsx) pages that render
 * their own `<Layout>` and MDX sources (their module code is not in the key), and any route that does not serialize.
 */
export interface CachedPage {
  /**
   * The whole HTML document, as `htmlDocument` wrote it. Read back as the file's bytes, written to the output as they
   * are: decoding 4 MB of HTML from JSON and encoding it again cost a cached rebuild of OpenUBL ≈ 30 ms (rebuild3.md).
   */
  html: string | Buffer;
  /** The page's search record (null: the page is not searched). */
  record: SearchPageRecord | null;
}

export interface PageCache {
  /** The key of a route's page, or undefined when the page must always be rendered. */
  keyOf(route: Route): string | undefined;
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  /** The full sidebars pages link to (they depend on site-wide inputs only). */
  getSidebarAssets(): Promise<{ path: string; html: string }[] | undefined>;
  setSidebarAssets(assets: { path: string; html: string }[]): Promise<void>;
}

const VERSION = 'page-cache-v2';

/** Undefined when the cache is off (FE_DOCS_CACHE=0, `dev`) or the site renders site code inside its pages. */
export function openPageCache(site: LoadedSite, assets: AssetManifest, opts: { dev?: boolean }): PageCache | undefined {
  const { config, table } = site;
  if (opts.dev || !cacheEnabled() || site.themeComponents || !config.policies.output.pageCache) return undefined;
  let siteKey: string;
  try {
    siteKey = hashKey(
      VERSION,
      engineFingerprint(),
      // `source` only locates diagnostics (and holds functions); the values it parsed are the rest of the config.
      stableJson({ ...config, source: undefined }),
      stableJson(site.navbar),
      stableJson([...table.sidebars.entries()]),
      stableJson(table.routes.map((r) => [r.kind, r.url, r.outPath])),
      stableJson(table.tags),
      stableJson(site.graph.posts.map((p) => [p.source, p.title, p.date, p.slugPath, p.tags, p.authors, p.draft, table.urlOfSource.get(p.source)])),
      stableJson({ js: assets.js.url, chunks: assets.jsChunks.map((c) => c.url), css: assets.css.url, islands: assets.islands?.files.map((f) => f.url) ?? [] }),
      String(new Date().getFullYear()),
    );
  } catch {
    return undefined;
  }
  const disk: DiskCache = openDiskCache(config.root, 'pages');
  const usedSidebars = [...new Set(table.routes.flatMap((r) => ('nav' in r && r.nav.sidebar ? [r.nav.sidebar.key] : [])))].sort();
  const sidebarKey = hashKey(siteKey, 'sidebar-assets', ...usedSidebars);
  const entryHashes = new WeakMap<object, string>();
  const entryHash = (entry: object) => {
    let h = entryHashes.get(entry);
    if (!h) {
      h = hashKey(stableJson(entry));
      entryHashes.set(entry, h);
    }
    return h;
  };
  return {
    keyOf(route) {
      if (!cacheable(route)) return undefined;
      try {
        return hashKey(siteKey, routeJson(route, entryHash), stableJson(linkSources(route).map((s) => site.links.get(s) ?? null)));
      } catch {
        return undefined;
      }
    },
    get: async (key) => pageOf(disk.getBytes(key)),
    set: (key, page) => disk.setBytes(key, pageBytes(page)),
    getSidebarAssets: () => disk.get(sidebarKey),
    setSidebarAssets: (a) => disk.set(sidebarKey, a),
  };
}

/**
 * A page entry's bytes: the search record's JSON on the first line (JSON.stringify escapes every newline), then the
 * HTML document's bytes, which a hit writes to the output as they are.
 */
function pageBytes(page: CachedPage): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(page.record)}\n`), typeof page.html === 'string' ? Buffer.from(page.html) : page.html]);
}

function pageOf(bytes: Buffer | undefined): CachedPage | undefined {
  const nl = bytes ? bytes.indexOf(10) : -1;
  if (!bytes || nl < 0) return undefined;
  try {
    return { record: JSON.parse(bytes.toString('utf8', 0, nl)) as SearchPageRecord | null, html: bytes.subarray(nl + 1) };
  } catch {
    return undefined;
  }
}

/**
 * Pages whose rendering runs no site code. A React page without its own `<Layout>` (no `component`) is run in the
 * content stage of every build, and what it rendered (`html`, links, ids) is part of its route: the page shell
 * around it renders from plain data, as for a Markdown page.
 */
function cacheable(route: Route): boolean {
  if (route.replacedBy) return !route.replacedBy.component && !route.replacedBy.island;
  if (route.kind === 'page' && route.page.format === 'tsx') return !route.page.component && !route.page.island;
  const source = route.kind === 'doc' ? route.doc.source : route.kind === 'post' ? route.post.source : route.kind === 'page' ? route.page.source : undefined;
  if (route.kind === 'page' && route.page.format !== 'md') return false;
  return !(source && /\.(mdx|tsx|jsx|ts|js)$/i.test(source));
}

/** The sources whose resolved links the page's content shows (excerpts of posts on blog lists). */
function linkSources(route: Route): string[] {
  if (route.replacedBy) return [route.replacedBy.source];
  switch (route.kind) {
    case 'doc':
      return [route.doc.source];
    case 'post':
      return [route.post.source];
    case 'page':
      return [route.page.source];
    case 'blog-list':
    case 'blog-archive':
      return route.posts.map((p) => p.source);
    default:
      return [];
  }
}

function routeJson(route: Route, entryHash: (entry: object) => string): string {
  return JSON.stringify(route, function (this: unknown, key: string, value: unknown) {
    // A post shown by many pages (blog lists, prev/next): its JSON made and hashed once per build.
    if (key !== '' && isPost(value)) return { postHash: entryHash(value) };
    // Content rendered from a cached Markdown file: its cache key says all of it (content/markdown-cache.ts).
    if (key === 'md' && typeof value === 'object' && value !== null) {
      const mdKey = markdownKeyOf(value);
      if (mdKey) return { mdKey };
    }
    // The sidebar is in the site-wide part (whole); here only which one the page shows.
    if (key === 'sidebar' && isSidebar(value)) return { sidebarKey: value.key };
    // A React page's compiled module lives in a temporary folder of this build; the page shows what it rendered.
    if (key === 'modulePath' && route.kind === 'page' && route.page.format === 'tsx' && this === route.page) return undefined;
    // An API page: its definition's text stands for the parsed document (derived from it), which is large.
    if (key === 'api' && route.kind === 'api' && value === route.api) {
      const { document: _document, text, ...rest } = route.api;
      return { ...rest, text: hashKey(text) };
    }
    return plain(value);
  });
}

function isPost(v: unknown): v is object {
  return typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'post' && typeof (v as { source?: unknown }).source === 'string';
}

function isSidebar(v: unknown): v is { key: string } {
  return typeof v === 'object' && v !== null && typeof (v as { key?: unknown }).key === 'string' && Array.isArray((v as { items?: unknown }).items);
}

/** Maps and sets as arrays; a function (site code) makes the value unusable as a key. */
function plain(value: unknown): unknown {
  if (value instanceof Map) return { '@map': [...value.entries()] };
  if (value instanceof Set) return { '@set': [...value] };
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') throw new Error('not plain data');
  return value;
}

/** JSON of plain data; throws on functions and cycles (the caller then leaves the cache off). */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => plain(v)) ?? 'undefined';
}
