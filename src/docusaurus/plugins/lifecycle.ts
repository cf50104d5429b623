import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import type { Position } from '../../core/position.js';
import { toPosix } from '../../config/load.js';
import type { SiteConfig } from '../../config/types.js';
import { awaitSiteCode, enterSiteCode, SiteCodeTimeoutError } from '../../core/site-code-watch.js';
import { siteCodeTimeoutDiagnostic } from '../../core/site-code-error.js';

type Obj = Record<string, unknown>;

/** A plugin of the site's config that fe-docs does not implement itself: its code runs here (`runSitePlugins`). */
export interface SitePluginEntry {
  /** As written in the config: a module name, a path, or the plugin function itself. */
  spec: unknown;
  options: Obj;
  /** How messages name it (`./plugins/blog-plugin.js`, `docusaurus-plugin-x`, an inline function's name). */
  shown: string;
  /** Where the config lists it. */
  at: Position;
  /**
   * The content plugin it wraps (`./plugins/blog-plugin.js` returning `@docusaurus/plugin-content-blog` with more):
   * fe-docs builds that content itself, so the hooks the plugin inherits unchanged are not reported as missing.
   */
  extends?: 'docs' | 'blog' | 'pages';
}

/** One `addRoute()` call of a site plugin, with what the engine needs to render it. */
export interface PluginRoute {
  /** As given: the full path, the base URL included. */
  path: string;
  component: string;
  modules: unknown;
  props?: Obj;
  exact?: boolean;
  /** The plugin's `name` and the file that defines it (messages about the route point there, at the hook). */
  plugin: string;
  pluginFile?: string;
  /** The hook that called `addRoute()`: `contentLoaded` or `allContentLoaded`. */
  hook: string;
}

/** What the site's plugins gave, for one locale. */
export interface SitePluginsResult {
  routes: PluginRoute[];
  /** `createData()` files by absolute path (never written: the engine reads them from here). */
  data: Map<string, string>;
  /** `setGlobalData()`, by plugin name and id: what `usePluginData(name, id)` returns. */
  globalData: Record<string, Record<string, unknown>>;
  /** Metadata objects of Markdown/MDX sources found in the plugins' loaded content (a blog post's), by `@site/…` path. */
  sourceMetadata: Map<string, Obj>;
  /** `injectHtmlTags()`' head tags fe-docs can write (`<link>`, `<meta>`, `<script>`). */
  headTags: { tagName: 'link' | 'meta' | 'script'; attributes: Record<string, string | number | boolean>; innerHTML?: string }[];
  /** Where `.docusaurus` would be: `createData()` paths and `~blog/…` aliases are read against it. */
  generatedFilesDir: string;
  diagnostics: Diagnostic[];
}

/**
 * Hooks of a plugin that change nothing in a static build (dev server, CLI, swizzle), so leaving them out is not a
 * loss worth a warning.
 */
const NO_OUTPUT_HOOKS = new Set([
  'getPathsToWatch',
  'getSwizzleComponentList',
  'extendCli',
  'postStart',
  'getTypeScriptThemePath',
  'name',
  'options',
  'version',
]);
/** Hooks run here. */
const RUN_HOOKS = new Set(['loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags']);

const byConfig = new WeakMap<SiteConfig, SitePluginsResult>();

/** The site plugins' result for this config (its locale), once `runSitePlugins` ran for it. */
export function sitePluginsOf(config: SiteConfig): SitePluginsResult | undefined {
  return byConfig.get(config);
}

