import type { Diagnostic } from '../core/diagnostics.js';
import type { SiteConfig } from '../config/types.js';
import type { MarkdownRenderer } from '../markdown/render-markdown.js';
import { loadBlog } from './load-blog.js';
import { createMapLimit, loadDocs } from './load-docs.js';
import { loadOpenApi } from './load-openapi.js';
import { loadPages } from './load-pages.js';
import type { ContentGraph } from './types.js';

/** Every source of the site, loaded and rendered to content HTML; no URLs yet. */
export async function loadContent(config: SiteConfig, renderer: MarkdownRenderer): Promise<{ graph: ContentGraph; diagnostics: Diagnostic[] }> {
  const mapLimit = createMapLimit(8);
  const [docs, blog, pages, apis] = await Promise.all([loadDocs(config, renderer, mapLimit), loadBlog(config, renderer, mapLimit), loadPages(config, renderer, mapLimit), loadOpenApi(config)]);
  return {
    graph: { docs: docs.docs, categories: docs.categories, posts: blog.posts, pages: pages.pages, apis: apis.apis },
    diagnostics: [...docs.diagnostics, ...blog.diagnostics, ...pages.diagnostics, ...apis.diagnostics],
  };
}
