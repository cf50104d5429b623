import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { diagnostic, hasErrors, sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { OutDirRefusedError, outPathProblem, resolveOutDir } from '../output/guard-out-dir.js';
import type { KeptEntries } from '../output/write-site.js';

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

/**
 * Load, check and write a site: the whole of `fe-docs build`. Problems of the site are returned, never thrown; an
 * `outDir` that cannot be an output folder (a file, the sources, a folder fe-docs never wrote holding files) throws
 * `OutDirRefusedError` (a usage error).
 */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const root = path.resolve(opts.root);
  const outDir = path.resolve(root, opts.outDir ?? 'build');
  // Imported when called, so `check` users do not load the output stage's dependencies (workbox-build, sharp…).
  const [{ loadSite }, { writeSite }, { removeStaleTempFolders }] = await Promise.all([
    import('../pipeline/load-site.js'),
    import('../output/write-site.js'),
    import('../output/stale-temp-folders.js'),
  ]);
  // A file, a link to nothing or a path under a file cannot be an output folder: said before the site is loaded.
  const problem = outPathProblem(outDir);
  if (problem) throw new OutDirRefusedError(problem);
  // Before loading: a build that fails still cleans up after a killed one (and gets its previous output back).
  await removeStaleTempFolders(resolveOutDir(outDir));
  const loaded = await loadSite(root);
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
