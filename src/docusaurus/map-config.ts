import { docItemWithoutEditLink } from './doc-item-override.js';
import { sidebarItemsGeneratorHook } from './sidebar-items-generator.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { siteCodeTimeoutDiagnostic } from '../core/site-code-error.js';
import { awaitSiteCode, enterSiteCode, SiteCodeTimeoutError } from '../core/site-code-watch.js';
import type { YamlPath } from '../core/yaml-source.js';
import { toPosix } from '../config/load.js';
import { DocusaurusConfigSource, type DocusaurusPath } from './config-source.js';
import { importSiteModule } from './load-module.js';
import { hasShikiGrammar, prismLanguageAliases } from './prism-languages.js';
import { isPrismTheme, prismToShikiTheme } from './prism-themes.js';
import { setSitePluginEntries, type SitePluginEntry } from './plugin-lifecycle.js';
import { CURRENT_VERSION, missingVersionFolders, readVersionNames, translationsFolder, versionFiles } from './versions.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { SHIPPED_DOCS } from '../core/shipped-docs.js';

type Obj = Record<string, unknown>;

export interface MappedDocusaurusConfig {
  /** The equivalent site.config.yaml data (plugin and `editUrl` functions kept as functions). */
  data: Obj;
  source: DocusaurusConfigSource;
  diagnostics: Diagnostic[];
}

/** One content plugin instance, from the classic preset, a custom preset or `plugins`. */
interface ContentPlugin {
  kind: 'docs' | 'blog' | 'pages';
  options: Obj;
  /** Where its options are written. */
  at: DocusaurusPath;
}

/** The Docusaurus defaults fe-docs matches when the config does not say (`@docusaurus/core` configValidation.ts). */
const DEFAULT_POLICIES = { onBrokenLinks: 'throw', onBrokenAnchors: 'warn', onBrokenMarkdownLinks: 'warn' } as const;

/** Top-level keys with no effect on the built pages (deployment settings, data for components, build flags). */
const SILENT_TOP_KEYS = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'customFields',
  'future',
  'baseUrlIssueBanner',
  'titleDelimiter',
  'storage',
]);

/**
 * The adapter: a loaded docusaurus.config.* (`dz`) → the same configuration site.config.yaml would give, as data in
 * its shape, with every key, plugin, theme or option fe-docs cannot honour reported once, by name, at its line.
 * Everything Docusaurus-specific about configuration lives here; the engine only sees a `SiteConfig`.
 */
