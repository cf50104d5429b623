import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import { ORIGINAL_COMPONENTS, THEME_HOST } from '../theme/registry.js';
import { existsSync, readFileSync } from 'node:fs';
import { BUILD_TIME_ONLY, isThemeSlot, PROVIDED_SPECIFIERS, providedModule, RUN_TIME_ONLY } from '../theme/docusaurus/modules.js';
import {
  docusaurusRuntimeOf,
  docusaurusRuntimeOnDemand,
  isInstalledThemeFile,
  RUNTIME_SPECIFIERS,
  type DocusaurusRuntime,
} from '../theme/docusaurus/runtime-registry.js';
import { compileSiteSass, isSassFile } from '../content/site-sass.js';
import { FE_DOCS_FIRST } from '../theme/docusaurus/classic-parts.js';
import { scopeCssModule } from './css-modules.js';
import { userCacheDir } from '../core/user-cache-dir.js';
import { confineImportsPlugin } from './import-policy.js';
import { contextRequirePlugin } from './context-require.js';
import { webpackLoadersPlugin } from './webpack-loaders.js';
import { resolveRootImport } from './resolve-import.js';
import { inlineRelativeCssUrls, type CssUrlAssets } from '../core/css-urls.js';
import { themeFileIn } from '../core/theme-file.js';
import type { SiteCodeContext, SiteCodeState } from '../stages/hooks.js';

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

/** Names the site's `src/theme/<Name>` files may override (every theme component fe-docs has). */
export const THEME_NAMES = Object.keys(ORIGINAL_COMPONENTS);

/** `@theme/…`, `@theme-original/…`, `@theme-init/…`, `@docusaurus/…`: names fe-docs answers itself, never from node_modules. */
export const isDocusaurusSpecifier = (spec: string) => /^@(theme|theme-original|theme-init|docusaurus)\//.test(spec);

/** Whether fe-docs provides a Docusaurus-named module (`@theme/Tabs`, `@docusaurus/useBaseUrl`…). */
export const isProvidedModule = (spec: string) => providedModule(spec) !== undefined;

/**
 * Whether a bundle of site code answers this Docusaurus name without the site's theme folder: fe-docs' own module, the
 * site's Docusaurus runtime (`@docusaurus/theme-common/internal`, the content plugins' clients) or a package of
 * Docusaurus' own bundled as it is (`@docusaurus/utils-common`).
 */
export const isAnsweredModule = (spec: string) => isProvidedModule(spec) || Object.hasOwn(RUNTIME_SPECIFIERS, spec) || REAL_PACKAGE.test(spec);

/** Packages of Docusaurus' own that hold plain client code: bundled from the site's node_modules as they are. */
const REAL_PACKAGE = /^@docusaurus\/(utils-common|theme-translations)(\/|$)/;
/** A file inside a Docusaurus package's build folder, named by its path. */
const DEEP_FILE = /^@docusaurus\/[^/]+\/lib\//;
/** Packages the site's Docusaurus runtime bundles (theme/docusaurus/load-runtime.ts) and every module then shares. */
const RUNTIME_PACKAGE = /^@docusaurus\/(theme-common|plugin-content-(docs|blog)\/client)(\/|$)/;

// Where a theme folder's module is: in core, since the Docusaurus adapter (a lower layer) looks for overrides too.
export { themeFileIn };

/**
 * `name` in the site's installed themes, the first that has it: third-party themes (later in the config first), then
 * theme-classic. A theme's own file importing `@theme-original/<its name>` gets the next theme's.
 */
function installedThemeFile(runtime: DocusaurusRuntime | undefined, name: string, importer: string | undefined): string | undefined {
  for (const dir of [...(runtime?.themeDirs ?? []), runtime?.themeClassicDir]) {
    const file = themeFileIn(dir, name);
    if (file && file !== importer) return file;
  }
  return undefined;
}

/**
 * The file behind a `@theme/<Part>` fe-docs does not provide: the site's theme folder's, else its installed themes'
 * (a Docusaurus site's runtime, loaded for it), or undefined when none has it.
 */
export async function themePartFile(site: SiteCodeContext, spec: string): Promise<string | undefined> {
  const theme = /^@theme(-original|-init)?\/(.+)$/.exec(spec);
  if (!theme) return undefined;
  const own = theme[1] ? undefined : themeFileIn(site.themeDir, theme[2]);
  if (own) return own;
  const runtime = docusaurusRuntimeOf(site.root) ?? (await docusaurusRuntimeOnDemand(site.root));
  return FE_DOCS_FIRST.has(theme[2]) ? undefined : installedThemeFile(runtime, theme[2], undefined);
}

/** Whether the import statement of `spec` in `importer` names `name` (`import { useColorMode } from 'spec'`). */
function importsName(importer: string, spec: string, name: string): boolean {
  try {
    const text = readFileSync(importer, 'utf8');
    const quoted = spec.replace(/[/\-]/g, (c) => '\\' + c);
    return new RegExp(`import\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*['"]${quoted}['"]`).test(text);
  } catch {
    return false;
  }
}

