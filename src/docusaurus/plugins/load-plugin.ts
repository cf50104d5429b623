import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Position } from '../../core/position.js';
import { toPosix } from '../../config/load.js';
import type { SiteConfig } from '../../config/types.js';
import { awaitSiteCode, enterSiteCode, SiteCodeTimeoutError } from '../../core/site-code-watch.js';
import type { Obj, SitePluginEntry } from './types.js';

// A site plugin made ready to run (plugin-lifecycle.ts): its module loaded, its function called with the load context, its options normalised; where its hooks and errors are.

/** The `LoadContext` of one locale's build, as `@docusaurus/core` (server/site.ts) gives it to plugins. */
export function loadContext(config: SiteConfig, generatedFilesDir: string): Obj {
  const root = config.root;
  const siteConfig = normalizedSiteConfig(config);
  const i18n = (siteConfig.i18n ?? {}) as Obj;
  const siteBase = typeof siteConfig.baseUrl === 'string' ? siteConfig.baseUrl : '/';
  const localeConfigs = Object.fromEntries(
    config.i18n.locales.map((l) => {
      const given = (i18n.localeConfigs as Record<string, Obj> | undefined)?.[l] ?? {};
      const own = { label: l, direction: 'ltr', htmlLang: l, calendar: 'gregory', path: l, ...given };
      // What Docusaurus 3.8+ infers (core's loadI18n): the locale's content is translated when its folder exists (the
      // blog and docs plugins read i18n/<locale>/… only then), and its own base URL.
      const localized = path.join(root, String(i18n.path ?? 'i18n'), String(own.path));
      const baseUrl = typeof given.baseUrl === 'string' ? given.baseUrl : l === config.i18n.defaultLocale ? siteBase : `${siteBase.replace(/\/$/, '')}/${l}/`;
      return [l, { translate: existsSync(localized), url: siteConfig.url, baseUrl, ...own }];
    }),
  );
  const locale = config.currentLocale;
  return {
    siteDir: root,
    siteConfig,
    siteConfigPath: config.docusaurus!.configFile,
    siteVersion: packageVersion(root),
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
    // Docusaurus' default bundler; its module is the site's own webpack, loaded only if a plugin reads it.
    currentBundler: {
      name: 'webpack',
      get instance(): unknown {
        try {
          return createRequire(config.docusaurus!.configFile)('webpack');
        } catch {
          return undefined;
        }
      },
    },
  };
}

/** The site's package.json `version`, as Docusaurus gives it to plugins (`siteVersion`). */
function packageVersion(root: string): string | undefined {
  try {
    const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site config with Docusaurus' defaults filled in, as plugins receive it: validated by the site's own
 * `@docusaurus/core` (its `validateConfig`), else as loaded.
 */
export function normalizedSiteConfig(config: SiteConfig): Obj {
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
export async function instantiate(
  entry: SitePluginEntry,
  req: NodeRequire,
  root: string,
  context: Obj,
  markFile: (file: string | undefined) => string,
): Promise<
  | { instance: Obj | undefined; file?: string; options: Obj; validatesThemeConfig?: boolean }
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
    const validatesThemeConfig = typeof (mod?.validateThemeConfig ?? (fn as unknown as Obj).validateThemeConfig) === 'function';
    return { instance: instance && typeof instance === 'object' ? instance : undefined, file, options, validatesThemeConfig };
  } catch (e) {
    if (e instanceof SiteCodeTimeoutError) return { timeout: e, file };
    return { error: `its function threw (${String((e as Error)?.message ?? e).split('\n')[0]})`, file, thrown: e };
  }
}

/** `normalizePluginOptions` of the site's `@docusaurus/utils-validation` (Joi defaults, `id`), else the options as given. */
export function normalizer(from: string, root: string): (schema: unknown, options: Obj) => Obj {
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
export function resolvePlugin(spec: string, req: NodeRequire, root: string): string | undefined {
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
export function loadModule(file: string): Obj {
  const { createJiti } = createRequire(import.meta.url)('jiti') as typeof import('jiti');
  const jiti = createJiti(file, { moduleCache: false, interopDefault: false });
  return jiti(file) as Obj;
}

/**
 * The hooks of the content plugin a site plugin wraps, by their source text: a hook the wrapper passes on unchanged
 * (`...blogPluginInstance`) is that plugin's, whose output fe-docs builds itself.
 */
export async function inheritedHooks(
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
export function errorAt(e: unknown, file: string, root: string): Position | undefined {
  if (!file) return undefined;
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  return m ? { file: toPosix(path.relative(root, file)), line: Number(m[1]), column: Number(m[2]) } : undefined;
}
