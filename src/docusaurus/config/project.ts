import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withPolicies } from '../../config/load.js';
import type { SiteConfig } from '../../config/types.js';

const CONFIG_NAMES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/**
 * Whether a site folder is a Docusaurus project (a `docusaurus.config.*`, or `@docusaurus/core` in its
 * package.json): only then are its `src/pages` and `src/theme` read as Docusaurus reads them. A folder that merely
 * has a `src/` (fe-docs' own repository, an app) keeps fe-docs' folders.
 */
export function isDocusaurusProject(root: string): boolean {
  if (CONFIG_NAMES.some((n) => existsSync(path.join(root, n)))) return true;
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return !!(pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core']);
  } catch {
    return false;
  }
}

/** Docusaurus' folders of site code: its pages and its swizzled theme components. */
const PAGES_DIR = 'src/pages';
const OVERRIDES_DIR = 'src/theme';
/** fe-docs' defaults for those folders (config/schema.ts). */
const DEFAULT_PAGES_DIR = 'content/pages';
const DEFAULT_OVERRIDES_DIR = 'theme';

/**
 * Any config (site.config.yaml or a docusaurus.config.*) as its site folder asks: in a Docusaurus project, `src/pages`
 * and `src/theme` stand in for fe-docs' default folders when the site has them and not fe-docs' own, and the site's
 * code is read as Docusaurus reads it (overrides in `src/theme` are swizzled components, a CodeBlock override renders
 * fenced code, content may read its page, all of `src/` is site code). Called for every loaded config
 * (build/config.ts#loadSiteConfig, as the Docusaurus dialect's `adopt`); a config that needs none of this is returned as it is.
 */
export function adopt(config: SiteConfig): SiteConfig {
  const project = config.docusaurus !== undefined || isDocusaurusProject(config.root);
  const has = (rel: string) => existsSync(path.join(config.root, rel));
  const pagesFromSrc = project && config.pages.path === DEFAULT_PAGES_DIR && !has(DEFAULT_PAGES_DIR) && has(PAGES_DIR);
  const overridesFromSrc = project && config.theme.overridesPath === DEFAULT_OVERRIDES_DIR && has(OVERRIDES_DIR);
  const overridesPath = overridesFromSrc ? OVERRIDES_DIR : config.theme.overridesPath;
  const adopted: SiteConfig = {
    ...config,
    // Translations are still looked for where fe-docs' folder would have them (config/localize.ts).
    ...(pagesFromSrc ? { pages: { ...config.pages, path: PAGES_DIR, translationsPath: config.pages.translationsPath ?? DEFAULT_PAGES_DIR } } : {}),
    ...(overridesFromSrc ? { theme: { ...config.theme, overridesPath } } : {}),
  };
  const withCode = withPolicies(adopted, {
    siteCode: {
      ...(overridesPath === OVERRIDES_DIR ? { overrides: 'swizzle' as const } : {}),
      ...(project ? { codeBlockRendersFences: true, contentReadsPage: true, codeDirs: ['src'] } : {}),
    },
  });
  if (!pagesFromSrc && !overridesFromSrc && withCode.policies === config.policies) return config;
  return withCode === adopted ? Object.freeze(adopted) : withCode;
}
