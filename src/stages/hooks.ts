/**
 * The ports between the engine and a site format's adapter (src/docusaurus/), as notes/architecture-plan.md §4.1 lays
 * them out: a `Dialect` opens one `DialectSession` per build, check or dev server, which gives each load its
 * `SiteHooks` (load, site code, render, theme, output). A hook left out does nothing. Types only, and never importing stages/site.ts (which imports this module: no cycle inside stages/).
 */
import type { Message, Plugin, PluginBuild } from 'esbuild';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Diagnostic } from '../core/diagnostics.js';
import type { ConfigResult } from '../config/load.js';
import type { SiteConfig } from '../config/types.js';
import type { ContentGraph, PostEntry, ReactPageEntry } from '../content/types.js';
import type { Route, RouteTable } from '../routes/types.js';
import type { ResolvedLinks } from '../check/links.js';
import type { DocFrame, PageData, ThemeComponents, ThemeHooks } from './page.js';

/** Runs one named stage of a load, timing it under its name (`LoadResult.timings`, `--timings`). */
export type StageTimer = <T>(name: string, fn: () => Promise<T> | T) => Promise<T>;

/**
 * What the site's own code (MDX, React pages, theme overrides, islands) leaves behind while it is bundled, for the
 * stages after: one per build, check or dev server (stages/site.ts#SiteSession), shared by every locale's load, so it
 * accumulates as the site's code runs.
 */
export interface SiteCodeState {
  /** Stylesheets the site's modules imported: absolute path → CSS (a CSS module's scoped), for the site's stylesheet. */
  readonly styles: Map<string, string>;
  /** Images React code imported from outside the static folder: URL (without the base URL) → absolute path, published with the site. */
  readonly images: Map<string, string>;
  /** Docusaurus modules fe-docs provides (`@theme/…`, `@docusaurus/…`) that the site's code imported. */
  readonly providedModules: Set<string>;
  /** Large packages bundled once for every bundle of the session (mdx/prebundled-packages.ts): entry file → module URL. */
  readonly prebundled: Map<string, Promise<string | undefined>>;
}

/** Everything a bundle of site code needs: the config's values for it, and the session's state it adds to. */
export interface SiteCodeContext extends SiteCodeState {
  /** The site root (absolute). */
  readonly root: string;
  /** The static folder, relative to the root: an import starting with `/` is looked up there first. */
  readonly staticDir: string;
  /** The base URL of the locale being built (an imported image's URL starts with it). */
  readonly baseUrl: string;
  /** `mdx.allowOutsideImports`: false confines imports to files inside the root (mdx/import-policy.ts). */
  readonly allowOutsideImports: boolean;
  /** The theme overrides folder (absolute): `@theme/<Name>` is the site's file there when it has one. */
  readonly themeDir: string;
  /** What the site's format adds to its bundles (the load's `SiteHooks.siteCode`). */
  readonly hooks: SiteCodeHooks;
}

/**
 * A site format other than site.config.yaml, with what it adds at run time (src/docusaurus/index.ts). The
 * composition (api/, cli/) passes it to the orchestrator (src/build/); a run without one reads site.config.yaml only.
 */
export interface Dialect {
  readonly name: string;
  /** Its config file in `root` (absolute) when the site has one; site.config.yaml wins when both exist (build/config.ts). */
  configFile(root: string): string | undefined;
  /** Reads and validates that file (`file`, absolute) into the engine's `SiteConfig`. */
  loadConfig(root: string, file: string, opts: { dev?: boolean }): Promise<ConfigResult>;
  /** Every loaded config passes here, whichever file it came from: the conventions of a project folder of this format. */
  adopt(config: SiteConfig): SiteConfig;
  /** One per build, check or dev server of the site at `root` (absolute): it holds the dialect's state for that run. */
  openSession(root: string): DialectSession;
}

/** A dialect's state for one build, check or dev server, and the hooks it gives each load (one locale's config). */
export interface DialectSession {
  hooks(config: SiteConfig): SiteHooks;
}

