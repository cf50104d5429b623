import path from 'node:path';
import { walkSiteFolder } from './site-folder.js';
import { sitePagesDir } from './page-path.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { unknownFieldsOnce } from './frontmatter-schemas.js';
import type { MarkdownPlugins } from '../config/markdown-plugins.js';
import type { SiteConfig } from '../config/types.js';
import type { ContentStrings } from '../markdown/types.js';
import { loadBlog } from './load-blog.js';
import { noteBlogLoad } from './blog-posts-ready.js';
import { createMapLimit } from '../core/map-limit.js';
import { loadDocs } from './load-docs.js';
import { loadOpenApi } from './load-openapi.js';
import { loadPages } from './load-pages.js';
import { createInProcessLoader, createWorkerLoader, largeFilesInProcess, poolSize, poolThreshold, type MarkdownLoader } from './markdown-loader.js';
import type { CompileReactPages, ContentGraph, ContentRenderer } from './types.js';
import { withDiskCache } from './markdown-cache.js';
import { needsSiteComponents } from './markdown-source.js';
import { tuneTieringForSite } from '../core/v8-tiering.js';

/** The disk cache's salt for the fenced blocks the browser draws (none on most sites: their keys stay as they were). */
export const diagramSalt = (config: SiteConfig): string => {
  const fences = config.policies.content.diagramFences;
  return Object.keys(fences).length ? `:diagrams${JSON.stringify(fences)}` : '';
};

/** Every source of the site, loaded and rendered to content HTML; no URLs yet. Large sites use worker threads. */
export async function loadContent(
  config: SiteConfig,
  opts: { renderer: ContentRenderer; strings: ContentStrings; allowWorkers: boolean; plugins?: MarkdownPlugins; /** Read the disk cache, never write it (`check`). */ cacheReadOnly?: boolean },
): Promise<{ graph: ContentGraph; diagnostics: Diagnostic[] }> {
  const dirs = [...config.docs.flatMap((a) => a.versions.map((v) => v.dir)), config.blog?.dir, path.resolve(config.root, sitePagesDir(config))].filter((d): d is string => !!d);
  // Walked as the loaders walk them (link loops are not followed); their diagnostics are reported by the loaders.
  const skipDir = (rel: string) => rel === 'node_modules' || rel.endsWith('/node_modules');
  const sources = opts.allowWorkers ? dirs.flatMap((d) => walkSiteFolder(d, { root: config.root, skipDir }).files.filter((f) => /\.mdx?$/.test(f.rel))) : [];
  // Only `.md` files go to workers (MDX is rendered in this thread).
  const count = sources.filter((f) => f.rel.endsWith('.md')).length;
  // A one-shot CLI run over a small site does without V8's optimizing compiler (core/v8-tiering.ts); `sources` is
  // empty where workers are not allowed (dev's in-memory cache), which never runs one-shot.
  if (opts.allowWorkers) tuneTieringForSite(sources.length, !!opts.plugins && (opts.plugins.remarkPlugins.length > 0 || opts.plugins.rehypePlugins.length > 0 || !!opts.plugins.inProcessOnly));
  const threads = poolSize();
  const format = config.markdown.format;
  const inProcess = createInProcessLoader(opts.renderer, format);
  const base: MarkdownLoader =
    count >= poolThreshold() && threads > 1 && !opts.plugins?.inProcessOnly
      ? largeFilesInProcess(
          createWorkerLoader({ threads, workerData: { strings: opts.strings, sanitize: config.markdown.sanitize, diagramFences: config.policies.content.diagramFences, format, aliases: config.code.aliases, defaultLanguage: config.code.defaultLanguage, headingIds: config.markdown.headingIds, plugins: opts.plugins && { remark: opts.plugins.remark, rehype: opts.plugins.rehype, key: opts.plugins.key } } }),
          inProcess,
        )
      : inProcess;
  // The in-memory cache of `fe-docs dev` makes the disk cache pointless there.
  const markdown = opts.allowWorkers ? withDiskCache(base, { root: config.root, salt: JSON.stringify(opts.strings) + JSON.stringify(config.code.aliases) + (config.code.defaultLanguage ?? '') + JSON.stringify(config.markdown.headingIds) + (opts.plugins?.key ?? '') + (config.markdown.sanitize ? ':sanitize' : '') + diagramSalt(config) + format, readOnly: opts.cacheReadOnly }) : base;
  // MDX imports the site's components, which can change without the .mdx file: rendered every time, in this thread.
  // A `.md` file read as MDX (`markdown.format: mdx`) is found to be MDX by the loader (a worker's says `needsMdx`).
  const loader: MarkdownLoader = {
    load: async (job) => {
      if (job.absPath.endsWith('.mdx') && format !== 'md') return inProcess.load(job);
      const r = await markdown.load(job);
      // A worker's renderer does not know the site's Admonition or CodeBlock override: such a page is loaded again here.
      return r.needsMdx || needsSiteComponents(r.md, opts.renderer) ? inProcess.load(job) : r;
    },
    close: () => markdown.close(),
  };
  try {
    const mapLimit = createMapLimit(64);
    const [docs, blog, pages, apis] = await Promise.all([loadDocs(config, loader, mapLimit), noteBlogLoad(config.root, loadBlog(config, loader, mapLimit)), loadPages(config, loader, mapLimit, reactPagesOf(opts.renderer)), loadOpenApi(config)]);
    return {
      graph: { docs: docs.docs, categories: docs.categories, posts: blog.posts, authors: blog.authors, pages: pages.pages, apis: apis.apis, unavailable: apis.unavailable },
      diagnostics: (config.policies.content.unknownFrontMatter === 'once' ? unknownFieldsOnce : (d: Diagnostic[]) => d)([...docs.diagnostics, ...blog.diagnostics, ...pages.diagnostics, ...apis.diagnostics]),
    };
  } finally {
    await loader.close();
  }
}

/** The renderer's React page compiler; a renderer without one (a worker's) cannot load `.tsx` pages. */
export function reactPagesOf(renderer: ContentRenderer): CompileReactPages {
  return (
    renderer.compileReactPages ??
    (async (o) => {
      if (o.files.length) throw new Error('React pages are compiled in the main thread only');
      return { pages: [], diagnostics: [] };
    })
  );
}
