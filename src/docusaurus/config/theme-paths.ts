import { createRequire } from 'node:module';
import path from 'node:path';
import { toPosix } from '../../config/load.js';
import { awaitSiteCode, enterSiteCode } from '../../core/site-code-watch.js';
import { importSiteModule } from './load-module.js';
import { callPreset, docusaurusContext, isClassicTheme, packageNameOf } from './map-presets.js';

type Obj = Record<string, unknown>;

/** Docusaurus' theme name shorthands: `x` → `docusaurus-theme-x`, `@s/x` → `@s/docusaurus-theme-x`, `@s` → `@s/docusaurus-theme`. */
function themeNames(name: string): string[] {
  if (name.startsWith('.') || path.isAbsolute(name)) return [name];
  if (name.startsWith('@')) {
    const [scope, pkg] = name.split('/');
    return pkg ? [name, `${scope}/docusaurus-theme-${pkg}`] : [`${scope}/docusaurus-theme`];
  }
  return [name, `docusaurus-theme-${name}`];
}

const entryOf = (entry: unknown): [unknown, Obj] => (Array.isArray(entry) ? [entry[0], (entry[1] ?? {}) as Obj] : [entry, {}]);

/**
 * The theme folders (`getThemePath()`) of the third-party themes a Docusaurus config names, in its `themes` and in
 * the themes of its presets other than classic (redocusaurus' `docusaurus-theme-redoc`, docusaurus-openapi-docs'
 * theme…), later ones first, as Docusaurus' theme aliases let a later theme's component win. theme-classic is not
 * among them (the runtime finds it: docusaurus/runtime/load-runtime.ts). A theme that cannot be loaded or called is
 * left out: its components are then reported missing where they are imported.
 */
/**
 * The main modules of the themes a Docusaurus config names other than theme-classic: in `themes`, and those its
 * presets other than classic return (a custom preset's own theme), in that order. For `validateThemeConfig`
 * (theme-config.ts). A theme that cannot be resolved, or an inline theme function, is left out.
 */
export async function configThemeFiles(root: string, siteConfig: Readonly<Obj>): Promise<string[]> {
  const req = createRequire(path.join(root, 'package.json'));
  const files: string[] = [];
  for (const [spec] of await configThemes(root, siteConfig, req)) {
    if (typeof spec !== 'string' || isClassicTheme(packageNameOf(spec, root))) continue;
    const file = resolveTheme(spec, req);
    if (file && !files.includes(file)) files.push(file);
  }
  return files;
}

/** The themes of the config's presets other than classic, then of its `themes`, as `[spec, options]`. */
async function configThemes(root: string, siteConfig: Readonly<Obj>, req: NodeRequire): Promise<[unknown, Obj][]> {
  const themes: [unknown, Obj][] = [];
  for (const preset of Array.isArray(siteConfig.presets) ? siteConfig.presets : []) {
    const [name, options] = entryOf(preset);
    if (!name || (typeof name === 'string' && /^(classic|@docusaurus\/preset-classic|docusaurus-preset-classic)$/.test(name))) continue;
    const called = await callPreset(name, options, req, siteConfig as Obj, root, path.join(root, 'docusaurus.config.js')).catch(() => undefined);
    if (called && 'themes' in called) themes.push(...called.themes.map(entryOf));
  }
  themes.push(...(Array.isArray(siteConfig.themes) ? siteConfig.themes : []).map(entryOf));
  return themes;
}

/** A theme's main module by the names Docusaurus accepts for it. */
function resolveTheme(spec: string, req: NodeRequire): string | undefined {
  for (const candidate of themeNames(spec)) {
    try {
      return req.resolve(candidate);
    } catch {
      /* the next form of the name */
    }
  }
  return undefined;
}

