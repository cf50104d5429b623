// The orchestrator's steps (src/build/) with the composition's dialect: what tests, benchmarks and tools that build a
// site in-process use (`loadSite(root)` + `writeSite(site, outDir)`), so they load a site as `fe-docs build` does.
import { loadSite as loadWith } from '../build/load.js';
import type { LoadOptions, LoadResult } from '../stages/site.js';
import { dialect } from './dialect.js';

export { dialect };
export { writeSite, type WriteOptions, type WriteResult } from '../build/build-site.js';
export { emitSite, type EmitOptions, type EmitResult } from '../build/emit-site.js';
export type { LoadedSite, LoadOptions, LoadResult } from '../stages/site.js';
export type { OutputSink } from '../stages/output.js';

/** `build/load.ts#loadSite` understanding Docusaurus projects, as the CLI does (`opts.dialect` overrides it). */
export function loadSite(root: string, opts: LoadOptions = {}): Promise<LoadResult> {
  return loadWith(root, { dialect, ...opts });
}
