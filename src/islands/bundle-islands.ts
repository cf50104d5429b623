import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { IslandUse } from '../markdown/types.js';
import type { ModuleNamespace } from '../stages/hooks.js';
import { compileSiteSass, isSassFile } from '../content/site-sass.js';
import { scopeCssModule } from '../mdx/css-modules.js';
import { siteImagesPlugin } from '../mdx/site-images.js';
import { siteRootsPlugin } from '../mdx/site-modules.js';
import { webpackLoadersPlugin } from '../mdx/webpack-loaders.js';

const require = createRequire(import.meta.url);

/** The island loader and one chunk per island component, with the React they share in chunks of their own. */
export interface IslandAssets {
  /** URL (without base) of the loader module pages with islands load. */
  loaderUrl: string;
  files: { url: string; code: string }[];
}

/**
 * Bundle every island of the site for the browser: a loader entry that maps each island id to a dynamic import
 * of a generated module (`hydrateRoot` of that component), code-split by esbuild, hashed names under /assets/.
 */
export async function bundleIslands(
  islands: IslandUse[],
  opts: {
    root: string;
    clientDir: string;
    dev?: boolean;
    staticDir?: string;
    baseUrl?: string;
    images: Map<string, string>;
    /** Modules the site's format answers (its generated data files, its names in the browser), from the load's hooks. */
    modules?: ModuleNamespace;
  },
): Promise<IslandAssets | undefined> {
  if (!islands.length) return undefined;
  // What the site's code is bundled with: images (and file-loader files) it imports are published with the site.
  const site = { root: opts.root, staticDir: opts.staticDir ?? 'static', baseUrl: opts.baseUrl ?? '/', images: opts.images };
  const byId = new Map(islands.map((i) => [i.id, i]));
  const loader = `import { startIslands } from ${JSON.stringify(path.join(opts.clientDir, 'islands.ts'))};
startIslands({ ${[...byId.keys()].map((id) => `${JSON.stringify(id)}: () => import(${JSON.stringify('fe-island:' + id)})`).join(', ')} });`;
  const plugin: Plugin = {
    name: 'fe-docs-islands',
    setup(b) {
      b.onResolve({ filter: /^fe-islands-loader$/ }, () => ({ path: 'loader', namespace: 'fe-islands' }));
      b.onLoad({ filter: /^loader$/, namespace: 'fe-islands' }, () => ({ contents: loader, loader: 'ts', resolveDir: opts.root }));
      b.onResolve({ filter: /^fe-island:/ }, (a) => ({ path: a.path.slice('fe-island:'.length), namespace: 'fe-island' }));
      b.onLoad({ filter: /.*/, namespace: 'fe-island' }, (a) => {
        const island = byId.get(a.path)!;
        const binding = island.exportName === 'default' ? 'default as C' : `${island.exportName} as C`;
        const component = `import { ${binding} } from ${JSON.stringify(island.module)};`;
        // A whole React page of the site's format (its `reactPage` hook): the format hydrates it with its site data.
        const pageIsland = island.page ? opts.modules?.browser?.pageIsland(component) : undefined;
        if (pageIsland !== undefined) return { contents: pageIsland, loader: 'js', resolveDir: path.dirname(island.module) };
        return {
          contents: `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
${component}
export default (el, props) => hydrateRoot(el, createElement(C, props));`,
          loader: 'js',
          resolveDir: path.isAbsolute(island.module) ? path.dirname(island.module) : opts.root,
        };
      });
      // One React for every island, fe-docs' own, wherever the component's file is.
      b.onResolve({ filter: /^react(-dom)?(\/[a-z-]+)?$/ }, (a) => ({ path: require.resolve(a.path) }));
      b.onResolve({ filter: /^@site\// }, (a) => b.resolve('./' + a.path.slice('@site/'.length), { resolveDir: opts.root, kind: a.kind }));
      // The site format's names: the browser's stand-ins (compile-react-pages only hydrates pages that import those).
      opts.modules?.browser?.setup(b);
      // Stylesheets are in the site's CSS already (mdx/site-modules.ts): a CSS module is its class map again.
      // Sass is compiled for the class names only (the same scoped names as the server render's).
      b.onLoad({ filter: /\.(css|s[ac]ss)$/ }, async (a) => {
        if (!/\.module\.(css|s[ac]ss)$/.test(a.path)) return { contents: '', loader: 'js' };
        const sass = isSassFile(a.path) ? compileSiteSass(opts.root, a.path) : undefined;
        const text = sass ? ('css' in sass ? sass.css : '') : await readFile(a.path, 'utf8');
        const { classes } = scopeCssModule(text, path.relative(opts.root, a.path).split(path.sep).join('/'));
        return { contents: `export default ${JSON.stringify(classes)};`, loader: 'js' };
      });
    },
  };
  const { build } = await import('esbuild'); // only when there are islands to bundle (and no cached bundle)
  const out = await build({
    entryPoints: [{ in: 'fe-islands-loader', out: 'islands' }],
    // Chunk names hash each input's path relative to the working folder: from the site root, the same site gets the
    // same names whatever folder it is built from.
    absWorkingDir: path.resolve(opts.root),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    outdir: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'island-chunk-[hash]',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    minify: !opts.dev,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(opts.dev ? 'development' : 'production') },
    logLevel: 'silent',
    // Images the island imports get the same URLs as in its server render (the page hydrates that markup).
    plugins: [
      webpackLoadersPlugin(site),
      ...(opts.modules?.generated ? [opts.modules.generated.plugin({ browser: true })] : []),
      // `/static/img/x.svg` and `/img/x.svg` as in the server render (a Docusaurus site's root imports).
      siteRootsPlugin(opts.root, site.staticDir),
      siteImagesPlugin(site),
      plugin,
    ],
  });
  const files = out.outputFiles.map((f) => ({ url: '/assets/' + path.basename(f.path), code: f.text }));
  return { loaderUrl: files.find((f) => /\/islands-[A-Z0-9]+\.js$/i.test(f.url))!.url, files };
}
