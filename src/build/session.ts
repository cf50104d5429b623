import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { Dialect, SiteCodeContext, SiteCodeHooks, SiteHooks } from '../stages/hooks.js';
import type { SiteSession } from '../stages/site.js';

/**
 * A new session for one build, check or dev server of the site at `root` (stages/site.ts#SiteSession), understanding
 * `dialect` besides site.config.yaml (the composition, api/ and cli/, passes it); none: a site.config.yaml site only.
 */
export function openSession(root: string, dialect?: Dialect): SiteSession {
  root = path.resolve(root);
  return {
    root,
    siteCode: { styles: new Map(), images: new Map(), providedModules: new Set(), prebundled: new Map() },
    dialect,
    dialectSession: dialect?.openSession(root),
  };
}

/** What the site's code is bundled with in a load of `config` (one locale's): the config's values and the session's state. */
export function siteCodeContext(config: SiteConfig, session: SiteSession, hooks: SiteCodeHooks): SiteCodeContext {
  const { styles, images, providedModules, prebundled } = session.siteCode;
  return {
    root: config.root,
    staticDir: config.static.path,
    baseUrl: config.baseUrl,
    allowOutsideImports: config.mdx.allowOutsideImports,
    themeDir: path.resolve(config.root, config.theme.overridesPath),
    styles,
    images,
    providedModules,
    prebundled,
    hooks,
  };
}

/** A site without a dialect: the engine's stages as they are. */
const NATIVE_HOOKS: SiteHooks = { load: {}, siteCode: { modules: {} }, render: {}, theme: {}, output: {} };

/** The hooks of one load of `config` in `session`: its dialect's, else none. */
export function hooksFor(session: SiteSession, config: SiteConfig): SiteHooks {
  return session.dialectSession?.hooks(config) ?? NATIVE_HOOKS;
}
