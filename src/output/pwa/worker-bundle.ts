import { cachedBundle } from '../bundle-cache.js';
import { runtimeCacheNames } from '../../shared/pwa-caches.js';
import { serviceWorkerBundleOptions } from '../client-bundles.js';
import { prebuiltDir, prebuiltServiceWorker } from '../prebuilt-bundles.js';

const MANIFEST = '__FE_DOCS_PRECACHE_MANIFEST__';
/**
 * Made once per base URL and process: from the bundle that comes prebuilt with the package, else bundled (≈0.1 s);
 * only the precache manifest differs between builds of a site.
 */
const bundles = new Map<string, Promise<string>>();

/** sw.js for a site at `baseUrl` with this precache manifest. */
export async function serviceWorkerSource(
  baseUrl: string,
  manifest: readonly { url: string; revision: string | null }[],
  /** The site root, whose project cache keeps the bundle between builds. */
  root?: string,
): Promise<string> {
  const key = `${prebuiltDir() ?? ''}\n${baseUrl}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = bundleWorker(baseUrl, root);
    bundles.set(key, bundle);
    bundle.catch(() => bundles.delete(key));
  }
  const source = await bundle;
  // A function replacement: `$` in a URL must not be read as a replacement pattern.
  return source.replace(MANIFEST, () => JSON.stringify(manifest));
}

async function bundleWorker(baseUrl: string, root: string | undefined): Promise<string> {
  const source = prebuiltServiceWorker(baseUrl) ?? (await cachedBundle(root, 'service-worker', serviceWorkerBundleOptions(runtimeCacheNames(baseUrl))))[0].text;
  // The manifest is a free identifier, which minification keeps by name; it must appear exactly once.
  if (source.split(MANIFEST).length !== 2) throw new Error('fe-docs: the bundled service worker does not contain the precache manifest placeholder once');
  return source;
}
