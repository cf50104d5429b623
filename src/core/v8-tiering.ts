import v8 from 'node:v8';

/**
 * V8's optimizing compiler (TurboFan) pays off on long runs and costs on short ones: a small site's build is over
 * before most of what TurboFan compiles (in background threads, counted in the build's CPU) has run enough to repay
 * it. Measured on a quiet-ish 2-vCPU machine, cold builds, `node --no-opt bin/fe-docs build` against plain `node`,
 * alternating, medians of 3: the 24-page tessera site 4.16 → 3.41 CPU-s, the OpenUBL site 8.27 → 6.92, the 100-page
 * corpus 4.56 → 4.02; but the 1,000-page corpus 17.4–18.3 → 24.6–27.2 (docs/benchmarks.md). So a process that runs
 * one build or check and exits (the CLI, never the public API or `fe-docs dev`, which run on) turns TurboFan off
 * for a site with fewer Markdown sources than SMALL_SITE_SOURCES and no Markdown plugins of its own, whose hot code
 * is unknown (a site's TypeScript-compiling remark plugin is most of its build).
 */
export const SMALL_SITE_SOURCES = 150;

let oneShot = false;

/** This thread's process runs a single build or check, then exits. */
export function markOneShotProcess(): void {
  oneShot = true;
}

/** Whether a run over `sources` Markdown files should do without TurboFan (FE_DOCS_V8_OPT=1 keeps it). */
export function shouldSkipOptimizingCompiler(o: { oneShot: boolean; sources: number; sitePlugins: boolean; env?: NodeJS.ProcessEnv }): boolean {
  return o.oneShot && !o.sitePlugins && o.sources < SMALL_SITE_SOURCES && (o.env ?? process.env).FE_DOCS_V8_OPT !== '1';
}

/** Called once the number of sources is known, before any of them is parsed; true when TurboFan was turned off. */
export function tuneTieringForSite(sources: number, sitePlugins: boolean): boolean {
  if (!shouldSkipOptimizingCompiler({ oneShot, sources, sitePlugins })) return false;
  v8.setFlagsFromString('--no-opt');
  return true;
}
