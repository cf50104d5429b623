import path from 'node:path';
import { cachedBundle } from '../bundle-cache.js';
import { runtimeCacheNames } from '../../shared/pwa-caches.js';
import { CLIENT_ENTRY } from '../assets.js';

const WORKER_ENTRY = path.join(path.dirname(CLIENT_ENTRY), 'sw', 'service-worker.ts');
const MANIFEST = '__FE_DOCS_PRECACHE_MANIFEST__';
/** Bundled once per base URL and process (≈0.1 s); only the precache manifest differs between builds of a site. */
const bundles = new Map<string, Promise<string>>();

/** sw.js for a site at `baseUrl` with this precache manifest. */
export async function serviceWorkerSource(
  baseUrl: string,
  manifest: readonly { url: string; revision: string | null }[],
  /** The site root, whose project cache keeps the bundle between builds. */
  root?: string,
): Promise<string> {
  let bundle = bundles.get(baseUrl);
  if (!bundle) {
    bundle = bundleWorker(baseUrl, root);
    bundles.set(baseUrl, bundle);
    bundle.catch(() => bundles.delete(baseUrl));
  }
  const source = await bundle;
  // A function replacement: `$` in a URL must not be read as a replacement pattern.
  return source.replace(MANIFEST, () => JSON.stringify(manifest));
}

async function bundleWorker(baseUrl: string, root: string | undefined): Promise<string> {
  const out = await cachedBundle(root, 'service-worker', {
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // Workbox's development logging is stripped, as in its production builds.
    define: { 'process.env.NODE_ENV': '"production"', __FE_DOCS_CACHE_NAMES__: JSON.stringify(runtimeCacheNames(baseUrl)) },
  });
  const source = out[0].text;
  // The manifest is a free identifier, which minification keeps by name; it must appear exactly once.
  if (source.split(MANIFEST).length !== 2) throw new Error('fe-docs: the bundled service worker does not contain the precache manifest placeholder once');
  return source;
}
