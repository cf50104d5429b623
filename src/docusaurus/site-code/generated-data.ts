import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Message, Plugin } from 'esbuild';
import type { GeneratedModules } from '../../stages/hooks.js';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { sitePosition } from '../../mdx/esbuild-position.js';
import type { SiteConfig } from '../../config/types.js';
import { joinUrl } from '../../config/load.js';
import { blogPostsOf, loadedBlogPosts } from '../../content/blog-posts-ready.js';
import type { PostEntry } from '../../content/types.js';
import { isUnlistedMeta } from '../../routes/unlisted.js';
import { docusaurusPermalink } from '../runtime/doc-data.js';
import { docusaurusConfigValue, docusaurusSiteData } from '../runtime/site-data.js';
import { sitePluginsOf } from '../plugins/lifecycle.js';
import { providedModule } from '../runtime/modules.js';
import { bridgedSite } from '../runtime/site-bridge.js';

/**
 * Files of Docusaurus' generated folder (`.docusaurus/`) a site's code imports (`@site/.docusaurus/…`, a relative path
 * into it, `@generated/…`): fe-docs writes no such folder, so each is a module made from what fe-docs knows, in
 * Docusaurus' shape. An import of another file of the folder is a warning at the import (the file left by an earlier
 * Docusaurus build is read as it is) or, when there is none, an error.
 */

const NAMESPACE = 'fe-dz-generated';
const PLUGIN = 'fe-docs-docusaurus-generated';
const HOST = Symbol.for('fe-docs.docusaurus-generated-data');
/** The blog plugin's default `blogSidebarTitle` (fe-docs supports only the default: map-config.ts). */
const BLOG_SIDEBAR_TITLE = 'Recent posts';
const BLOG_LIST = /^docusaurus-plugin-content-blog\/([^/]+)\/blog-post-list-prop-([^/]+)\.json$/;

/** The generated files fe-docs serves, for messages. */
export const GENERATED_FILES = [
  'docusaurus.config.mjs',
  'site-metadata.json',
  'globalData.json',
  'i18n.json',
  'docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json',
  'the files the site’s own plugins create with createData()',
];

/**
 * The generated files of one load's config (`config`: a site read from its docusaurus.config.*, else undefined: no
 * file is served, an import of one is still reported), as the site-code bundles' module namespace uses them.
 */
export function generatedModules(root: string, config: SiteConfig | undefined): GeneratedModules {
  const key = path.resolve(root);
  return {
    plugin: (opts) => generatedDataPlugin(key, config, opts),
    fileOf: (spec, fromDir) => generatedFileOf(spec, fromDir, key, config),
    serves: (rel, abs) => servesGeneratedFile(config, rel, abs),
    unsupported: unsupportedGeneratedMessage,
    ready: (inputs, source) => generatedDataReady(key, config, inputs, source),
    diagnostics: (warnings, except) => generatedDataDiagnostics(warnings, key, except),
  };
}

type Obj = Record<string, unknown>;

/** Docusaurus' blog sidebar prop (`toBlogSidebarProp`): the newest `blogSidebarCount` posts, unlisted ones flagged. */
function blogPostList(config: SiteConfig, posts: readonly PostEntry[]): Obj {
  const base = '/' + (config.blog?.routeBasePath ?? 'blog').replace(/^\/+|\/+$/g, '');
  const count = config.blog?.recentPostsCount ?? 5;
  return {
    title: BLOG_SIDEBAR_TITLE,
    items: posts.slice(0, count).map((p) => ({
      title: p.meta.sidebar_label ?? p.title,
      permalink: docusaurusPermalink(config, joinUrl(base, p.slugPath), typeof p.frontMatter.slug === 'string' && p.frontMatter.slug.endsWith('/')),
      unlisted: isUnlistedMeta(config, p.meta),
      date: new Date(p.date).toISOString(),
    })),
  };
}

function docusaurusVersion(root: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '3';
  }
}

/** The value of a generated file (its path below `.docusaurus/`), or undefined when fe-docs does not make it. */
function generatedValue(config: SiteConfig, rel: string, abs: string): { value: unknown } | undefined {
  const data = () => docusaurusSiteData(config);
  switch (rel) {
    case 'docusaurus.config.mjs':
      return { value: docusaurusConfigValue(config) };
    case 'site-metadata.json':
      return { value: { docusaurusVersion: docusaurusVersion(config.root), siteVersion: undefined, pluginVersions: {} } };
    case 'globalData.json':
      return { value: data().globalData ?? {} };
    case 'i18n.json':
      return { value: { ...data().i18n, path: 'i18n', localeConfigs: data().localeConfigs ?? {} } };
  }
  const created = sitePluginsOf(config)?.data.get(abs);
  if (created !== undefined && abs.endsWith('.json')) return { value: JSON.parse(created) as unknown };
  return undefined;
}

/** Whether the generated file is the blog's post list (read once the blog is loaded). */
const isBlogList = (rel: string) => BLOG_LIST.exec(rel)?.[1] === 'default' && BLOG_LIST.exec(rel)?.[2] === 'default';

(globalThis as Record<symbol, unknown>)[HOST] = {
  /** The module's default export: the blog list reads the posts when it is read (rendering waits for the blog). */
  value(root: string, rel: string, abs: string): unknown {
    // The bridge for compiled site code (its modules run before any page exists): the config of the site's load that
    // runs, set on its session when the load begins (docusaurus/session.ts, site-bridge.ts).
    const config = bridgedSite(root)!.generatedDataConfig!;
    if (!isBlogList(rel)) return generatedValue(config, rel, abs)?.value;
    const list = () => blogPostList(config, loadedBlogPosts(root) ?? []);
    return Object.defineProperties({} as Obj, {
      title: { enumerable: true, get: () => list().title },
      items: { enumerable: true, get: () => list().items },
    });
  },
};