/** What a dialect adds to the engine's stages for one load; a hook left out does nothing. */
export interface SiteHooks {
  load: LoadHooks;
  siteCode: SiteCodeHooks;
  render: RenderHooks;
  theme: ThemeHooks;
  output: OutputHooks;
}

/** What a dialect does while a site loads (build/load.ts), in the order the load calls them. */
export interface LoadHooks {
  /** Before anything else of the load reads or bundles the site's code (its data modules, messages, runtime). */
  begin?(siteCode: SiteCodeContext): Promise<void> | void;
  /** After the config and theme strings, before the theme overrides and the content: the dialect's plugins, the components its config names. */
  beforeContent?(time: StageTimer, siteCode: SiteCodeContext): Promise<Diagnostic[]>;
  /** After the route table: pages of the dialect's own (its plugins' routes); the table is then built again with them. */
  extraPages?(
    graph: ContentGraph,
    table: RouteTable,
    siteCode: SiteCodeContext,
    time: StageTimer,
  ): Promise<{ pages: ReactPageEntry[]; diagnostics: Diagnostic[] } | undefined>;
  /**
   * The final route table: what the dialect loads once for the pages it will render (a Docusaurus site's installed
   * category cards, for its generated index pages), and its problems.
   */
  routesReady?(table: RouteTable, siteCode: SiteCodeContext, time: StageTimer): Promise<Diagnostic[]>;
}

/** A stylesheet's text and file (absolute) → its new text, or what is wrong with it (`line`/`column` in that file). */
export type CssTransform = (css: string, file: string) => Promise<{ css: string } | { problem: string; line?: number; column?: number }>;

/** What a dialect adds to the bundling of the site's own code. */
export interface SiteCodeHooks {
  /** Modules the format answers itself in the site's bundles. */
  modules: ModuleNamespace;
  /**
   * Every theme component a site of this format can import or replace, in the order messages list them: fe-docs' own
   * (theme/registry.ts) and the format's. None: fe-docs' own.
   */
  themeComponents?: ThemeComponents;
  /** What goes around a React page of the site (`.tsx` in the pages folder, served at `pathname`, base URL included) when it renders: providers its code reads. */
  wrapReactPage?(page: ReactElement, pathname: string): ReactElement;
  /** The props a React page of the site gets besides `site` (`pathname`: its URL, base URL included). */
  reactPageProps?(pathname: string): Record<string, unknown>;
  /**
   * What goes around MDX content whenever it renders (providers its components read: a Docusaurus site's data and
   * Layout providers), asked for once per MDX renderer, when it is made.
   */
  contentWrapper?(): (content: ReactElement) => ReactElement;
  /**
   * For content that may read the page it will be in (config/policies.ts `siteCode.contentReadsPage`): stand-ins for
   * the page's providers while content loads, which set `reads.read` when read; such content is rendered again with
   * its page (render/render-page.ts).
   */
  pageReads?(reads: { read: boolean }): (content: ReactElement) => ReactElement;
  /** What the format does with the site's theme overrides (mdx/load-theme-overrides.ts). */
  overrides?: OverrideHooks;
  /**
   * What the format does to an MDX file's text (after its front matter) before it compiles: a Docusaurus site's
   * mdx-loader preprocessing (`mdx-code-block` fences unwrapped), lines kept where they are.
   */
  preprocessMdx?(text: string): string;
  /**
   * What the format does to each of the site's stylesheets (its `customCss` and the CSS its code imports, after Sass,
   * before a CSS module's names are scoped): a Docusaurus site's PostCSS plugins (Tailwind). None: used as written.
   */
  transformCss?: CssTransform;
  /**
   * Whether the site's stylesheet depends on its content files as well as on its stylesheets (a PostCSS plugin such as
   * Tailwind scans them for class names): `dev` then bundles it again after any change.
   */
  stylesReadContent?(): boolean;
  /** A module file (relative to the root) the format renders at build time only (an installed theme's component): no browser bundle has it. */
  buildTimeFile?(file: string): boolean;
}

