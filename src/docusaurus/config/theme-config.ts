import { createRequire } from 'node:module';
import path from 'node:path';
import { siteThemeClassicMain } from './classic-theme.js';

type Obj = Record<string, unknown>;
type Validate = (schema: unknown, value: unknown) => unknown;
type ValidateThemeConfig = (ctx: { validate: Validate; themeConfig: unknown }) => unknown;

/** What the site's own themes make of its `themeConfig`. */
export type ValidatedThemeConfig =
  /** The themeConfig site code sees: the given one with each theme's normalized slice over it. */
  | { themeConfig: Obj }
  /** A theme refuses it (Docusaurus would stop the build): which theme, and its message. */
  | { error: string; theme: string }
  /** The site has none of its themes installed (or none of this shape): the themeConfig stays as written. */
  | undefined;

/**
 * `themeConfig` as Docusaurus hands it to site code (`useDocusaurusContext().siteConfig.themeConfig`,
 * `useThemeConfig()`) and plugins: `@docusaurus/core` calls each theme's `validateThemeConfig({themeConfig, validate})`
 * with `normalizeThemeConfig` of `@docusaurus/utils-validation` as `validate`, and merges the result over the given
 * themeConfig. The site's own installed packages do it here — theme-classic when the site resolves it, then the other
 * themes its config names (`themeFiles`: their main modules, a custom preset's theme among them) — so every default
 * (`docs.versionPersistence`, `navbar.hideOnScroll`, `colorMode`, `tableOfContents`…) is the one of the version the
 * site was written for.
 */
export function validateSiteThemeConfig(configFile: string, themeConfig: unknown, themeFiles: readonly string[] = []): ValidatedThemeConfig {
  const fromSite = createRequire(configFile);
  const themes: { name: string; main: string }[] = [];
  // Not installed where the site resolves it: a custom preset's theme may bring its own.
  const classic = siteThemeClassicMain(configFile);
  if (classic) themes.push({ name: '@docusaurus/theme-classic', main: classic });
  for (const main of themeFiles) if (!themes.some((t) => t.main === main)) themes.push({ name: packageOf(main), main });
  let current = (themeConfig ?? {}) as Obj;
  let validated = false;
  for (const theme of themes) {
    const validateThemeConfig = exported<ValidateThemeConfig>(theme.main, 'validateThemeConfig');
    // The site's utils-validation, else the theme's own (pnpm keeps it beside the theme).
    const normalize =
      exportedOf<Validate>(fromSite, '@docusaurus/utils-validation', 'normalizeThemeConfig') ??
      exportedOf<Validate>(createRequire(theme.main), '@docusaurus/utils-validation', 'normalizeThemeConfig');
    if (!validateThemeConfig || !normalize) continue;
    try {
      const normalized = validateThemeConfig({ themeConfig: current, validate: normalize });
      if (!normalized || typeof normalized !== 'object') continue;
      current = { ...current, ...(normalized as Obj) };
      validated = true;
    } catch (e) {
      return { error: ((e as Error).message ?? String(e)).split('\n')[0], theme: theme.name };
    }
  }
  return validated ? { themeConfig: current } : undefined;
}

/** The package a main module belongs to (`…/node_modules/@s/theme/lib/index.js` → `@s/theme`), for messages. */
function packageOf(main: string): string {
  const parts = main.split(path.sep);
  const i = parts.lastIndexOf('node_modules');
  if (i < 0) return path.basename(path.dirname(main));
  return parts[i + 1].startsWith('@') ? `${parts[i + 1]}/${parts[i + 2]}` : parts[i + 1];
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
