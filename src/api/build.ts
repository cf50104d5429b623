import type { BuildOptions, BuildResult } from '../build/build-site.js';

export type { BuildOptions, BuildResult };

/**
 * Load, check and write a site: the whole of `fe-docs build`. Problems of the site are returned, never thrown; an
 * `outDir` that cannot be an output folder (a file, the sources, a folder fe-docs never wrote holding files) throws
 * `OutDirRefusedError` (a usage error).
 */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  // Imported when called, so `check` users do not load the output stage's dependencies (workbox-build, sharp…).
  const [{ buildSite }, { dialect }] = await Promise.all([import('../build/build-site.js'), import('./dialect.js')]);
  return buildSite({ ...opts, dialect });
}