/**
 * Run the part of Docusaurus' plugin lifecycle a static build needs, for each site plugin fe-docs does not implement,
 * in config order, as `@docusaurus/core` does for one locale: the plugin function with the `LoadContext` and its
 * validated options, `loadContent()`, then `contentLoaded({content, actions, allContent})` (`addRoute`, `createData`,
 * `setGlobalData`), `allContentLoaded`, and `injectHtmlTags()`. What cannot run (webpack, client modules, a hook
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
  const warn = (p: Loaded | SitePluginEntry, message: string, hint: string, error?: unknown) => {
    result.diagnostics.push(diagnostic('docusaurus-plugin', message, { position: placeOf(p, error), hint }));
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
    const actions = makeActions(p, result, generatedFilesDir);
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

  for (const p of loaded) {
    const base = p.entry.extends ? await inheritedHooks(p.file, p.entry.extends, context, p.options, markFile) : new Map<string, string>();
    // The content plugin's own tags (the blog's feed links) are written by fe-docs, which builds that content.
    if (typeof p.instance.injectHtmlTags === 'function' && base.get('injectHtmlTags') !== String(p.instance.injectHtmlTags)) {
      const tags = (await call(p, 'injectHtmlTags', () => (p.instance.injectHtmlTags as (a: unknown) => unknown)({ content: p.content }))) as Obj | undefined;
      if (tags) takeHtmlTags(p, tags, result, warn);
    }
    const missing = Object.keys(p.instance).filter(
      (k) =>
        typeof p.instance[k] === 'function' &&
        !RUN_HOOKS.has(k) &&
        !NO_OUTPUT_HOOKS.has(k) &&
        // A hook inherited unchanged from the content plugin it wraps: fe-docs builds that content itself.
        base.get(k) !== String(p.instance[k]),
    );
    if (missing.length)
      warn(
        p,
        `The plugin ${label(p)}: ${missing.map((k) => `\`${k}()\``).join(', ')} cannot run in fe-docs (${missing.map(hookWhy).join('; ')}); what ${missing.length === 1 ? 'it adds' : 'they add'} to the site is missing.`,
        'fe-docs builds without webpack and adds no client modules; put what the page needs in the site’s components or CSS.',
      );
  }
  return result;
}

/** The plugin as the config names it, and its own `name` when that differs. */
function label(p: { name: string; entry: SitePluginEntry }): string {
  return p.entry.shown === `\`${p.name}\`` || p.entry.shown.includes(`\`${p.name}\``) ? p.entry.shown : `${p.entry.shown} (\`${p.name}\`)`;
}

function hookWhy(hook: string): string {
  if (hook === 'configureWebpack' || hook === 'configurePostCss') return `${hook}: no webpack`;
  if (hook === 'getClientModules') return 'getClientModules: no client modules';
  if (hook === 'postBuild') return 'postBuild: needs Docusaurus’ build output';
  if (hook === 'getThemePath') return 'getThemePath: the plugin’s theme components are not used';
  if (hook === 'getTranslationFiles' || hook === 'translateContent' || hook === 'translateThemeConfig' || hook === 'getDefaultCodeTranslationMessages')
    return `${hook}: its translations are not applied`;
  return `${hook}: not run`;
}

/** `createData`, `addRoute`, `setGlobalData` of one plugin, and a way to wait for the calls it left running. */
function makeActions(p: { name: string; id: string; file?: string }, result: SitePluginsResult, generatedFilesDir: string) {
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
        ...(p.file ? { pluginFile: p.file } : {}),
        hook: made.hook,
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

/** The `LoadContext` of one locale's build, as `@docusaurus/core` (server/site.ts) gives it to plugins. */
function loadContext(config: SiteConfig, generatedFilesDir: string): Obj {
  const root = config.root;
  const siteConfig = normalizedSiteConfig(config);
  const i18n = (siteConfig.i18n ?? {}) as Obj;
  const localeConfigs = Object.fromEntries(
    config.i18n.locales.map((l) => [
      l,
      { label: l, direction: 'ltr', htmlLang: l, calendar: 'gregory', path: l, ...((i18n.localeConfigs as Record<string, Obj> | undefined)?.[l] ?? {}) },
    ]),
  );
  const locale = config.currentLocale;
  return {
    siteDir: root,
    siteConfig,
    siteConfigPath: config.docusaurus!.configFile,
    siteVersion: undefined,
    baseUrl: config.baseUrl,
    outDir: path.join(root, 'build'),
    generatedFilesDir,
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales,
      path: String(i18n.path ?? 'i18n'),
      currentLocale: locale,
      localeConfigs,
    },
    localizationDir: path.join(root, String(i18n.path ?? 'i18n'), String(localeConfigs[locale]?.path ?? locale)),
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
  };
}

