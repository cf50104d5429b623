import type { Diagnostic } from '../../core/diagnostics.js';
import type { Position } from '../../core/position.js';

// The site plugins fe-docs runs (plugin-lifecycle.ts): what they are and what they give.

export type Obj = Record<string, unknown>;

/** A plugin of the site's config that fe-docs does not implement itself: its code runs here (`runSitePlugins`). */
export interface SitePluginEntry {
  /** As written in the config: a module name, a path, or the plugin function itself. */
  spec: unknown;
  options: Obj;
  /** How messages name it (`./plugins/blog-plugin.js`, `docusaurus-plugin-x`, an inline function's name). */
  shown: string;
  /** Where the config lists it. */
  at: Position;
  /**
   * The content plugin it wraps (`./plugins/blog-plugin.js` returning `@docusaurus/plugin-content-blog` with more):
   * fe-docs builds that content itself, so the hooks the plugin inherits unchanged are not reported as missing.
   */
  extends?: 'docs' | 'blog' | 'pages';
}

/** One `addRoute()` call of a site plugin, with what the engine needs to render it. */
export interface PluginRoute {
  /** As given: the full path, the base URL included. */
  path: string;
  component: string;
  modules: unknown;
  props?: Obj;
  exact?: boolean;
  /** The plugin's `name` and the file that defines it (messages about the route point there, at the hook). */
  plugin: string;
  /** The plugin instance's `id` (`default` unless its options give one). */
  pluginId?: string;
  pluginFile?: string;
  /** The hook that called `addRoute()`: `contentLoaded` or `allContentLoaded`. */
  hook: string;
  /**
   * Added by the content plugin the plugin wraps (its `contentLoaded()` called by the plugin's: answer's blog plugin),
   * with one of that plugin's own components (`@theme/BlogPostPage`…): the route stands for fe-docs' page there.
   */
  content?: true;
}

/** What the site's plugins gave, for one locale. */
export interface SitePluginsResult {
  routes: PluginRoute[];
  /** `createData()` files by absolute path (never written: the engine reads them from here). */
  data: Map<string, string>;
  /** `setGlobalData()`, by plugin name and id: what `usePluginData(name, id)` returns. */
  globalData: Record<string, Record<string, unknown>>;
  /** Metadata objects of Markdown/MDX sources found in the plugins' loaded content (a blog post's), by `@site/…` path. */
  sourceMetadata: Map<string, Obj>;
  /** `injectHtmlTags()`' head tags fe-docs can write (`<link>`, `<meta>`, `<script>`). */
  headTags: { tagName: 'link' | 'meta' | 'script'; attributes: Record<string, string | number | boolean>; innerHTML?: string }[];
  /** `resolve.alias` of the plugins' `configureWebpack()`, merged in plugin order: for build-time bundles (`isServer`) and the browser's. */
  aliases: { server: [string, string | false][]; client: [string, string | false][] };
  /**
   * postcss-loader's options after every plugin's `configurePostCss()`, in plugin order (styles/postcss.ts), from
   * Docusaurus' own; undefined when no plugin has the hook.
   */
  postcssOptions?: Obj;
  /** Where `.docusaurus` would be: `createData()` paths and `~blog/…` aliases are read against it. */
  generatedFilesDir: string;
  diagnostics: Diagnostic[];
}

/**
 * Hooks of a plugin that change nothing in a static build (dev server, CLI, swizzle), so leaving them out is not a
 * loss worth a warning.
 */
export const NO_OUTPUT_HOOKS = new Set([
  'getPathsToWatch',
  'getSwizzleComponentList',
  'extendCli',
  'postStart',
  'getTypeScriptThemePath',
  'name',
  'options',
  'version',
]);
/** Hooks run here. */
export const RUN_HOOKS = new Set(['loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'configurePostCss']);