export async function mapDocusaurusConfig(dz: Obj, ctx: { root: string; configFile: string; text: string }): Promise<MappedDocusaurusConfig> {
  const data: Obj = {};
  const source = new DocusaurusConfigSource(toPosix(path.relative(ctx.root, ctx.configFile)), ctx.text, data);
  const diagnostics: Diagnostic[] = [];
  const req = createRequire(ctx.configFile);
  const rel = (p: string) => toPosix(path.isAbsolute(p) ? path.relative(ctx.root, p) : p).replace(/^\.\//, '') || '.';

  const unsupported = (at: DocusaurusPath, what: string, hint: string) => {
    const { position, exact } = source.position(at);
    diagnostics.push(
      diagnostic(
        'docusaurus-unsupported',
        `${what}${exact ? '' : ` (not written as such in \`${source.file}\`; the position is that of the nearest key found)`}`,
        {
          position,
          hint,
        },
      ),
    );
  };
  /** Put `value` at `yamlPath` of the mapped data (undefined: only remember where the path comes from). */
  const set = (yamlPath: YamlPath, value: unknown, from: DocusaurusPath) => {
    source.mark(yamlPath, from);
    if (value === undefined) return;
    let cur: Obj = data;
    for (let i = 0; i < yamlPath.length - 1; i++) cur = (cur[yamlPath[i]] ??= typeof yamlPath[i + 1] === 'number' ? [] : {}) as Obj;
    cur[yamlPath[yamlPath.length - 1]] = value;
  };

  // Site identity and URLs.
  for (const key of ['title', 'tagline', 'url', 'baseUrl', 'favicon'] as const) if (dz[key] !== undefined) set([key], dz[key], [key]);
  if (typeof dz.trailingSlash === 'boolean') set(['trailingSlash'], dz.trailingSlash, ['trailingSlash']);

  // Link policies: Docusaurus' defaults unless the config says otherwise (`log` is a warning here).
  const hooks = ((dz.markdown as Obj | undefined)?.hooks ?? {}) as Obj;
  for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks'] as const) {
    const fromHooks = key === 'onBrokenMarkdownLinks' && hooks.onBrokenMarkdownLinks !== undefined;
    const value = fromHooks ? hooks.onBrokenMarkdownLinks : (dz[key] ?? DEFAULT_POLICIES[key]);
    const at = fromHooks ? ['markdown', 'hooks', 'onBrokenMarkdownLinks'] : [key];
    if (typeof value === 'function') {
      unsupported(at, `\`${key}\` as a function is not supported; fe-docs reports those links as warnings.`, 'Use `throw`, `warn`, `log` or `ignore`.');
      set([key], 'warn', at);
    } else set([key], value === 'log' ? 'warn' : value, at);
  }

  // Docusaurus warns about two pages at one URL (the first wins); fe-docs' own default is an error.
  const dup = dz.onDuplicateRoutes ?? 'warn';
  set(['onDuplicateRoutes'], dup === 'log' ? 'warn' : dup, ['onDuplicateRoutes']);

  mapI18n(dz, set, unsupported);
  mapStatic(dz, set, unsupported, rel);
  mapHeadTags(dz, set, unsupported);
  for (const key of ['clientModules'] as const) {
    const v = dz[key];
    if (Array.isArray(v) ? v.length : v)
      unsupported(
        [key],
        `\`${key}\` is not supported: fe-docs does not add them to the pages.`,
        'Its pages carry a strict Content-Security-Policy; add what you need through theme overrides instead.',
      );
  }
  if (dz.noIndex === true)
    unsupported(['noIndex'], '`noIndex: true` is not supported: the pages carry no `noindex` meta tag.', 'Use a robots.txt in the static folder.');
  for (const key of Object.keys(dz))
    if (!HANDLED_TOP_KEYS.has(key) && !SILENT_TOP_KEYS.has(key))
      unsupported(
        [key],
        `The config key \`${key}\` is not supported by fe-docs and is ignored.`,
        `Remove it, or check the list of supported keys in ${SHIPPED_DOCS.usage}.`,
      );

  // Plugins: content plugins from presets and `plugins`; every other plugin or theme is named once.
  const content: ContentPlugin[] = [];
  const sitePlugins: SitePluginEntry[] = [];
  let sitemap: { options: Obj; at: DocusaurusPath } | undefined;
  const customCss: { files: unknown; at: DocusaurusPath }[] = [];
  const takePlugin = async (entry: unknown, at: DocusaurusPath, optionsAt: DocusaurusPath) => {
    if (!entry) return; // Docusaurus skips falsy entries (conditional plugins).
    const [spec, options] = Array.isArray(entry) ? [entry[0], (entry[1] ?? {}) as Obj] : [entry, {} as Obj];
    if (typeof spec === 'function') {
      const own = (spec as { name?: string }).name || undefined;
      const named = await pluginNameOf(spec, options, dz, ctx.root, source.file, own);
      if (named instanceof SiteCodeTimeoutError) return void diagnostics.push(siteCodeTimeoutDiagnostic(named, source.position(at).position));
      const name = named;
      const shown = own
        ? `\`${own}\`${name && name !== own ? ` (plugin \`${name}\`)` : ''}`
        : name
          ? `\`${name}\` (an inline function)`
          : 'written as an inline function';
      // Its hooks run with the site's content (docusaurus/plugin-lifecycle.ts), which warns about what cannot.
      sitePlugins.push({ spec, options, shown, at: source.position(at).position });
      return;
    }
    if (typeof spec !== 'string')
      return unsupported(at, 'A plugin entry that is neither a name nor a function is ignored.', 'Write `name` or `[name, options]`.');
    // A preset gives resolved paths (`…/node_modules/@docusaurus/plugin-sitemap/lib/index.js`): name the package.
    const mod = packageNameOf(spec, ctx.root);
    const kind = contentPluginKind(mod);
    const wrapped = kind ? undefined : wrappedContentPlugin(spec, ctx.root);
    if (kind) content.push({ kind, options, at: optionsAt });
    else if (wrapped) {
      // fe-docs builds its content with these options as that plugin's; what the plugin's own code adds (routes,
      // data) comes from running it (docusaurus/plugin-lifecycle.ts), where fe-docs has no page of that path.
      content.push({ kind: wrapped, options, at: optionsAt });
      sitePlugins.push({ spec, options, shown: `\`${mod}\``, at: source.position(at).position, extends: wrapped });
    } else if (/(^|[/@-])(plugin-)?sitemap$/.test(mod)) sitemap = { options, at: optionsAt };
    else if (mod === '@docusaurus/plugin-client-redirects') mapClientRedirects(options, optionsAt, set, unsupported);
    // fe-docs compiles .scss/.sass itself, with the site's own `sass` (content/site-sass.ts): what this plugin does.
    else if (mod === 'docusaurus-plugin-sass') return;
    // Any other plugin runs (docusaurus/plugin-lifecycle.ts), which warns about the hooks that cannot.
    else sitePlugins.push({ spec, options, shown: `\`${mod}\``, at: source.position(at).position });
  };
  for (const [i, entry] of asArray(dz.themes).entries()) {
    const spec = Array.isArray(entry) ? entry[0] : entry;
    if (!spec) continue;
    const name = typeof spec === 'string' ? packageNameOf(spec, ctx.root) : spec;
    if (typeof name === 'string' && isClassicTheme(name)) continue;
    unsupported(
      ['themes', i],
      `The theme ${typeof name === 'string' ? `\`${name}\`` : 'written as a function'} cannot run in fe-docs and is ignored.`,
      'fe-docs renders with its own theme; its components and styles are missing.',
    );
  }
  for (const [i, entry] of asArray(dz.presets).entries()) {
    if (!entry) continue;
    const [name, options] = Array.isArray(entry) ? [entry[0], (entry[1] ?? {}) as Obj] : [entry, {} as Obj];
    if (typeof name === 'string' && /^(classic|@docusaurus\/preset-classic|docusaurus-preset-classic)$/.test(name)) {
      classicPreset(options, ['presets', i, 1], content, customCss, (o, at) => (sitemap = { options: o, at }), unsupported);
      continue;
    }
    // Another preset (often a wrapper of classic): call it, as Docusaurus does, to see the plugins it configures.
    const called = await callPreset(name, options, req, dz, ctx.root, source.file);
    const presetName = typeof name === 'string' ? packageNameOf(name, ctx.root) : String(name);
    if ('timeout' in called) {
      diagnostics.push(siteCodeTimeoutDiagnostic(called.timeout, source.position(['presets', i]).position));
      continue;
    }
    if ('error' in called) {
      unsupported(
        ['presets', i],
        `The preset \`${presetName}\` cannot be used: ${called.error}`,
        'Install the site dependencies (`npm install`), or use the classic preset.',
      );
      continue;
    }
    for (const p of called.plugins) await takePlugin(p, ['presets', i], ['presets', i]);
    for (const t of called.themes) {
      const spec = Array.isArray(t) ? t[0] : t;
      const tn = typeof spec === 'string' ? packageNameOf(spec, ctx.root) : spec;
      if (typeof tn === 'string' && isClassicTheme(tn)) {
        const css = Array.isArray(t) ? (t[1] as Obj | undefined)?.customCss : undefined;
        if (css) customCss.push({ files: css, at: ['presets', i] });
        continue;
      }
      unsupported(
        ['presets', i],
        `The theme \`${String(tn)}\` (from the preset \`${presetName}\`) cannot run in fe-docs and is ignored.`,
        'fe-docs renders with its own theme.',
      );
    }
  }

  // As in Docusaurus, the presets' plugins come before the site's own.
  for (const [i, entry] of asArray(dz.plugins).entries()) await takePlugin(entry, ['plugins', i], ['plugins', i, 1]);

  // Content plugin instances. The `default` docs instance comes first: fe-docs' navbar items without `docsArea` use the
  // first area, where Docusaurus' items without `docsPluginId` use the `default` instance.
  const docs = content
    .filter((c) => c.kind === 'docs')
    .sort((a, b) => Number(String(b.options.id ?? 'default') === 'default') - Number(String(a.options.id ?? 'default') === 'default'));
  const blogs = content.filter((c) => c.kind === 'blog');
  const pages = content.filter((c) => c.kind === 'pages');
  for (const [i, d] of docs.entries()) diagnostics.push(...mapDocsInstance(d, i, ctx.root, set, unsupported, rel));
  // The classic preset's blog is on by default; with no blog folder Docusaurus publishes no blog page at all (redux).
  if (blogs[0] && existsSync(path.resolve(ctx.root, String(blogs[0].options.path ?? 'blog')))) mapBlog(blogs[0], set, unsupported);
  for (const extra of blogs.slice(1))
    unsupported(
      extra.at,
      `A second blog (\`id: ${String(extra.options.id)}\`) is not supported; only the first blog is built.`,
      'fe-docs builds one blog per site.',
    );
  if (pages[0]) {
    const o = pages[0].options;
    set(['pages', 'path'], rel(String(o.path ?? 'src/pages')), [...pages[0].at, 'path']);
    set(['pages', 'translationsPath'], translationsFolder('pages', String(o.id ?? 'default')), pages[0].at);
    if (o.routeBasePath !== undefined && String(o.routeBasePath).replace(/^\/+|\/+$/g, '') !== '')
      unsupported(
        [...pages[0].at, 'routeBasePath'],
        `Pages under \`routeBasePath: ${String(o.routeBasePath)}\` are not supported; they are served at the site root.`,
        'Move the pages into a sub-folder instead.',
      );
    warnOptions(o, pages[0].at, 'pages', PAGES_OPTIONS, unsupported);
  }
  for (const extra of pages.slice(1))
    unsupported(extra.at, 'A second pages plugin instance is not supported; only the first is built.', 'Keep every page in one folder.');
  mapMarkdownPlugins(content, set, unsupported);
  const css = customCss.flatMap(({ files }) => (Array.isArray(files) ? files : files ? [files] : [])).map((f) => rel(String(f)));
  if (css.length) set(['theme', 'customCss'], css, customCss[0].at);
  // Docusaurus' component overrides ("swizzled" components) live in src/theme.
  set(['theme', 'overridesPath'], 'src/theme', ['themeConfig']);
  if (sitemap) mapSitemap(sitemap, set);

  mapMarkdown(dz, set, unsupported);
  mapThemeConfig((dz.themeConfig ?? {}) as Obj, set, unsupported);
  setSitePluginEntries(dz, sitePlugins);
  return { data, source, diagnostics };
}