/**
 * The site config with Docusaurus' defaults filled in, as plugins receive it: validated by the site's own
 * `@docusaurus/core` (its `validateConfig`), else as loaded.
 */
function normalizedSiteConfig(config: SiteConfig): Obj {
  const loaded = { ...config.docusaurus!.siteConfig } as Obj;
  try {
    const req = createRequire(config.docusaurus!.configFile);
    const validation = req(req.resolve('@docusaurus/core/lib/server/configValidation.js')) as {
      validateConfig?: (c: unknown, p: string) => Obj;
    };
    if (typeof validation.validateConfig === 'function') return validation.validateConfig(loaded, config.docusaurus!.configFile);
  } catch {
    // Not installed, or another version's signature: the config as loaded.
  }
  return loaded;
}

/** Load the plugin's module and call its function, as `@docusaurus/core`'s plugins/init does. */
async function instantiate(
  entry: SitePluginEntry,
  req: NodeRequire,
  root: string,
  context: Obj,
  markFile: (file: string | undefined) => string,
): Promise<
  | { instance: Obj | undefined; file?: string; options: Obj }
  | { error: string; file?: string; thrown?: unknown }
  | { timeout: SiteCodeTimeoutError; file?: string }
> {
  let fn: unknown = entry.spec;
  let mod: Obj | undefined;
  let file: string | undefined;
  if (typeof entry.spec === 'string') {
    file = resolvePlugin(entry.spec, req, root);
    if (!file) return { error: 'its module cannot be found' };
    const leave = enterSiteCode(markFile(file), 'code', `loading the plugin ${entry.shown}`);
    try {
      mod = loadModule(file);
    } catch (e) {
      return { error: `its module cannot be loaded (${String((e as Error)?.message ?? e).split('\n')[0]})`, file, thrown: e };
    } finally {
      leave();
    }
    fn = typeof mod === 'function' ? mod : mod?.default;
  }
  if (typeof fn !== 'function') return { error: 'it exports no plugin function', file };
  let options: Obj = { ...entry.options };
  try {
    const validate = (mod?.validateOptions ?? (fn as unknown as Obj).validateOptions) as ((a: unknown) => Obj) | undefined;
    if (typeof validate === 'function') {
      const leave = enterSiteCode(markFile(file), 'code', `\`validateOptions()\` of the plugin ${entry.shown}`);
      try {
        options = validate({ validate: normalizer(file ?? entry.at.file, root), options });
      } finally {
        leave();
      }
    }
  } catch (e) {
    return { error: `its options are not valid (${String((e as Error)?.message ?? e).split('\n')[0]})`, file, thrown: e };
  }
  options.id ??= 'default';
  try {
    const instance = (await awaitSiteCode(markFile(file), `the plugin function of ${entry.shown}`, () =>
      (fn as (c: unknown, o: unknown) => unknown)(context, options),
    )) as Obj | undefined;
    return { instance: instance && typeof instance === 'object' ? instance : undefined, file, options };
  } catch (e) {
    if (e instanceof SiteCodeTimeoutError) return { timeout: e, file };
    return { error: `its function threw (${String((e as Error)?.message ?? e).split('\n')[0]})`, file, thrown: e };
  }
}

