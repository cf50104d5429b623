import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { runtimeCacheNames } from '../shared/pwa-caches.js';
import type { BundleFile } from './bundle-cache.js';
import { clientBundleOptions, engineBundleOptions, PACKAGE_ROOT, serviceWorkerBundleOptions } from './client-bundles.js';

/**
 * The browser bundles that do not depend on the site, bundled once when the package is made (`scripts/build-cli.mjs`
 * calls `writePrebuiltBundles` into `dist/client/`) and copied by every build instead of starting esbuild for them:
 * the client runtime (production), the search engine and the service worker, the last with a stand-in base URL that
 * `prebuiltServiceWorker` replaces. They are the same bytes esbuild gives with the same options
 * (output/client-bundles.ts); test/output/prebuilt-bundles.test.ts builds sites both ways and compares.
 *
 * Used only by the bundled CLI (dist/, made together with them) and only while every fe-docs source file they were
 * made from has the same content (hashed once per process: an edited `src/client/` in a checkout is bundled again).
 * From the sources (tests, tsx) the build bundles with esbuild as before, unless `FE_DOCS_PREBUILT_DIR` names a
 * folder of prebuilt bundles; `FE_DOCS_PREBUILT_DIR=0` turns them off.
 */

export type PrebuiltName = 'client' | 'search-engine' | 'service-worker';

/** The base URL the prebuilt service worker is bundled with; each build puts its own in its place. */
const STAND_IN_BASE_URL = '/__fe_docs_base_url__/';
/** Base URLs esbuild writes inside a double-quoted string as they are (no escapes, no other quote chosen). */
const PLAIN_BASE_URL = /^\/[A-Za-z0-9/._~%+-]*$/;

interface PrebuiltManifest {
  /** esbuild's version when they were made (for the record: the package ships the bundles, not esbuild's choice). */
  esbuild: string;
  /** Each output file: its name in the bundle's folder and esbuild's path for it (relative to the package, or `<stdout>`). */
  bundles: Record<PrebuiltName, { file: string; path: string }[]>;
  /** fe-docs' own input files (relative to the package) with the sha1 of their content. */
  inputs: Record<string, string>;
}

const MANIFEST = 'manifest.json';
/** esbuild's path for the one output of a bundle without an output folder. */
const STDOUT = '<stdout>';

/** The folder of prebuilt bundles this process uses, if any. */
export function prebuiltDir(): string | undefined {
  const env = process.env.FE_DOCS_PREBUILT_DIR;
  if (env === '0') return undefined;
  if (env) return path.resolve(env);
  // Only the bundled CLI, made by the same pack step as dist/client/, uses them by default.
  return fileURLToPath(import.meta.url).startsWith(path.join(PACKAGE_ROOT, 'dist') + path.sep) ? path.join(PACKAGE_ROOT, 'dist', 'client') : undefined;
}

const manifests = new Map<string, PrebuiltManifest | undefined>();

/** The folder's manifest if every input it lists still has the content it was bundled from, else undefined. */
function usableManifest(dir: string): PrebuiltManifest | undefined {
  if (manifests.has(dir)) return manifests.get(dir);
  let manifest: PrebuiltManifest | undefined;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as PrebuiltManifest;
    for (const [rel, hash] of Object.entries(manifest.inputs)) {
      if (sha1(readFileSync(path.join(PACKAGE_ROOT, rel))) !== hash) {
        manifest = undefined;
        break;
      }
    }
  } catch {
    manifest = undefined; // no folder, or a source file gone: bundle with esbuild
  }
  manifests.set(dir, manifest);
  return manifest;
}

/** The output files of a prebuilt bundle, with the paths esbuild would give them; undefined when there is none to use. */
export function prebuiltBundle(name: PrebuiltName, dir = prebuiltDir()): BundleFile[] | undefined {
  if (!dir) return undefined;
  const files = usableManifest(dir)?.bundles[name];
  if (!files) return undefined;
  return files.map((f) => ({
    path: f.path === STDOUT ? STDOUT : path.join(PACKAGE_ROOT, f.path),
    text: readFileSync(path.join(dir, name, f.file), 'utf8'),
  }));
}

/** The prebuilt service worker for a site at `baseUrl`, or undefined (none, or a base URL it cannot be made for). */
export function prebuiltServiceWorker(baseUrl: string, dir = prebuiltDir()): string | undefined {
  if (!PLAIN_BASE_URL.test(baseUrl)) return undefined;
  const source = prebuiltBundle('service-worker', dir)?.[0].text;
  if (source === undefined) return undefined;
  let out = source;
  // esbuild writes the defined cache names as a double-quoted string literal each (bundled and checked below).
  for (const [from, to] of zip(cacheNameLiterals(STAND_IN_BASE_URL), cacheNameLiterals(baseUrl))) {
    if (out.split(from).length !== 2) return undefined;
    out = out.replace(from, () => to);
  }
  return out;
}

function cacheNameLiterals(baseUrl: string): string[] {
  return Object.values(runtimeCacheNames(baseUrl)).map((name) => JSON.stringify(name));
}

function zip<T>(a: T[], b: T[]): [T, T][] {
  return a.map((x, i) => [x, b[i]]);
}

function sha1(data: Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

/** The pack step: bundle the three into `dir` (a new or emptied folder) with their manifest. */
export async function writePrebuiltBundles(dir: string): Promise<void> {
  const esbuild = await import('esbuild');
  const builds: Record<PrebuiltName, BuildOptions> = {
    client: clientBundleOptions(false),
    'search-engine': engineBundleOptions(),
    'service-worker': serviceWorkerBundleOptions(runtimeCacheNames(STAND_IN_BASE_URL)),
  };
  const manifest: PrebuiltManifest = { esbuild: esbuild.version, bundles: { client: [], 'search-engine': [], 'service-worker': [] }, inputs: {} };
  const inputs = new Set<string>();
  for (const [name, options] of Object.entries(builds) as [PrebuiltName, BuildOptions][]) {
    const result = await esbuild.build({ ...options, write: false, metafile: true });
    mkdirSync(path.join(dir, name), { recursive: true });
    for (const out of result.outputFiles) {
      const file = out.path === STDOUT ? `${name}.js` : path.basename(out.path);
      writeFileSync(path.join(dir, name, file), out.text);
      manifest.bundles[name].push({ file, path: out.path === STDOUT ? STDOUT : path.relative(PACKAGE_ROOT, out.path).split(path.sep).join('/') });
    }
    // Defines (`<define:…>`) and namespaced inputs (`ns:…`) are not files.
    for (const input of Object.keys(result.metafile.inputs)) if (!/^<|^[a-z-]+:/i.test(input)) inputs.add(path.resolve(PACKAGE_ROOT, input));
  }
  // fe-docs' own sources are checked at use; packages are those of the pack (as for the rest of dist/).
  for (const file of [...inputs].sort()) {
    const rel = path.relative(PACKAGE_ROOT, file);
    if (!rel.split(path.sep).includes('node_modules')) manifest.inputs[rel.split(path.sep).join('/')] = sha1(readFileSync(file));
  }
  writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  manifests.delete(dir);
  if (prebuiltServiceWorker('/', dir) === undefined) throw new Error('fe-docs: the prebuilt service worker does not hold its cache names once each');
}
