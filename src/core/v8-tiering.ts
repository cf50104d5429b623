import os from 'node:os';
import v8 from 'node:v8';

/**
 * V8's optimizing compiler (TurboFan) pays off on long runs and costs on short ones: a small site's build is over
 * before most of what TurboFan compiles (in background threads, counted in the build's CPU) has run enough to repay
 * it. Measured on a quiet-ish 2-vCPU machine, cold builds, `node --no-opt bin/fe-docs build` against plain `node`,
 * alternating, medians of 3: the 24-page tessera site 4.16 → 3.41 CPU-s, the OpenUBL site 8.27 → 6.92, the 100-page
 * corpus 4.56 → 4.02; but the 1,000-page corpus 17.4–18.3 → 24.6–27.2 (notes/benchmarks-history.md). So only a process that
 * runs one build or check and exits (the CLI, never the public API or `fe-docs dev`, which run on) may turn TurboFan
 * off, for a site with fewer Markdown sources than SMALL_SITE_SOURCES and no Markdown plugins of its own, whose hot
 * code is unknown (a site's TypeScript-compiling remark plugin is most of its build).
 *
 * `check` turns it off below SMALL_SITE_SOURCES; `build` below SMALL_BUILD_SOURCES, or below SMALL_SITE_SOURCES on a
 * machine with one core. TurboFan compiles in background threads, so with a spare core its CPU is paid beside the
 * build: on a quiet 2-vCPU machine it cost OpenUBL (105 sources) ≈ 10 % wall time without it (5.8/5.1/5.7 → 6.0/6.7/7.2
 * s, 8.5/7.5/8.5 → 6.6/7.3/7.7 CPU-s), so a site that size keeps it. A small site's build is over before TurboFan's
 * code repays its compiles: perf showed ≈ 1.4 of tessera's 4.5 CPU-s in TurboFan's threads. Bundled CLI, cold
 * builds, fresh user cache, alternating, load 6–9 (notes/bench-notes/smallsite.md): tessera (24 sources) median 4.80
 * → 3.86 CPU-s and 9.9 → 6.3 s wall; the 50-page corpus 3.50 → 3.21 CPU-s, wall no worse; the 100-page corpus 4.05
 * → 3.66 CPU-s. On a busy machine the build's wall time drops too: TurboFan's threads no longer take the cores; on a
 * quiet one tessera paid a little (3.3/3.0/3.0 → 3.3/3.4/3.1 s wall in the OpenUBL runs above) for −20 % CPU.
 */
export const SMALL_SITE_SOURCES = 150;
/** `build` does without TurboFan below this many Markdown sources, whatever the cores (see above). */
export const SMALL_BUILD_SOURCES = 64;

let oneShot: 'build' | 'check' | undefined;

/** This thread's process runs a single build or check, then exits. */
export function markOneShotProcess(command: 'build' | 'check'): void {
  oneShot = command;
}

/** Whether a run over `sources` Markdown files should do without TurboFan (FE_DOCS_V8_OPT=1 keeps it). */
export function shouldSkipOptimizingCompiler(o: {
  oneShot: 'build' | 'check' | undefined;
  sources: number;
  sitePlugins: boolean;
  cores: number;
  env?: NodeJS.ProcessEnv;
}): boolean {
  if (!o.oneShot || o.sitePlugins || o.sources >= SMALL_SITE_SOURCES || (o.env ?? process.env).FE_DOCS_V8_OPT === '1') return false;
  return o.oneShot === 'check' || o.cores < 2 || o.sources < SMALL_BUILD_SOURCES;
}

/** Called once the number of sources is known, before any of them is parsed; true when TurboFan was turned off. */
export function tuneTieringForSite(sources: number, sitePlugins: boolean): boolean {
  if (!shouldSkipOptimizingCompiler({ oneShot, sources, sitePlugins, cores: os.availableParallelism() })) return false;
  v8.setFlagsFromString('--no-opt');
  tieringOff = true;
  return true;
}

let tieringOff = false;

/** TurboFan back on, if `tuneTieringForSite` turned it off (before writing V8's code cache: cli/code-cache.ts). */
export function restoreTiering(): void {
  if (!tieringOff) return;
  v8.setFlagsFromString('--opt');
  tieringOff = false;
}
