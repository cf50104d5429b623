import path from 'node:path';
import { sitePagesDir } from '../content/page-path.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { SiteConfig } from '../config/types.js';
import { loadBlog } from '../content/load-blog.js';
import { noteBlogLoad } from '../content/blog-posts-ready.js';
import { createMapLimit } from '../core/map-limit.js';
import { loadDocs } from '../content/load-docs.js';
import { loadOpenApi } from '../content/load-openapi.js';
import { loadPages } from '../content/load-pages.js';
import { diagramSalt, reactPagesOf } from '../content/load-content.js';
import { withDiskCache } from '../content/markdown-cache.js';
import { createInProcessLoader, type MarkdownLoader } from '../content/markdown-loader.js';
import { siteContentStrings } from '../i18n/strings.js';
import type { ContentGraph, ContentRenderer } from '../content/types.js';

type Part = 'docs' | 'blog' | 'pages' | 'apis';
type Loaded = {
  docs: Awaited<ReturnType<typeof loadDocs>>;
  blog: Awaited<ReturnType<typeof loadBlog>>;
  pages: Awaited<ReturnType<typeof loadPages>>;
  apis: Awaited<ReturnType<typeof loadOpenApi>>;
};

/** Which kinds of content a file belongs to: docs, blog, pages or an OpenAPI definition (none for static/ or others). */
export function partsTouchedBy(config: SiteConfig, absPath: string): Part[] {
  const inside = (dir: string) => absPath === dir || absPath.startsWith(dir + path.sep);
  const parts: Part[] = [];
  if (config.docs.some((a) => a.versions.some((v) => inside(v.dir)))) parts.push('docs');
  if (config.blog && inside(config.blog.dir)) parts.push('blog');
  if (inside(path.resolve(config.root, sitePagesDir(config)))) parts.push('pages');
  if (config.openapi.some((s) => path.resolve(config.root, s.spec) === absPath)) parts.push('apis');
  return parts;
}

/**
 * The content stage of `fe-docs dev`: docs, blog, pages and OpenAPI definitions are loaded separately and each
 * result is kept until a change touches its folder. Together with the Markdown cache (unchanged files are not
 * rendered again), saving one doc reloads the docs folder's front matter and renders that one file; the blog,
 * the React pages and the OpenAPI validation (the slowest part) are reused.
 */
export class IncrementalContent {
  private last: Partial<Loaded> = {};
  /** Loaded Markdown files by absolute path: a file the watcher did not report is not read again. */
  private files = new Map<string, { schema: string; result: ReturnType<MarkdownLoader['load']> }>();

  /** Forget everything (site.config.yaml changed: folders, options and drafts may all differ). */
  invalidateAll(): void {
    this.last = {};
    this.files.clear();
  }

  /** Forget the parts these files belong to; `config` is the one the previous load used. */
  invalidate(config: SiteConfig | undefined, absPaths: readonly string[]): void {
    if (!config) return this.invalidateAll();
    for (const p of absPaths) {
      // A folder (added, removed or renamed) may hold any number of files.
      for (const f of this.files.keys()) if (f === p || f.startsWith(p + path.sep)) this.files.delete(f);
      for (const part of partsTouchedBy(config, p)) delete this.last[part];
    }
  }

  /** A loader that hands back the previous result for files that did not change. */
  private reusing(inner: MarkdownLoader): MarkdownLoader {
    return {
      load: (job) => {
        const hit = this.files.get(job.absPath);
        if (hit && hit.schema === job.schema) return hit.result;
        const result = inner.load(job);
        result.catch(() => this.files.delete(job.absPath));
        this.files.set(job.absPath, { schema: job.schema, result });
        return result;
      },
      close: () => inner.close(),
    };
  }

  /** Matches `LoadOptions.loadContent`. */
  readonly load = async (config: SiteConfig, renderer: ContentRenderer): Promise<{ graph: ContentGraph; diagnostics: Diagnostic[] }> => {
    // The disk cache (shared with `build` and `check`) makes the first build fast; rebuilds only load changed files.
    const strings = siteContentStrings(config);
    const inner = createInProcessLoader(renderer, config.markdown.format);
    const loader = this.reusing(
      this.files.size
        ? inner
        : withDiskCache(inner, {
            root: config.root,
            salt: JSON.stringify(strings) + (config.markdown.sanitize ? ':sanitize' : '') + diagramSalt(config) + config.markdown.format,
          }),
    );
    const mapLimit = createMapLimit(64);
    const last = this.last;
    const [docs, blog, pages, apis] = await Promise.all([
      last.docs ?? loadDocs(config, loader, mapLimit),
      noteBlogLoad(config.root, last.blog ?? loadBlog(config, loader, mapLimit)),
      last.pages ?? loadPages(config, loader, mapLimit, reactPagesOf(renderer)),
      last.apis ?? loadOpenApi(config),
    ]);
    await loader.close();
    this.last = { docs, blog, pages, apis };
    return {
      graph: {
        docs: docs.docs,
        categories: docs.categories,
        posts: blog.posts,
        authors: blog.authors,
        pages: pages.pages,
        apis: apis.apis,
        unavailable: apis.unavailable,
      },
      diagnostics: [...docs.diagnostics, ...blog.diagnostics, ...pages.diagnostics, ...apis.diagnostics],
    };
  };
}
