import type { Position } from '../core/position.js';
import type { YamlPath } from '../core/yaml-source.js';
import type { BlogConfig, DocsAreaConfig, ParsedConfig, UserSidebarItem } from './schema.js';
import type { SitePolicies } from './policies.js';

/**
 * Where the values of the configuration came from: site.config.yaml (a `YamlSource`, exact positions) or a
 * Docusaurus config (`docusaurus/config/config-source.ts`, positions found by searching the key in the file's text).
 * Paths are those of site.config.yaml (`['navbar', 'items', 0, 'to']`) in both cases.
 */
export interface ConfigSource {
  readonly file: string;
  readonly text: string;
  readonly data: unknown;
  /** Position of the value at `path`, or of its nearest known ancestor. `key: true` points at the key instead. */
  locate(path: YamlPath, opts?: { key?: boolean }): Position;
  /** Whether the path exists, as a key with any value. */
  has(path: YamlPath): boolean;
  /** Position of the first occurrence of `needle` in the text. */
  find(needle: string): Position | undefined;
}

/** One version of a docs area; an area without `versions` has exactly one, named `current`. */
export interface ResolvedDocsVersion {
  name: string;
  label: string;
  /** Absolute content folder. */
  dir: string;
  /** Content folder relative to the site root, for messages. */
  relDir: string;
  isLast: boolean;
  /** Notice above each doc: an unreleased (newer than the last) or unmaintained (older) version, or none. */
  banner: 'none' | 'unreleased' | 'unmaintained';
  /** Show "Version: <label>" above each doc. */
  badge: boolean;
  /** URL base of this version, e.g. /docs or /docs/1.0 (no trailing slash). */
  routeBase: string;
  sidebars: 'auto' | Record<string, UserSidebarItem[]>;
  /** Set when the sidebars come from a file (sidebars.js…): positions of its problems point into it. */
  sidebarsFile?: { file: string; text: string };
  draftIds: string[];
  /** Folder below `i18n/<locale>/` holding this version's translation; default: `relDir` (config/localize.ts). */
  translationsPath?: string;
  /**
   * In a non-default locale's build whose `dir` is the translation folder: the default locale's folder. A doc that is
   * not translated yet is read from here, as Docusaurus does (a translation folder holds the files translated so far).
   */
  untranslated?: { dir: string; relDir: string };
  /** Path in site.config.yaml of this version's sidebars, for error positions. */
  sidebarsConfigPath: (string | number)[];
}

export interface ResolvedDocsArea extends Omit<DocsAreaConfig, 'versions' | 'sidebars'> {
  versions: ResolvedDocsVersion[];
  /** Index of the area in `docs`, for positions. */
  index: number;
}

/** site.config.yaml after validation: defaults filled, folders absolute. Frozen; stages never change it. */
export interface SiteConfig extends Omit<ParsedConfig, 'docs' | 'blog' | 'pages'> {
  root: string;
  configFile: string;
  docs: ResolvedDocsArea[];
  /**
   * `untranslated`: in a non-default locale's build whose `dir` is the blog's translation folder, the default locale's
   * blog folder; posts not translated yet are read from it, as in Docusaurus.
   */
  blog: (BlogConfig & { dir: string; untranslated?: string }) | undefined;
  /**
   * `untranslated`: in a non-default locale's build whose `path` is the pages' translation folder, the default
   * locale's pages folder (relative to the root); a page not translated yet is read from it, as in Docusaurus.
   */
  pages: ParsedConfig['pages'] & { untranslated?: string };
  /** Where each value came from, to report file:line:col in later stages. */
  source: ConfigSource;
  /** The site is built for `fe-docs dev`: drafts are included and no service worker is written. */
  dev: boolean;
  /**
   * The locale this configuration builds. The default locale is built at `baseUrl`; every other one is a build of
   * its own at `<site baseUrl><locale>/` (config/localize.ts), so there `baseUrl` carries the locale.
   */
  currentLocale: string;
  /** How links, content and site code are read: fe-docs' rules, or its format's (config/policies.ts). Set at config time. */
  policies: SitePolicies;
}
