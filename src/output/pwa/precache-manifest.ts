import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PrecacheManifest {
  count: number;
  size: number;
  manifestEntries: { url: string; revision: string | null }[];
  warnings: string[];
}

/**
 * What workbox-build's `getManifest` computes for our options (`globPatterns`, `globIgnores`, the size limit,
 * `dontCacheBustURLsMatching`), with the same glob package it uses and the same md5 revisions, order and warnings,
 * without loading workbox-build itself (its option validation alone loads ajv and ≈100 modules: ≈0.2 s of a cached
 * rebuild). test/pwa/precache-manifest.test.ts compares the two.
 */
export function precacheManifest(opts: {
  globDirectory: string;
  globPatterns: string[];
  globIgnores: string[];
  maximumFileSizeToCacheInBytes: number;
  dontCacheBustURLsMatching: RegExp;
}): PrecacheManifest {
  const workbox = createRequire(createRequire(import.meta.url).resolve('workbox-build/package.json'));
  const { globSync } = workbox('glob') as typeof import('glob');
  const warnings: string[] = [];
  const files = new Map<string, { url: string; revision: string | null; size: number }>();
  for (const pattern of opts.globPatterns) {
    let found: string[];
    try {
      found = globSync(pattern, { cwd: opts.globDirectory, follow: true, ignore: opts.globIgnores });
    } catch (e) {
      warnings.push(`Unable to glob files: '${e instanceof Error ? e.message : ''}'`);
      continue;
    }
    for (const file of found) {
      const full = path.join(opts.globDirectory, file);
      const stat = statSync(full);
      if (!stat.isFile()) continue;
      const rel = path.relative(opts.globDirectory, full).replace(/\\/g, '/');
      if (files.has(rel)) continue;
      files.set(rel, { url: rel, revision: createHash('md5').update(readFileSync(full)).digest('hex'), size: stat.size });
    }
  }
  const entries = [...files.values()].filter((e) => {
    if (e.size <= opts.maximumFileSizeToCacheInBytes) return true;
    const prettyBytes = workbox('pretty-bytes') as (n: number) => string;
    warnings.push(`${e.url} is ${prettyBytes(e.size)}, and won't be precached. Configure maximumFileSizeToCacheInBytes to change this limit.`);
    return false;
  });
  let size = 0;
  const manifestEntries = entries.map((e) => {
    size += e.size;
    return { url: e.url, revision: opts.dontCacheBustURLsMatching.test(e.url) ? null : e.revision };
  });
  return { count: manifestEntries.length, size, manifestEntries, warnings };
}
