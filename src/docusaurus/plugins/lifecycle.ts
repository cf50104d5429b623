import { createRequire } from 'node:module';
import path from 'node:path';
import { diagnostic } from '../../core/diagnostics.js';
import type { Position } from '../../core/position.js';
import { toPosix } from '../../config/load.js';
import type { SiteConfig } from '../../config/types.js';
import { awaitSiteCode, SiteCodeTimeoutError } from '../../core/site-code-watch.js';
import { siteCodeTimeoutDiagnostic } from '../../core/site-code-error.js';
import { NO_OUTPUT_HOOKS, RUN_HOOKS, type Obj, type SitePluginEntry, type SitePluginsResult } from './types.js';
import { errorAt, hookPosition, inheritedHooks, instantiate, loadContext } from './load-plugin.js';
import { callConfigureWebpack } from './configure-webpack.js';
import { contentComponents } from './route-order.js';
import { docusaurusPostCssOptions } from '../styles/postcss.js';

const byConfig = new WeakMap<SiteConfig, SitePluginsResult>();

/** The site plugins' result for this config (its locale), once `runSitePlugins` ran for it. */
export function sitePluginsOf(config: SiteConfig): SitePluginsResult | undefined {
  return byConfig.get(config);
}

/**
 * Run the part of Docusaurus' plugin lifecycle a static build needs, for each site plugin fe-docs does not implement,
 * in config order, as `@docusaurus/core` does for one locale: the plugin function with the `LoadContext` and its
 * validated options, `loadContent()`, then `contentLoaded({content, actions, allContent})` (`addRoute`, `createData`,
 * `setGlobalData`), `allContentLoaded`, `injectHtmlTags()` and `configurePostCss()`. What cannot run (webpack, client modules, a hook
 * that throws) is one warning per plugin and hook, at the plugin's file, never silence.
 */
