import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';
import { engineFingerprint } from '../core/engine-fingerprint.js';

/** One output file of a bundle: esbuild's absolute path and its text. */
export interface BundleFile {
  path: string;
  text: string;
}

interface CachedBundle {
  /** Every file esbuild read (from its metafile) with its hash, plus the package.json of each package among them. */
  inputs: [file: string, sha1: string][];
  outputs: BundleFile[];
}

/**
 * An esbuild bundle kept in the project cache (`bundles/`): the client runtime, the stylesheet, the service worker and
 * the search engine do not change between most rebuilds, and bundling them costs ≈0.1–0.2 s each time. The key covers
 * the options (entry, defines, stdin contents), esbuild's version and fe-docs' code; the entry stores every input
 * file esbuild read with its hash, and is used only while they all still hash the same (an edited import, a
 * dependency upgraded in place: the package.json of each package read is among the inputs).
 * Without the cache (FE_DOCS_CACHE=0, or no site root) it is a plain build.
 */
export async function cachedBundle(root: string | undefined, name: string, options: BuildOptions): Promise<BundleFile[]> {
  const esbuild = await import('esbuild');
  if (!root || !cacheEnabled()) return filesOf(await esbuild.build({ ...options, write: false }));
  const cache = openDiskCache(root, 'bundles');
  const key = hashKey('bundle-v1', name, esbuild.version, engineFingerprint(), JSON.stringify(options));
  const hit = await cache.get<CachedBundle>(key);
  if (hit && (await unchanged(hit.inputs))) return hit.outputs;
  const result = await esbuild.build({ ...options, write: false, metafile: true });
  const outputs = filesOf(result);
  const workDir = options.absWorkingDir ?? process.cwd();
  const files = new Set<string>();
  for (const input of Object.keys(result.metafile!.inputs)) {
    // `<stdin>` is in the key (its contents are an option); namespaced inputs (`ns:…`) are not files.
    if (input === '<stdin>' || /^[a-z-]+:/i.test(input)) continue;
    const file = path.resolve(workDir, input);
    files.add(file);
    const pkg = packageJsonOf(file);
    if (pkg) files.add(pkg);
  }
  const inputs = await Promise.all([...files].sort().map(async (f): Promise<[string, string]> => [f, await fileHash(f)]));
  await cache.set(key, { inputs, outputs } satisfies CachedBundle);
  return outputs;
}

function filesOf(result: { outputFiles?: { path: string; text: string }[] }): BundleFile[] {
  return (result.outputFiles ?? []).map((f) => ({ path: f.path, text: f.text }));
}

async function unchanged(inputs: CachedBundle['inputs']): Promise<boolean> {
  const now = await Promise.all(inputs.map(([f]) => fileHash(f)));
  return inputs.every(([, h], i) => now[i] === h);
}

async function fileHash(file: string): Promise<string> {
  try {
    return createHash('sha1')
      .update(await readFile(file))
      .digest('hex');
  } catch {
    return 'missing';
  }
}

/** `…/node_modules/<pkg>/package.json` (or `@scope/pkg`) of a file inside a package. */
export function packageJsonOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const i = parts.lastIndexOf('node_modules');
  if (i < 0 || i + 1 >= parts.length) return undefined;
  const n = parts[i + 1].startsWith('@') ? 2 : 1;
  return [...parts.slice(0, i + 1 + n), 'package.json'].join(path.sep);
}
