import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { createMapLimit } from '../core/map-limit.js';
import { loadSite, type LoadedSite } from '../core/pipeline.js';
import { splitFrontMatter } from '../content/frontmatter.js';
import { createPageRenderer } from '../render/render-page.js';
import { withBase } from '../routes/permalink.js';
import { bundleAssets } from './assets.js';
import { siteIslands } from '../islands/site-islands.js';
import { blogFeeds } from './feeds.js';
import { createDocumentShell, htmlDocument } from './html-document.js';
import { llmsTxt, markdownCopyUrl } from './llms.js';
import { sitemapXml } from './sitemap.js';
import { writeSearchIndex } from '../search/build-index.js';
import { generateServiceWorker, writePwaFiles } from './service-worker.js';

export interface WriteResult {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  timings: Record<string, number>;
  diagnostics: Diagnostic[];
  /** What the service worker precaches (absent when `pwa.enabled` is false). */
  precache?: { count: number; bytes: number };
}

/** Where a step of the build writes: an output folder on disk, or memory for `fe-docs dev`. */
export interface OutputSink {
  write(relPath: string, data: string | Buffer): Promise<void>;
}

/**
 * Render every route and write the site into a temporary folder next to `outDir`; only when everything
 * succeeded is it swapped in, so a failed build never leaves a half-written output folder.
 */
export async function writeSite(site: LoadedSite, outDir: string, opts: { onProgress?: (done: number, total: number) => void } = {}): Promise<WriteResult> {
  const tmp = `${outDir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  const dirs = new Set<string>();
  let files = 0;
  let bytes = 0;
  const sink: OutputSink = {
    async write(rel, data) {
      const file = path.join(tmp, rel);
      const dir = path.dirname(file);
      if (!dirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        dirs.add(dir);
      }
      await writeFile(file, data);
      files++;
      bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    },
  };
  try {
    const result = await emitSite(site, sink, { staticTo: tmp, onProgress: opts.onProgress });
    for (const locale of site.config.i18n.locales) {
      if (locale === site.config.currentLocale || site.config.currentLocale !== site.config.i18n.defaultLocale) continue;
      const r = await emitLocale(site, locale, sink, tmp);
      result.pages += r.pages;
      result.diagnostics.push(...r.diagnostics);
    }
    // The service worker precaches the finished folder, so it is generated last, before the swap.
    const t = performance.now();
    const sw = site.config.pwa.enabled ? await generateServiceWorker(site.config, tmp) : undefined;
    if (sw) result.timings.serviceWorker = performance.now() - t;
    await swapIn(tmp, outDir);
    return {
      outDir,
      files,
      bytes,
      ...result,
      diagnostics: [...result.diagnostics, ...(sw?.diagnostics ?? [])],
      precache: sw && { count: sw.count, bytes: sw.bytes },
    };
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
}

/**
 * A non-default locale is a build of its own (translated content, base URL `<baseUrl><locale>/`, see
 * config/localize.ts), written into the `<locale>/` folder of the same output.
 */
async function emitLocale(site: LoadedSite, locale: string, sink: OutputSink, tmp: string) {
  const loaded = await loadSite(site.config.root, { locale, dev: site.config.dev });
  if (!loaded.site || hasErrors(loaded.diagnostics))
    throw Object.assign(new Error(`the \`${locale}\` locale does not build`), { diagnostics: loaded.diagnostics });
  const prefixed: OutputSink = { write: (rel, data) => sink.write(`${locale}/${rel}`, data) };
  const r = await emitSite(loaded.site, prefixed, { staticTo: path.join(tmp, locale) });
  return { pages: r.pages, diagnostics: [...loaded.diagnostics, ...r.diagnostics] };
}

