import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluggableList, Plugin } from 'unified';
import { enterSiteCode } from '../core/site-code-watch.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { MarkdownPluginSpec } from './schema.js';
import type { SiteConfig } from './types.js';

/** A plugin of `markdown.remarkPlugins` / `rehypePlugins`, located but not imported: plain data, safe to send to a worker. */
export interface MarkdownPluginRef {
  /** As written in site.config.yaml. */
  name: string;
  /** The module's file URL. */
  url: string;
  options?: unknown;
}

export interface MarkdownPluginRefs {
  remark: MarkdownPluginRef[];
  rehype: MarkdownPluginRef[];
  /** Changes when a plugin's path, options or file (mtime) changes: part of the rendered-Markdown cache key. */
  key: string;
  /**
   * Some plugins are functions given by a Docusaurus config (`remarkPlugins: [require('remark-math')]`), not
   * modules a worker thread could import: Markdown is then rendered in the main thread only.
   */
  inProcessOnly?: boolean;
}

/** The site's plugins, ready for unified's `.use()`; Markdown and MDX files apply the same lists. */
export interface MarkdownPlugins extends MarkdownPluginRefs {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
}

const LISTS = [
  ['remark', 'remarkPlugins'],
  ['rehype', 'rehypePlugins'],
] as const;

/**
 * Locate and import the plugins the config lists. A module that cannot be found or loaded, or that does not
 * export a function, is an error at its place in site.config.yaml.
 */
export async function resolveMarkdownPlugins(config: SiteConfig): Promise<{ plugins: MarkdownPlugins; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const refs: MarkdownPluginRefs = { remark: [], rehype: [], key: '' };
  const lists: Record<'remark' | 'rehype', PluggableList> = { remark: [], rehype: [] };
  const mtimes: number[] = [];
  const functionSources: string[] = [];
  for (const [kind, key] of LISTS) {
    const specs: MarkdownPluginSpec[] = config.markdown[key];
    for (const [i, spec] of specs.entries()) {
      if (typeof spec === 'function' || typeof spec[0] === 'function') {
        const [fn, options] = typeof spec === 'function' ? [spec, undefined] : (spec as [(...a: never[]) => unknown, unknown]);
        const own = attributed(fn as unknown as Plugin, fn.name || `#${i + 1}`, kind);
        lists[kind].push(options === undefined ? own : [own, options]);
        functionSources.push(kind, String(fn), JSON.stringify(options, (_k, v: unknown) => (typeof v === 'function' ? String(v) : v)) ?? '');
        refs.inProcessOnly = true;
        continue;
      }
      const [name, options] = typeof spec === 'string' ? [spec, undefined] : (spec as [string, unknown]);
      const at = typeof spec === 'string' ? ['markdown', key, i] : ['markdown', key, i, 0];
      const fail = (message: string, hint: string) =>
        diagnostics.push(diagnostic('config-markdown-plugin', message, { position: config.source.locate(at), hint }));
      const file = locate(name, config.root);
      if (!file) {
        fail(
          `Cannot find the ${kind} plugin \`${name}\`.`,
          `Give a path relative to the site root (\`./plugins/my-plugin.mjs\`) or the name of an installed package (\`npm install ${name}\`).`,
        );
        continue;
      }
      let plugin: unknown;
      try {
        const mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
        plugin = mod.default ?? mod;
      } catch (e) {
        fail(`Cannot load the ${kind} plugin \`${name}\`: ${(e as Error).message}`, 'Fix the module so it can be imported by Node.js (ES module or CommonJS).');
        continue;
      }
      if (typeof plugin !== 'function') {
        fail(`The ${kind} plugin \`${name}\` does not export a function.`, `A ${kind} plugin module exports its plugin (a function) as \`export default\`.`);
        continue;
      }
      refs[kind].push({ name, url: pathToFileURL(file).href, options });
      const own = attributed(plugin as Plugin, name, kind);
      lists[kind].push(options === undefined ? own : [own, options]);
      mtimes.push(statSync(file).mtimeMs);
    }
  }
  refs.key = JSON.stringify([refs.remark, refs.rehype, mtimes, ...(functionSources.length ? [functionSources] : [])]);
  return { plugins: { ...refs, remarkPlugins: lists.remark, rehypePlugins: lists.rehype }, diagnostics };
}

/** The plugins again from their refs, in a worker thread (functions cannot be sent to one). */
export async function importMarkdownPlugins(refs: MarkdownPluginRefs): Promise<MarkdownPlugins> {
  const load = (list: MarkdownPluginRef[]) =>
    Promise.all(
      list.map(async (r) => {
        const mod = (await import(r.url)) as { default?: unknown };
        const plugin = attributed((mod.default ?? mod) as Plugin, r.name, refs.remark.includes(r) ? 'remark' : 'rehype');
        return r.options === undefined ? plugin : ([plugin, r.options] as [Plugin, unknown]);
      }),
    );
  return { ...refs, remarkPlugins: await load(refs.remark), rehypePlugins: await load(refs.rehype) };
}

/** An exception thrown by one of the site's plugins: reported as the plugin's, not as a bug in fe-docs. */
export class MarkdownPluginError extends Error {
  constructor(
    readonly plugin: string,
    readonly kind: 'remark' | 'rehype',
    cause: unknown,
  ) {
    super(`the ${kind} plugin \`${plugin}\` failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MarkdownPluginError';
  }
}

type Transformer = (tree: unknown, file: unknown, next?: (...args: unknown[]) => void) => unknown;

/**
 * The plugin, with its exceptions (when attached or while transforming, sync or async) wrapped in
 * MarkdownPluginError. The transformer keeps its arity: unified calls a three-parameter transformer with a callback.
 */
function attributed(plugin: Plugin, name: string, kind: 'remark' | 'rehype'): Plugin {
  const fail = (e: unknown) => (e instanceof MarkdownPluginError ? e : new MarkdownPluginError(name, kind, e));
  return function (this: unknown, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = (plugin as (...a: unknown[]) => unknown).apply(this, args);
    } catch (e) {
      throw fail(e);
    }
    if (typeof transformer !== 'function') return transformer;
    const t = transformer as Transformer;
    if (t.length >= 3)
      return function (this: unknown, tree: unknown, file: unknown, next: (...a: unknown[]) => void) {
        try {
          t.call(this, tree, file, (e?: unknown, ...rest: unknown[]) => next(e ? fail(e) : e, ...rest));
        } catch (e) {
          next(fail(e));
        }
      };
    return function (this: unknown, tree: unknown, file: unknown) {
      const leave = enterSiteCode(name.replace(/^\.\//, ''), 'plugin'); // site code: watched for endless loops (a plugin's limit)
      try {
        const r = t.call(this, tree, file);
        return r instanceof Promise ? r.catch((e: unknown) => Promise.reject(fail(e))) : r;
      } catch (e) {
        throw fail(e);
      } finally {
        leave();
      }
    };
  } as Plugin;
}

/** A path relative to the site root, or a package installed for the site (else one fe-docs itself depends on). */
function locate(name: string, root: string): string | undefined {
  if (name.startsWith('.') || path.isAbsolute(name)) {
    const file = path.resolve(root, name);
    return exists(file) ? file : undefined;
  }
  for (const from of [path.join(root, 'site.config.yaml'), import.meta.url]) {
    try {
      return createRequire(from).resolve(name);
    } catch {
      // ESM-only packages without a `require`/`default` export condition are not found this way; try the next base.
    }
  }
  return undefined;
}

function exists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
