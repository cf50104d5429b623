import { accessSync, constants, existsSync, linkSync, lstatSync, mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic, hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { loadSite } from '../pipeline/load-site.js';
import type { LoadedSite } from '../stages/site.js';
import type { PageRenderer } from '../render/render-page.js';
import type { Route } from '../routes/types.js';
import type { SearchPageRecord } from '../shared/search-index.js';
import { withBase } from '../routes/permalink.js';
import { bundleAssets } from './assets.js';
import { listStaticFolder, type SiteFile } from '../content/site-folder.js';
import { fileReadError } from '../content/source-file.js';
import { pathInside } from '../core/output-path.js';
import { md5Of, openOutputRecord, sha1Of, type WrittenFile } from './output-record.js';
import { checkOutDir, OUTPUT_MARKER, OutDirRefusedError, resolveOutDir } from './guard-out-dir.js';
import { cleanUpOnInterrupt } from './interrupt-cleanup.js';
import { buildTempPaths, removeStaleTempFolders } from './stale-temp-folders.js';
import { foreignEntries, listFolderFiles, markerText, planCarry, readPreviousOutput, type CarryConflict } from './output-manifest.js';
import { swapIn, SwapUndoError, type SwapPaths } from './swap-in.js';
import { isOutputDiskError, outputWriteDiagnostic } from './write-errors.js';
import { siteIslands } from '../islands/site-islands.js';
import { createDocumentShell, htmlDocument, type DocumentShell } from './html-document.js';
import { openPageCache, type PageCache } from './page-cache.js';
import { pageRecord } from '../search/records.js';
import { siteStrings } from '../theme/i18n/strings.js';
import { createMapLimit } from '../core/map-limit.js';
import type { OutputSink } from '../stages/output.js';
import { enabledSteps, FOLDER_STEPS, OUTPUT_STEPS, skipDiagnostics, type FolderStep, type OutputStep } from './steps.js';

export interface WriteResult {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  timings: Record<string, number>;
  /** Problems found while writing; when one is an error nothing was swapped in and the previous output is untouched. */
  diagnostics: Diagnostic[];
  /** What the service worker precaches (absent when `pwa.enabled` is false). */
  precache?: { count: number; bytes: number };
  /** Pages written from the page cache instead of rendered (absent when the cache is off; src/output/page-cache.ts). */
  pagesFromCache?: number;
  /** Entries of the output folder that fe-docs did not write, kept as they were (output/output-manifest.ts). */
  kept?: KeptEntries;
}

/** What a build kept of the output folder it replaced. */
export interface KeptEntries {
  /** Top-most paths, '/'-separated, a folder ending with '/' (`.git/`, `CNAME`, `docs/notes.txt`). */
  entries: string[];
  /** The folder was written by an older fe-docs, which listed no files: only its top level was judged. */
  legacy: boolean;
}

export type { OutputSink } from '../stages/output.js';

/**
 * Render every route and write the site into a temporary folder next to `outDir`; only when everything
 * succeeded is it swapped in, so a failed build never leaves a half-written output folder.
 */
export interface WriteOptions {
  onProgress?: (done: number, total: number) => void;
  steps?: readonly OutputStep[];
  folderSteps?: readonly FolderStep[];
  /** Write only these locales (`fe-docs build --locale`); every locale of `i18n.locales` by default. */
  locales?: readonly string[];
}

export async function writeSite(site: LoadedSite, outDir: string, opts: WriteOptions = {}): Promise<WriteResult> {
  // A symbolic link to a folder: the build writes that folder, and the link stays.
  const target = resolveOutDir(outDir);
  // First: a build killed in its swap may have left the previous output set aside, to be put back and judged.
  await removeStaleTempFolders(target);
  const refusal = await checkOutDir(site.config, outDir);
  if (refusal) throw new OutDirRefusedError(refusal);
  const paths = { ...buildTempPaths(target), outDir: target };
  return cleanUpOnInterrupt(paths, async () => ({ ...(await writeInto(site, paths, opts)), outDir }));
}

async function writeInto(site: LoadedSite, paths: SwapPaths, opts: WriteOptions): Promise<WriteResult> {
  const { tmp, outDir } = paths;
  const { steps = OUTPUT_STEPS, folderSteps = FOLDER_STEPS } = opts;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  const dirs = new Set<string>();
  let files = 0;
  let bytes = 0;
  // Files whose bytes the last build wrote are hard-linked from its output instead (output/output-record.ts).
  const record = openOutputRecord(site.config.root, outDir);
  const written = new Map<string, WrittenFile>();
  // md5s are the service worker's precache revisions: only a site with one needs them ('' = not computed).
  const md5 = site.config.pwa.enabled ? md5Of : () => '';
  const sink: OutputSink = {
    // Synchronous writes: thousands of small files, where each promise-based write (open, write, close through the
    // thread pool) cost several times the CPU of the write itself.
    async write(rel, data) {
      const file = pathInside(tmp, rel);
      const dir = path.dirname(file);
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      const buf = typeof data === 'string' ? Buffer.from(data) : data;
      // Written twice: the first may be a link to the previous output, which must never be written into.
      if (written.delete(rel)) unlinkSync(file);
      if (!record) writeFileSync(file, buf);
      else {
        const sha1 = sha1Of(buf);
        const reuse = record.reusable(rel, buf, sha1);
        if (reuse && linkedSame(reuse.file, file, reuse.recorded)) written.set(rel, { sha1, md5: reuse.recorded.md5 || md5(buf), linkedFrom: reuse.recorded });
        else {
          writeFileSync(file, buf);
          written.set(rel, { sha1, md5: md5(buf) });
        }
      }
      files++;
      bytes += buf.length;
    },
  };
  // A file copied over one the sink wrote (a static file of the same name) replaces it: never written into a link.
  const replacing = (dest: string) => {
    const rel = path.relative(tmp, dest).split(path.sep).join('/');
    if (written.delete(rel)) unlinkSync(dest);
  };
  try {
    // The default locale's site is loaded in any case (the other locales are built from its config), but written
    // only when asked for: `--locale fr` alone writes `fr/`, as `docusaurus build --locale fr` does.
    const wanted = (locale: string) => !opts.locales || opts.locales.includes(locale);
    const result = wanted(site.config.currentLocale)
      ? await emitSite(site, sink, { staticTo: tmp, onProgress: opts.onProgress, steps, replacing })
      : { pages: 0, timings: {}, diagnostics: [] as Diagnostic[], pagesFromCache: undefined as number | undefined };
    for (const locale of site.config.i18n.locales) {
      if (hasErrors(result.diagnostics)) break;
      if (locale === site.config.currentLocale || site.config.currentLocale !== site.config.i18n.defaultLocale || !wanted(locale)) continue;
      const r = await emitLocale(site, locale, sink, tmp, steps, replacing);
      result.pages += r.pages;
      if (result.pagesFromCache !== undefined || r.pagesFromCache !== undefined) result.pagesFromCache = (result.pagesFromCache ?? 0) + (r.pagesFromCache ?? 0);
      result.diagnostics.push(...r.diagnostics);
    }
    if (hasErrors(result.diagnostics)) {
      await rm(tmp, { recursive: true, force: true });
      return { outDir, files, bytes, ...result };
    }
    // Folder steps (the service worker) see the finished folder of every locale, so they run last, before the swap.
    let precache: WriteResult['precache'];
    for (const step of enabledSteps(site.config, folderSteps)) {
      const t = performance.now();
      const r = await step.run({ config: site.config, folder: tmp, md5Of: (rel) => written.get(rel)?.md5 || undefined });
      result.timings[step.name] = performance.now() - t;
      if (r) result.diagnostics.push(...r.diagnostics);
      if (r?.precache) precache = r.precache;
    }
    // The list of what this build wrote, so the next one replaces exactly that and keeps the rest.
    await writeFile(path.join(tmp, OUTPUT_MARKER), markerText(listFolderFiles(tmp)));
    // Before the swap: a file of the new output modified after this moment is seen as such by the next build.
    const finishedAt = Date.now();
    // What the previous output holds that fe-docs did not write is carried into the new one; never over a new file.
    const previous = readPreviousOutput(outDir);
    const kept = foreignEntries(outDir, previous, tmp);
    const carry = planCarry(outDir, tmp, kept);
    if (carry.conflicts.length) {
      await rm(tmp, { recursive: true, force: true });
      return { outDir, files, bytes, ...result, diagnostics: [...result.diagnostics, ...carry.conflicts.map((c) => keptFileConflict(site, outDir, c))] };
    }
    const { hadOld } = swapIn(paths, carry.moves);
    if (hadOld) {
      const late = await removeOld(paths, previous);
      kept.push(...late.carried);
      result.diagnostics.push(...late.diagnostics);
    }
    await record?.save(written, finishedAt).catch(() => {});
    return {
      outDir,
      files,
      bytes,
      ...result,
      diagnostics: [...skipDiagnostics(site.config, [...steps, ...folderSteps]), ...result.diagnostics],
      precache,
      ...(kept.length ? { kept: { entries: kept, legacy: previous.kind === 'legacy' } } : {}),
    };
  } catch (e) {
    // A swap that could not be undone leaves both folders as they are: they may hold the user's files.
    if (e instanceof SwapUndoError) throw e;
    await rm(tmp, { recursive: true, force: true });
    const written = outputWriteDiagnostic(e, { tmp, outDir });
    if (written) return { outDir, files, bytes, pages: 0, timings: {}, diagnostics: [written] };
    throw e;
  }
}

/**
 * A non-default locale is a build of its own (translated content, base URL `<baseUrl><locale>/`, see
 * config/localize.ts), written into the `<locale>/` folder of the same output.
 */
async function emitLocale(site: LoadedSite, locale: string, sink: OutputSink, tmp: string, steps: readonly OutputStep[], replacing: (dest: string) => void) {
  // In the build's session: the stylesheets and images the site's code adds are the build's, whichever locale adds them.
  const loaded = await loadSite(site.config.root, { locale, dev: site.config.dev, session: site.session });
  if (!loaded.site || hasErrors(loaded.diagnostics)) return { pages: 0, pagesFromCache: undefined, diagnostics: loaded.diagnostics };
  const prefixed: OutputSink = { write: (rel, data) => sink.write(`${locale}/${rel}`, data) };
  const r = await emitSite(loaded.site, prefixed, { staticTo: path.join(tmp, locale), steps, replacing });
  return { pages: r.pages, pagesFromCache: r.pagesFromCache, diagnostics: [...loaded.diagnostics, ...r.diagnostics] };
}

/**
 * Everything a build writes, to any sink: assets, pages (written as they are rendered, never all held in memory),
 * then each output step (`steps`, default OUTPUT_STEPS) that `output.skip` does not switch off.
 * Stops at the first stage with errors and returns them (nothing is thrown for the site's own problems).
 */
export async function emitSite(
  site: LoadedSite,
  sink: OutputSink,
  opts: {
    staticTo?: string;
    /** Called before a static file is copied to `dest` (a path in `staticTo`), which may hold a file the sink wrote. */
    replacing?: (dest: string) => void;
    dev?: boolean;
    onProgress?: (done: number, total: number) => void;
    steps?: readonly OutputStep[];
  } = {},
): Promise<{ pages: number; timings: Record<string, number>; diagnostics: Diagnostic[]; pagesFromCache?: number }> {
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
  const rendered = pageCache ? await emitCachedPages(site, sink, shell, pageCache, opts.onProgress) : await emitPages(site, sink, shell, opts.onProgress);
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
      await copyStaticFiles(listStaticFolder(config.root, config.static.path).files, opts.staticTo, opts.replacing);
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

/** The file an fs error names (the source of a copy) cannot be read now. */
function sourceUnreadable(e: unknown): boolean {
  const file = (e as NodeJS.ErrnoException).path;
  if (!file) return true;
  try {
    accessSync(file, constants.R_OK);
    return false;
  } catch {
    return true;
  }
}

async function copyStaticFiles(files: readonly SiteFile[], to: string, replacing?: (dest: string) => void): Promise<void> {
  const dirs = new Set<string>();
  for (const f of files) {
    const dest = pathInside(to, f.rel);
    const dir = path.dirname(dest);
    if (!dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      dirs.add(dir);
    }
    replacing?.(dest);
    await copyFile(f.real, dest);
  }
}

/**
 * Hard-links `from` as `to` when that is still the file `expected` describes (another build into the same folder may
 * have swapped its output in since it was checked); false when it is not, or cannot be linked (another file system).
 */
function linkedSame(from: string, to: string, expected: { ino: number; size: number; mtimeMs: number }): boolean {
  try {
    linkSync(from, to);
  } catch {
    return false;
  }
  const st = lstatSync(to);
  if (st.ino === expected.ino && st.size === expected.size && st.mtimeMs === expected.mtimeMs) return true;
  unlinkSync(to);
  return false;
}

/**
 * Removes the previous output once the new one is in place. An entry fe-docs did not write that appeared in it after
 * the build looked (added by hand meanwhile) is carried over too; one that cannot be is left in the old folder, which
 * is then kept, with a warning saying where.
 */
async function removeOld(paths: SwapPaths, previous: ReturnType<typeof readPreviousOutput>): Promise<{ carried: string[]; diagnostics: Diagnostic[] }> {
  const { old, outDir } = paths;
  const plan = planCarry(old, outDir, foreignEntries(old, previous, outDir));
  for (const rel of plan.moves) {
    const to = path.join(outDir, ...rel.split('/'));
    mkdirSync(path.dirname(to), { recursive: true });
    renameSync(path.join(old, ...rel.split('/')), to);
  }
  if (plan.conflicts.length) {
    const named = plan.conflicts.map((c) => `\`${c.entry}\``).join(', ');
    const d = diagnostic(
      'output-user-file',
      `The previous output was kept as \`${old}\`: it holds files fe-docs did not write that were added during the build (${named}).`,
      {
        severity: 'warning',
        hint: `Move what you need out of \`${old}\`, then delete it.`,
      },
    );
    return { carried: plan.moves, diagnostics: [d] };
  }
  // Its files that the new output links (output/output-record.ts) only lose a name here.
  await rm(old, { recursive: true, force: true });
  return { carried: plan.moves, diagnostics: [] };
}

/** A file the user put into the output folder sits where this build writes: stop, and say how to resolve it. */
function keptFileConflict(site: LoadedSite, outDir: string, c: CarryConflict): Diagnostic {
  const { config } = site;
  const shown = (rel: string) => {
    const abs = path.join(outDir, ...rel.split('/'));
    const fromRoot = path.relative(config.root, abs);
    return (fromRoot.startsWith('..') || path.isAbsolute(fromRoot) ? abs : fromRoot).split(path.sep).join('/');
  };
  const entry = shown(c.entry);
  const what = c.writes === c.entry ? `this build writes \`${c.writes}\` there` : `this build writes a file \`${c.writes}\` where its folder is`;
  const staticDir = config.static.path.replace(/\/+$/, '');
  const fromStatic = existsSync(path.join(config.root, staticDir, ...c.writes.split('/')));
  return diagnostic('output-user-file', `\`${entry}\` was not written by fe-docs, and ${what}; fe-docs never overwrites a file it did not write.`, {
    position: { file: entry, line: 1, column: 1 },
    hint: fromStatic
      ? `The site now publishes \`${staticDir}/${c.writes}\` there: delete or move \`${entry}\`, then build again. Nothing was changed.`
      : `Move it into \`${staticDir}/\` if the site should publish it (fe-docs then writes it on every build), or delete it; then build again. Nothing was changed.`,
  });
}

interface PagesResult {
  pages: number;
  diagnostics: Diagnostic[];
  /** Pages taken from the page cache (undefined: no cache). */
  fromCache?: number;
  /** Time spent rendering the pages that were not cached. */
  renderMs: number;
  /** The pages' search records, made or read with them (page cache on), for the search index step. */
  records?: ReadonlyMap<Route, SearchPageRecord | undefined>;
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
        return htmlDocument(site.config, shell, renderer.render(route));
      } catch (e) {
        const { renderErrorDiagnostic, routeSource } = await import('../render/render-errors.js');
        const d = renderErrorDiagnostic(e, routeSource(route), route.url);
        const key = d.position ? `${d.position.file}:${d.position.line}:${d.position.column}` : d.message;
        if (!reported.has(key)) diagnostics.push(d);
        reported.add(key);
        return undefined;
      } finally {
        // Synchronous up to here: the time of this page's rendering only.
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