/** Everything a build writes, to any sink. Pages are written as they are rendered, never all held in memory. */
export async function emitSite(
  site: LoadedSite,
  sink: OutputSink,
  opts: { staticTo?: string; dev?: boolean; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ pages: number; timings: Record<string, number>; diagnostics: Diagnostic[] }> {
  const { config, graph, table } = site;
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  let t = performance.now();
  const assets = await bundleAssets(config, { dev: opts.dev, islands: siteIslands(graph) });
  await sink.write(assets.js.url.slice(1), assets.js.code);
  await sink.write(assets.css.url.slice(1), assets.css.code);
  for (const f of assets.islands?.files ?? []) await sink.write(f.url.slice(1), f.code);
  timings.assets = performance.now() - t;

  t = performance.now();
  const renderer = createPageRenderer(site);
  const shell = createDocumentShell(config, assets, { dev: !!opts.dev, searchIndexUrl: withBase(config.baseUrl, '/search-index.json') });
  const pending: Promise<void>[] = [];
  let done = 0;
  for (const route of table.routes) {
    let html: string;
    try {
      html = htmlDocument(config, shell, renderer.render(route));
    } catch (e) {
      diagnostics.push({
        code: 'page-render',
        severity: 'error',
        message: `Cannot render ${route.url}: ${(e as Error).message}`,
        hint: 'This is probably a bug in a theme component; the cause is printed with --verbose.',
      });
      continue;
    }
    pending.push(sink.write(route.outPath, html));
    if (pending.length >= 32) await Promise.all(pending.splice(0));
    done++;
    opts.onProgress?.(done, table.routes.length);
  }
  await Promise.all(pending);
  for (const a of renderer.sidebarAssets()) await sink.write(a.path.slice(1), a.html);
  timings.render = performance.now() - t;
  if (hasErrors(diagnostics)) throw Object.assign(new Error('rendering failed'), { diagnostics });

  t = performance.now();
  await sink.write('sitemap.xml', sitemapXml(config, table.routes));
  const urlOf = (p: (typeof graph.posts)[number]) => table.urlOfSource.get(p.source)!;
  for (const f of blogFeeds(config, graph.posts, urlOf, (p) => absolutize(config, site.links.get(p.source) ?? [], p.md.html))) await sink.write(f.path, f.body);
  await sink.write('llms.txt', llmsTxt(config, graph, table));
  // Read again rather than kept from the content stage: the sources of a large site need not sit in memory.
  await createMapLimit(32)(graph.docs, async (d) => {
    const url = table.urlOfSource.get(d.source);
    if (!url) return;
    const body = splitFrontMatter(d.source, await readFile(path.join(config.root, d.source), 'utf8')).body.replace(/^\n+/, '');
    await sink.write(markdownCopyUrl(url).slice(1), `# ${d.title}\n\n${body}`);
  });
  for (const api of graph.apis) await sink.write(`openapi/${api.id}.yaml`, api.text);
  await writeSearchIndex(site, sink);
  diagnostics.push(...(await writePwaFiles(config, sink, { dev: !!opts.dev })));
  timings.extras = performance.now() - t;
  if (hasErrors(diagnostics)) throw Object.assign(new Error('writing the site failed'), { diagnostics });

  if (opts.staticTo) {
    const staticDir = path.resolve(config.root, config.static.path);
    if (await exists(staticDir)) await cp(staticDir, opts.staticTo, { recursive: true, force: true });
  }
  return { pages: done, timings, diagnostics };
}

/** Content HTML for feeds: links resolved to absolute URLs. */
function absolutize(config: LoadedSite['config'], urls: string[], html: string): string {
  const origin = config.url.replace(/\/$/, '');
  return html.replace(/fe-docs-link:(\d+)/g, (_, i: string) => {
    const u = urls[Number(i)] ?? '#';
    return u.startsWith('/') ? origin + withBase(config.baseUrl, u) : u;
  });
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

/** Replace outDir by tmp with two renames; the old output survives until the new one is in place. */
async function swapIn(tmp: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  const had = await exists(outDir);
  if (had) await rename(outDir, old);
  try {
    await rename(tmp, outDir);
  } catch (e) {
    if (had) await rename(old, outDir);
    throw e;
  }
  if (had) await rm(old, { recursive: true, force: true });
}
