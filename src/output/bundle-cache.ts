import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';
import { engineFingerprint } from '../core/engine-fingerprint.js';
import { inputsUnchanged, recordBundleInputs, type InputRecord } from '../core/input-files.js';

/** One output file of a bundle: esbuild's absolute path and its text. */
export interface BundleFile {
  path: string;
  text: string;
}

interface CachedBundle {
  /** Every file esbuild read (from its metafile), plus the package.json of each package among them (core/input-files.ts). */
  inputs: InputRecord[];
  outputs: BundleFile[];
}

/**
 * An esbuild bundle kept in the project cache (`bundles/`): the client runtime, the stylesheet, the service worker and
 * the search engine do not change between most rebuilds, and bundling them costs ≈0.1–0.2 s each time. The key covers
 * the options (entry, defines, stdin contents), esbuild's version and fe-docs' code; the entry stores every input
 * file esbuild read with its hash and stat, and is used only while they are all unchanged (an edited import, a
 * dependency upgraded in place: the package.json of each package read is among the inputs); a file is read and
 * hashed again only when its stat moved (core/input-files.ts).
 * Without the cache (FE_DOCS_CACHE=0, or no site root) it is a plain build.
 */
export async function cachedBundle(root: string | undefined, name: string, options: BuildOptions): Promise<BundleFile[]> {
  const esbuild = await import('esbuild');
  if (!root || !cacheEnabled()) return filesOf(await esbuild.build({ ...options, write: false }));
  const cache = openDiskCache(root, 'bundles');
  const key = hashKey('bundle-v2', name, esbuild.version, engineFingerprint(), JSON.stringify(options));
  const hit = await cache.get<CachedBundle>(key);
  if (hit && inputsUnchanged(hit.inputs)) return hit.outputs;
  const result = await esbuild.build({ ...options, write: false, metafile: true });
  const outputs = filesOf(result);
  const workDir = options.absWorkingDir ?? process.cwd();
  const files = Object.keys(result.metafile!.inputs)
    // `<stdin>` is in the key (its contents are an option); namespaced inputs (`ns:…`) are not files.
    .filter((input) => input !== '<stdin>' && !/^[a-z-]+:/i.test(input))
    .map((input) => path.resolve(workDir, input));
  await cache.set(key, { inputs: recordBundleInputs(files), outputs } satisfies CachedBundle);
  return outputs;
}

function filesOf(result: { outputFiles?: { path: string; text: string }[] }): BundleFile[] {
  return (result.outputFiles ?? []).map((f) => ({ path: f.path, text: f.text }));
}
