import type { YamlSource } from '../core/yaml-source.js';
import type { BlogConfig, DocsAreaConfig, ParsedConfig, UserSidebarItem } from './schema.js';

/** One version of a docs area; an area without `versions` has exactly one, named `current`. */
export interface ResolvedDocsVersion {
  name: string;
  label: string;
  /** Absolute content folder. */
  dir: string;
  /** Content folder relative to the site root, for messages. */
  relDir: string;
  isLast: boolean;
  /** URL base of this version, e.g. /docs or /docs/1.0 (no trailing slash). */
  routeBase: string;
  sidebars: 'auto' | Record<string, UserSidebarItem[]>;
  /** Set when the sidebars come from a file (sidebars.js…): positions of its problems point into it. */
  sidebarsFile?: { file: string; text: string };
  draftIds: string[];
  /** Path in site.config.yaml of this version's sidebars, for error positions. */
  sidebarsConfigPath: (string | number)[];
}

export interface ResolvedDocsArea extends Omit<DocsAreaConfig, 'versions' | 'sidebars'> {
  versions: ResolvedDocsVersion[];
  /** Index of the area in `docs`, for positions. */
  index: number;
}

/** site.config.yaml after validation: defaults filled, folders absolute. Frozen; stages never change it. */
export interface SiteConfig extends Omit<ParsedConfig, 'docs' | 'blog'> {
  root: string;
  configFile: string;
  docs: ResolvedDocsArea[];
  blog: (BlogConfig & { dir: string }) | undefined;
  /** Where each value came from, to report file:line:col in later stages. */
  source: YamlSource;
  /** The site is built for `fe-docs dev`: drafts are included and no service worker is written. */
  dev: boolean;
  /**
   * The locale this configuration builds. The default locale is built at `baseUrl`; every other one is a build of
   * its own at `<site baseUrl><locale>/` (config/localize.ts), so there `baseUrl` carries the locale.
   */
  currentLocale: string;
}
