import type { RouteKind } from '../../routes/types.js';
import type { Obj, PluginRoute } from './types.js';

// Which page Docusaurus shows at a URL that a site plugin's `addRoute()` and a content plugin both give: the first in
// its order of routes. Its core lists the routes plugin by plugin, in the order they were added, then sorts them
// (`sortRoutes`): routes with nested routes (the docs plugin's, under its `DocsRoot`) go last, the rest keep their
// order, and react-router shows the first that matches.

/** Docusaurus 3's content plugins' own route components (their `*Component` options' defaults). */
const DEFAULT_COMPONENTS: Record<'docs' | 'blog' | 'pages', readonly string[]> = {
  blog: [
    '@theme/BlogListPage',
    '@theme/BlogPostPage',
    '@theme/BlogTagsListPage',
    '@theme/BlogTagsPostsPage',
    '@theme/BlogArchivePage',
    '@theme/Blog/Pages/BlogAuthorsListPage',
    '@theme/Blog/Pages/BlogAuthorsPostsPage',
  ],
  docs: [
    '@theme/DocsRoot',
    '@theme/DocVersionRoot',
    '@theme/DocRoot',
    '@theme/DocItem',
    '@theme/DocCategoryGeneratedIndexPage',
    '@theme/DocTagsListPage',
    '@theme/DocTagDocListPage',
  ],
  pages: ['@theme/MDXPage'],
};

/** The components a content plugin's own routes render: its defaults, and those its options name instead. */
export function contentComponents(kind: 'docs' | 'blog' | 'pages', options: Obj): ReadonlySet<string> {
  const named = Object.entries(options)
    .filter(([k, v]) => k.endsWith('Component') && typeof v === 'string')
    .map(([, v]) => v as string);
  return new Set([...DEFAULT_COMPONENTS[kind], ...named]);
}

/**
 * Whether the first of the site plugins' routes at a URL fe-docs builds itself (a route of kind `engine`) comes before
 * the content's own route there, so that Docusaurus shows the plugin's component:
 * - the first is the wrapped content plugin's own route (`content`): fe-docs' page;
 * - the wrapped content plugin adds its route there after it (answer's blog plugin adds its post, list and tag
 *   routes before calling the blog plugin's `contentLoaded()`): the plugin's;
 * - a doc or a category's generated index: the docs plugin's routes are nested, sorted after every flat route: the
 *   plugin's;
 * - else the content is the preset's (or a content plugin listed before the site's own plugins, which Docusaurus loads
 *   first): fe-docs' page. fe-docs' own pages (search, API reference, 404) stay too.
 */
export function pluginRouteFirst(atUrl: readonly PluginRoute[], engine: RouteKind): boolean {
  if (!atUrl.length || atUrl[0].content) return false;
  if (!CONTENT_KINDS.has(engine)) return false;
  if (atUrl.some((r) => r.content)) return true;
  return engine === 'doc' || engine === 'doc-index';
}

const CONTENT_KINDS = new Set<RouteKind>(['doc', 'doc-index', 'post', 'blog-list', 'blog-tags', 'blog-authors', 'blog-archive', 'page']);