type Set = (yamlPath: YamlPath, value: unknown, from: DocusaurusPath) => void;
type Unsupported = (at: DocusaurusPath, what: string, hint: string) => void;

const HANDLED_TOP_KEYS = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'trailingSlash',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'i18n',
  'staticDirectories',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'noIndex',
  'plugins',
  'themes',
  'presets',
  'markdown',
  'themeConfig',
]);

function asArray(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/**
 * The content plugin a plugin file of the site extends (`./plugins/blog-plugin.js` requiring
 * `@docusaurus/plugin-content-blog` and returning it with more): sites wrap the blog that way to add pages.
 */
function wrappedContentPlugin(mod: string, root: string): ContentPlugin['kind'] | undefined {
  if (!mod.startsWith('.') && !path.isAbsolute(mod)) return undefined;
  const base = path.resolve(root, mod);
  const file = ['', '.js', '.cjs', '.mjs', '.ts', '/index.js', '/index.ts'].map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) return undefined;
  const kinds = [...readFileSync(file, 'utf8').matchAll(/['"]@docusaurus\/plugin-content-(docs|blog|pages)['"]/g)].map((m) => m[1]);
  return new Set(kinds).size === 1 ? (kinds[0] as ContentPlugin['kind']) : undefined;
}

/** `docs` for `@docusaurus/plugin-content-docs`, its shorthand `content-docs`, or a resolved path into it. */
function contentPluginKind(name: string): ContentPlugin['kind'] | undefined {
  const m = /(?:^|[/@])(?:docusaurus-)?(?:plugin-)?content-(docs|blog|pages)(?:[/\\]|$)/.exec(name.replace(/\\/g, '/'));
  return m ? (m[1] as ContentPlugin['kind']) : undefined;
}

function classicPreset(
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
function isClassicTheme(name: string): boolean {
  return /^(?:@docusaurus\/(?:theme-)?|docusaurus-theme-)?(?:classic|search-algolia)$/.test(name);
}

/**
 * The `name` an inline plugin function gives its plugin, found by calling it as Docusaurus does (with a context and
 * its options; none of its hooks runs), so the warning can name it. Undefined when calling it fails.
 */
async function pluginNameOf(
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
function docusaurusContext(dz: Obj, root: string) {
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
async function callPreset(
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
function presetNames(name: string): string[] {
  if (name.startsWith('@')) {
    const [scope, pkg] = name.split('/');
    return pkg ? [name, `${scope}/docusaurus-preset-${pkg}`] : [`${scope}/docusaurus-preset`];
  }
  return [name, `docusaurus-preset-${name}`];
}

function mapI18n(dz: Obj, set: Set, unsupported: Unsupported) {
  const i18n = dz.i18n as Obj | undefined;
  // Docusaurus' default language is English; fe-docs' own default (for site.config.yaml) is Spanish.
  const defaultLocale = String(i18n?.defaultLocale ?? 'en');
  set(['i18n', 'defaultLocale'], defaultLocale, ['i18n', 'defaultLocale']);
  set(['i18n', 'locales'], asArray(i18n?.locales).length ? i18n!.locales : [defaultLocale], ['i18n', 'locales']);
  if (!i18n) return;
  const configs = (i18n.localeConfigs ?? {}) as Record<string, Obj>;
  for (const [locale, c] of Object.entries(configs)) {
    const at = ['i18n', 'localeConfigs', locale];
    for (const key of ['label', 'htmlLang', 'direction']) if (c[key] !== undefined) set(['i18n', 'localeConfigs', locale, key], c[key], [...at, key]);
    for (const key of Object.keys(c))
      if (!['label', 'htmlLang', 'direction', 'calendar', 'translate'].includes(key) && !(key === 'path' && c.path === locale))
        unsupported(
          [...at, key],
          `\`i18n.localeConfigs.${locale}.${key}\` is not supported and is ignored.`,
          `fe-docs serves a locale under \`/${locale}/\` and reads its translations from \`i18n/${locale}/\`.`,
        );
  }
  for (const key of Object.keys(i18n))
    if (!['defaultLocale', 'locales', 'localeConfigs', 'path'].includes(key) || (key === 'path' && i18n.path !== 'i18n'))
      unsupported(['i18n', key], `\`i18n.${key}\` is not supported and is ignored.`, 'fe-docs reads translations from the `i18n/` folder.');
}

function mapStatic(dz: Obj, set: Set, unsupported: Unsupported, rel: (p: string) => string) {
  const dirs = asArray(dz.staticDirectories ?? ['static']).map(String);
  if (dirs[0]) set(['static', 'path'], rel(dirs[0]), ['staticDirectories', 0]);
  for (const [i, d] of dirs.slice(1).entries())
    unsupported(
      ['staticDirectories', i + 1],
      `The static folder \`${d}\` is not published: fe-docs publishes one static folder (\`${dirs[0]}\`).`,
      `Move its files into \`${dirs[0]}\`.`,
    );
}

/** Options of the docs plugin: handled here, or harmless at their Docusaurus default. */
const DOCS_OPTIONS: Record<string, unknown> = {
  id: 'handled',
  path: 'handled',
  routeBasePath: 'handled',
  sidebarPath: 'handled',
  editUrl: 'handled',
  include: 'handled',
  exclude: 'handled',
  remarkPlugins: 'handled',
  rehypePlugins: 'handled',
  beforeDefaultRemarkPlugins: 'handled',
  beforeDefaultRehypePlugins: 'handled',
  versions: 'handled',
  lastVersion: 'handled',
  onlyIncludeVersions: 'handled',
  includeCurrentVersion: 'handled',
  disableVersioning: 'handled',
  breadcrumbs: 'handled',
  sidebarCollapsible: true,
  sidebarCollapsed: 'handled',
  showLastUpdateTime: 'handled',
  showLastUpdateAuthor: 'handled',
  editLocalizedFiles: false,
  editCurrentVersion: false,
  sidebarItemsGenerator: 'handled',
  // Components: Docusaurus' defaults are fe-docs' own layouts.
  docLayoutComponent: '@theme/DocRoot',
  docItemComponent: '@theme/DocItem',
  docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
  tagsBasePath: 'tags',
};

const BLOG_OPTIONS: Record<string, unknown> = {
  id: 'handled',
  path: 'handled',
  routeBasePath: 'handled',
  blogTitle: 'handled',
  blogDescription: 'handled',
  postsPerPage: 'handled',
  showReadingTime: 'handled',
  feedOptions: 'handled',
  editUrl: 'handled',
  blogSidebarCount: 'handled',
  remarkPlugins: 'handled',
  rehypePlugins: 'handled',
  beforeDefaultRemarkPlugins: 'handled',
  beforeDefaultRehypePlugins: 'handled',
  authorsMapPath: 'authors.yml',
  // Checks Docusaurus makes on the posts; fe-docs does not make them, which changes no page.
  onInlineTags: 'not-checked',
  onInlineAuthors: 'not-checked',
  onUntruncatedBlogPosts: 'not-checked',
  blogSidebarTitle: 'Recent posts',
  tagsBasePath: 'tags',
  archiveBasePath: 'archive',
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
  editLocalizedFiles: false,
};

const PAGES_OPTIONS: Record<string, unknown> = {
  id: 'handled',
  path: 'handled',
  routeBasePath: 'handled',
  remarkPlugins: 'handled',
  rehypePlugins: 'handled',
  beforeDefaultRemarkPlugins: 'handled',
  beforeDefaultRehypePlugins: 'handled',
  showLastUpdateTime: false,
  showLastUpdateAuthor: false,
};

/** One warning per option the plugin sets that fe-docs does not honour (a known option at its default is fine). */
function warnOptions(options: Obj, at: DocusaurusPath, plugin: string, known: Record<string, unknown>, unsupported: Unsupported) {
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    const expected = known[key];
    if (expected === 'handled' || expected === 'not-checked' || value === expected) continue;
    unsupported(
      [...at, key],
      `The ${plugin} option \`${key}\`${typeof value === 'function' ? '' : `: ${JSON.stringify(value)}`} is not supported by fe-docs and is ignored.`,
      expected === undefined
        ? `Remove it; see ${SHIPPED_DOCS.usage} for the options fe-docs reads.`
        : `fe-docs behaves as with \`${key}: ${JSON.stringify(expected)}\`.`,
    );
  }
}

/** Maps one docs instance; returns the errors of its versions (a version in versions.json without its folder). */
function mapDocsInstance(d: ContentPlugin, index: number, root: string, set: Set, unsupported: Unsupported, rel: (p: string) => string): Diagnostic[] {
  const o = d.options;
  const id = String(o.id ?? 'default');
  const base = ['docs', index];
  const at = (key: string) => [...d.at, key];
  set([...base, 'id'], id, d.at);
  const contentPath = rel(String(o.path ?? 'docs'));
  set([...base, 'path'], contentPath, at('path'));
  set([...base, 'routeBasePath'], String(o.routeBasePath ?? 'docs').replace(/^\/+|\/+$/g, ''), at('routeBasePath'));
  // No sidebarPath: Docusaurus generates one sidebar from the folder tree, named `defaultSidebar`.
  const sidebars = sidebarsOf(o.sidebarPath, rel, () =>
    unsupported(
      at('sidebarPath'),
      '`sidebarPath: false` (no sidebar) is not supported: fe-docs builds one from the folder tree.',
      'Remove the key to get the same generated sidebar as Docusaurus.',
    ),
  );
  set([...base, 'sidebars'], sidebars, at('sidebarPath'));
  const noEditLink = o.editUrl !== undefined ? docItemWithoutEditLink(root) : undefined;
  if (noEditLink)
    unsupported(
      at('editUrl'),
      `\`editUrl\` is not used: the site's own doc page \`${noEditLink}\` renders no "Edit this page" link, so fe-docs' pages have none either.`,
      `Render \`@theme/EditThisPage\` in \`${noEditLink}\` (or remove the override) to show the link.`,
    );
  else if (o.editUrl !== undefined) set([...base, 'editUrl'], o.editUrl, at('editUrl'));
  for (const key of ['showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs', 'sidebarCollapsed'] as const)
    if (typeof o[key] === 'boolean') set([...base, key], o[key], at(key));
  if (Array.isArray(o.include)) set([...base, 'include'], o.include, at('include'));
  if (Array.isArray(o.exclude)) set([...base, 'exclude'], o.exclude, at('exclude'));
  warnOptions(o, d.at, 'docs', DOCS_OPTIONS, unsupported);
  if (typeof o.sidebarItemsGenerator === 'function')
    set([...base, 'autogeneratedItems'], sidebarItemsGeneratorHook(o.sidebarItemsGenerator as (args: Obj) => unknown), at('sidebarItemsGenerator'));

  // Versions, in Docusaurus' layout (versions.json, versioned_docs/, versioned_sidebars/).
  const read = readVersionNames(root, id);
  if (read.error) unsupported(d.at, read.error, 'Fix the file: a JSON list of version names, newest first.');
  const released = o.disableVersioning === true ? [] : read.names;
  const includeCurrent = o.includeCurrentVersion !== false;
  let names = [...(includeCurrent ? [CURRENT_VERSION] : []), ...released];
  const only = asArray(o.onlyIncludeVersions).map(String);
  if (only.length) names = names.filter((n) => only.includes(n));
  const versionOptions = (o.versions ?? {}) as Record<string, Obj>;
  for (const name of Object.keys(versionOptions))
    if (!names.includes(name))
      unsupported(
        [...at('versions'), name],
        `\`versions.${name}\`: there is no version \`${name}\` (versions.json and includeCurrentVersion).`,
        'Remove it, or add the version.',
      );
  const errors = missingVersionFolders(root, id, read, names);
  const folder = translationsFolder('docs', id);
  if (names.length === 1 && names[0] === CURRENT_VERSION && !versionOptions.current) {
    set([...base, 'translationsPath'], `${folder}/current`, d.at);
    return errors;
  }
  const lastVersion = String(o.lastVersion ?? released[0] ?? CURRENT_VERSION);
  if (!names.includes(lastVersion))
    unsupported(
      at('lastVersion'),
      `\`lastVersion: ${lastVersion}\` is not one of the versions built (${names.join(', ')}).`,
      'Name a version of versions.json, or `current`.',
    );
  names.forEach((name, vi) => {
    const vo = versionOptions[name] ?? {};
    const isLast = name === lastVersion;
    const files = name === CURRENT_VERSION ? undefined : versionFiles(id, name);
    const segment = typeof vo.path === 'string' ? vo.path.replace(/^\/+|\/+$/g, '') : isLast ? '' : name === CURRENT_VERSION ? 'next' : name;
    const v: Obj = {
      name,
      label: String(vo.label ?? (name === CURRENT_VERSION ? 'Next' : name)),
      path: files ? files.docs : contentPath,
      isLast,
      routeSegment: segment,
      translationsPath: `${folder}/${name === CURRENT_VERSION ? 'current' : `version-${name}`}`,
    };
    if (vo.banner === 'none' || vo.banner === 'unreleased' || vo.banner === 'unmaintained') v.banner = vo.banner;
    if (typeof vo.badge === 'boolean') v.badge = vo.badge;
    if (files) v.sidebars = existsSync(path.join(root, files.sidebars)) ? files.sidebars : { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
    set([...base, 'versions', vi], v, name === CURRENT_VERSION ? d.at : vo === versionOptions[name] ? [...at('versions'), name] : d.at);
    for (const key of Object.keys(vo))
      if (!['label', 'path', 'banner', 'badge'].includes(key))
        unsupported(
          [...at('versions'), name, key],
          `The version option \`versions.${name}.${key}\` is not supported and is ignored.`,
          'fe-docs supports `label`, `path`, `banner` and `badge` per version.',
        );
  });
  return errors;
}

/** Docusaurus' `sidebarPath`: a file, `undefined` (generated from the folder tree) or `false` (none). */
function sidebarsOf(sidebarPath: unknown, rel: (p: string) => string, onFalse: () => void): unknown {
  if (typeof sidebarPath === 'string') return rel(sidebarPath).replace(/^(?!\.{1,2}\/)/, './');
  if (sidebarPath === false) onFalse();
  return { defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] };
}

function mapBlog(b: ContentPlugin, set: Set, unsupported: Unsupported) {
  const o = b.options;
  const at = (key: string) => [...b.at, key];
  set(['blog', 'path'], String(o.path ?? 'blog').replace(/^\.\//, ''), at('path'));
  set(['blog', 'routeBasePath'], String(o.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, ''), at('routeBasePath'));
  if (typeof o.blogTitle === 'string') set(['blog', 'title'], o.blogTitle, at('blogTitle'));
  if (typeof o.blogDescription === 'string') set(['blog', 'description'], o.blogDescription, at('blogDescription'));
  if (typeof o.postsPerPage === 'number') set(['blog', 'postsPerPage'], o.postsPerPage, at('postsPerPage'));
  else if (o.postsPerPage === 'ALL') set(['blog', 'postsPerPage'], 1_000_000, at('postsPerPage'));
  if (typeof o.showReadingTime === 'boolean') set(['blog', 'showReadingTime'], o.showReadingTime, at('showReadingTime'));
  if (typeof o.blogSidebarCount === 'number') set(['blog', 'recentPostsCount'], o.blogSidebarCount, at('blogSidebarCount'));
  else if (o.blogSidebarCount === 'ALL') set(['blog', 'recentPostsCount'], 1_000_000, at('blogSidebarCount'));
  if (o.editUrl !== undefined) set(['blog', 'editUrl'], o.editUrl, at('editUrl'));
  set(['blog', 'translationsPath'], translationsFolder('blog', String(o.id ?? 'default')), b.at);
  const feed = (o.feedOptions ?? {}) as Obj;
  if ('type' in feed) {
    const types = feed.type === null ? [] : feed.type === 'all' ? ['rss', 'atom', 'json'] : asArray(feed.type).length ? asArray(feed.type) : [feed.type];
    const kept = types.filter((t) => t === 'rss' || t === 'atom');
    if (types.includes('json'))
      unsupported([...at('feedOptions'), 'type'], 'The JSON feed is not supported; fe-docs writes RSS and Atom feeds.', 'Use `rss` or `atom`.');
    set(['blog', 'feeds'], kept, [...at('feedOptions'), 'type']);
  }
  for (const key of Object.keys(feed))
    if (!['type', 'title', 'description', 'copyright', 'language'].includes(key))
      unsupported(
        [...at('feedOptions'), key],
        `The feed option \`feedOptions.${key}\` is not supported and is ignored.`,
        'fe-docs writes feeds with the blog title and description.',
      );
  warnOptions(o, b.at, 'blog', BLOG_OPTIONS, unsupported);
}

/**
 * fe-docs applies one list of remark and rehype plugins to every Markdown file of the site; Docusaurus has one per
 * content plugin. The lists are joined (each plugin once, `beforeDefault…` ones first); a warning says so when the
 * instances do not all list the same plugins.
 */
function mapMarkdownPlugins(content: ContentPlugin[], set: Set, unsupported: Unsupported) {
  for (const [kind, before] of [
    ['remarkPlugins', 'beforeDefaultRemarkPlugins'],
    ['rehypePlugins', 'beforeDefaultRehypePlugins'],
  ] as const) {
    const all: unknown[] = [];
    const seen = new Set<unknown>();
    const signatures = new Set<string>();
    let firstAt: DocusaurusPath | undefined;
    for (const c of content) {
      const list = [...asArray(c.options[before]), ...asArray(c.options[kind])];
      signatures.add(list.map((p) => String(Array.isArray(p) ? p[0] : p)).join('\n'));
      for (const p of list) {
        const fn = Array.isArray(p) ? p[0] : p;
        if (seen.has(fn)) continue;
        seen.add(fn);
        all.push(p);
        firstAt ??= [...c.at, asArray(c.options[before]).includes(p) ? before : kind];
      }
    }
    if (all.length) set(['markdown', kind], all, firstAt!);
    if (signatures.size > 1)
      unsupported(
        firstAt!,
        `The content plugins list different ${kind}: fe-docs applies every one of them (${all.length}) to every Markdown file of the site.`,
        'Check that each plugin leaves the files it was not meant for unchanged.',
      );
  }
}

function mapSitemap(s: { options: Obj; at: DocusaurusPath }, set: Set) {
  if (typeof s.options.changefreq === 'string') set(['sitemap', 'changefreq'], s.options.changefreq, [...s.at, 'changefreq']);
  if (typeof s.options.priority === 'number') set(['sitemap', 'priority'], s.options.priority, [...s.at, 'priority']);
}

function mapMarkdown(dz: Obj, set: Set, unsupported: Unsupported) {
  const md = (dz.markdown ?? {}) as Obj;
  set(['markdown', 'format'], md.format ?? 'mdx', ['markdown', 'format']);
  if (md.mermaid === true)
    unsupported(['markdown', 'mermaid'], '`markdown.mermaid: true` is not supported: Mermaid diagrams stay code blocks.', 'Render the diagrams to SVG images.');
  for (const key of ['preprocessor', 'parseFrontMatter', 'remarkRehypeOptions', 'emoji'] as const)
    if (md[key] !== undefined && !(key === 'emoji' && md.emoji === true))
      unsupported(['markdown', key], `\`markdown.${key}\` is not supported and is ignored.`, 'fe-docs reads Markdown and front matter itself.');
  if ((md.anchors as Obj | undefined)?.maintainCase === true)
    unsupported(
      ['markdown', 'anchors', 'maintainCase'],
      '`markdown.anchors.maintainCase` is not supported: heading ids are lower case.',
      'Give headings explicit ids (`{#Id}`) where the case matters.',
    );
  const hooks = (md.hooks ?? {}) as Obj;
  if (hooks.onBrokenMarkdownImages !== undefined && hooks.onBrokenMarkdownImages !== 'throw')
    unsupported(
      ['markdown', 'hooks', 'onBrokenMarkdownImages'],
      '`markdown.hooks.onBrokenMarkdownImages` is not supported: a missing image is always reported.',
      'Fix or remove the image links.',
    );
}

function mapThemeConfig(tc: Obj, set: Set, unsupported: Unsupported) {
  const at = (...p: (string | number)[]) => ['themeConfig', ...p];
  const navbar = tc.navbar as Obj | undefined;
  if (navbar) {
    if (typeof navbar.title === 'string') set(['navbar', 'title'], navbar.title, at('navbar', 'title'));
    if (navbar.logo) set(['navbar', 'logo'], logoOf(navbar.logo as Obj), at('navbar', 'logo'));
    if (typeof navbar.hideOnScroll === 'boolean') set(['navbar', 'hideOnScroll'], navbar.hideOnScroll, at('navbar', 'hideOnScroll'));
    if (navbar.style === 'dark') set(['navbar', 'style'], 'dark', at('navbar', 'style'));
    const items = asArray(navbar.items).flatMap((item, i) => {
      const mapped = navbarItem(item as Obj, at('navbar', 'items', i), unsupported, true);
      return mapped ? [{ mapped, i }] : [];
    });
    items.forEach(({ mapped, i }, k) => set(['navbar', 'items', k], mapped, at('navbar', 'items', i)));
    if (!items.length) set(['navbar', 'items'], [], at('navbar'));
    for (const key of Object.keys(navbar))
      if (!['title', 'logo', 'items', 'hideOnScroll'].includes(key) && !(key === 'style' && (navbar.style === 'primary' || navbar.style === 'dark')))
        unsupported(
          at('navbar', key),
          `\`themeConfig.navbar.${key}\` is not supported and is ignored.`,
          'Style the navbar with a stylesheet (`theme.customCss`).',
        );
  }
  const footer = tc.footer as Obj | undefined;
  if (footer) {
    set(['footer', 'style'], footer.style === 'dark' ? 'dark' : 'light', at('footer', 'style'));
    if (typeof footer.copyright === 'string') set(['footer', 'copyright'], footer.copyright, at('footer', 'copyright'));
    if (footer.logo) set(['footer', 'logo'], logoOf(footer.logo as Obj), at('footer', 'logo'));
    const links = asArray(footer.links);
    const columns = links.some((l) => Array.isArray((l as Obj).items));
    let flat = 0;
    links.forEach((l, i) => {
      const c = l as Obj;
      if (columns) {
        set(['footer', 'links', i], { title: String(c.title ?? ''), items: [] }, at('footer', 'links', i));
        let k = 0;
        asArray(c.items).forEach((it, j) => {
          const m = footerLink(it as Obj, at('footer', 'links', i, 'items', j), unsupported);
          if (m) set(['footer', 'links', i, 'items', k++], m, at('footer', 'links', i, 'items', j));
        });
      } else {
        const m = footerLink(c, at('footer', 'links', i), unsupported);
        if (m) set(['footer', 'links', flat++], m, at('footer', 'links', i));
      }
    });
  }
  const bar = tc.announcementBar as Obj | undefined;
  if (bar?.content) {
    const mapped: Obj = {};
    for (const key of ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']) if (bar[key] !== undefined) mapped[key] = bar[key];
    set(['announcementBar'], mapped, at('announcementBar'));
  }
  // Code blocks are named as Prism names languages (`objectivec`, `markup`…), with or without `themeConfig.prism`.
  set(['code', 'aliases'], prismLanguageAliases(), at());
  const prism = tc.prism as Obj | undefined;
  if (prism) {
    // Docusaurus uses `theme` in dark mode too when `darkTheme` is not set.
    for (const [key, mode, from] of [
      ['theme', 'light', 'theme'],
      ['darkTheme', 'dark', prism.darkTheme ? 'darkTheme' : 'theme'],
    ] as const) {
      const theme = prism[from];
      if (!theme) continue;
      if (typeof theme === 'string') set(['code', 'themes', mode], theme, at('prism', from));
      else if (isPrismTheme(theme)) set(['code', 'themes', mode], prismToShikiTheme(theme, `prism-${key}`, mode), at('prism', from));
      else if (from === key)
        unsupported(
          at('prism', key),
          `\`themeConfig.prism.${key}\` is not a Prism theme (an object with \`plain\` and \`styles\`); fe-docs uses its default ${mode} code theme.`,
          "Set a theme of prism-react-renderer (`require('prism-react-renderer').themes.github`) or an object of the same shape.",
        );
    }
    for (const [i, l] of asArray(prism.additionalLanguages).entries())
      if (typeof l === 'string' && !hasShikiGrammar(l))
        unsupported(
          at('prism', 'additionalLanguages', i),
          `Prism language \`${l}\` has no Shiki grammar; its code blocks are shown without highlighting.`,
          'Remove it, or write its blocks as `text`.',
        );
    for (const key of Object.keys(prism))
      if (!['theme', 'darkTheme', 'additionalLanguages', 'defaultLanguage'].includes(key))
        unsupported(
          at('prism', key),
          `\`themeConfig.prism.${key}\` is not supported and is ignored.`,
          'fe-docs highlights code with Shiki, which knows every language.',
        );
  }
  const colorMode = tc.colorMode as Obj | undefined;
  if (colorMode)
    for (const key of ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'])
      if (colorMode[key] !== undefined) set(['theme', 'colorMode', key], colorMode[key], at('colorMode', key));
  const toc = tc.tableOfContents as Obj | undefined;
  if (toc) for (const key of ['minHeadingLevel', 'maxHeadingLevel']) if (toc[key] !== undefined) set(['toc', key], toc[key], at('tableOfContents', key));
  // `docs.sidebar.hideable` and `autoCollapseCategories` are read by the theme from the site's config (layouts/DocPage.tsx).
  const algolia = tc.algolia as Obj | undefined;
  if (algolia?.appId && algolia.apiKey && algolia.indexName)
    set(['search', 'algolia'], { appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName }, at('algolia'));
  // themeConfig.metadata is written with headTags (mapHeadTags); the social card image here.
  if (typeof tc.image === 'string') set(['image'], tc.image, at('image'));
  for (const key of Object.keys(tc))
    if (!THEME_CONFIG_KEYS.has(key))
      unsupported(
        at(key),
        `\`themeConfig.${key}\` is not supported by fe-docs and is ignored.`,
        `See ${SHIPPED_DOCS.usage} for the theme settings fe-docs reads.`,
      );
}

const THEME_CONFIG_KEYS = new Set([
  'navbar',
  'footer',
  'announcementBar',
  'prism',
  'colorMode',
  'tableOfContents',
  'docs',
  'algolia',
  'image',
  'metadata',
  'blog',
  // Read by themes fe-docs already named as unsupported, or by components (`useThemeConfig`).
  'mermaid',
  'liveCodeBlock',
  'zoom',
]);

const NAVBAR_TYPES = new Set(['default', 'link', 'doc', 'docSidebar', 'dropdown', 'localeDropdown', 'docsVersionDropdown', 'search', 'html']);
const NAVBAR_KEYS = new Set([
  'type',
  'position',
  'label',
  'to',
  'href',
  'ariaLabel',
  'className',
  'activeBasePath',
  'docId',
  'sidebarId',
  'docsPluginId',
  'items',
  'dropdownItemsBefore',
  'dropdownItemsAfter',
  'target',
  'rel',
  'html',
  'value',
]);
/** Navbar item keys that change nothing fe-docs renders. */
const NAVBAR_SILENT = new Set(['prependBaseUrlToHref', 'activeBaseRegex', 'exact', 'dropdownActiveClassDisabled', 'queryString']);

function navbarItem(item: Obj, at: DocusaurusPath, unsupported: Unsupported, topLevel: boolean): Obj | undefined {
  const type = String(item.type ?? 'default');
  if (!NAVBAR_TYPES.has(type)) {
    unsupported(
      [...at, 'type'],
      `The navbar item type \`${type}\` is not supported; the item is left out.`,
      'Use a link, doc, docSidebar, dropdown, localeDropdown, docsVersionDropdown, search or html item.',
    );
    return undefined;
  }
  const out: Obj = {};
  if (type !== 'default') out.type = type;
  for (const key of ['position', 'label', 'to', 'href', 'ariaLabel', 'className', 'activeBasePath', 'docId', 'sidebarId', 'target', 'rel'])
    if (item[key] !== undefined && item[key] !== null && (topLevel || key !== 'position')) out[key] = item[key];
  // `rel: null` (capacitor's community links) is no `rel` of the site's own: the link gets the default one.
  // theme-classic: an `html` item's HTML is its `value`; a link's `html` is its content instead of `label`.
  if (type === 'html' && typeof item.value === 'string') out.html = item.value;
  else if (type !== 'html' && typeof item.html === 'string') out.html = item.html;
  // Docusaurus passes other keys to the link element; `aria-label` written so is the item's accessible name.
  if (out.ariaLabel === undefined && typeof item['aria-label'] === 'string') out.ariaLabel = item['aria-label'];
  if (typeof item.docsPluginId === 'string') out.docsArea = item.docsPluginId;
  if (Array.isArray(item.items))
    out.items = item.items.flatMap((child, j) => {
      const c = navbarItem(child as Obj, [...at, 'items', j], unsupported, false);
      return c ? [c] : [];
    });
  for (const key of ['dropdownItemsBefore', 'dropdownItemsAfter'])
    if (Array.isArray(item[key]) && (type === 'localeDropdown' || type === 'docsVersionDropdown'))
      out[key] = (item[key] as Obj[]).flatMap((child, j) => {
        const c = navbarItem(child, [...at, key, j], unsupported, false);
        return c ? [c] : [];
      });
  // An item with a `className` or `aria-label` and no label shows no text: routes/navbar.ts gives it an empty label.
  for (const key of Object.keys(item))
    if (!NAVBAR_KEYS.has(key) && !NAVBAR_SILENT.has(key) && key !== 'aria-label')
      unsupported(
        [...at, key],
        `The navbar item key \`${key}\` is not supported and is ignored.`,
        `See the navbar item keys in ${SHIPPED_DOCS.configuration}.`,
      );
  return out;
}

function footerLink(item: Obj, at: DocusaurusPath, unsupported: Unsupported): Obj | undefined {
  // theme-classic's footer `html` item: the HTML as the whole item.
  if (typeof item.html === 'string') return { html: item.html, ...(typeof item.className === 'string' && { className: item.className }) };
  if (typeof item.label !== 'string') {
    unsupported(at, 'A footer item without a `label` or `html` is not supported; it is left out.', 'Give it a `label` and `to` or `href`.');
    return undefined;
  }
  const out: Obj = { label: item.label };
  for (const key of ['to', 'href', 'ariaLabel', 'className', 'target', 'rel']) if (item[key] !== undefined && item[key] !== null) out[key] = item[key];
  return out;
}

function logoOf(logo: Obj): Obj {
  const out: Obj = { src: String(logo.src ?? ''), alt: String(logo.alt ?? '') };
  if (typeof logo.srcDark === 'string') out.srcDark = logo.srcDark;
  if (typeof logo.href === 'string') out.href = logo.href;
  for (const key of ['width', 'height']) {
    const n = typeof logo[key] === 'number' ? logo[key] : Number.parseFloat(String(logo[key] ?? ''));
    if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

/** `stylesheets`, `scripts` and `headTags` → `head` (output/head-tags.ts writes them and opens the CSP for them). */
function mapHeadTags(dz: Obj, set: Set, unsupported: Unsupported): void {
  const attributesOf = (v: unknown): Record<string, string | number | boolean> | undefined => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const out: Record<string, string | number | boolean> = {};
    for (const [k, x] of Object.entries(v)) if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') out[k] = x;
    return out;
  };
  for (const [key, target, urlKey] of [
    ['stylesheets', 'stylesheets', 'href'],
    ['scripts', 'scripts', 'src'],
  ] as const) {
    const entries: (string | Record<string, string | number | boolean>)[] = [];
    for (const [i, e] of asArray(dz[key]).entries()) {
      const attrs = typeof e === 'string' ? e : attributesOf(e);
      if (attrs && (typeof attrs === 'string' || typeof attrs[urlKey] === 'string')) entries.push(attrs);
      else
        unsupported(
          [key, i],
          `This \`${key}\` entry is neither a URL nor an object with \`${urlKey}\`; it is left out.`,
          `Write \`'https://…'\` or \`{${urlKey}: '…'}\`.`,
        );
    }
    if (entries.length) set(['head', target], entries, [key]);
  }
  const tags: { tagName: string; attributes: Record<string, string | number | boolean>; innerHTML?: string }[] = [];
  for (const [i, t] of asArray(dz.headTags).entries()) {
    const o = (t ?? {}) as Obj;
    const tagName = String(o.tagName ?? '');
    if (!['link', 'meta', 'script'].includes(tagName)) {
      unsupported(
        ['headTags', i],
        `The head tag \`<${tagName}>\` is not supported (fe-docs writes <link>, <meta> and <script> tags); it is left out.`,
        'Use a theme override for other tags.',
      );
      continue;
    }
    tags.push({ tagName, attributes: attributesOf(o.attributes) ?? {}, ...(typeof o.innerHTML === 'string' && { innerHTML: o.innerHTML }) });
  }
  // themeConfig.metadata: `<meta>` tags of every page, as Docusaurus writes them.
  for (const m of asArray((dz.themeConfig as Obj | undefined)?.metadata)) {
    const attributes = attributesOf(m);
    if (attributes && Object.keys(attributes).length) tags.push({ tagName: 'meta', attributes });
  }
  if (tags.length) set(['head', 'tags'], tags, ['headTags']);
}

/** `@docusaurus/plugin-client-redirects` → `redirects` (routes/redirects.ts writes the same pages). */
function mapClientRedirects(o: Obj, at: DocusaurusPath, set: Set, unsupported: Unsupported): void {
  if (Array.isArray(o.redirects)) {
    set(['redirects', 'items'], o.redirects, [...at, 'redirects']);
    // Each item's own line, for a redirect to no page.
    for (const i of o.redirects.keys()) for (const key of ['from', 'to']) set(['redirects', 'items', i, key], undefined, [...at, 'redirects', i, key]);
  }
  for (const key of ['fromExtensions', 'toExtensions', 'createRedirects'] as const) if (o[key] !== undefined) set(['redirects', key], o[key], [...at, key]);
  for (const key of Object.keys(o))
    if (!['id', 'redirects', 'fromExtensions', 'toExtensions', 'createRedirects'].includes(key))
      unsupported(
        [...at, key],
        `The option \`${key}\` of \`@docusaurus/plugin-client-redirects\` is not supported and is ignored.`,
        'fe-docs reads `redirects`, `fromExtensions`, `toExtensions` and `createRedirects`.',
      );
}
