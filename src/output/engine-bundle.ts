import { cachedBundle } from './bundle-cache.js';
import { engineBundleOptions } from './client-bundles.js';
import { prebuiltBundle, prebuiltDir } from './prebuilt-bundles.js';

const cached = new Map<string, Promise<string>>();

/**
 * The browser's search engine (MiniSearch + the Spanish text rules), loaded on first search, never with the page.
 * It depends on fe-docs' own code only: prebuilt with the package, else bundled once per process (and kept in the
 * site's project cache).
 */
export function engineBundle(root?: string): Promise<string> {
  const key = prebuiltDir() ?? '';
  let bundle = cached.get(key);
  if (!bundle) {
    const prebuilt = prebuiltBundle('search-engine');
    bundle = prebuilt ? Promise.resolve(prebuilt[0].text) : cachedBundle(root, 'search-engine', engineBundleOptions()).then((r) => r[0].text);
    cached.set(key, bundle);
    bundle.catch(() => cached.delete(key));
  }
  return bundle;
}
