/**
 * The ports between the engine and a site format's adapter (src/docusaurus/), as notes/architecture-plan.md §4.1 lays
 * them out. Today the engine still reaches the Docusaurus runtime directly where it needs it (config.docusaurus); the
 * ports (`Dialect`, `SiteHooks`: load, site code, render, theme, output) land here one stage at a time. Types only,
 * and never importing stages/site.ts (which will import this module: no cycle inside stages/).
 */

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
}
