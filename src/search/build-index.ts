import { createHash } from 'node:crypto';
import { isUnlistedRoute } from '../routes/unlisted.js';
import { gzipSync } from 'node:zlib';
import type { LoadedSite } from '../stages/site.js';
import type { OutputSink } from '../stages/output.js';
import type { Route, SidebarNode } from '../routes/types.js';
import { SEARCH_INDEX_VERSION, searchTag, type SearchChunk, type SearchChunkInfo, type SearchManifest, type SearchPageRecord } from '../shared/search-index.js';
import { siteStrings } from '../i18n/strings.js';
import { routeLanguage, routeSearchTag } from './facets.js';
import { pageRecord } from './records.js';

/** Where the manifest is written; the client gets `<base>/search-index.json` as ClientSiteData.search.indexUrl. */
export const SEARCH_MANIFEST_PATH = 'search-index.json';
/** Beside the other hashed assets, so servers and the service worker cache them for good. */
const CHUNK_DIR = 'assets/search';

/**
 * The local search index: one gzipped chunk per language and documentation area (docs area + version, blog, pages,
 * API), the engine module, and a manifest listing them. The browser loads all of it on the first open of the
 * search box, and only the chunks of the areas it filters on; file names carry a content hash, so they can be
 * cached forever.
 */
export async function writeSearchIndex(
  site: LoadedSite,
  sink: OutputSink,
  opts: {
    /** The browser's search engine module (output/engine-bundle.ts), written beside the chunks. */
    engine: string;
    /** Records made with the pages (page cache on; read from it for pages not rendered again): the others are made here. */
    records?: ReadonlyMap<Route, SearchPageRecord | undefined>;
  },
): Promise<void> {
  const { config, table } = site;
  const strings = siteStrings(config);
  const lang = routeLanguage(config);
  const byTag = new Map<string, SearchPageRecord[]>();
  // Made with the pages when the page cache is on (read from it for pages that were not rendered again).
  const known = opts.records;
  for (const route of table.routes) {
    const tag = isUnlistedRoute(config, route) ? undefined : routeSearchTag(route);
    const record = tag && (known?.has(route) ? known.get(route) : pageRecord(config, strings, route));
    if (!tag || !record) continue;
    const list = byTag.get(tag) ?? [];
    list.push(record);
    byTag.set(tag, list);
  }

  const docsOf = new Map<string, SearchChunkInfo['docs']>();
  for (const area of config.docs)
    for (const v of area.versions) docsOf.set(searchTag.docs(area.id, v.name), { area: area.id, version: v.name, isLast: v.isLast, routeBase: v.routeBase });

  const chunks: SearchChunkInfo[] = [];
  for (const [tag, pages] of byTag) {
    const chunk: SearchChunk = { pages };
    // Level 6: within 1 % of level 9 on text like this, at a fraction of the time on large sites.
    const gz = gzipSync(JSON.stringify(chunk), { level: 6 });
    const url = `${CHUNK_DIR}/${safe(lang)}-${safe(tag)}-${hash(gz)}.gz`;
    await sink.write(url, gz);
    chunks.push({ lang, tag, docs: docsOf.get(tag), url, bytes: gz.length });
  }
  const { engine } = opts;
  const engineUrl = `${CHUNK_DIR}/engine-${hash(engine)}.js`;
  await sink.write(engineUrl, engine);

  const manifest: SearchManifest = { v: SEARCH_INDEX_VERSION, engine: engineUrl, chunks, suggestions: suggestions(site) };
  await sink.write(SEARCH_MANIFEST_PATH, JSON.stringify(manifest));
}

/** The top-level sections of the docs (categories of the current version's sidebars), offered when nothing matches. */
function suggestions(site: LoadedSite): string[] {
  const out = new Set<string>();
  for (const area of site.config.docs) {
    const last = area.versions.find((v) => v.isLast);
    for (const sidebar of site.table.sidebars.values()) {
      if (sidebar.area !== area.id || sidebar.version !== last?.name) continue;
      for (const node of sidebar.items as SidebarNode[]) if (node.type === 'category') out.add(node.label);
    }
  }
  return [...out].slice(0, 6);
}

function hash(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 10);
}

function safe(s: string): string {
  return s.replace(/[^A-Za-z0-9._-]+/g, '_');
}
