import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';
import { themeFileIn } from '../../core/theme-file.js';
import type { ModuleNamespace, SiteCodeContext } from '../../stages/hooks.js';
import { BUILD_TIME_ONLY, isThemeSlot, PROVIDED_SPECIFIERS, providedModule, RUN_TIME_ONLY } from '../runtime/modules.js';
import { docusaurusRuntimeOf, installedThemeFile, isInstalledThemeFile, RUNTIME_SPECIFIERS, type DocusaurusRuntime } from '../runtime/runtime-registry.js';
import { docusaurusRuntimeOnDemand } from '../runtime/site-bridge.js';
import { FE_DOCS_FIRST, INSTALLED_FIRST } from '../runtime/classic-parts.js';
import { browserModules } from './browser-modules.js';
import { ORIGINAL_COMPONENTS, THEME_HOST } from '../runtime/registry.js';

export { ORIGINAL_COMPONENTS };

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
/**
 * react-router, which a site's code may import itself (`import { useLocation } from 'react-router-dom'`): in Docusaurus
 * its hooks read the router `@docusaurus/router` re-exports; here they are `@docusaurus/router`'s (the page being
 * rendered), the rest of the package the site's own. Without this they threw (no `<Router>` above them).
 */
const ROUTER_PACKAGE = /^react-router(-dom)?$/;
const ROUTER_HOOKS = ['useLocation', 'useHistory', 'useRouteMatch'];
/** Packages the site's Docusaurus runtime bundles (docusaurus/runtime/load-runtime.ts) and every module then shares. */
const RUNTIME_PACKAGE = /^@docusaurus\/(theme-common|plugin-content-(docs|blog)\/client)(\/|$)/;

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

/**
 * The `Layout/Provider` of the third-party theme the site's config names (nonebot's nonepress: its sidebar and TOC
 * contexts), for site code that renders `@theme/Layout`: in Docusaurus that theme's Layout renders it around the page,
 * and the site's components read its contexts (`SidebarContentFiller`). fe-docs' Layout already gives theme-classic's
 * providers (runtime-registry.ts#withProviders); none for the installed themes' own files.
 */
