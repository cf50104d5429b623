import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';

/**
 * The esbuild options of the browser bundles that do not depend on the site: the client runtime, the service worker
 * (but for its cache names, which carry the base URL) and the search engine. One definition for both the build, which
 * bundles them when it runs from the sources, and the pack step (`scripts/build-cli.mjs`), which bundles them once
 * into `dist/client/` for the build to copy (output/prebuilt-bundles.ts).
 */

/** The fe-docs package folder, whether running from src/ (tsx) or from the bundled dist/. */
function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'src', 'app', 'main.ts')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
export const PACKAGE_ROOT = packageRoot();
/**
 * The browser runtime's entry: the browser's composition root, which starts the engine's client (src/client/) with its
 * features and the Docusaurus adapter's (src/docusaurus/client/), as src/api/dialect.ts passes the dialect in.
 */
export const CLIENT_ENTRY = path.join(PACKAGE_ROOT, 'src/app/main.ts');
/** The engine's browser code (the island loader, client/islands.ts, is bundled from here). */
export const CLIENT_DIR = path.join(PACKAGE_ROOT, 'src/client');
const WORKER_ENTRY = path.join(CLIENT_DIR, 'sw/service-worker.ts');
/** The browser's search engine (MiniSearch + the Spanish text rules). */
export const ENGINE_ENTRY = path.join(CLIENT_DIR, 'search/engine.ts');

/**
 * esbuild names split chunks by a hash that mixes in each input's path relative to the working directory: with
 * `process.cwd()` the same site got other chunk names (and another `app-….js`) when built from another folder. Paths
 * are taken relative to the package instead, so the names depend on fe-docs' sources only, wherever it is installed
 * and run from (and a build run from the package folder gets the names it always got).
 */
const workingDir = { absWorkingDir: PACKAGE_ROOT } satisfies BuildOptions;

/** The browser runtime: `app.js` and the chunks it imports on demand. */
export function clientBundleOptions(dev: boolean): BuildOptions {
  return {
    entryPoints: [CLIENT_ENTRY],
    ...workingDir,
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: !dev,
    // Code that only some pages or sites need is imported with import() and split into chunks of its own.
    splitting: true,
    outdir: path.join(PACKAGE_ROOT, 'assets'),
    entryNames: 'app',
    chunkNames: 'chunk-[hash]',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'), __FE_DOCS_DEV__: String(dev) },
    logLevel: 'silent',
  };
}

/** The service worker; `cacheNames` is `runtimeCacheNames(baseUrl)` (shared/pwa-caches.ts). */
export function serviceWorkerBundleOptions(cacheNames: { assets: string; images: string }): BuildOptions {
  return {
    entryPoints: [WORKER_ENTRY],
    ...workingDir,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // Workbox's development logging is stripped, as in its production builds.
    define: { 'process.env.NODE_ENV': '"production"', __FE_DOCS_CACHE_NAMES__: JSON.stringify(cacheNames) },
  };
}

/** The search engine, loaded by the browser on first search. */
export function engineBundleOptions(): BuildOptions {
  return {
    entryPoints: [ENGINE_ENTRY],
    ...workingDir,
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  };
}
