import path from 'node:path';
import type { SiteConfig } from '../../config/types.js';
import { docusaurusRuntimeOf, type DocusaurusRuntime } from './runtime-registry.js';

/** What a site's compiled modules read of its adapter session (docusaurus/session.ts) while they run. */
export interface BridgedSite {
  /** The config of the load that runs (its locale's): what `.docusaurus/` imports are made from (generated-data.ts). */
  readonly generatedDataConfig: SiteConfig | undefined;
  /** The messages of the locale being loaded or rendered (`i18n/<locale>/code.json`): `translate()`, `<Translate>`. */
  readonly codeTranslations: Readonly<Record<string, string>>;
  /** Loads the site's Docusaurus runtime (once) when a module first imports it: a Docusaurus config's load sets it. */
  readonly runtimeOnDemand?: () => Promise<DocusaurusRuntime | undefined>;
}

type GeneratedRoutes = { path: string; exact: boolean }[];

/**
 * The one bridge from compiled site code to its site (notes/architecture-plan.md §2.3). A site's bundles (MDX, React
 * pages, overrides, its installed theme packages) are modules of their own, evaluated apart from fe-docs: they reach it
 * through the `THEME_HOST` and generated-data globals, naming their site by its root (written into the bundle by the
 * module namespace, site-code/namespace.ts). By that root they find the adapter session of the build that runs them,
 * attached when its first load begins; everything else is the session's. Two sites built at once in one process have
 * two roots, so two entries; a second build of the same root takes the entry over (the same files, read again).
 */
const sites = new Map<string, { site?: BridgedSite; generatedRoutes: GeneratedRoutes }>();

const entryOf = (root: string) => {
  const key = path.resolve(root);
  let entry = sites.get(key);
  if (!entry) sites.set(key, (entry = { generatedRoutes: [] }));
  return entry;
};

export function attachSite(root: string, site: BridgedSite): void {
  entryOf(root).site = site;
}

/** The session attached for a site root (absolute or not), if a load of it has begun in this process. */
export const bridgedSite = (root: string): BridgedSite | undefined => sites.get(path.resolve(root))?.site;

/**
 * `@generated/routes` of the site at `root`: handed to its modules when they load (before the routes are made) and
 * filled in place by each build's render (modules.ts `fillGeneratedRoutes`). One array per root for the process, not
 * per session: the site's Docusaurus runtime is bundled and evaluated once per root (load-runtime.ts) and keeps the
 * array it was handed.
 */
export const generatedRoutesOf = (root: string): GeneratedRoutes => entryOf(root).generatedRoutes;

/**
 * The site's runtime, loaded now if it is not yet: when a module first imports it (a Docusaurus site without
 * `src/theme`, whose content imports the docs client), by the adapter session of the build that runs.
 */
export async function docusaurusRuntimeOnDemand(root: string): Promise<DocusaurusRuntime | undefined> {
  return docusaurusRuntimeOf(root) ?? (await bridgedSite(root)?.runtimeOnDemand?.());
}