/** A site format's part in loading the theme overrides folder, in the order the loader calls them. */
export interface OverrideHooks {
  /**
   * Before the folder's files compile (`dir`: the folder, relative to the root; `files`: how many there are): what
   * they run with (a swizzled theme's Docusaurus runtime), and its problems.
   */
  prepare(siteCode: SiteCodeContext, dir: string, files: number): Promise<Diagnostic[]>;
  /** A compiled override's component as the site renders it (inside the runtime's providers). */
  wrap<P extends object>(component: ComponentType<P>): ComponentType<P>;
  /** An override compiled (`rel`: its file, relative to the root; `code`: its bundle): what the format notes of it (Infima markup). */
  compiled(rel: string, code: string): void;
  /** The engine's slot a file of the format's name fills (`TOC` → `Toc`), and how its props are made; none: the name itself. */
  slotOf?(name: string): { slot: string; adapt(component: ComponentType<any>): ComponentType<any> } | undefined;
  /**
   * Overrides of parts of components the engine draws itself (`rels`, relative to the root; `taken`: slots the site
   * overrides): the format's own components of those slots that use them, and the parts they use.
   */
  parts?(
    siteCode: SiteCodeContext,
    rels: readonly string[],
    taken: ReadonlySet<string>,
  ): Promise<{ components: Record<string, ComponentType<any>>; used: ReadonlySet<string> }>;
}

/** Modules a site format answers itself when the site's code imports them. */
export interface ModuleNamespace {
  /** Data files the format's own build would generate (a Docusaurus site's `.docusaurus/`), made from the loaded site. */
  generated?: GeneratedModules;
  /**
   * Registers how a bundle of build-time site code resolves and loads the format's names (mdx/site-modules.ts calls it
   * after React's rule, before `@site/` and stylesheets; `realPackages`: the bundle of the format's own runtime).
   */
  setup?(build: PluginBuild, site: SiteCodeContext, opts: { realPackages?: boolean }): void;
  /**
   * An import of MDX content (`spec`) that the format answers: `problem` when it is one of the format's names that no
   * module answers; undefined when it is not the format's.
   */
  importOf?(site: SiteCodeContext, spec: string): Promise<{ problem?: { text: string; hint: string } } | undefined>;
  /** The import a component used but not imported in MDX content comes from, when the format provides one by that name. */
  componentImport?(name: string): string | undefined;
  /** The format's modules among a bundle's inputs (metafile keys) that exist at build time only: a page importing one is not hydrated. */
  buildTimeOnly?(inputs: readonly string[]): string[];
  /** The format's names in a browser bundle (a hydrated page's, an island's). */
  browser?: BrowserModules;
}

/** How a format's names are answered in the browser. */
export interface BrowserModules {
  /** The names a hydrated page may import. */
  readonly specifiers: readonly string[];
  /** Whether a React page's compiled code needs the browser for one of the format's modules (content only the browser renders). */
  needsBrowser(code: string): boolean;
  /** Registers the names' resolution in an islands bundle: they re-export the format's browser stand-ins module. */
  setup(build: PluginBuild): void;
  /**
   * The module that hydrates a page island (a whole React page the format rendered, theme `reactPage`): `component` is
   * the import of the page's component as `C`; it gets the island's props, with the format's site data among them.
   */
  pageIsland(component: string): string;
}

