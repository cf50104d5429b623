import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import { compileSiteSass, isSassFile } from '../content/site-sass.js';
import { scopeCssModule } from './css-modules.js';
import { confineImportsPlugin } from './import-policy.js';
import { contextRequirePlugin } from './context-require.js';
import { webpackLoadersPlugin } from './webpack-loaders.js';
import { resolveRootImport } from './resolve-import.js';
import { inlineRelativeCssUrls, type CssUrlAssets } from '../core/css-urls.js';
import { themeFileIn } from '../core/theme-file.js';
import type { SiteCodeContext, SiteCodeState } from '../stages/hooks.js';
import { prebundledPackagesPlugin } from './prebundled-packages.js';

const require = createRequire(import.meta.url);
const shared: Record<string, string> = {};
for (const spec of ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/server'])
  shared[spec] = pathToFileURL(require.resolve(spec)).href;

/**
 * React DOM's exports React 19 (fe-docs' React) no longer has, which a site written for React 18 imports (semi-ui's
 * `import { findDOMNode } from 'react-dom'`): stand-ins that throw if called. Code calls them from effects and
 * lifecycle methods, which a build-time render never runs.
 */
const LEGACY_REACT_DOM = ['findDOMNode', 'render', 'hydrate', 'unmountComponentAtNode', 'unstable_renderSubtreeIntoContainer'];

/**
 * A module for `require('react')` in a package's CommonJS, and for `react-dom` imported by name: fe-docs' React, with
 * every export by name (Node cannot link a named import of a CommonJS export it does not find).
 */
function requirableReact(spec: string): string {
  const names = Object.keys(require(spec) as object).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  const legacy = spec === 'react-dom' ? LEGACY_REACT_DOM.filter((n) => !names.includes(n)) : [];
  return (
    `import * as m from ${JSON.stringify(spec)};\nconst r = m.default ?? m;\nexport default r;\nexport const { ${names.join(', ')} } = r;\n` +
    legacy.map((n) => `export const ${n} = () => { throw new Error("react-dom's ${n} does not exist in React 19, which fe-docs renders with"); };\n`).join('')
  );
}

// Where a theme folder's module is: in core, since the Docusaurus adapter (a lower layer) looks for overrides too.
export { themeFileIn };

/**
 * The CSS of every stylesheet the site's build-time modules imported (global `.css` as it is, `*.module.css` with
 * scoped class names), in path order, so it goes into the site's one stylesheet: no inline style, CSP unchanged.
 */
export function importedSiteCss(siteCode: SiteCodeState, root: string, cssUrls?: CssUrlAssets): string {
  const { styles } = siteCode;
  if (!styles.size) return '';
  return [...styles.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([file, css]) => `/* ${path.relative(root, file).split(path.sep).join('/')} */\n${inlineRelativeCssUrls(css, file, cssUrls)}`)
    .join('\n');
}

/**
 * How a site's build-time modules (MDX, React pages, theme overrides) import: React is fe-docs' own (one instance),
 * Docusaurus names (`@theme/<Name>`, `@docusaurus/Link`…) come from fe-docs' theme (an unknown one is an error at
 * the import), `@site/…` is the site root, CSS is collected for the site's stylesheet; anything else is bundled from
 * the site's files and node_modules.
 */
export function siteModulesPlugin(site: SiteCodeContext, opts: { realDocusaurusPackages?: boolean } = {}): Plugin {
  const { root, styles } = site;
  return {
    name: 'fe-docs-site-modules',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/[a-z-]+)?$/ }, (a) => {
        if (!shared[a.path]) return undefined;
        // A CommonJS package (react-bootstrap) `require`s React: an ES module cannot require the external one, so the
        // require gets a module that imports it and exports each of its names.
        if (a.kind === 'require-call' || (a.path === 'react-dom' && a.namespace !== 'fe-react-cjs')) return { path: a.path, namespace: 'fe-react-cjs' };
        return { path: shared[a.path], external: true };
      });
      b.onLoad({ filter: /.*/, namespace: 'fe-react-cjs' }, (a) => ({ contents: requirableReact(a.path), loader: 'js' }));
      // The site format's names (a Docusaurus site's `@theme/…`, `@docusaurus/…`, `@generated/…`).
      site.hooks.modules.setup?.(b, site, { realPackages: opts.realDocusaurusPackages });
      b.onResolve({ filter: /^@site\// }, (a) => b.resolve('./' + a.path.slice('@site/'.length), { resolveDir: root, kind: a.kind }));
      // Stylesheets: their rules go to the site's CSS; a CSS module's import is its map of scoped class names.
      b.onLoad({ filter: /\.(css|s[ac]ss)$/ }, async (a) => {
        let text: string;
        if (isSassFile(a.path)) {
          const sass = compileSiteSass(root, a.path);
          if (!('css' in sass)) {
            const at = sass.at ?? { file: a.path, line: 1, column: 1 };
            return {
              errors: [
                {
                  text: `\`${path.relative(root, a.path)}\` ${sass.problem}.`,
                  location: { file: at.file, line: at.line, column: at.column - 1 },
                  notes: [{ text: sass.hint }],
                },
              ],
            };
          }
          text = sass.css;
        } else text = await readFile(a.path, 'utf8');
        // The format's transform (a Docusaurus site's PostCSS), before a CSS module's names are scoped, as its build does.
        const transformed = await site.hooks.transformCss?.(text, a.path);
        if (transformed && 'problem' in transformed)
          return {
            errors: [
              {
                text: `\`${path.relative(root, a.path)}\` does not go through the site's PostCSS plugins: ${transformed.problem}.`,
                location: { file: a.path, line: transformed.line ?? 1, column: (transformed.column ?? 1) - 1 },
              },
            ],
          };
        if (transformed) text = transformed.css;
        if (!/\.module\.(css|s[ac]ss)$/.test(a.path)) {
          styles.set(a.path, text);
          return { contents: '', loader: 'js' };
        }
        const scoped = scopeCssModule(text, path.relative(root, a.path).split(path.sep).join('/'));
        styles.set(a.path, scoped.css);
        return { contents: `export default ${JSON.stringify(scoped.classes)};`, loader: 'js' };
      });
    },
  };
}