export async function runSitePlugins(config: SiteConfig, plugins: readonly SitePluginEntry[]): Promise<SitePluginsResult> {
  const root = config.root;
  const generatedFilesDir = path.join(root, '.docusaurus');
  const result: SitePluginsResult = {
    routes: [],
    data: new Map(),
    globalData: {},
    sourceMetadata: new Map(),
    headTags: [],
    aliases: { server: [], client: [] },
    generatedFilesDir,
    diagnostics: [],
  };
  byConfig.set(config, result);
  if (!plugins.length || !config.docusaurus) return result;
  const configFile = config.docusaurus.configFile;
  const req = createRequire(configFile);
  const context = loadContext(config, generatedFilesDir);
  /** Where messages about the plugin point: the stack's line in its file, else its file, else the config's entry. */
  const placeOf = (p: Loaded | SitePluginEntry, error?: unknown, hook?: string): Position => {
    // A package's file is not the site's to fix: its messages point at the config's entry.
    const own = 'file' in p ? p.file : undefined;
    const file = own && !own.split(path.sep).includes('node_modules') ? own : undefined;
    // An inline plugin function is in the config file: the stack's line there.
    const at = (error !== undefined && errorAt(error, file ?? (own ? '' : configFile), root)) || (file ? hookPosition(file, hook, root) : undefined);
    const entry = 'entry' in p ? p.entry : p;
    return at ?? entry.at;
  };
  const warn = (p: Loaded | SitePluginEntry, message: string, hint: string, error?: unknown, hook?: string) => {
    result.diagnostics.push(diagnostic('docusaurus-plugin', message, { position: placeOf(p, error, hook), hint }));
  };
  /** A hook or plugin function whose promise never settled: an error (Docusaurus would wait forever), at the hook. */
  const timedOut = (p: Loaded | SitePluginEntry, e: SiteCodeTimeoutError, hook?: string) =>
    result.diagnostics.push(siteCodeTimeoutDiagnostic(e, placeOf(p, undefined, hook)));
  /** The file site-code marks name for the plugin: its own, else the config that holds it (an inline function). */
  const markFile = (file: string | undefined) => toPosix(path.relative(root, file ?? configFile));

  interface Loaded {
    entry: SitePluginEntry;
    file?: string;
    instance: Obj;
    name: string;
    id: string;
    options: Obj;
    content?: unknown;
    failed?: boolean;
  }
  const loaded: Loaded[] = [];
  for (const entry of plugins) {
    const made = await instantiate(entry, req, root, context, markFile);
    if ('timeout' in made) {
      timedOut({ entry, file: made.file, instance: {}, name: entry.shown, id: 'default', options: entry.options }, made.timeout);
      continue;
    }
    if ('error' in made) {
      warn(
        { entry, file: made.file, instance: {}, name: entry.shown, id: 'default', options: entry.options },
        `The plugin ${entry.shown} cannot run in fe-docs: ${made.error}. ${
          entry.extends
            ? `fe-docs builds its ${entry.extends} content with these options, without what the plugin's own code adds.`
            : 'What it adds to the site is missing.'
        }`,
        'Install the site dependencies (`npm install`) and check that the plugin loads with Docusaurus.',
        made.thrown,
      );
      continue;
    }
    if (made.validatesThemeConfig)
      result.diagnostics.push(
        diagnostic(
          'docusaurus-plugin',
          `The plugin ${entry.shown}: its \`validateThemeConfig()\` is not run by fe-docs; site code sees \`themeConfig\` without what it adds.`,
          {
            position: made.file && !made.file.split(path.sep).includes('node_modules') ? hookPosition(made.file, 'validateThemeConfig', root) : entry.at,
            hint: 'Write the values the plugin would fill in into `themeConfig` yourself.',
          },
        ),
      );
    if (!made.instance) continue; // Docusaurus skips a plugin function that returns nothing.
    const instance = made.instance;
    const name = typeof instance.name === 'string' && instance.name ? instance.name : entry.shown;
    loaded.push({ entry, file: made.file, instance, name, id: String(made.options.id ?? 'default'), options: made.options });
  }

  const call = async (p: Loaded, hook: string, run: () => unknown): Promise<unknown> => {
    // The site-code time limit covers the hook's promise too: one that never settles is reported, by hook and plugin.
    try {
      const own = p.file && !p.file.split(path.sep).includes('node_modules') ? hookPosition(p.file, hook, root) : undefined;
      return await awaitSiteCode(markFile(p.file), `\`${hook}()\` of the plugin \`${p.name}\``, run, own);
    } catch (e) {
      p.failed = true;
      if (e instanceof SiteCodeTimeoutError) {
        timedOut(p, e, hook);
        return undefined;
      }
      warn(
        p,
        `The plugin ${label(p)} threw in \`${hook}()\`: ${String((e as Error)?.message ?? e).split('\n')[0]}. What the hook adds to the site is missing.`,
        'Fix the plugin; Docusaurus would stop the build here.',
        e,
      );
      return undefined;
    }
  };

  for (const p of loaded)
    if (typeof p.instance.loadContent === 'function') p.content = await call(p, 'loadContent', () => (p.instance.loadContent as () => unknown)());
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const p of loaded) (allContent[p.name] ??= {})[p.id] = p.content;
  for (const p of loaded) collectSourceMetadata(p.content, result.sourceMetadata);

  for (const p of loaded) {
    if (p.failed) continue;
    const actions = makeActions(p, result, generatedFilesDir, p.entry.extends ? contentComponents(p.entry.extends, p.options) : undefined);
    if (typeof p.instance.contentLoaded === 'function')
      await call(p, 'contentLoaded', async () => {
        actions.hook = 'contentLoaded';
        await (p.instance.contentLoaded as (a: unknown) => unknown)({ content: p.content, actions: actions.actions, allContent });
        // A plugin may start `createData()`/`addRoute()` without awaiting them (answer's categories loop does):
        // Docusaurus reads the routes after every plugin's hook, so those calls count too.
        await actions.settled();
      });
    if (typeof p.instance.allContentLoaded === 'function')
      await call(p, 'allContentLoaded', async () => {
        actions.hook = 'allContentLoaded';
        await (p.instance.allContentLoaded as (a: unknown) => unknown)({ allContent, actions: actions.actions });
        await actions.settled();
      });
  }

  // `configurePostCss(options)` of each plugin, in order, on the options of Docusaurus' postcss-loader (it runs on
  // each stylesheet: styles/postcss.ts). Its result replaces the options, as in @docusaurus/core's configure.js.
  const postCss = loaded.filter((p) => typeof p.instance.configurePostCss === 'function');
  if (postCss.length) {
    let options: Obj | undefined = docusaurusPostCssOptions(configFile);
    for (const p of postCss) {
      const before = options;
      const failed = p.failed;
      p.failed = false;
      // A hook that throws is a warning at its line (`call`); the options stay as they were.
      const r = await call(p, 'configurePostCss', () => (p.instance.configurePostCss as (o: unknown) => unknown).call(p.instance, before));
      if (!p.failed) options = r && typeof r === 'object' ? (r as Obj) : undefined;
      p.failed ||= failed;
    }
    result.postcssOptions = options ?? {};
  }

  for (const p of loaded) {
    const base = p.entry.extends ? await inheritedHooks(p.file, p.entry.extends, context, p.options, markFile) : new Map<string, string>();
    // The content plugin's own tags (the blog's feed links) are written by fe-docs, which builds that content.
    if (typeof p.instance.injectHtmlTags === 'function' && base.get('injectHtmlTags') !== String(p.instance.injectHtmlTags)) {
      const tags = (await call(p, 'injectHtmlTags', () => (p.instance.injectHtmlTags as (a: unknown) => unknown)({ content: p.content }))) as Obj | undefined;
      if (tags) takeHtmlTags(p, tags, result, warn);
    }
    // `configureWebpack()`'s `resolve.alias` applies to the site's bundles; the rest of what it sets is lost.
    const webpack = await configureWebpack(p, base);
    const missing = Object.keys(p.instance).filter(
      (k) =>
        typeof p.instance[k] === 'function' &&
        !RUN_HOOKS.has(k) &&
        !(k === 'configureWebpack' && webpack === 'aliases only') &&
        !NO_OUTPUT_HOOKS.has(k) &&
        // A hook inherited unchanged from the content plugin it wraps: fe-docs builds that content itself.
        base.get(k) !== String(p.instance[k]),
    );
    if (missing.length)
      warn(
        p,
        `The plugin ${label(p)}: ${missing.map((k) => `\`${k}()\``).join(', ')} cannot run in fe-docs (${missing
          .map((k) =>
            k === 'configureWebpack' && webpack === 'more and aliases' ? 'configureWebpack: no webpack, only its `resolve.alias` is applied' : hookWhy(k),
          )
          .join('; ')}); what ${missing.length === 1 ? 'it adds' : 'they add'} to the site is missing.`,
        'fe-docs builds without webpack and adds no client modules; put what the page needs in the site’s components or CSS.',
        undefined,
        missing[0],
      );
  }
  return result;

  /**
   * Runs a plugin's own `configureWebpack()` (not one inherited unchanged from a content plugin) for the server and
   * the client bundles, as Docusaurus does, and keeps their `resolve.alias`: `aliases only` when that is all it sets
   * (or it sets nothing), `more and aliases` or `more` when it sets more, undefined when it has none or throws (then
   * reported as a hook that cannot run).
   */
  async function configureWebpack(p: Loaded, base: Map<string, string>): Promise<'aliases only' | 'more and aliases' | 'more' | undefined> {
    const hook = p.instance.configureWebpack;
    if (typeof hook !== 'function' || p.failed || base.get('configureWebpack') === String(hook)) return undefined;
    let more = false;
    let aliased = false;
    for (const isServer of [true, false]) {
      let r;
      try {
        r = await awaitSiteCode(markFile(p.file), `\`configureWebpack()\` of the plugin \`${p.name}\``, () =>
          callConfigureWebpack(hook.bind(p.instance) as (...a: unknown[]) => unknown, { isServer, content: p.content, root }),
        );
      } catch {
        return undefined;
      }
      const into = isServer ? result.aliases.server : result.aliases.client;
      for (const [key, target] of r.aliases) {
        const i = into.findIndex(([k]) => k === key);
        if (i >= 0) into.splice(i, 1);
        into.push([key, target]);
      }
      more ||= r.more;
      aliased ||= r.aliases.length > 0;
    }
    return more ? (aliased ? 'more and aliases' : 'more') : 'aliases only';
  }
}

