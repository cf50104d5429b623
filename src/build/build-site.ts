import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { diagnostic, hasErrors, sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { openDiskSink, type DiskSink } from '../output/disk-sink.js';
import { checkOutDir, OUTPUT_MARKER, OutDirRefusedError, outPathProblem, resolveOutDir } from '../output/guard-out-dir.js';
import { cleanUpOnInterrupt } from '../output/interrupt-cleanup.js';
import { foreignEntries, keptFileConflict, listFolderFiles, markerText, planCarry, readPreviousOutput } from '../output/output-manifest.js';
import { buildTempPaths, removeStaleTempFolders } from '../output/stale-temp-folders.js';
import { enabledSteps, FOLDER_STEPS, OUTPUT_STEPS, skipDiagnostics, type FolderStep, type OutputStep } from '../output/steps.js';
import { removeOld, swapIn, SwapUndoError, type SwapPaths } from '../output/swap-in.js';
import { outputWriteDiagnostic } from '../output/write-errors.js';
import type { Dialect } from '../stages/hooks.js';
import type { OutputSink } from '../stages/output.js';
import type { LoadedSite } from '../stages/site.js';
import { emitSite } from './emit-site.js';
import { loadSite } from './load.js';

export interface BuildOptions {
  /** The site folder (holds site.config.yaml). */
  root: string;
  /**
   * Output folder; `<root>/build` by default. Replaced atomically, and only when the build succeeds: the files the
   * previous build wrote there are replaced, everything else in it is kept (docs/configuration.md, "The output folder").
   */
  outDir?: string;
  /** Build only these of the site's locales (`i18n.locales`), as `docusaurus build --locale` does; all by default. */
  locales?: readonly string[];
  /** Called once the site is loaded and checked, with the number of routes about to be rendered. */
  onLoaded?: (routes: number) => void;
  /** Called as pages are rendered. */
  onProgress?: (done: number, total: number) => void;
}

export interface BuildSiteOptions extends BuildOptions {
  /** The site format the build understands besides site.config.yaml (the composition's, api/site.ts). */
  dialect?: Dialect;
}

export interface BuildResult {
  /** No errors: the output folder holds the new site. Otherwise the previous output (if any) is untouched. */
  ok: boolean;
  /** Every problem found (loading, checking, writing), sorted by file, line and column. */
  diagnostics: Diagnostic[];
  outDir: string;
  /** The validated configuration; absent when site.config.yaml has errors. */
  config?: SiteConfig;
  routes: number;
  pages: number;
  files: number;
  bytes: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  /** What the service worker precaches (absent when `pwa.enabled` is false). */
  precache?: { count: number; bytes: number };
  /** Entries of the output folder fe-docs did not write (a `.git` folder, a CNAME…), kept as they were. */
  kept?: KeptEntries;
}

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

export interface WriteOptions {
  onProgress?: (done: number, total: number) => void;
  steps?: readonly OutputStep[];
  folderSteps?: readonly FolderStep[];
  /** Write only these locales (`fe-docs build --locale`); every locale of `i18n.locales` by default. */
  locales?: readonly string[];
}

/**
 * Load, check and write a site: the whole of `fe-docs build`. Problems of the site are returned, never thrown; an
 * `outDir` that cannot be an output folder (a file, the sources, a folder fe-docs never wrote holding files) throws
 * `OutDirRefusedError` (a usage error).
 */
export async function buildSite(opts: BuildSiteOptions): Promise<BuildResult> {
  const root = path.resolve(opts.root);
  const outDir = path.resolve(root, opts.outDir ?? 'build');
  // A file, a link to nothing or a path under a file cannot be an output folder: said before the site is loaded.
  const problem = outPathProblem(outDir);
  if (problem) throw new OutDirRefusedError(problem);
  // Before loading: a build that fails still cleans up after a killed one (and gets its previous output back).
  await removeStaleTempFolders(resolveOutDir(outDir));
  const loaded = await loadSite(root, { dialect: opts.dialect });
  const empty = { outDir, config: loaded.site?.config, routes: 0, pages: 0, files: 0, bytes: 0, timings: loaded.timings };
  if (!loaded.site || hasErrors(loaded.diagnostics)) return { ok: false, diagnostics: loaded.diagnostics, ...empty };
  const unknown = unknownLocales(opts.locales, loaded.site.config);
  if (unknown.length) return { ok: false, diagnostics: sortDiagnostics([...loaded.diagnostics, ...unknown]), ...empty };
  const routes = loaded.site.table.routes.length;
  opts.onLoaded?.(routes);
  const written = await writeSite(loaded.site, outDir, { onProgress: opts.onProgress, locales: opts.locales });
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...written.diagnostics]);
  return {
    ok: !hasErrors(diagnostics),
    diagnostics,
    outDir,
    config: loaded.site.config,
    routes,
    pages: written.pages,
    files: written.files,
    bytes: written.bytes,
    timings: { ...loaded.timings, ...written.timings },
    precache: written.precache,
    ...(written.kept ? { kept: written.kept } : {}),
  };
}

