import path from 'node:path';
import { build } from 'esbuild';
import { CLIENT_ENTRY } from '../output/assets.js';

/** The browser's search engine (MiniSearch + the Spanish text rules), loaded on first search, never with the page. */
export const ENGINE_ENTRY = path.join(path.dirname(CLIENT_ENTRY), 'search', 'engine.ts');

let cached: Promise<string> | undefined;

/** Bundled once per process: it depends on fe-docs' own code only, not on the site. */
export function engineBundle(): Promise<string> {
  cached ??= build({
    entryPoints: [ENGINE_ENTRY],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text);
  cached.catch(() => (cached = undefined));
  return cached;
}