function themeLayoutProvider(runtime: DocusaurusRuntime | undefined, importer: string | undefined): string | undefined {
  if (!runtime?.themeDirs?.length || (importer && [...runtime.themeDirs, runtime.themeClassicDir].some((d) => d && importer.startsWith(d + path.sep))))
    return undefined;
  for (const dir of runtime.themeDirs) {
    const file = themeFileIn(dir, 'Layout/Provider');
    if (file) return file;
  }
  return undefined;
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
 * Docusaurus names in a bundle of the site's build-time modules (mdx/site-modules.ts#siteModulesPlugin): `@theme/<Name>`,
 * `@docusaurus/Link`… come from fe-docs' theme (an unknown one is an error at the import), the site's Docusaurus
 * runtime or its installed themes; `@generated/routes` is the site's routes.
 */
export function setupDocusaurusModules(b: PluginBuild, site: SiteCodeContext, opts: { realPackages?: boolean }): void {
  const { root } = site;
  if (!opts.realPackages) {
    b.onResolve({ filter: ROUTER_PACKAGE }, (a) => {
      // react-router-dom's own import of react-router, and the shim's of the package itself, are the package's.
      if (a.namespace === 'fe-router' || /[\\/]node_modules[\\/]react-router/.test(a.importer)) return undefined;
      try {
        const real = createRequire(path.isAbsolute(a.importer) ? a.importer : path.join(root, 'package.json')).resolve(a.path);
        return { path: a.path, namespace: 'fe-router', pluginData: real };
      } catch {
        return undefined;
      }
    });
    b.onLoad({ filter: /.*/, namespace: 'fe-router' }, (a) => ({
      contents: `export * from ${JSON.stringify(a.pluginData)};\nexport { ${ROUTER_HOOKS.join(', ')} } from '@docusaurus/router';\n`,
      loader: 'js',
      resolveDir: root,
    }));
  }
  b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|generated)\// }, async (a) => {
    if (REAL_PACKAGE.test(a.path)) return undefined;
    // A file deep in an installed Docusaurus package (`@docusaurus/plugin-content-docs/lib/constants.js`, as a
    // third-party theme imports it) is bundled as webpack bundles it, unless fe-docs answers that name.
    if (DEEP_FILE.test(a.path) && !RUNTIME_PACKAGE.test(a.path) && !isProvidedModule(a.path)) return undefined;
    site.providedModules.add(a.path);
    let runtime = docusaurusRuntimeOf(root);
    if (RUNTIME_PACKAGE.test(a.path)) {
      // The runtime's own bundle takes them from node_modules; every other bundle shares that one instance.
      if (opts.realPackages) return undefined;
      // A site without theme overrides loads its runtime when some module first needs it (content's docs hooks).
      runtime ??= await docusaurusRuntimeOnDemand(root);
      if (runtime && RUNTIME_SPECIFIERS[a.path] && runtime.modules[RUNTIME_SPECIFIERS[a.path]]) {
        // The installed theme's own readers (its colour toggle) get their browser behaviour from
        // docusaurus/client/chrome.ts: only the site's own code is told.
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
    // The site's code below fe-docs' Layout gets the Layout/Provider of the third-party theme it was written for.
    if (a.path === '@theme/Layout' && !opts.realPackages) {
      runtime ??= await docusaurusRuntimeOnDemand(root);
      const provider = themeLayoutProvider(runtime, a.importer);
      if (provider) return { path: a.path, namespace: 'fe-dz-themed-layout', pluginData: provider };
    }
    const theme = /^@theme(-original|-init)?\/(.+)$/.exec(a.path);
    if (theme && INSTALLED_FIRST.has(theme[2]) && !opts.realPackages) {
      // A slot the installed themes fill (the category cards): theirs, unless the site's own `src/theme` override
      // answers `@theme/X` (it fills fe-docs' slot, below); `@theme-original/X` is always the theme's.
      runtime ??= await docusaurusRuntimeOnDemand(root);
      const installed = !theme[1] && themeFileIn(site.themeDir, theme[2]) ? undefined : installedThemeFile(runtime, theme[2], a.importer);
      if (installed) return { path: installed };
    }
    if (theme && !isThemeSlot(a.path)) {
      // Docusaurus' theme aliases: `@theme/X` is the site's `src/theme/X` when it has one, else the theme's X;
      // `@theme-original/X` is always the theme's. The theme's parts fe-docs has no slot for are those of the
      // site's installed themes (a third-party theme the config names, then theme-classic), bundled as they are
      // (theirs is the markup the site's CSS was written for), else fe-docs' own versions of the common ones
      // (docusaurus/runtime/classic-parts.tsx). The runtime (which knows where they are) is loaded for it, except
      // while the runtime's own bundle is made.
      if (!opts.realPackages) runtime ??= await docusaurusRuntimeOnDemand(root);
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
  b.onLoad({ filter: /.*/, namespace: 'fe-dz-themed-layout' }, (a) => {
    const host = `globalThis[Symbol.for(${JSON.stringify(THEME_HOST.description)})].module('@theme/Layout', ${JSON.stringify(path.resolve(root))})`;
    return {
      contents: [
        `import { createElement } from 'react';`,
        `import Provider from ${JSON.stringify(a.pluginData as string)};`,
        `const m = ${host};`,
        `export default function Layout(props) { return createElement(Provider, null, createElement(m.default, props)); }`,
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    };
  });
  // The site's own routes (docusaurus/runtime/modules.ts `fillGeneratedRoutes`), by its root.
  b.onLoad({ filter: /.*/, namespace: 'fe-generated-routes' }, () => ({
    contents: `export default globalThis[Symbol.for(${JSON.stringify(THEME_HOST.description)})].routes(${JSON.stringify(path.resolve(root))});`,
    loader: 'js',
  }));
  b.onLoad({ filter: /.*/, namespace: 'fe-theme' }, (a) => {
    const names = Object.keys(providedModule(a.path)!).filter((n) => n !== 'default');
    // With the site's root: a module that answers per site (`@docusaurus/Translate`) finds its site by it (site-bridge.ts).
    const host = `globalThis[Symbol.for(${JSON.stringify(THEME_HOST.description)})].module(${JSON.stringify(a.path)}, ${JSON.stringify(path.resolve(root))})`;
    return { contents: `const m = ${host};\nexport default m.default;\n${names.map((n) => `export const ${n} = m.${n};`).join('\n')}`, loader: 'js' };
  });
}

/**
 * An import in MDX content (mdx/remark-mdx-facts.ts): a Docusaurus name fe-docs answers, or the site's or its installed
 * themes' `@theme/<Part>`, else a problem; fe-docs' own `@generated/…` modules; undefined for any other import.
 */
async function importOf(site: SiteCodeContext, spec: string): Promise<{ problem?: { text: string; hint: string } } | undefined> {
  if (isDocusaurusSpecifier(spec)) {
    // A `@theme/<Part>` fe-docs does not provide may be the site's own or one of its installed themes'.
    if (!isAnsweredModule(spec) && !(await themePartFile(site, spec))) return { problem: unknownModuleMessage(spec) };
    return {};
  }
  // fe-docs' own `@generated/routes`, `@generated/globalData`… (docusaurus/runtime/modules.ts).
  if (spec.startsWith('@generated/') && isAnsweredModule(spec)) return {};
  return undefined;
}

/** Metafile inputs of fe-docs' build-time modules and the site's Docusaurus runtime (`@docusaurus/theme-common`…: bundled in Node). */
function buildTimeOnly(inputs: readonly string[]): string[] {
  return inputs.map((k) => /^fe-(?:theme|dz-runtime):(.+)$/.exec(k)?.[1]).filter((spec): spec is string => !!spec && !browserModules.specifiers.includes(spec));
}

/** The Docusaurus module namespace of a site's bundles (`SiteCodeHooks.modules`, without its generated data files). */
export const docusaurusNamespace: Omit<ModuleNamespace, 'generated'> = {
  setup: setupDocusaurusModules,
  importOf,
  componentImport: (name) => (isProvidedModule(`@theme/${name}`) ? `@theme/${name}` : undefined),
  buildTimeOnly,
  browser: browserModules,
};
