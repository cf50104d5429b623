import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { GenerateSWOptions } from 'workbox-build';
import { userCacheDir } from '../../core/user-cache-dir.js';

/** Worker options other than what to precache and where to write. */
export type WorkerOptions = Omit<GenerateSWOptions, 'swDest' | 'globDirectory' | 'globPatterns' | 'globIgnores' | 'additionalManifestEntries'>;

const SENTINEL = '__FE_DOCS_PRECACHE_MANIFEST__';
/** The sentinel manifest as it appears in the minified worker, whatever the quoting and spacing. */
const SENTINEL_MANIFEST = new RegExp(String.raw`\[\s*\{\s*"?url"?\s*:\s*"${SENTINEL}"\s*,\s*"?revision"?\s*:\s*null\s*\}\s*\]`, 'g');
const WORKBOX_VERSION = (createRequire(import.meta.url)('workbox-build/package.json') as { version: string }).version;
/** The user's own cache folder: a worker planted in a shared temporary folder would be published with the site. */
const cacheDir = () => userCacheDir('service-worker');
const memory = new Map<string, string>();

/**
 * sw.js for a precache manifest. workbox-build's generateSW bundles, transpiles and minifies the Workbox runtime on
 * every call (≈1.5 s); only the manifest differs between builds of a site. So the worker is generated once per set
 * of options with a one-entry sentinel manifest, kept in memory and in the system's temporary folder, and each build
 * puts its real manifest (plain JSON, valid JavaScript) in the sentinel's place.
 */
export async function serviceWorkerSource(options: WorkerOptions, manifest: readonly { url: string; revision: string | null }[]): Promise<string> {
  const template = await workerTemplate(options);
  return template.replace(SENTINEL_MANIFEST, () => JSON.stringify(manifest));
}

async function workerTemplate(options: WorkerOptions): Promise<string> {
  const key = createHash('sha256').update(WORKBOX_VERSION).update(stableSource(options)).digest('hex').slice(0, 20);
  const dir = cacheDir();
  const cached = memory.get(key) ?? (dir ? await readFile(path.join(dir, `${key}.js`), 'utf8').catch(() => undefined) : undefined);
  if (cached && countSentinels(cached) === 1) {
    memory.set(key, cached);
    return cached;
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-sw-'));
  try {
    const swDest = path.join(work, 'sw.js');
    await mkdir(path.join(work, 'empty'));
    // workbox-build's index loads Rollup and Babel (≈0.5 s): only a build that has no cached worker pays for it.
    const { generateSW } = await import('workbox-build');
    // An empty glob directory: the sentinel is the whole manifest.
    await generateSW({
      ...options,
      swDest,
      globDirectory: path.join(work, 'empty'),
      globPatterns: ['**/*'],
      additionalManifestEntries: [{ url: SENTINEL, revision: null }],
    });
    const source = await readFile(swDest, 'utf8');
    if (countSentinels(source) !== 1) throw new Error('fe-docs: the generated service worker does not contain the precache manifest in the expected form');
    memory.set(key, source);
    await storeOnDisk(key, source);
    return source;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Best effort: a read-only cache folder only costs the next build the generation time. */
async function storeOnDisk(key: string, source: string): Promise<void> {
  const dir = cacheDir();
  if (!dir) return;
  // Written under a unique name then renamed, so builds running at the same time never read half a file.
  const tmp = path.join(dir, `${key}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(tmp, source);
    await rename(tmp, path.join(dir, `${key}.js`));
  } catch {
    await rm(tmp, { force: true }).catch(() => undefined);
  }
}

function countSentinels(source: string): number {
  return source.match(SENTINEL_MANIFEST)?.length ?? 0;
}

/** Options as text, functions and regular expressions included, to key the cache. */
function stableSource(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'function' || v instanceof RegExp ? String(v) : v));
}
