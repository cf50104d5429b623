import path from 'node:path';
import { awaitSiteCode, enterSiteCode, SiteCodeTimeoutError } from '../../core/site-code-watch.js';
import { toPosix } from '../../config/load.js';
import type { DocusaurusPath } from './config-source.js';
import { importSiteModule } from './load-module.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { asArray, type ContentPlugin, type Obj, type Unsupported } from './map-types.js';

// The Docusaurus config adapter (map-config.ts): presets, plugins and themes by name, and the content plugins they make.

/**
 * The content plugin a plugin file of the site extends (`./plugins/blog-plugin.js` requiring
 * `@docusaurus/plugin-content-blog` and returning it with more): sites wrap the blog that way to add pages.
 */
export function wrappedContentPlugin(mod: string, root: string): ContentPlugin['kind'] | undefined {
  if (!mod.startsWith('.') && !path.isAbsolute(mod)) return undefined;
  const base = path.resolve(root, mod);
  const file = ['', '.js', '.cjs', '.mjs', '.ts', '/index.js', '/index.ts'].map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) return undefined;
  const kinds = [...readFileSync(file, 'utf8').matchAll(/['"]@docusaurus\/plugin-content-(docs|blog|pages)['"]/g)].map((m) => m[1]);
  return new Set(kinds).size === 1 ? (kinds[0] as ContentPlugin['kind']) : undefined;
}

/** `docs` for `@docusaurus/plugin-content-docs`, its shorthand `content-docs`, or a resolved path into it. */
export function contentPluginKind(name: string): ContentPlugin['kind'] | undefined {
  const m = /(?:^|[/@])(?:docusaurus-)?(?:plugin-)?content-(docs|blog|pages)(?:[/\\]|$)/.exec(name.replace(/\\/g, '/'));
  return m ? (m[1] as ContentPlugin['kind']) : undefined;
}

export function classicPreset(
  options: Obj,
  at: DocusaurusPath,
  content: ContentPlugin[],
  customCss: { files: unknown; at: DocusaurusPath }[],
  onSitemap: (o: Obj, at: DocusaurusPath) => void,
  unsupported: Unsupported,
) {
  // As @docusaurus/preset-classic: each content plugin is on unless its option is `false`.
  for (const kind of ['docs', 'blog', 'pages'] as const)
    if (options[kind] !== false) content.push({ kind, options: (options[kind] ?? {}) as Obj, at: [...at, kind] });
  const theme = options.theme as Obj | undefined;
  if (theme?.customCss) customCss.push({ files: theme.customCss, at: [...at, 'theme', 'customCss'] });
  if (options.sitemap !== false) onSitemap((options.sitemap ?? {}) as Obj, [...at, 'sitemap']);
  for (const key of ['gtag', 'googleAnalytics', 'googleTagManager'])
    if (options[key])
      unsupported(
        [...at, key],
        `The classic preset's \`${key}\` is not supported: no analytics script is added.`,
        'Add it through a theme override if you need it.',
      );
}

/**
 * The package a plugin or theme given as a path belongs to (`/site/node_modules/@docusaurus/plugin-sitemap/lib/index.js`
 * → `@docusaurus/plugin-sitemap`), a site file as its path from the root; a name stays as it is.
 */
export function packageNameOf(spec: string, root: string): string {
  const posix = spec.replace(/\\/g, '/');
  const at = posix.lastIndexOf('/node_modules/');
  if (at >= 0) {
    const parts = posix.slice(at + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  }
  return path.isAbsolute(spec) ? toPosix(path.relative(root, spec)) : spec;
}

/** Docusaurus' own classic theme and Algolia search theme (which fe-docs' theme stands for), by any of their names. */
export function isClassicTheme(name: string): boolean {
  return /^(?:@docusaurus\/(?:theme-)?|docusaurus-theme-)?(?:classic|search-algolia)$/.test(name);
}

/**
 * The `name` an inline plugin function gives its plugin, found by calling it as Docusaurus does (with a context and
 * its options; none of its hooks runs), so the warning can name it. Undefined when calling it fails.
 */
export async function pluginNameOf(
  fn: unknown,
  options: Obj,
  dz: Obj,
  root: string,
  configFile: string,
  own: string | undefined,
): Promise<string | undefined | SiteCodeTimeoutError> {
  try {
    const plugin = (await awaitSiteCode(configFile, `the plugin function ${own ? `\`${own}\`` : 'written inline'}`, () =>
      (fn as (c: unknown, o: unknown) => unknown)(docusaurusContext(dz, root), options),
    )) as { name?: unknown } | undefined;
    if (plugin && typeof plugin.name === 'string' && plugin.name) return plugin.name;
  } catch (e) {
    // A function that never returns is reported (and not run again); one that throws has no name then.
    if (e instanceof SiteCodeTimeoutError) return e;
  }
  return undefined;
}

/** The `LoadContext` Docusaurus passes to presets and plugins, as far as fe-docs knows it before loading anything. */
export function docusaurusContext(dz: Obj, root: string) {
  const i18n = (dz.i18n ?? { defaultLocale: 'en', locales: ['en'] }) as Obj;
  return {
    siteDir: root,
    siteConfig: dz,
    siteConfigPath: '',
    baseUrl: dz.baseUrl ?? '/',
    outDir: path.join(root, 'build'),
    generatedFilesDir: path.join(root, '.docusaurus'),
    i18n: { ...i18n, currentLocale: i18n.defaultLocale, localeConfigs: i18n.localeConfigs ?? {} },
    codeTranslations: {},
    localizationDir: path.join(root, 'i18n', String(i18n.defaultLocale)),
  };
}

/** Call a preset other than classic; it returns the plugins and themes it configures. */
export async function callPreset(
  name: unknown,
  options: Obj,
  req: NodeRequire,
  dz: Obj,
  root: string,
  configFile: string,
): Promise<{ plugins: unknown[]; themes: unknown[] } | { error: string } | { timeout: SiteCodeTimeoutError }> {
  let file: string | undefined;
  try {
    let fn: unknown = name;
    if (typeof name === 'string') {
      const candidates = name.startsWith('.') || path.isAbsolute(name) ? [name] : presetNames(name);
      for (const c of candidates) {
        try {
          file = req.resolve(c);
          break;
        } catch {
          // try the next form of the name
        }
      }
      if (!file) return { error: 'the package is not installed in the site (node_modules).' };
      const leave = enterSiteCode(toPosix(path.relative(root, file)), 'code', `loading the preset \`${name}\``);
      try {
        fn = importSiteModule(file);
      } finally {
        leave();
      }
      if (fn && typeof fn === 'object' && typeof (fn as { default?: unknown }).default === 'function') fn = (fn as { default: unknown }).default;
    }
    if (typeof fn !== 'function') return { error: 'it does not export a function.' };
    const shown = typeof name === 'string' ? `\`${packageNameOf(name, root)}\`` : 'written as a function';
    const r = (await awaitSiteCode(file ? toPosix(path.relative(root, file)) : configFile, `the preset ${shown}`, () =>
      (fn as (c: unknown, o: unknown) => unknown)(docusaurusContext(dz, root), options),
    )) as { plugins?: unknown[]; themes?: unknown[] } | undefined;
    return { plugins: asArray(r?.plugins), themes: asArray(r?.themes) };
  } catch (e) {
    if (e instanceof SiteCodeTimeoutError) return { timeout: e };
    return { error: (e as Error).message.split('\n')[0] };
  }
}

/** Docusaurus' preset name shorthands: `x` → `docusaurus-preset-x`, `@s/x` → `@s/docusaurus-preset-x`, `@s` → `@s/docusaurus-preset`. */
export function presetNames(name: string): string[] {
  if (name.startsWith('@')) {
    const [scope, pkg] = name.split('/');
    return pkg ? [name, `${scope}/docusaurus-preset-${pkg}`] : [`${scope}/docusaurus-preset`];
  }
  return [name, `docusaurus-preset-${name}`];
}
