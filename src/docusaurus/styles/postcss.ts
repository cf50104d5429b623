import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CssTransform } from '../../stages/hooks.js';
import { inWorkingFolder } from '../../core/working-folder.js';

type Obj = Record<string, unknown>;
type Engine = typeof import('postcss').default;

/**
 * A Docusaurus site's stylesheets through PostCSS, as its webpack build runs them: every CSS file (`customCss`, the CSS
 * and CSS modules its components import, after Sass) goes through postcss-loader with the options
 * `{ident: 'postcss', plugins: [Docusaurus' default plugin]}` as each plugin's `configurePostCss(options)` changed them
 * (plugins/lifecycle.ts), and postcss-loader adds the plugins of the site's PostCSS config file (`postcss.config.js`,
 * `.postcssrc`, `"postcss"` in package.json, found from the stylesheet's folder up) before those.
 * That is how a site uses Tailwind (`@tailwind utilities;` in custom.css, pushed by a plugin or named in
 * postcss.config.js).
 */

/** Docusaurus' own plugin in those options: postcss-preset-env since 3.6 (@docusaurus/bundler), autoprefixer before. */
export function docusaurusPostCssOptions(configFile: string): Obj {
  const req = createRequire(configFile);
  const from = (pkg: string, dep: string) => {
    try {
      return createRequire(req.resolve(`${pkg}/package.json`)).resolve(dep);
    } catch {
      return undefined;
    }
  };
  const preset = from('@docusaurus/bundler', 'postcss-preset-env');
  const prefixer = preset ? undefined : from('@docusaurus/core', 'autoprefixer');
  return { ident: 'postcss', plugins: preset ? [[preset, {}]] : prefixer ? [prefixer] : [] };
}

const CONFIG_NAMES = ['postcss.config.js', 'postcss.config.cjs', 'postcss.config.mjs', '.postcssrc', '.postcssrc.json', '.postcssrc.js', '.postcssrc.cjs'];

/** The PostCSS config file postcss-loader finds for a stylesheet in `dir` (searching up, the site root the last folder). */
function configFileFor(dir: string, root: string, seen: Map<string, string | undefined>): string | undefined {
  if (seen.has(dir)) return seen.get(dir);
  let found: string | undefined;
  const pkg = path.join(dir, 'package.json');
  if (existsSync(pkg)) {
    try {
      if ((JSON.parse(readFileSync(pkg, 'utf8')) as Obj).postcss) found = pkg;
    } catch {
      // Not the site's PostCSS config.
    }
  }
  found ??= CONFIG_NAMES.map((n) => path.join(dir, n)).find((f) => existsSync(f));
  const parent = path.dirname(dir);
  const inRoot = dir !== root && !path.relative(root, dir).startsWith('..');
  if (!found && inRoot && parent !== dir) found = configFileFor(parent, root, seen);
  seen.set(dir, found);
  return found;
}

