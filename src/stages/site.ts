/**
 * The loaded site: what `loadSite` (build/load.ts) makes of a site folder — config → content graph → route
 * table → link check — and what every later stage (render, output, search, dev) reads. Types only (src/stages/ holds
 * the contracts between the stages, so a stage imports the data it is given, not the stage that makes it).
 */
import type { Diagnostic } from '../core/diagnostics.js';
import type { SiteConfig } from '../config/types.js';
import type { ContentGraph, ContentRenderer } from '../content/types.js';
import type { CodeHighlighter } from '../markdown/highlight.js';
import type { ContentStrings } from '../markdown/types.js';
import type { MarkdownCache } from '../markdown/render-markdown.js';
import type { ResolvedNavbar } from '../routes/navbar.js';
import type { RedirectPage } from '../routes/redirects.js';
import type { RouteTable } from '../routes/types.js';
import type { ResolvedLinks } from '../check/links.js';
import type { ContentFiles } from '../check/content-files.js';
import type { Dialect, DialectSession, SiteCodeState, SiteHooks } from './hooks.js';
import type { ThemeComponents } from './page.js';

/** Everything `check`, `build`, `serve` and `dev` share: config → content graph → route table → link check. */
export interface LoadedSite {
  config: SiteConfig;
  graph: ContentGraph;
  table: RouteTable;
  navbar: ResolvedNavbar;
  links: ResolvedLinks;
  /** Files beside the content that links point to (site URL → absolute path), published with the pages. */
  contentFiles: ContentFiles;
  /** The site's theme overrides (`theme/<Name>.tsx`), by component name. */
  themeComponents?: ThemeComponents;
  /**
   * What the built-ins (`CodeBlock`, `Admonition`, `Tabs`) render with in a page's own components (a site's theme
   * override, the DocItem a site format's config names): the content's strings and the load's highlighter.
   */
  builtins?: { strings: ContentStrings; highlighter?(): Promise<CodeHighlighter> };
  /** Pages that only send the reader on (`redirects` in the config), checked against the route table. */
  redirects: RedirectPage[];
  /** The build's (check's, dev server's) session this load ran in: later stages and other locales' loads use it too. */
  session: SiteSession;
  /** What the site's format adds to the stages for this load's config (stages/hooks.ts): its dialect's, else none. */
  hooks: SiteHooks;
}

/**
 * The state of one build, check or dev server of a site (build/session.ts#openSession): what its loads and stages
 * collect and later ones read, carried as a value instead of module-level registries keyed by the site root.
 */
export interface SiteSession {
  /** The site root (absolute). */
  readonly root: string;
  /** What the site's code left behind while bundled (stylesheets, images, provided modules it imported). */
  readonly siteCode: SiteCodeState;
  /** The site format this run understands besides site.config.yaml (stages/hooks.ts#Dialect); none: site.config.yaml only. */
  readonly dialect?: Dialect;
  /** The site format's state for this run, when the session has a dialect. */
  readonly dialectSession?: DialectSession;
}

export interface LoadResult {
  site?: LoadedSite;
  /** Sorted by file, line and column. */
  diagnostics: Diagnostic[];
  timings: Record<string, number>;
}

export interface LoadOptions {
  /** The session to load in (another locale of the same build, a dev server's rebuild); a new one when absent. */
  session?: SiteSession;
  /** The site format the new session understands besides site.config.yaml (unused when `session` is given). */
  dialect?: Dialect;
  /** Load the site as one of its non-default locales (`i18n.locales`): translated content, base URL `/<locale>/`. */
  locale?: string;
  dev?: boolean;
  /** Reused across rebuilds in `fe-docs dev`, so grammars and highlighted blocks stay cached. */
  highlighter?: CodeHighlighter;
  /**
   * `false` for `check`: code blocks are checked (unknown languages reported) but not highlighted, and nothing it
   * renders is written to the disk cache (it still reads it), so a later build never gets uncoloured blocks.
   */
  highlight?: boolean;
  /** Reused across rebuilds in `fe-docs dev`: unchanged Markdown files are not rendered again. */
  markdownCache?: MarkdownCache;
  /**
   * Replaces the content stage. `fe-docs dev` passes one that reloads only the kinds of content a change
   * touched (src/dev/incremental-content.ts), so an edited doc does not revalidate the OpenAPI files.
   */
  loadContent?: (config: SiteConfig, renderer: ContentRenderer) => Promise<{ graph: ContentGraph; diagnostics: Diagnostic[] }>;
}