/** The format's generated data files (docusaurus/site-code/generated-data.ts), for one load's config. */
export interface GeneratedModules {
  /** The esbuild plugin serving them in a site-code bundle (`browser`: an island's bundle, the values inlined). */
  plugin(opts?: { browser?: boolean }): Plugin;
  /** Where an import (`spec`, in a file of `fromDir`) points among the generated files (its path below their folder), if it does. */
  fileOf(spec: string, fromDir: string): { rel: string; abs: string } | undefined;
  /** Whether the file is made from the loaded site (an import of it needs no file on disk). */
  serves(rel: string, abs: string): boolean;
  /** The message for an import of a generated file that is not made (`exists`: a stale copy is on disk). */
  unsupported(rel: string, exists: boolean): { text: string; hint: string };
  /** Waits for the content a bundle's generated imports list (`inputs`: its metafile inputs; `source`: the file rendered). */
  ready(inputs: readonly string[], source?: string): Promise<void>;
  /** The plugin's warnings in a bundle's result, as diagnostics at the import (`except`: a file already reported). */
  diagnostics(warnings: readonly Message[], except?: string): Diagnostic[];
}

/** What a dialect adds to the rendering of a loaded site's pages (render/render-page.ts). */
export interface RenderHooks {
  /**
   * Once per page renderer, before any page: data the dialect's components look the site's routes up in, and the
   * resolved links of every source (its own pages show content of the engine's: they write its links as checked).
   */
  prepare?(table: RouteTable, links: ResolvedLinks): void;
  /** Before each page renders (several locales' renderers may take turns in `dev`). */
  beforePage?(): void;
  /** What a doc page (a doc, a category's generated index) renders inside: its format's data for it, if it has any. */
  docFrame?(route: Extract<Route, { kind: 'doc' | 'doc-index' }>, page: PageData): DocFrame | undefined;
  /**
   * What goes around a post (its page, its page's footer, content that reads its page, each item of a list page):
   * `isPostPage` on the post's own page, with its page data and route.
   */
  postFrame?(post: PostEntry, o: { isPostPage: boolean; page?: PageData; route?: Extract<Route, { kind: 'post' }> }): PostFrame | undefined;
  /**
   * The class names of a page's `<html>` element, as the format's stylesheets expect them for its kind (a Docusaurus
   * site's `docs-wrapper plugin-docs … docs-doc-page`); the client router carries them over on a client-side navigation.
   */
  htmlClassName?(route: Route): string | undefined;
  /** The id of an element around everything the page renders in `<body>` (a Docusaurus site's `__docusaurus` root). */
  rootId?: string;
}

/** The providers around a post's elements (a Docusaurus site's `BlogPostProvider`). */
export interface PostFrame {
  wrap(el: ReactNode): ReactElement;
}

/** A tag for every page's `<head>` (a Docusaurus plugin's `injectHtmlTags()`). */
export interface HeadTag {
  tagName: 'link' | 'meta' | 'script';
  attributes: Record<string, string | number | boolean>;
  innerHTML?: string;
}

/** What a dialect adds to the files a loaded site is written as (output/). */
export interface OutputHooks {
  /** Head tags of the format's own, after the config's (its plugins' `injectHtmlTags()`). */
  headTags?(): readonly HeadTag[];
  /**
   * The format's part of the site's stylesheet: `own`, the format's stylesheet when the site needs it, takes its place
   * among the theme's stylesheets (theme/styles/: site.css first, then by name) by its `name`; `after` is CSS right
   * after it (after the theme's stylesheets when there is no `own`).
   */
  styles?(siteCode: SiteCodeState): Promise<{ own?: { name: string; css: string }; after: string }>;
  /**
   * Browser modules of the format's own, built for this site (a Docusaurus site's Mermaid renderer, with the site's
   * installed `mermaid`): published beside the runtime's chunks; the browser finds each entry by its `name` in the
   * site data's `chunks`, and loads it only on pages that need it.
   */
  browserChunks?(opts: { dev: boolean }): Promise<{ chunks: readonly BrowserChunk[]; diagnostics: Diagnostic[] }>;
}

/** One browser module a format built for the site: its entry's URL (without the base URL) and every file it loads. */
export interface BrowserChunk {
  readonly name: string;
  readonly url: string;
  readonly files: readonly { url: string; code: string }[];
}