/** The plugin as the config names it, and its own `name` when that differs. */
function label(p: { name: string; entry: SitePluginEntry }): string {
  return p.entry.shown === `\`${p.name}\`` || p.entry.shown.includes(`\`${p.name}\``) ? p.entry.shown : `${p.entry.shown} (\`${p.name}\`)`;
}

function hookWhy(hook: string): string {
  if (hook === 'configureWebpack') return `${hook}: no webpack`;
  if (hook === 'getClientModules') return 'getClientModules: no client modules';
  if (hook === 'postBuild') return 'postBuild: needs Docusaurus’ build output';
  if (hook === 'getThemePath') return 'getThemePath: the plugin’s theme components are not used';
  if (hook === 'getTranslationFiles' || hook === 'translateContent' || hook === 'translateThemeConfig' || hook === 'getDefaultCodeTranslationMessages')
    return `${hook}: its translations are not applied`;
  return `${hook}: not run`;
}

/**
 * `createData`, `addRoute`, `setGlobalData` of one plugin, and a way to wait for the calls it left running. The routes
 * of the content plugin it wraps are those with its `content` components.
 */
function makeActions(p: { name: string; id: string; file?: string }, result: SitePluginsResult, generatedFilesDir: string, content?: ReadonlySet<string>) {
  let pending = 0;
  const dataDir = path.join(generatedFilesDir, p.name, p.id);
  const actions = {
    createData: async (name: string, data: unknown) => {
      pending++;
      try {
        const file = path.join(dataDir, name);
        result.data.set(file, typeof data === 'string' ? data : JSON.stringify(data));
        return file;
      } finally {
        // Counted down after the caller's continuation had its chance to run (a microtask later).
        queueMicrotask(() => pending--);
      }
    },
    addRoute: (route: Obj) => {
      if (!route || typeof route.path !== 'string' || typeof route.component !== 'string') return;
      result.routes.push({
        path: route.path,
        component: route.component,
        modules: route.modules ?? {},
        ...(route.props && typeof route.props === 'object' ? { props: route.props as Obj } : {}),
        ...(typeof route.exact === 'boolean' ? { exact: route.exact } : {}),
        plugin: p.name,
        pluginId: p.id,
        ...(p.file ? { pluginFile: p.file } : {}),
        hook: made.hook,
        ...(content?.has(route.component) && { content: true as const }),
      });
    },
    setGlobalData: (data: unknown) => {
      (result.globalData[p.name] ??= {})[p.id] = data;
    },
  };
  const settled = async () => {
    // Until nothing is pending and two turns of the event loop add no route.
    let quiet = 0;
    for (let turn = 0; turn < 200 && quiet < 2; turn++) {
      const before = result.routes.length + result.data.size;
      await new Promise((r) => setImmediate(r));
      quiet = pending === 0 && result.routes.length + result.data.size === before ? quiet + 1 : 0;
    }
  };
  const made = { actions, settled, hook: 'contentLoaded' };
  return made;
}

