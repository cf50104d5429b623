import { createRequire } from 'node:module';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { siteCodeTimeoutDiagnostic } from '../../core/site-code-error.js';
import { SiteCodeTimeoutError } from '../../core/site-code-watch.js';
import type { YamlPath } from '../../core/yaml-source.js';
import { toPosix } from '../../config/load.js';
import { DocusaurusConfigSource, type DocusaurusPath } from './config-source.js';
import type { SitePluginEntry } from '../plugins/types.js';
import type { DocItemComponent } from './origin.js';
import { translationsFolder } from './versions.js';
import { existsSync } from 'node:fs';
import { SHIPPED_DOCS } from '../../core/shipped-docs.js';
import { PAGES_OPTIONS, mapBlog, mapDocsInstance, mapI18n, mapMarkdown, mapMarkdownPlugins, mapSitemap, mapStatic, warnOptions } from './map-content.js';
import { callPreset, classicPreset, contentPluginKind, isClassicTheme, packageNameOf, pluginNameOf, wrappedContentPlugin } from './map-presets.js';
import { asArray, type ContentPlugin, type Obj } from './map-types.js';
import { mapThemeConfig } from './map-theme-config.js';
import { mapClientRedirects, mapHeadTags } from './map-head.js';
import { THEME_MERMAID } from './mermaid.js';

