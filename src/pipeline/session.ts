import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { SiteCodeContext } from '../stages/hooks.js';
import type { SiteSession } from '../stages/site.js';

/** A new session for one build, check or dev server of the site at `root` (stages/site.ts#SiteSession). */
export function openSession(root: string): SiteSession {
  return { root: path.resolve(root), siteCode: { styles: new Map(), images: new Map(), providedModules: new Set() } };
}

/** What the site's code is bundled with in a load of `config` (one locale's): the config's values and the session's state. */
export function siteCodeContext(config: SiteConfig, session: SiteSession): SiteCodeContext {
  const { styles, images, providedModules } = session.siteCode;
  return {
    root: config.root,
    staticDir: config.static.path,
    baseUrl: config.baseUrl,
    allowOutsideImports: config.mdx.allowOutsideImports,
    themeDir: path.resolve(config.root, config.theme.overridesPath),
    styles,
    images,
    providedModules,
  };
}