/** `normalizePluginOptions` of the site's `@docusaurus/utils-validation` (Joi defaults, `id`), else the options as given. */
function normalizer(from: string, root: string): (schema: unknown, options: Obj) => Obj {
  const file = path.isAbsolute(from) ? from : path.join(root, from);
  // With pnpm, the package is reachable only from Docusaurus' own packages, not from the site's files.
  const bases = [file, path.join(root, 'package.json')];
  for (const pkg of ['@docusaurus/core', '@docusaurus/plugin-content-blog', '@docusaurus/plugin-content-docs'])
    for (const b of [file, path.join(root, 'package.json')])
      try {
        bases.push(createRequire(b).resolve(pkg));
      } catch {
        // not installed there
      }
  for (const base of bases) {
    try {
      const m = createRequire(base)('@docusaurus/utils-validation') as { normalizePluginOptions?: (s: unknown, o: Obj) => Obj };
      if (typeof m.normalizePluginOptions === 'function') return m.normalizePluginOptions;
    } catch {
      // next place
    }
  }
  return (_schema, options) => ({ id: 'default', ...options });
}

/** A plugin name as Docusaurus resolves it: a path from the site, a package, or its `docusaurus-plugin-` shorthand. */
function resolvePlugin(spec: string, req: NodeRequire, root: string): string | undefined {
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const base = path.resolve(root, spec);
    return ['', '.js', '.cjs', '.mjs', '.ts', '/index.js', '/index.ts'].map((e) => base + e).find((f) => existsSync(f) && statSync(f).isFile());
  }
  const names = spec.startsWith('@')
    ? [spec, spec.includes('/') ? spec.replace('/', '/docusaurus-plugin-') : `${spec}/docusaurus-plugin`]
    : [spec, `docusaurus-plugin-${spec}`];
  for (const n of names) {
    try {
      return req.resolve(n);
    } catch {
      // next form of the name
    }
  }
  return undefined;
}

/** The module, whole (its `default` and `validateOptions`), loaded fresh with jiti as the config is. */
function loadModule(file: string): Obj {
  const { createJiti } = createRequire(import.meta.url)('jiti') as typeof import('jiti');
  const jiti = createJiti(file, { moduleCache: false, interopDefault: false });
  return jiti(file) as Obj;
}

/**
 * The hooks of the content plugin a site plugin wraps, by their source text: a hook the wrapper passes on unchanged
 * (`...blogPluginInstance`) is that plugin's, whose output fe-docs builds itself.
 */
async function inheritedHooks(
  file: string | undefined,
  kind: string,
  context: Obj,
  options: Obj,
  markFile: (file: string | undefined) => string,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!file) return out;
  try {
    const mod = createRequire(file)(`@docusaurus/plugin-content-${kind}`) as Obj;
    const fn = (typeof mod === 'function' ? mod : mod.default) as (c: unknown, o: unknown) => unknown;
    const base = (await awaitSiteCode(markFile(file), `the plugin function of \`@docusaurus/plugin-content-${kind}\``, () => fn(context, options))) as Obj;
    for (const [k, v] of Object.entries(base ?? {})) if (typeof v === 'function') out.set(k, String(v));
  } catch {
    // Every hook is then reported.
  }
  return out;
}

/** Where `hook` is written in the plugin's file (`loadContent() {`, `loadContent: async`), else its first line. */
export function hookPosition(file: string, hook: string | undefined, root: string): Position {
  const rel = toPosix(path.relative(root, file));
  if (!hook) return { file: rel, line: 1, column: 1 };
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // unreadable now: its first line
  }
  const m = new RegExp(`\\b${hook}\\s*(?:\\(|:|=)`).exec(text);
  if (!m) return { file: rel, line: 1, column: 1 };
  const before = text.slice(0, m.index).split('\n');
  return { file: rel, line: before.length, column: before[before.length - 1].length + 1 };
}

/** The line in `file` an exception's stack points to. */
function errorAt(e: unknown, file: string, root: string): Position | undefined {
  if (!file) return undefined;
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return m ? { file: toPosix(path.relative(root, file)), line: Number(m[1]), column: Number(m[2]) } : undefined;
}