/** `--locale` values that are not among the site's locales: an error each, naming the ones there are. */
function unknownLocales(asked: readonly string[] | undefined, config: SiteConfig): Diagnostic[] {
  const known = config.i18n.locales;
  return (asked ?? [])
    .filter((l) => !known.includes(l))
    .map((l) =>
      diagnostic('unknown-locale', `\`--locale ${l}\` is not one of the site's locales.`, {
        hint: `The site builds ${known.map((k) => `\`${k}\``).join(', ')} (\`i18n.locales\`); name one of them, or leave --locale out to build them all.`,
      }),
    );
}

/**
 * Render every route and write the site into a temporary folder next to `outDir`; only when everything
 * succeeded is it swapped in, so a failed build never leaves a half-written output folder.
 */
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
  const disk = openDiskSink(tmp, outDir, site.config);
  const { written, record } = disk;
  try {
    // The default locale's site is loaded in any case (the other locales are built from its config), but written
    // only when asked for: `--locale fr` alone writes `fr/`, as `docusaurus build --locale fr` does.
    const wanted = (locale: string) => !opts.locales || opts.locales.includes(locale);
    const result = wanted(site.config.currentLocale)
      ? await emitSite(site, disk.sink, { staticTo: tmp, onProgress: opts.onProgress, steps, replacing: disk.replacing })
      : { pages: 0, timings: {}, diagnostics: [] as Diagnostic[], pagesFromCache: undefined as number | undefined };
    for (const locale of site.config.i18n.locales) {
      if (hasErrors(result.diagnostics)) break;
      if (locale === site.config.currentLocale || site.config.currentLocale !== site.config.i18n.defaultLocale || !wanted(locale)) continue;
      const r = await emitLocale(site, locale, disk, tmp, steps);
      result.pages += r.pages;
      if (result.pagesFromCache !== undefined || r.pagesFromCache !== undefined) result.pagesFromCache = (result.pagesFromCache ?? 0) + (r.pagesFromCache ?? 0);
      result.diagnostics.push(...r.diagnostics);
    }
    if (hasErrors(result.diagnostics)) {
      await rm(tmp, { recursive: true, force: true });
      return { outDir, ...disk.count(), ...result };
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
      return {
        outDir,
        ...disk.count(),
        ...result,
        diagnostics: [...result.diagnostics, ...carry.conflicts.map((c) => keptFileConflict(site.config, outDir, c))],
      };
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
      ...disk.count(),
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
    if (written) return { outDir, ...disk.count(), pages: 0, timings: {}, diagnostics: [written] };
    throw e;
  }
}

/**
 * A non-default locale is a build of its own (translated content, base URL `<baseUrl><locale>/`, see
 * config/localize.ts), written into the `<locale>/` folder of the same output.
 */
async function emitLocale(site: LoadedSite, locale: string, disk: DiskSink, tmp: string, steps: readonly OutputStep[]) {
  // In the build's session: the stylesheets and images the site's code adds are the build's, whichever locale adds them.
  const loaded = await loadSite(site.config.root, { locale, dev: site.config.dev, session: site.session });
  if (!loaded.site || hasErrors(loaded.diagnostics)) return { pages: 0, pagesFromCache: undefined, diagnostics: loaded.diagnostics };
  const prefixed: OutputSink = { write: (rel, data) => disk.sink.write(`${locale}/${rel}`, data) };
  const r = await emitSite(loaded.site, prefixed, { staticTo: path.join(tmp, locale), steps, replacing: disk.replacing });
  return { pages: r.pages, pagesFromCache: r.pagesFromCache, diagnostics: [...loaded.diagnostics, ...r.diagnostics] };
}
