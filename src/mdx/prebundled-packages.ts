import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import { bundleSiteCode } from './bundle-site-code.js';
import { esbuildPath } from './esbuild-position.js';
import { writeBundled } from './bundled-module.js';
import type { SiteCodeContext } from '../stages/hooks.js';

/**
 * A package of more module files than this is bundled once per session and shared (an icon set: @tabler/icons-react
 * has about 12,000), rather than parsed again by the bundle of every page that imports one of its exports.
 */
export const LARGE_PACKAGE_FILES = 400;

const PLUGIN = 'fe-docs-prebundled-packages';
const SKIP = Symbol('prebundled-packages');
/** A bare import (`pkg`, `@scope/pkg`, `pkg/sub`) of a module, not of a file with an asset's extension. */
const BARE = /^(?:@[^/]+\/)?[^/@.:][^/:]*(?:\/[^.:]*)?$/;
/** Packages whose modules answer per site or per bundle (Docusaurus' and fe-docs' names, React): never shared. */
const NEVER = /^(?:react|react-dom|scheduler|@mdx-js\/|@docusaurus\/|@theme|@generated|@site)|docusaurus/;

/** The module files a package holds (not counting packages nested in its own node_modules). */
function moduleFileCount(dir: string, cap: number): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (n > cap) return;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules') walk(path.join(d, e.name));
      } else if (/\.(?:m|c)?jsx?$/.test(e.name)) n++;
    }
  };
  walk(dir);
  return n;
}

/** The folder of the package a resolved file belongs to, with its name: the nearest package.json that names one. */
function packageOf(file: string): { dir: string; name: string } | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      const name = (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name;
      if (typeof name === 'string') return { dir, name };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Site bundles import a large ES-module package from one module of its own, bundled once per session with the same
 * options (so React, the site format's names and stylesheets resolve as in any site bundle) and written beside the
 * bundles that import it, as Vite pre-bundles dependencies: a page's bundle no longer parses thousands of modules to
 * take one icon from them. Bundling every page of a site of a hundred such pages held more than 13 GB in esbuild.
 * A CommonJS package stays in each bundle (an ES module cannot import its named exports), and so does one whose
 * modules import another package's.
 */
export function prebundledPackagesPlugin(site: SiteCodeContext, options: () => BuildOptions): Plugin {
  return {
    name: PLUGIN,
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (a) => {
        if (a.pluginData === SKIP || !BARE.test(a.path) || NEVER.test(a.path) || (a.kind !== 'import-statement' && a.kind !== 'dynamic-import'))
          return undefined;
        const resolved = await b.resolve(a.path, { kind: a.kind, resolveDir: a.resolveDir, importer: a.importer, pluginData: SKIP });
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file' || !/\.m?js$/.test(resolved.path)) return undefined;
        const url = await prebundled(site, resolved.path, options);
        return url ? { path: url, external: true } : undefined;
      });
    },
  };
}

/** The shared module of the package `file` is the entry of (a file URL), or undefined when it is bundled as usual. */
function prebundled(site: SiteCodeContext, file: string, options: () => BuildOptions): Promise<string | undefined> {
  let made = site.prebundled.get(file);
  if (!made) site.prebundled.set(file, (made = bundleOnce(site, file, options)));
  return made;
}

async function bundleOnce(site: SiteCodeContext, file: string, options: () => BuildOptions): Promise<string | undefined> {
  const pkg = packageOf(file);
  if (!pkg || NEVER.test(pkg.name) || moduleFileCount(pkg.dir, LARGE_PACKAGE_FILES) <= LARGE_PACKAGE_FILES) return undefined;
  try {
    // Without this plugin: a package importing another large one that imports it back would wait on itself.
    const base = options();
    const plugins = (base.plugins ?? []).filter((p) => p.name !== PLUGIN);
    // Asked for from inside another bundle's resolution: it takes no slot that bundle might be holding.
    const result = await bundleSiteCode({ ...base, plugins, entryPoints: [file], write: false, metafile: true }, { nested: true });
    const inputs = Object.entries(result.metafile.inputs).filter(([input]) => !input.includes(':'));
    if (inputs.find(([input]) => esbuildPath(site.root, input) === file)?.[1].format !== 'esm') return undefined;
    // Only a package whose graph stays inside it (React aside, which every bundle shares): a module of another
    // package it imports would be one instance in it and another in the pages' bundles (a context provided by one
    // and read by the other would not be found).
    const inside = pkg.dir + path.sep;
    if (inputs.some(([input]) => !esbuildPath(site.root, input).startsWith(inside))) return undefined;
    const url = pathToFileURL(await writeBundled(result.outputFiles[0].text)).href;
    // An import of a module the page reaches only lazily (`React.lazy(() => import('./Editor'))` importing
    // monaco-editor) runs when the page loads once it is an import of a module of its own: a package that cannot run
    // at build time (it reads `window`) stays in the page's bundle, where it runs only if the page's render reaches it.
    await import(url);
    return url;
  } catch {
    // Whatever stops it here stops the page's own bundle too, which reports it at the import.
    return undefined;
  }
}
