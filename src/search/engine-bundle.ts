import path from 'node:path';
import { cachedBundle } from '../output/bundle-cache.js';
import { CLIENT_ENTRY } from '../output/assets.js';

/** The browser's search engine (MiniSearch + the Spanish text rules), loaded on first search, never with the page. */
export const ENGINE_ENTRY = path.join(path.dirname(CLIENT_ENTRY), 'search', 'engine.ts');

let cached: Promise<string> | undefined;

/** Bundled once per process (and kept in the site's project cache): it depends on fe-docs' own code only. */
export function engineBundle(root?: string): Promise<string> {
  cached ??= cachedBundle(root, 'search-engine', {
    entryPoints: [ENGINE_ENTRY],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((r) => r[0].text);
  cached.catch(() => (cached = undefined));
  return cached;
}