/** The config's object (a function config called as postcss-loader calls it). */
async function readConfig(file: string, cssFile: string): Promise<Obj> {
  let config: unknown;
  const base = path.basename(file);
  if (base === 'package.json') config = (JSON.parse(readFileSync(file, 'utf8')) as Obj).postcss;
  else if (base === '.postcssrc' || base.endsWith('.json')) config = JSON.parse(readFileSync(file, 'utf8'));
  else {
    try {
      config = createRequire(file)(file);
    } catch (e) {
      if ((e as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw e;
      config = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
    }
    if (config && typeof config === 'object' && 'default' in config) config = (config as Obj).default;
  }
  if (typeof config === 'function') config = await config({ mode: 'production', env: 'production', file: cssFile, options: {} });
  return config && typeof config === 'object' ? (config as Obj) : {};
}

/** postcss-loader's list: the config's plugins, then the options', by name or function; `name: false` removes one. */
function mergePlugins(lists: unknown[]): [unknown, unknown][] {
  const plugins = new Map<unknown, unknown>();
  for (const list of lists) {
    if (!list) continue;
    const entries: [unknown, unknown][] = Array.isArray(list)
      ? list.map((p) => {
          if (Array.isArray(p)) return [p[0], p[1]];
          if (p && typeof p === 'object' && typeof p !== 'function' && Object.keys(p).length === 1) {
            const [name] = Object.keys(p);
            const v = (p as Obj)[name];
            if ((typeof v === 'object' && v !== null) || typeof v === 'boolean') return [name, v];
          }
          return [p, undefined];
        })
      : Object.entries(list as Obj);
    for (const [name, options] of entries) {
      if (!name) continue;
      if (options === false) plugins.delete(name);
      else plugins.set(name, options);
    }
  }
  return [...plugins];
}

/** Whether the site's stylesheets go through PostCSS: a plugin has `configurePostCss()` (`hooked`), or the root has a PostCSS config. */
export function hasSitePostCss(root: string, hooked: boolean): boolean {
  return hooked || !!configFileFor(root, root, new Map());
}

/**
 * The transform of a site's stylesheets, or undefined when the site has neither a plugin with `configurePostCss()` nor
 * a PostCSS config file (its CSS then needs nothing Docusaurus' default plugin does for the browsers fe-docs targets).
 * `options`: postcss-loader's options after the plugins' hooks (`hooked`: some plugin has one).
 */
export function sitePostCss(root: string, options: Obj | undefined, hooked: boolean): CssTransform | undefined {
  const seen = new Map<string, string | undefined>();
  if (!hooked && !configFileFor(root, root, seen)) return undefined;
  const req = createRequire(path.join(root, 'package.json'));
  const postcss = (() => {
    try {
      return req('postcss') as Engine;
    } catch {
      return undefined;
    }
  })();
  const loaded = new Map<unknown, unknown>();
  /** A plugin named by its module (postcss-loader requires it, then calls it with its options when it has some). */
  const load = (name: string, options: unknown) => {
    const key = `${name}\0${JSON.stringify(options ?? {})}`;
    if (!loaded.has(key)) {
      let plugin = req(name) as { default?: unknown } | ((o: unknown) => unknown);
      if (plugin && typeof plugin === 'object' && plugin.default) plugin = plugin.default as typeof plugin;
      loaded.set(key, options && typeof options === 'object' && Object.keys(options).length ? (plugin as (o: unknown) => unknown)(options) : plugin);
    }
    return loaded.get(key);
  };
  const own = (options ?? {}) as Obj;
  return async (css, file) => {
    try {
      const at = configFileFor(path.dirname(file), root, seen);
      const config = at ? await readConfig(at, file) : {};
      const plugins = mergePlugins([config.plugins, own.plugins]).map(([p, o]) => (typeof p === 'string' ? load(p, o) : p));
      const { plugins: _c, ...fromConfig } = config;
      const { plugins: _o, ident: _i, config: _f, ...fromOptions } = own;
      const processOptions: Obj = { from: file, to: file, map: false, ...fromConfig, ...fromOptions };
      // A parser, syntax or stringifier named by its module (`parser: 'postcss-scss'`), as postcss-loader loads it.
      for (const k of ['parser', 'syntax', 'stringifier']) if (typeof processOptions[k] === 'string') processOptions[k] = req(processOptions[k] as string);
      const engine: Engine = postcss ?? (await import('postcss')).default;
      // Tailwind reads its tailwind.config.js and its relative `content` globs from the working folder: Docusaurus
      // runs in the site folder.
      const result = await inWorkingFolder(root, async () =>
        engine(plugins as never[]).process(css, processOptions as never),
      );
      return { css: result.css };
    } catch (e) {
      const err = e as { reason?: string; message?: string; line?: number; column?: number; file?: string; plugin?: string };
      return {
        problem: `${err.plugin ? `${err.plugin}: ` : ''}${String(err.reason ?? err.message ?? e).split('\n')[0]}`,
        ...(typeof err.line === 'number' && (!err.file || err.file === file) && { line: err.line, column: err.column ?? 1 }),
      };
    }
  };
}
