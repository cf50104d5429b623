import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PrecacheManifest {
  count: number;
  size: number;
  manifestEntries: { url: string; revision: string | null }[];
  warnings: string[];
}

/**
 * What workbox-build's `getManifest` computes for our options (`**` + `/*` over the folder, `globIgnores`, the size limit,
 * `dontCacheBustURLsMatching`): the same files (glob's rules: no dotfiles, ignore patterns matched by minimatch with
 * `dot: true`, a pattern ending in `/**` skipping the folder), md5 revisions, size warning and totals, in URL order,
 * without workbox-build (its option validation loads ajv and ≈100 modules) or glob (≈0.1 s to walk and match a
 * 160-file folder): ≈0.2–0.3 s of a cached rebuild. test/pwa/precache-manifest.test.ts compares the two.
 */
export function precacheManifest(opts: {
  globDirectory: string;
  globIgnores: string[];
  maximumFileSizeToCacheInBytes: number;
  dontCacheBustURLsMatching: RegExp;
  /** Files the offline copy holds (others are cached at run time or not at all): checked before the size limit. */
  keep?: (url: string, size: number) => boolean;
  /** A file's md5 when the caller knows it (the build's sink hashed what it wrote): that file is not read again. */
  md5Of?: (url: string) => string | undefined;
}): PrecacheManifest {
  const workbox = createRequire(createRequire(import.meta.url).resolve('workbox-build/package.json'));
  // The minimatch glob itself uses (a dependency of workbox-build's glob).
  const { Minimatch } = createRequire(workbox.resolve('glob'))('minimatch') as typeof import('minimatch');
  const mmopts = { dot: true, optimizationLevel: 2, nocomment: true, nonegate: true };
  const root = path.resolve(opts.globDirectory);
  const ignores = opts.globIgnores.map((pattern) => {
    const p = pattern.replace(/^(\.\/)+/, '');
    return { m: new Minimatch(p, mmopts), children: p === '**' || p.endsWith('/**'), absolute: path.isAbsolute(p) };
  });
  const test = (rel: string, only: 'children' | 'all') =>
    ignores.some(({ m, children, absolute }) => {
      if (only === 'children' && !children) return false;
      const target = absolute ? path.join(root, rel) : rel;
      return m.match(target) || m.match(`${target}/`);
    });
  // Hashed only when the manifest shows the revision: files left out (large images, media) and hashed asset names
  // (revision null) are never read.
  const files: { url: string; full: string; size: number }[] = [];
  const walk = (dir: string, rel: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      // `**` + `/*` without `dot`: no dotfile, nothing inside a dot folder.
      if (e.name.startsWith('.')) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      const full = path.join(dir, e.name);
      const stat = statSync(full);
      if (stat.isDirectory()) {
        if (!test(r, 'children')) walk(full, r);
      } else if (stat.isFile() && !test(r, 'all')) {
        files.push({ url: r, full, size: stat.size });
      }
    }
  };
  walk(root, '');
  files.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const warnings: string[] = [];
  const kept = files.filter((e) => {
    if (opts.keep && !opts.keep(e.url, e.size)) return false;
    if (e.size <= opts.maximumFileSizeToCacheInBytes) return true;
    const prettyBytes = workbox('pretty-bytes') as (n: number) => string;
    warnings.push(`${e.url} is ${prettyBytes(e.size)}, and won't be precached. Configure maximumFileSizeToCacheInBytes to change this limit.`);
    return false;
  });
  let size = 0;
  const manifestEntries = kept.map((e) => {
    size += e.size;
    const revision = opts.dontCacheBustURLsMatching.test(e.url) ? null : (opts.md5Of?.(e.url) ?? createHash('md5').update(readFileSync(e.full)).digest('hex'));
    return { url: e.url, revision };
  });
  return { count: manifestEntries.length, size, manifestEntries, warnings };
}