/**
 * Where an import points inside the site's `.docusaurus/` folder (its path below it), if it does. `@generated/x`
 * without an extension is the module Docusaurus' alias finds (`@generated/docusaurus.config` is
 * `docusaurus.config.mjs`), unless fe-docs provides it as a module of its own (`@generated/routes`).
 */
function generatedFileOf(spec: string, fromDir: string, root: string, config: SiteConfig | undefined): { rel: string; abs: string } | undefined {
  const dir = path.resolve(root, '.docusaurus');
  if (spec.startsWith('@generated/') && !/\.(mjs|json|js)$/.test(spec)) {
    if (providedModule(spec)) return undefined;
    const candidates = ['.mjs', '.json', '.js'].map((ext) => ({
      rel: spec.slice('@generated/'.length) + ext,
      abs: path.join(dir, spec.slice('@generated/'.length) + ext),
    }));
    return candidates.find((c) => servesGeneratedFile(config, c.rel, c.abs) || existsSync(c.abs)) ?? candidates[0];
  }
  const abs = spec.startsWith('@generated/')
    ? path.join(dir, spec.slice('@generated/'.length))
    : spec.startsWith('@site/')
      ? path.join(root, spec.slice('@site/'.length))
      : /^\.\.?\//.test(spec)
        ? path.resolve(fromDir, spec)
        : undefined;
  if (!abs || !abs.startsWith(dir + path.sep)) return undefined;
  return { rel: path.relative(dir, abs).split(path.sep).join('/'), abs };
}

/** Whether fe-docs makes this generated file of a Docusaurus site (an MDX import of it needs no file on disk). */
function servesGeneratedFile(config: SiteConfig | undefined, rel: string, abs: string): boolean {
  if (!config) return false;
  try {
    return isBlogList(rel) || generatedValue(config, rel, abs) !== undefined;
  } catch {
    return false;
  }
}

function unsupportedGeneratedMessage(rel: string, exists: boolean): { text: string; hint: string } {
  return {
    text: `fe-docs does not generate \`.docusaurus/${rel}\`${exists ? ': the file an earlier Docusaurus build left is read as it is, and goes stale' : ''}.`,
    hint: `fe-docs serves these files of \`.docusaurus/\`: ${GENERATED_FILES.join(', ')}. Import one of them, or data of the site's own (a JSON file under src/).`,
  };
}

/** The plugin every bundle of a Docusaurus site's code has: imports of `.docusaurus/` files get fe-docs' data. */
function generatedDataPlugin(key: string, config: SiteConfig | undefined, opts: { browser?: boolean } = {}): Plugin {
  return {
    name: PLUGIN,
    setup(b) {
      b.onResolve({ filter: /^@generated\/|(^|\/)\.docusaurus\// }, (a) => {
        if (!config) return undefined;
        const file = generatedFileOf(a.path, a.resolveDir, key, config);
        if (!file) return undefined;
        if (servesGeneratedFile(config, file.rel, file.abs)) return { path: file.abs, namespace: NAMESPACE, pluginData: file.rel };
        const exists = existsSync(file.abs);
        const { text, hint } = unsupportedGeneratedMessage(file.rel, exists);
        if (!exists) return { errors: [{ text, notes: [{ text: hint }] }] };
        return { path: file.abs, warnings: [{ text, notes: [{ text: hint }] }] };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (a) => {
        const rel = a.pluginData as string;
        // In the browser (an island's bundle, made once the content is loaded): the value itself.
        if (opts.browser) {
          // Only a config's files reach here (onResolve above answers nothing without one).
          const site = config!;
          const value = isBlogList(rel) ? blogPostList(site, loadedBlogPosts(key) ?? []) : generatedValue(site, rel, a.path)?.value;
          return { contents: `export default ${JSON.stringify(value ?? null)};\n`, loader: 'js' };
        }
        const host = `globalThis[Symbol.for(${JSON.stringify(HOST.description)})]`;
        const value = `${host}.value(${JSON.stringify(key)}, ${JSON.stringify(rel)}, ${JSON.stringify(a.path)})`;
        // JSON as webpack gives it: `require()` returns the value itself, `import` its default.
        return { contents: rel.endsWith('.json') ? `module.exports = ${value};\n` : `export default ${value};\n`, loader: 'js' };
      });
    },
  };
}

/**
 * Before site code that read the blog's post list renders: waits for the blog (loaded beside the pages). `inputs`:
 * the bundle's inputs (metafile), `source`: the rendered file, which waits only when it is not a post of that blog.
 */
async function generatedDataReady(root: string, config: SiteConfig | undefined, inputs: readonly string[], source?: string): Promise<void> {
  if (!config || !inputs.some((i) => i.startsWith(`${NAMESPACE}:`) && /blog-post-list-prop-/.test(i))) return;
  const blogDir = config.blog?.dir;
  if (source && blogDir && path.resolve(config.root, source).startsWith(blogDir + path.sep)) return;
  await blogPostsOf(root);
}

/** The plugin's warnings in a site-code bundle's result, as diagnostics at the import; `except`: a file already reported. */
function generatedDataDiagnostics(warnings: readonly Message[], root: string, except?: string): Diagnostic[] {
  return warnings
    .filter((w) => w.pluginName === PLUGIN && w.location && (!except || path.resolve(root, w.location.file) !== path.resolve(except)))
    .map((w) => diagnostic('docusaurus-generated-file', w.text, { position: sitePosition(root, w.location!), hint: w.notes[0]?.text }));
}
