import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { listStaticFolder } from '../content/site-folder.js';
import { fileReadError } from '../content/source-file.js';
import { siteIslands } from '../islands/site-islands.js';
import { bundleAssets } from '../output/assets.js';
import { createDocumentShell } from '../output/html-document.js';
import { openPageCache } from '../output/page-cache.js';
import { copyStaticFiles, sourceUnreadable } from '../output/static-copy.js';
import { enabledSteps, OUTPUT_STEPS, type OutputStep } from '../output/steps.js';
import { isOutputDiskError } from '../output/write-errors.js';
import { withBase } from '../routes/permalink.js';
import type { OutputSink } from '../stages/output.js';
import type { LoadedSite } from '../stages/site.js';
import { renderPages } from './render-pages.js';

export interface EmitOptions {
  staticTo?: string;
  /** Called before a static file is copied to `dest` (a path in `staticTo`), which may hold a file the sink wrote. */
  replacing?: (dest: string) => void;
  dev?: boolean;
  onProgress?: (done: number, total: number) => void;
  steps?: readonly OutputStep[];
}

export interface EmitResult {
  pages: number;
  timings: Record<string, number>;
  diagnostics: Diagnostic[];
  pagesFromCache?: number;
}

/**
 * Everything a build writes, to any sink: assets, pages (written as they are rendered, never all held in memory),
 * then each output step (`steps`, default OUTPUT_STEPS) that `output.skip` does not switch off.
 * Stops at the first stage with errors and returns them (nothing is thrown for the site's own problems).
 */
export async function emitSite(site: LoadedSite, sink: OutputSink, opts: EmitOptions = {}): Promise<EmitResult> {
  const { config } = site;
  const timings: Record<string, number> = {};
  const diagnostics: Diagnostic[] = [];
  let t = performance.now();
  const assets = await bundleAssets(config, {
    dev: opts.dev,
    islands: siteIslands(site.graph),
    siteCode: site.session.siteCode,
    hooks: site.hooks,
  });
  await sink.write(assets.js.url.slice(1), assets.js.code);
  for (const c of assets.jsChunks) await sink.write(c.url.slice(1), c.code);
  await sink.write(assets.css.url.slice(1), assets.css.code);
  // Fonts and images the site's stylesheets name, too large to inline (core/css-urls.ts).
  for (const f of assets.cssFiles) await sink.write(f.url.slice(1), await readFile(f.file));
  diagnostics.push(...assets.diagnostics);
  for (const f of assets.islands?.files ?? []) await sink.write(f.url.slice(1), f.code);
  // Images and files beside the content, which its links now point to.
  for (const [url, file] of site.contentFiles) {
    // In dev a file removed since the load is left out (the next rebuild reports the link), not a failure.
    const data = await readFile(file).catch((e: NodeJS.ErrnoException) => {
      if (opts.dev && e.code === 'ENOENT') return undefined;
      throw e;
    });
    if (data) await sink.write(url.slice(1), data);
  }
  timings.assets = performance.now() - t;

  t = performance.now();
  const pageCache = openPageCache(site, assets, { dev: opts.dev });
  const shell = createDocumentShell(config, assets, {
    dev: !!opts.dev,
    searchIndexUrl: withBase(config.baseUrl, '/search-index.json'),
    headTags: site.hooks.output.headTags?.(),
  });
  const rendered = await renderPages(site, sink, shell, { cache: pageCache, onProgress: opts.onProgress });
  const done = rendered.pages;
  diagnostics.push(...rendered.diagnostics);
  if (rendered.fromCache !== undefined)
    timings[`render: ${done - rendered.fromCache} of ${done} pages rendered, ${rendered.fromCache} from cache`] = rendered.renderMs;
  timings.render = performance.now() - t;
  if (hasErrors(diagnostics)) return { pages: done, timings, diagnostics };

  for (const step of enabledSteps(config, opts.steps ?? OUTPUT_STEPS)) {
    t = performance.now();
    diagnostics.push(...((await step.run({ site, sink, dev: !!opts.dev, records: rendered.records })) ?? []));
    timings[step.name] = performance.now() - t;
  }
  if (hasErrors(diagnostics)) return { pages: done, timings, diagnostics };

  if (opts.staticTo) {
    // The files `check` vetted (no dotfiles, no link leading outside the site, no FIFO), copied by their real path,
    // so the output never holds a symlink.
    try {
      // A file at a page's path is not copied over the page (build-route-table.ts reports it).
      const pages = new Set(site.table.routes.map((r) => r.outPath));
      const files = listStaticFolder(config.root, config.static.path).files.filter((f) => !pages.has(f.rel));
      await copyStaticFiles(files, opts.staticTo, opts.replacing);
    } catch (e) {
      // A full or read-only disk is about the output, not the file being copied: reported as such by writeSite.
      if (isOutputDiskError(e) || !sourceUnreadable(e)) throw e;
      // `check` reports unreadable static files beforehand; this is one that changed while the site was built.
      const file = (e as NodeJS.ErrnoException).path;
      const rel = file ? path.relative(config.root, file).split(path.sep).join('/') : config.static.path;
      diagnostics.push(fileReadError(rel, e));
    }
  }
  return { pages: done, timings, diagnostics, pagesFromCache: rendered.fromCache };
}
