import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { createMapLimit } from '../core/map-limit.js';
import { htmlDocument, type DocumentShell } from '../output/html-document.js';
import type { PageCache } from '../output/page-cache.js';
import type { PageRenderer } from '../render/render-page.js';
import type { Route } from '../routes/types.js';
import { pageRecord } from '../search/records.js';
import type { SearchPageRecord } from '../shared/search-index.js';
import type { OutputSink } from '../stages/output.js';
import type { LoadedSite } from '../stages/site.js';
import { siteStrings } from '../i18n/strings.js';

export interface PagesResult {
  pages: number;
  diagnostics: Diagnostic[];
  /** Pages taken from the page cache (undefined: no cache). */
  fromCache?: number;
  /** Time spent rendering the pages that were not cached. */
  renderMs: number;
  /** The pages' search records, made or read with them (page cache on), for the search index step. */
  records?: ReadonlyMap<Route, SearchPageRecord | undefined>;
}

/**
 * Every route of the site rendered into an HTML document and written to `sink` as it is rendered (never all held in
 * memory), with the full-sidebar fragments pages link to; with `cache`, pages whose key it holds come from it.
 */
export function renderPages(
  site: LoadedSite,
  sink: OutputSink,
  shell: DocumentShell,
  opts: { cache?: PageCache; onProgress?: (done: number, total: number) => void } = {},
): Promise<PagesResult> {
  return opts.cache ? emitCachedPages(site, sink, shell, opts.cache, opts.onProgress) : emitPages(site, sink, shell, opts.onProgress);
}

/** One route's HTML document: the page the renderer makes, in the site's document shell (build and dev alike). */
export function renderDocument(site: LoadedSite, renderer: PageRenderer, shell: DocumentShell, route: Route): string {
  return htmlDocument(site.config, shell, renderer.render(route));
}

/** React server rendering, imported only when some page is rendered (a fully cached rebuild never loads React DOM). */
async function pageRenderer(site: LoadedSite): Promise<{ renderer?: PageRenderer; diagnostics: Diagnostic[] }> {
  const { createPageRenderer } = await import('../render/render-page.js');
  try {
    return { renderer: createPageRenderer(site), diagnostics: [] };
  } catch (e) {
    // The build-wide parts (the footer) are rendered here: an override that throws is reported at its file.
    const { renderErrorDiagnostic } = await import('../render/render-errors.js');
    return { diagnostics: [renderErrorDiagnostic(e, undefined, '(every page)')] };
  }
}

/** Renders routes one by one; an error is reported once per place (an override that throws on every page). */
function routeRenderer(
  site: LoadedSite,
  renderer: PageRenderer,
  shell: DocumentShell,
  diagnostics: Diagnostic[],
): ((route: Route) => Promise<string | undefined>) & { ms: number } {
  const reported = new Set<string>();
  const render = Object.assign(
    async (route: Route): Promise<string | undefined> => {
      const t = performance.now();
      try {
        const html = renderDocument(site, renderer, shell, route);
        // Code in the page's own components (a site's DocItem) in a language not loaded yet: loaded, then the page again.
        return (await renderer.prepareWanted()) ? renderDocument(site, renderer, shell, route) : html;
      } catch (e) {
        const { renderErrorDiagnostic, routeSource } = await import('../render/render-errors.js');
        const d = renderErrorDiagnostic(e, routeSource(route), route.url);
        const key = d.position ? `${d.position.file}:${d.position.line}:${d.position.column}` : d.message;
        if (!reported.has(key)) diagnostics.push(d);
        reported.add(key);
        return undefined;
      } finally {
        // The time of this page's rendering (and, once per language, of loading one its own components asked for).
        render.ms += performance.now() - t;
      }
    },
    { ms: 0 },
  );
  return render;
}

/** Every page rendered (no page cache). */
async function emitPages(site: LoadedSite, sink: OutputSink, shell: DocumentShell, onProgress?: (done: number, total: number) => void): Promise<PagesResult> {
  const { table } = site;
  const made = await pageRenderer(site);
  if (!made.renderer) return { pages: 0, diagnostics: made.diagnostics, renderMs: 0 };
  const renderer = made.renderer;
  const diagnostics: Diagnostic[] = [];
  const render = routeRenderer(site, renderer, shell, diagnostics);
  const pending: Promise<void>[] = [];
  let done = 0;
  for (const route of table.routes) {
    const html = await render(route);
    if (html === undefined) continue;
    pending.push(sink.write(route.outPath, html));
    if (pending.length >= 32) await Promise.all(pending.splice(0));
    done++;
    onProgress?.(done, table.routes.length);
  }
  await Promise.all(pending);
  for (const a of renderer.sidebarAssets()) await sink.write(a.path.slice(1), a.html);
  return { pages: done, diagnostics, renderMs: 0 };
}

/**
 * Pages whose key is in the page cache are written from it; the others are rendered (React loaded only then) and
 * stored. Their search records travel with them, for the search index step.
 */
async function emitCachedPages(
  site: LoadedSite,
  sink: OutputSink,
  shell: DocumentShell,
  cache: PageCache,
  onProgress?: (done: number, total: number) => void,
): Promise<PagesResult> {
  const { table, config } = site;
  const mapLimit = createMapLimit(32);
  const keys = table.routes.map((r) => cache.keyOf(r));
  const hits = await mapLimit(keys, async (k) => (k ? cache.get(k) : undefined));
  const sidebarAssets = await cache.getSidebarAssets();
  const misses = table.routes.filter((_, i) => !hits[i]);
  if (process.env.FE_DOCS_DEBUG_CACHE) console.error(`page cache: rendering ${misses.map((r) => r.url).join(' ')}`);
  const diagnostics: Diagnostic[] = [];
  const records = new Map<Route, ReturnType<typeof pageRecord>>();
  let renderer: PageRenderer | undefined;
  if (misses.length || !sidebarAssets) {
    const made = await pageRenderer(site);
    if (!made.renderer) return { pages: 0, diagnostics: made.diagnostics, renderMs: 0 };
    renderer = made.renderer;
  }
  const render = renderer && routeRenderer(site, renderer, shell, diagnostics);
  const strings = misses.length ? siteStrings(config) : undefined;
  let done = 0;
  let fromCache = 0;
  let renderMs = 0;
  await mapLimit(
    table.routes.map((_, i) => i),
    async (i) => {
      const route = table.routes[i];
      const hit = hits[i];
      let html: string | Buffer;
      if (hit) {
        html = hit.html;
        records.set(route, hit.record ?? undefined);
        fromCache++;
      } else {
        const made = await render!(route);
        if (made === undefined) return;
        html = made;
        const r0 = performance.now();
        const record = pageRecord(config, strings!, route);
        renderMs += performance.now() - r0;
        records.set(route, record);
        if (keys[i]) await cache.set(keys[i]!, { html, record: record ?? null });
      }
      await sink.write(route.outPath, html);
      done++;
      onProgress?.(done, table.routes.length);
    },
  );
  if (hasErrors(diagnostics)) return { pages: done, diagnostics, fromCache, renderMs: renderMs + (render?.ms ?? 0) };
  let assets = sidebarAssets;
  if (!assets) {
    assets = renderer!.sidebarAssetsOf(table.routes.flatMap((r) => ('nav' in r && r.nav.sidebar ? [r.nav.sidebar.key] : [])));
    await cache.setSidebarAssets(assets);
  }
  for (const a of assets) await sink.write(a.path.slice(1), a.html);
  return { pages: done, diagnostics, fromCache, renderMs: renderMs + (render?.ms ?? 0), records };
}