export interface MappedDocusaurusConfig {
  /** The equivalent site.config.yaml data (plugin and `editUrl` functions kept as functions). */
  data: Obj;
  source: DocusaurusConfigSource;
  diagnostics: Diagnostic[];
  /** The site's own plugins fe-docs runs (plugins/lifecycle.ts#runSitePlugins), in config order: the origin's `plugins`. */
  plugins: SitePluginEntry[];
  /** The `id` of the blog and pages plugin instances fe-docs builds (their pages' `plugin-id-…` class): the origin's `pluginIds`. */
  pluginIds: { blog: string; pages: string };
  /** The docs instances whose `docItemComponent` is not theme-classic's DocItem: the origin's `docItemComponents`. */
  docItemComponents: Record<string, DocItemComponent>;
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
 * Its parts: map-presets.ts (presets, plugins, themes), map-content.ts (i18n, static, docs, blog, pages, Markdown),
 * map-theme-config.ts, map-head.ts; the engine only sees a `SiteConfig`.
 */
export async function mapDocusaurusConfig(
  dz: Obj,
  ctx: {
    root: string;
    configFile: string;
    text: string;
    /** The themeConfig as the site's theme-classic validated it (theme-config.ts): the defaults of what is not written. */
    validatedThemeConfig?: Obj;
    /** By theme name as written, the stylesheets among its client modules (theme-paths.ts#configThemeStylesheets). */
    themeStylesheets?: ReadonlyMap<string, readonly string[]>;
  },
): Promise<MappedDocusaurusConfig> {
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
  for (const key of ['title', 'tagline', 'url', 'favicon'] as const) if (dz[key] !== undefined) set([key], dz[key], [key]);
  // @docusaurus/core's BaseUrlSchema adds the leading and trailing slash a written baseUrl lacks (`/docs` is `/docs/`).
  if (typeof dz.baseUrl === 'string') set(['baseUrl'], `/${dz.baseUrl}/`.replace(/^\/+/, '/').replace(/\/+$/, '/'), ['baseUrl']);
  else if (dz.baseUrl !== undefined) set(['baseUrl'], dz.baseUrl, ['baseUrl']);
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

  mapI18n(dz, set, unsupported, ctx.root);
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
    const [written, options] = Array.isArray(entry) ? [entry[0], (entry[1] ?? {}) as Obj] : [entry, {} as Obj];
    // A TypeScript or ES module file the config `require`s is its default export under Docusaurus' jiti 1; fe-docs' own
    // jiti (no Docusaurus installed: config/load-module.ts) gives its module object.
    const spec = written && typeof written === 'object' && typeof (written as Obj).default === 'function' ? (written as Obj).default : written;
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
      // Its hooks run with the site's content (docusaurus/plugins/lifecycle.ts), which warns about what cannot.
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
      // data) comes from running it (docusaurus/plugins/lifecycle.ts), where fe-docs has no page of that path.
      content.push({ kind: wrapped, options, at: optionsAt });
      sitePlugins.push({ spec, options, shown: `\`${mod}\``, at: source.position(at).position, extends: wrapped });
    } else if (/(^|[/@-])(plugin-)?sitemap$/.test(mod)) sitemap = { options, at: optionsAt };
    else if (mod === '@docusaurus/plugin-client-redirects') mapClientRedirects(options, optionsAt, set, unsupported);
    // fe-docs compiles .scss/.sass itself, with the site's own `sass` (content/site-sass.ts): what this plugin does.
    else if (mod === 'docusaurus-plugin-sass') return;
    // Any other plugin runs (docusaurus/plugins/lifecycle.ts), which warns about the hooks that cannot.
    else sitePlugins.push({ spec, options, shown: `\`${mod}\``, at: source.position(at).position });
  };
  const themeCss: typeof customCss = [];
  /** The stylesheets third-party themes load as client modules: after every `customCss`, as Docusaurus loads them. */
  const clientCss: typeof customCss = [];
  for (const [i, entry] of asArray(dz.themes).entries()) {
    const spec = Array.isArray(entry) ? entry[0] : entry;
    if (!spec) continue;
    const name = typeof spec === 'string' ? packageNameOf(spec, ctx.root) : spec;
    if (typeof name === 'string' && isClassicTheme(name)) {
      // theme-classic configured as a theme of its own (jellyfin): its `customCss`, after the presets' (Docusaurus loads
      // the presets' plugins and themes before the site's own).
      const css = Array.isArray(entry) ? (entry[1] as Obj | undefined)?.customCss : undefined;
      if (css) themeCss.push({ files: css, at: ['themes', i, 1, 'customCss'] });
      continue;
    }
    // It draws the site's Mermaid diagrams (`markdown.mermaid`, map-content.ts); its `@theme/Mermaid` is used as installed.
    if (name === THEME_MERMAID) continue;
    const sheets = typeof spec === 'string' ? ctx.themeStylesheets?.get(spec) : undefined;
    if (sheets) clientCss.push({ files: [...sheets], at: ['themes', i] });
    unsupported(
      ['themes', i],
      `The theme ${typeof name === 'string' ? `\`${name}\`` : 'written as a function'} is not run by fe-docs: its chrome${sheets ? '' : ', styles'} and other hooks are missing.`,
      `fe-docs renders with its own theme; the theme's components (its \`getThemePath()\` folder) are used where the site imports them (\`@theme/…\`)${sheets ? ', and its stylesheets are in the site\'s' : ''}.`,
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
      const sheets = typeof spec === 'string' ? ctx.themeStylesheets?.get(spec) : undefined;
      if (sheets) clientCss.push({ files: [...sheets], at: ['presets', i] });
      unsupported(
        ['presets', i],
        `The theme \`${String(tn)}\` (from the preset \`${presetName}\`) is not run by fe-docs: its chrome${sheets ? '' : ', styles'} and other hooks are missing.`,
        `fe-docs renders with its own theme; the theme's components (its \`getThemePath()\` folder) are used where the site imports them (\`@theme/…\`)${sheets ? ', and its stylesheets are in the site\'s' : ''}.`,
      );
    }
  }

  customCss.push(...themeCss, ...clientCss);
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
  if (blogs[0] && existsSync(path.resolve(ctx.root, String(blogs[0].options.path ?? 'blog')))) mapBlog(blogs[0], ctx.configFile, set, unsupported);
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
  if (sitemap) mapSitemap(sitemap, set, unsupported);

  mapMarkdown(dz, set, unsupported, ctx.root);
  mapThemeConfig((dz.themeConfig ?? {}) as Obj, set, unsupported, ctx.validatedThemeConfig);
  const idOf = (c: { options: Obj } | undefined) => String(c?.options.id ?? 'default');
  // A docs instance rendered by another DocItem than theme-classic's (docusaurus-theme-openapi-docs' `@theme/ApiItem`).
  const docItemComponents = Object.fromEntries(
    docs
      .filter((d) => typeof d.options.docItemComponent === 'string' && d.options.docItemComponent !== '@theme/DocItem')
      .map((d) => [idOf(d), { spec: String(d.options.docItemComponent), at: source.position([...d.at, 'docItemComponent']).position }]),
  );
  return { data, source, diagnostics, plugins: sitePlugins, pluginIds: { blog: idOf(blogs[0]), pages: idOf(pages[0]) }, docItemComponents };
}

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