export function unknownModuleMessage(spec: string): { text: string; hint: string } {
  return {
    text: `fe-docs does not provide \`${spec}\`.`,
    hint: `Remove the import or replace it with a component of the site (@site/src/components/…). fe-docs provides ${PROVIDED_SPECIFIERS.join(', ')}.`,
  };
}

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
      b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|generated)\// }, async (a) => {
        if (REAL_PACKAGE.test(a.path)) return undefined;
        // A file deep in an installed Docusaurus package (`@docusaurus/plugin-content-docs/lib/constants.js`, as a
        // third-party theme imports it) is bundled as webpack bundles it, unless fe-docs answers that name.
        if (DEEP_FILE.test(a.path) && !RUNTIME_PACKAGE.test(a.path) && !isProvidedModule(a.path)) return undefined;
        site.providedModules.add(a.path);
        let runtime = docusaurusRuntimeOf(root);
        if (RUNTIME_PACKAGE.test(a.path)) {
          // The runtime's own bundle takes them from node_modules; every other bundle shares that one instance.
          if (opts.realDocusaurusPackages) return undefined;
          // A site without theme overrides loads its runtime when some module first needs it (content's docs hooks).
          runtime ??= await docusaurusRuntimeOnDemand(root);
          if (runtime && RUNTIME_SPECIFIERS[a.path] && runtime.modules[RUNTIME_SPECIFIERS[a.path]]) {
            // The installed theme's own readers (its colour toggle) get their browser behaviour from
            // client/docusaurus-chrome.ts: only the site's own code is told.
            const colorMode =
              a.path === '@docusaurus/theme-common' && a.importer && !isInstalledThemeFile(root, a.importer) && importsName(a.importer, a.path, 'useColorMode');
            const approximate = colorMode ? BUILD_TIME_ONLY[a.path] : undefined;
            return {
              path: a.path,
              namespace: 'fe-dz-runtime',
              pluginData: runtime.id,
              warnings: approximate ? [{ text: approximate.text, notes: [{ text: approximate.hint }] }] : [],
            };
          }
        }
        if (a.path === '@generated/routes') return { path: a.path, namespace: 'fe-generated-routes' };
        const theme = /^@theme(-original|-init)?\/(.+)$/.exec(a.path);
        if (theme && !isThemeSlot(a.path)) {
          // Docusaurus' theme aliases: `@theme/X` is the site's `src/theme/X` when it has one, else the theme's X;
          // `@theme-original/X` is always the theme's. The theme's parts fe-docs has no slot for are those of the
          // site's installed themes (a third-party theme the config names, then theme-classic), bundled as they are
          // (theirs is the markup the site's CSS was written for), else fe-docs' own versions of the common ones
          // (theme/docusaurus/classic-parts.tsx). The runtime (which knows where they are) is loaded for it, except
          // while the runtime's own bundle is made.
          if (!opts.realDocusaurusPackages) runtime ??= await docusaurusRuntimeOnDemand(root);
          const own = theme[1] ? undefined : themeFileIn(site.themeDir, theme[2]);
          if (own && own !== a.importer) return { path: own };
          const installed = FE_DOCS_FIRST.has(theme[2]) ? undefined : installedThemeFile(runtime, theme[2], a.importer);
          if (installed) return { path: installed };
        }
        if (!isProvidedModule(a.path)) {
          const { text, hint } = unknownModuleMessage(a.path);
          return { errors: [{ text, notes: [{ text: hint }] }] };
        }
        const approximate = RUN_TIME_ONLY[a.path] ?? (runtime ? undefined : BUILD_TIME_ONLY[a.path]);
        return { path: a.path, namespace: 'fe-theme', warnings: approximate ? [{ text: approximate.text, notes: [{ text: approximate.hint }] }] : [] };
      });
      b.onLoad({ filter: /.*/, namespace: 'fe-dz-runtime' }, (a) => {
        const id = a.pluginData as string;
        const key = RUNTIME_SPECIFIERS[a.path];
        const names = Object.keys(docusaurusRuntimeOf(root)?.modules[key] ?? {}).filter((n) => n !== 'default');
        const host = `globalThis[Symbol.for(${JSON.stringify(THEME_HOST.description)})].runtime(${JSON.stringify(id)}, ${JSON.stringify(key)})`;
        return { contents: `const m = ${host};\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}`, loader: 'js' };
      });
      // The site's own routes (theme/docusaurus/modules.ts `setGeneratedRoutes`), by its root.
      b.onLoad({ filter: /.*/, namespace: 'fe-generated-routes' }, () => ({
        contents: `export default globalThis[Symbol.for(${JSON.stringify(THEME_HOST.description)})].routes(${JSON.stringify(path.resolve(root))});`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'fe-theme' }, (a) => {
        const names = Object.keys(providedModule(a.path)!).filter((n) => n !== 'default');
        const host = `globalThis[Symbol.for(${JSON.stringify(THEME_HOST.description)})].module(${JSON.stringify(a.path)})`;
        return { contents: `const m = ${host};\nexport default m.default;\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}`, loader: 'js' };
      });
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
    logLevel: 'silent',
    plugins: [
      webpackLoadersPlugin(site),
      // The site format's generated data files (a Docusaurus site's `.docusaurus/`), before `/` and `@site/` resolve.
      ...(site.hooks.modules.generated ? [site.hooks.modules.generated.plugin()] : []),
      siteRootsPlugin(root, staticDir),
      confineImportsPlugin(site),
      siteModulesPlugin(site, opts),
      contextRequirePlugin(root),
    ],
  } satisfies BuildOptions;
}

let privateDir: Promise<string> | undefined;

/**
 * Import bundled code as an ES module, written to a file named by its hash (unchanged code is reused) in the user's
 * private cache folder, or else a private temporary folder of this process: never a fixed path in the shared /tmp,
 * where another local user could plant a module that would then run.
 */
export async function importBundled<T>(code: string): Promise<T> {
  const dir = userCacheDir('modules') ?? (await (privateDir ??= mkdtemp(path.join(os.tmpdir(), 'fe-docs-modules-'))));
  const file = path.join(dir, createHash('sha1').update(code).digest('hex').slice(0, 16) + '.mjs');
  // Written beside and renamed into place: another build (or test) importing the same module at the same moment
  // must never read a half-written file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, code);
  await rename(partial, file);
  return (await import(pathToFileURL(file).href)) as T;
}
