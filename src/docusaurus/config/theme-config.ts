import { createRequire } from 'node:module';
import path from 'node:path';

type Obj = Record<string, unknown>;
type Validate = (schema: unknown, value: unknown) => unknown;
type ValidateThemeConfig = (ctx: { validate: Validate; themeConfig: unknown }) => unknown;

/** What the site's own theme-classic makes of its `themeConfig`. */
export type ValidatedThemeConfig =
  /** The themeConfig site code sees: the given one with theme-classic's normalized slice over it. */
  | { themeConfig: Obj }
  /** theme-classic refuses it (Docusaurus would stop the build): its message. */
  | { error: string }
  /** The site has no theme-classic (or none of this shape): the themeConfig stays as written. */
  | undefined;

/**
 * `themeConfig` as Docusaurus hands it to site code (`useDocusaurusContext().siteConfig.themeConfig`,
 * `useThemeConfig()`) and plugins: `@docusaurus/core` calls each theme's `validateThemeConfig({themeConfig, validate})`
 * with `normalizeThemeConfig` of `@docusaurus/utils-validation` as `validate`, and merges the result over the given
 * themeConfig. The site's own installed packages do it here, so every default (`docs.versionPersistence`,
 * `navbar.hideOnScroll`, `colorMode`, `tableOfContents`…) is the one of the version the site was written for.
 */
export function validateSiteThemeConfig(configFile: string, themeConfig: unknown): ValidatedThemeConfig {
  const given = (themeConfig ?? {}) as Obj;
  const fromSite = createRequire(configFile);
  let classicMain: string;
  try {
    classicMain = fromSite.resolve('@docusaurus/theme-classic');
  } catch {
    return undefined;
  }
  const validateThemeConfig = exported<ValidateThemeConfig>(classicMain, 'validateThemeConfig');
  // The site's utils-validation, else theme-classic's own (pnpm keeps it beside theme-classic).
  const normalize =
    exportedOf<Validate>(fromSite, '@docusaurus/utils-validation', 'normalizeThemeConfig') ??
    exportedOf<Validate>(createRequire(classicMain), '@docusaurus/utils-validation', 'normalizeThemeConfig');
  if (!validateThemeConfig || !normalize) return undefined;
  try {
    const normalized = validateThemeConfig({ themeConfig: given, validate: normalize });
    if (!normalized || typeof normalized !== 'object') return undefined;
    return { themeConfig: { ...given, ...(normalized as Obj) } };
  } catch (e) {
    return { error: ((e as Error).message ?? String(e)).split('\n')[0] };
  }
}

/** A function the package at `main` exports (its main module, else theme-classic's `lib/options.js` of older builds). */
function exported<T>(main: string, name: string): T | undefined {
  for (const file of [main, path.join(path.dirname(main), 'options.js')]) {
    try {
      const fn = (createRequire(main)(file) as Obj)[name];
      if (typeof fn === 'function') return fn as T;
    } catch {
      // not loadable this way: the next
    }
  }
  return undefined;
}

function exportedOf<T>(req: NodeJS.Require, spec: string, name: string): T | undefined {
  try {
    return exported<T>(req.resolve(spec), name);
  } catch {
    return undefined;
  }
}
