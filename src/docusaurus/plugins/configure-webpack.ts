import path from 'node:path';
import type { WebpackAliases } from '../site-code/webpack-aliases.js';
import type { Obj } from './types.js';

/** What a plugin's `configureWebpack()` gives fe-docs: its `resolve.alias`, and whether it asked for more than that. */
export interface ConfigureWebpackResult {
  aliases: WebpackAliases;
  /** The result (or the config it changed) sets something besides `resolve.alias` (loaders, webpack plugins…): lost. */
  more: boolean;
}

/**
 * Calls a plugin's `configureWebpack(config, isServer, utils, content)` as `@docusaurus/core` does
 * (webpack/configure.ts#executePluginsConfigureWebpack), with a minimal webpack config: what it returns is merged into
 * the config as webpack-merge merges objects (`resolve.alias` keys of the result win), and what it changes in the
 * config in place counts too. Only `resolve.alias` means something without webpack. Throws what the hook throws.
 */
export async function callConfigureWebpack(
  hook: (...args: unknown[]) => unknown,
  opts: { isServer: boolean; content: unknown; root: string },
): Promise<ConfigureWebpackResult> {
  const config: Obj = {
    mode: 'production',
    context: opts.root,
    entry: {},
    output: { path: path.join(opts.root, 'build'), publicPath: '/' },
    resolve: { alias: {}, extensions: ['.wasm', '.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'], modules: ['node_modules'] },
    module: { rules: [] },
    plugins: [],
    optimization: {},
  };
  const utils = {
    // What Docusaurus' utils give, in shapes that let a hook build its rules; the rules themselves are not used.
    getStyleLoaders: () => [],
    getJSLoader: () => ({ loader: 'babel-loader', options: {} }),
    currentBundler: { name: 'webpack', instance: {} },
  };
  const before = JSON.stringify(withoutAlias(config));
  const returned = (await hook(config, opts.isServer, utils, opts.content)) as Obj | undefined;
  const aliases: [string, string | false][] = [];
  const take = (alias: unknown) => {
    if (!alias || typeof alias !== 'object') return;
    // webpack 5's list form: [{ name, alias }]; else the object form.
    const entries = Array.isArray(alias)
      ? alias.filter((a): a is Obj => !!a && typeof a === 'object').map((a) => [String(a.name), a.alias] as const)
      : Object.entries(alias as Obj);
    for (const [key, target] of entries) {
      const t = Array.isArray(target) ? target[0] : target;
      if (typeof t !== 'string' && t !== false) continue;
      const i = aliases.findIndex(([k]) => k === key);
      if (i >= 0) aliases.splice(i, 1);
      aliases.push([key, t]);
    }
  };
  take((config.resolve as Obj).alias);
  let more = JSON.stringify(withoutAlias(config)) !== before;
  if (returned && typeof returned === 'object') {
    take((returned.resolve as Obj | undefined)?.alias);
    more ||= Object.keys(withoutAlias(returned)).some((k) => k !== 'mergeStrategy');
  }
  return { aliases, more };
}

/** A webpack config without its `resolve.alias` (and `resolve` when nothing else is in it). */
function withoutAlias(config: Obj): Obj {
  const { resolve, ...rest } = config;
  if (!resolve || typeof resolve !== 'object') return rest;
  const { alias: _alias, ...otherResolve } = resolve as Obj;
  return Object.keys(otherResolve).length ? { ...rest, resolve: otherResolve } : rest;
}
