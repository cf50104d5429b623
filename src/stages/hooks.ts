/**
 * The ports between the engine and a site format's adapter (src/docusaurus/), as notes/architecture-plan.md §4.1 lays
 * them out. Today the engine still reaches the Docusaurus runtime directly where it needs it (config.docusaurus); the
 * ports (`Dialect`, `SiteHooks`: load, site code, render, theme, output) land here one stage at a time. Types only,
 * and never importing stages/site.ts (which will import this module: no cycle inside stages/).
 */

/** Runs one named stage of a load, timing it under its name (`LoadResult.timings`, `--timings`). */
export type StageTimer = <T>(name: string, fn: () => Promise<T> | T) => Promise<T>;
