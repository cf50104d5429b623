import type { SiteConfig } from '../../config/types.js';
import type { SitePluginEntry } from '../plugins/types.js';
import type { Position } from '../../core/position.js';

/**
 * What a Docusaurus site's config gave besides `SiteConfig` proper: for the theme modules (`useDocusaurusContext`),
 * the site's plugins and the runtime. The adapter's own field of the config: declared here by module augmentation,
 * set by load-config.ts (`configFromData(…, { extra: { docusaurus } })`), read through `originOf` by adapter code
 * only; the engine names neither.
 */
export interface DocusaurusOrigin {
  /** Absolute path of docusaurus.config.{ts,js,…}. */
  configFile: string;
  /** The loaded config (functions and all), as `useDocusaurusContext().siteConfig` returns it in Docusaurus. */
  siteConfig: Readonly<Record<string, unknown>>;
  /** The site's own plugins fe-docs runs (plugins/lifecycle.ts#runSitePlugins), as map-config.ts found them. */
  plugins: readonly SitePluginEntry[];
  /** The `id` of the blog and pages plugin instances fe-docs builds: their pages' `plugin-id-…` class. */
  pluginIds?: { readonly blog: string; readonly pages: string };
  /**
   * By docs plugin id, the module that renders that instance's docs when it is not theme-classic's DocItem (its
   * `docItemComponent`: `@theme/ApiItem` of docusaurus-theme-openapi-docs), with where the config names it.
   */
  docItemComponents?: Readonly<Record<string, DocItemComponent>>;
}

/** A docs plugin's `docItemComponent` (a module specifier, resolved as the site's code resolves it) and its place in the config. */
export interface DocItemComponent {
  spec: string;
  at: Position;
}

declare module '../../config/types.js' {
  interface SiteConfig {
    /** Set when the site is a Docusaurus project read through its docusaurus.config.* (src/docusaurus/config/origin.ts). */
    readonly docusaurus?: DocusaurusOrigin;
  }
}

/** The Docusaurus config the site was read from, if it was read from one. */
export const originOf = (config: SiteConfig): DocusaurusOrigin | undefined => config.docusaurus;