export async function thirdPartyThemeDirs(root: string, siteConfig: Readonly<Obj>): Promise<string[]> {
  const req = createRequire(path.join(root, 'package.json'));
  const themes = await configThemes(root, siteConfig, req);
  const dirs: string[] = [];
  for (const [spec, options] of themes) {
    if (typeof spec === 'string' && isClassicTheme(packageNameOf(spec, root))) continue;
    const dir = await themePathOf(spec, options, req, root, siteConfig).catch(() => undefined);
    if (dir && !dirs.includes(dir)) dirs.push(dir);
  }
  return dirs.reverse();
}

/** A stylesheet a theme's `getClientModules()` may list (Docusaurus loads it on every page; Sass with the site's plugin). */
const STYLESHEET = /\.(css|s[ac]ss)$/;

/**
 * By theme name as the config writes it: the stylesheets among the client modules of each third-party theme the
 * config names (docusaurus-theme-openapi-docs' `styles.scss`), absolute, in the theme's order. Docusaurus loads them on
 * every page after the classic preset's `customCss`; fe-docs adds them to the site's stylesheet there. A theme that
 * cannot be loaded or called has none here (its other problems are reported where its components are imported).
 */
export async function configThemeStylesheets(root: string, siteConfig: Readonly<Obj>): Promise<Map<string, string[]>> {
  const req = createRequire(path.join(root, 'package.json'));
  const found = new Map<string, string[]>();
  for (const [spec, options] of await configThemes(root, siteConfig, req)) {
    if (typeof spec !== 'string' || isClassicTheme(packageNameOf(spec, root)) || found.has(spec)) continue;
    const called = await themeInstanceOf(spec, options, req, root, siteConfig).catch(() => undefined);
    const modules = typeof called?.instance.getClientModules === 'function' ? called.instance.getClientModules() : undefined;
    const sheets = (Array.isArray(modules) ? modules : []).filter((m): m is string => typeof m === 'string' && STYLESHEET.test(m));
    if (sheets.length) found.set(spec, sheets.map((m) => path.resolve(called!.dir, m)));
  }
  return found;
}

interface ThemeInstance {
  getThemePath?: () => unknown;
  getClientModules?: () => unknown;
}

/** Call one theme as Docusaurus does (`theme(context, options)`) and ask it for its theme folder. */
async function themePathOf(spec: unknown, options: Obj, req: NodeRequire, root: string, siteConfig: Readonly<Obj>): Promise<string | undefined> {
  const called = await themeInstanceOf(spec, options, req, root, siteConfig);
  const themePath = typeof called?.instance.getThemePath === 'function' ? called.instance.getThemePath() : undefined;
  if (typeof themePath !== 'string') return undefined;
  return path.resolve(called!.dir, themePath);
}

/** One theme called as Docusaurus calls it (`theme(context, options)`), and the folder its relative paths start from. */
async function themeInstanceOf(
  spec: unknown,
  options: Obj,
  req: NodeRequire,
  root: string,
  siteConfig: Readonly<Obj>,
): Promise<{ instance: ThemeInstance; dir: string } | undefined> {
  let fn: unknown = spec;
  let file: string | undefined;
  if (typeof spec === 'string') {
    file = resolveTheme(spec, req);
    if (!file) return undefined;
    const leave = enterSiteCode(toPosix(path.relative(root, file)), 'code', `loading the theme \`${spec}\``);
    try {
      fn = importSiteModule(file);
    } finally {
      leave();
    }
    if (fn && typeof fn === 'object' && typeof (fn as { default?: unknown }).default === 'function') fn = (fn as { default: unknown }).default;
  }
  if (typeof fn !== 'function') return undefined;
  const at = file ? toPosix(path.relative(root, file)) : 'docusaurus.config.js';
  const instance = (await awaitSiteCode(at, 'the theme', () =>
    (fn as (c: unknown, o: unknown) => unknown)(docusaurusContext(siteConfig as Obj, root), options),
  )) as ThemeInstance | undefined;
  return instance ? { instance, dir: file ? path.dirname(file) : root } : undefined;
}
