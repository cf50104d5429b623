import type { SiteConfig } from '../../config/types.js';
import type { Route } from '../../routes/types.js';
import type { ReactPageEntry } from '../../content/types.js';
import { originOf } from '../config/origin.js';

/**
 * Docusaurus' page skeleton, which a site's stylesheets and scripts target (`#__docusaurus { padding-top: … }`,
 * `.main-wrapper`, `.docs-wrapper aside`, `html.docs-doc-id-intro …`): the root element @docusaurus/core renders the
 * app into, theme-classic's Layout wrapper around the page's content, and the `<html>` classes the theme's page
 * components give each kind of page (theme-common's `ThemeClassNames`, through `HtmlClassNameProvider` and the Layout
 * provider's `PluginHtmlClassNameProvider`). As in Docusaurus 3, the page-kind wrappers (`docs-wrapper`,
 * `blog-wrapper`, `mdx-wrapper`) are on `<html>` only; the Layout's wrapper carries `main-wrapper` (and a page's own
 * `<Layout wrapperClassName>`).
 */
export const ROOT_ID = '__docusaurus';

/** theme-classic's Layout: `<div id={SkipToContentFallbackId} className="theme-layout-main main-wrapper …">`. */
export const PAGE_WRAPPER = { id: '__docusaurus_skipToContent_fallback', className: 'theme-layout-main main-wrapper' } as const;

const plugin = (name: string, id: string) => `plugin-${name} plugin-id-${id}`;

/** theme-common's `PluginHtmlClassNameProvider`: a plugin's classes by its name (`docusaurus-plugin-x` → `plugin-x`). */
export const pluginHtmlClassName = (name: string, id: string) => plugin(name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, ''), id);

/** A docs version's root: DocsRoot's `docs-wrapper`, the plugin's classes, DocVersionRoot's `version.className`. */
function docsRoot(area: string, version: string): string {
  return `docs-wrapper ${plugin('docs', area)} docs-version-${version}`;
}

/**
 * The `<html>` class names Docusaurus gives the page of `route` (in the order its helmet writes them), or undefined
 * for a page of fe-docs' own (the API reference, the search page).
 */
export function htmlClassName(
  config: SiteConfig,
  route: Route,
  /** The site plugin whose `addRoute()` made a React page, if one did. */
  pluginOf?: (page: ReactPageEntry) => { name: string; id: string } | undefined,
): string | undefined {
  const ids = originOf(config)?.pluginIds ?? { blog: 'default', pages: 'default' };
  const blog = plugin('blog', ids.blog);
  switch (route.kind) {
    case 'doc':
      // DocRoot's `docs-doc-page`, DocItem's `docs-doc-id-<id>`.
      return `${docsRoot(route.doc.area, route.doc.version)} docs-doc-page docs-doc-id-${route.doc.id}`;
    case 'doc-index':
      // DocCategoryGeneratedIndexPage is in DocRoot, without a DocItem.
      return `${docsRoot(route.index.area, route.index.version)} docs-doc-page`;
    case 'post':
      return `blog-wrapper blog-post-page ${blog}`;
    case 'blog-list': {
      const page = route.tag ? 'blog-tags-post-list-page' : route.author ? 'blog-authors-posts-page' : 'blog-list-page';
      return `blog-wrapper ${page} ${blog}`;
    }
    case 'blog-tags':
      return `blog-wrapper blog-tags-list-page ${blog}`;
    case 'blog-authors':
      return `blog-wrapper blog-authors-list-page ${blog}`;
    case 'blog-archive':
      // BlogArchivePage gives no class of its own.
      return blog;
    case 'page': {
      const pages = plugin('pages', ids.pages);
      const p = route.page;
      if (p.format === 'tsx') {
        if (!p.addedBy) return pages;
        // A site plugin's route: its plugin's classes, given by the Layout's provider (none without a Layout).
        const by = p.component ? pluginOf?.(p) : undefined;
        return by && pluginHtmlClassName(by.name, by.id);
      }
      // MDXPage: the front matter's `wrapperClassName`, else `mdx-wrapper`.
      const wrapper = typeof p.frontMatter.wrapperClassName === 'string' ? p.frontMatter.wrapperClassName : 'mdx-wrapper';
      return `${wrapper} mdx-page ${pages}`;
    }
    case 'not-found': {
      // Docs served at the site root own every unknown path: their version root renders the 404 page (DocRoot's
      // NotFoundContent); else it is the route of no plugin (`native`).
      for (const area of config.docs)
        for (const v of area.versions) if (v.routeBase === '' || v.routeBase === '/') return docsRoot(area.id, v.name);
      return plugin('native', 'default');
    }
    default:
      return undefined;
  }
}