/** Every `{ source: '@site/….md(x)', permalink }` object in a plugin's loaded content (a blog post's or doc's metadata). */
function collectSourceMetadata(content: unknown, into: Map<string, Obj>, depth = 0, seen = new Set<unknown>()): void {
  if (!content || typeof content !== 'object' || depth > 8 || seen.has(content)) return;
  seen.add(content);
  if (Array.isArray(content)) {
    for (const x of content) collectSourceMetadata(x, into, depth + 1, seen);
    return;
  }
  const o = content as Obj;
  if (typeof o.source === 'string' && /\.mdx?$/.test(o.source) && typeof o.permalink === 'string' && !into.has(o.source)) into.set(o.source, o);
  for (const v of Object.values(o)) if (v && typeof v === 'object') collectSourceMetadata(v, into, depth + 1, seen);
}

function takeHtmlTags(
  p: { name: string; file?: string; entry: SitePluginEntry },
  tags: Obj,
  result: SitePluginsResult,
  warn: (p: never, message: string, hint: string) => void,
): void {
  const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
  const left: string[] = [];
  for (const t of list(tags.headTags)) {
    if (t && typeof t === 'object' && ['link', 'meta', 'script'].includes(String((t as Obj).tagName))) {
      const o = t as Obj;
      const attributes: Record<string, string | number | boolean> = {};
      for (const [k, x] of Object.entries((o.attributes ?? {}) as Obj)) if (['string', 'number', 'boolean'].includes(typeof x)) attributes[k] = x as string;
      result.headTags.push({ tagName: o.tagName as 'link', attributes, ...(typeof o.innerHTML === 'string' && { innerHTML: o.innerHTML }) });
    } else left.push(`head tag \`${typeof t === 'string' ? 'a string of HTML' : `<${String((t as Obj)?.tagName)}>`}\``);
  }
  if (list(tags.preBodyTags).length) left.push('`preBodyTags`');
  if (list(tags.postBodyTags).length) left.push('`postBodyTags`');
  if (left.length)
    (warn as (p: unknown, m: string, h: string) => void)(
      p,
      `The plugin ${label(p)}: \`injectHtmlTags()\` gives ${left.join(', ')}, which fe-docs does not write (it writes <link>, <meta> and <script> head tags); left out.`,
      'Add that markup through a theme override (a swizzled Layout or Root).',
    );
}