/**
 * An import starting with `/` (`/data/team.json`) is looked up in the static folder, then the site root, as
 * Docusaurus does (resolveRootImport), before it is taken as an absolute path on the disk.
 */
export function siteRootsPlugin(root: string, staticDir: string): Plugin {
  return {
    name: 'fe-docs-site-roots',
    setup(b) {
      b.onResolve({ filter: /^\// }, (a) => {
        const file = resolveRootImport(a.path, root, staticDir);
        return file ? { path: file } : undefined;
      });
    },
  };
}

/** `import.meta.url` of the bundled module, written in two pieces: fe-docs' own build rewrites the whole expression. */
const BUNDLE_URL = 'import.meta' + '.url';

/**
 * Node 21 and later have a global `navigator` (`language` 'en-US', `userAgent` 'Node.js/22'…), which a site's code may
 * read while it renders (gladys' home page: `lang === "fr" || (navigator && navigator.language.startsWith("fr"))` in
 * a component's body), and Docusaurus' server render on those versions gives it. On Node 20 a free `navigator` in site
 * code reads the same stand-in, so what builds does not depend on the Node version fe-docs runs on; a module that
 * declares its own `navigator` keeps it (esbuild's `inject` replaces only the global).
 */
const NODE_GLOBALS = 'fe-docs:node-globals';
/** How the stand-in appears among a bundle's inputs (its metafile). */
export const NODE_GLOBALS_INPUT = 'fe-docs-node-globals:node-globals';
const nodeGlobalsPlugin: Plugin = {
  name: 'fe-docs-node-globals',
  setup(build) {
    build.onResolve({ filter: /^fe-docs:node-globals$/ }, () => ({ path: 'node-globals', namespace: 'fe-docs-node-globals' }));
    build.onLoad({ filter: /.*/, namespace: 'fe-docs-node-globals' }, () => ({
      contents:
        "const navigator = globalThis.navigator ?? { hardwareConcurrency: 1, language: 'en-US', languages: ['en-US'], " +
        "platform: process.platform, userAgent: 'Node.js/' + process.versions.node.split('.')[0] };\nexport { navigator };\n",
      loader: 'js',
    }));
  },
};

/** The esbuild options every site module (MDX, TSX page, theme override) is bundled with. */
export function siteModuleBuildOptions(site: SiteCodeContext, opts: { realDocusaurusPackages?: boolean } = {}) {
  const { root, staticDir } = site;
  // `.js` files hold JSX in Docusaurus sites (its webpack config reads them so).
  return {
    // Every path esbuild reports (messages, metafile) is then relative to the site root, not to the folder fe-docs
    // runs in (mdx/esbuild-position.ts).
    absWorkingDir: path.resolve(root),
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    // Packages resolve from the site's node_modules too, as in Docusaurus' webpack (`resolve.modules`): content kept
    // outside the site folder (`path: '../docs'`) imports the site's packages.
    nodePaths: [path.join(root, 'node_modules')],
    // A package's `module` entry before its `main`, as webpack resolves for Docusaurus (react-lite-youtube-embed's
    // `main` is CommonJS in a `"type": "module"` package: only its `module` build has the default export).
    mainFields: ['module', 'main'],
    // Node's builtins (`node:util`, `fs`) stay outside the bundle (platform node); CommonJS code in it `require`s them,
    // which an ES module can only do with a `require` of its own. Docusaurus' server render (webpack target node)
    // loads a package's Node build the same way, its builtins included.
    banner: { js: `import { createRequire as __feDocsCreateRequire } from 'node:module';\nconst require = __feDocsCreateRequire(${BUNDLE_URL});` },
    inject: [NODE_GLOBALS],
    logLevel: 'silent',
    plugins: [
      nodeGlobalsPlugin,
      webpackLoadersPlugin(site),
      // The site format's generated data files (a Docusaurus site's `.docusaurus/`), before `/` and `@site/` resolve.
      ...(site.hooks.modules.generated ? [site.hooks.modules.generated.plugin()] : []),
      siteRootsPlugin(root, staticDir),
      confineImportsPlugin(site),
      siteModulesPlugin(site, opts),
      contextRequirePlugin(root),
      // Last: only imports no other plugin answered. Not in the bundle of the site's Docusaurus runtime itself.
      ...(opts.realDocusaurusPackages ? [] : [prebundledPackagesPlugin(site, (): BuildOptions => siteModuleBuildOptions(site))]),
    ],
  } satisfies BuildOptions;
}

export { importBundled } from './bundled-module.js';
