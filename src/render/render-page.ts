import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { LoadedSite } from '../core/pipeline.js';
import type { PostEntry } from '../content/types.js';
import { LINK_PLACEHOLDER } from '../markdown/types.js';
import { withBase } from '../routes/permalink.js';
import type { Route } from '../routes/types.js';
import { PageContext, SiteContext, type ThemePage, type ThemeSite } from '../theme/context.js';
import { ThemeComponentsContext } from '../theme/components-context.js';
import { DocPage } from '../theme/layouts/DocPage.js';
import { ArchivePage, BlogListPage, BlogPostPage, TagsIndexPage, type BlogExtras } from '../theme/layouts/BlogPages.js';
import { ContentPage, NotFoundPage, SearchPage } from '../theme/layouts/OtherPages.js';
import { ApiReferencePage } from '../openapi/ApiReference.js';
import { apiPageDescription } from '../openapi/summary.js';
import { markSidebar, renderSidebarFragment, type SidebarFragment } from './sidebar-html.js';
import { createThemeSite } from './theme-site.js';

/** The body of a page plus what its <head> needs. */
export interface RenderedPage {
  route: Route;
  bodyHtml: string;
  title: string;
  description?: string;
  /** Kind used to pick the page's client behaviour and for metrics. */
  kind: Route['kind'];
  noindex?: boolean;
  /** Has `<fe-island>` elements: the document loads the island loader. */
  islands?: boolean;
}

export interface PageRenderer {
  theme: ThemeSite;
  /** Full sidebars that pages link to instead of inlining (path without base → HTML). */
  sidebarAssets(): { path: string; html: string }[];
  render(route: Route): RenderedPage;
}

/** Everything per-build is prepared here once; `render` does only per-page work. */
export function createPageRenderer(site: LoadedSite): PageRenderer {
  const theme = createThemeSite(site);
  const { config, table } = site;
  const sidebars = new Map<string, SidebarFragment>();
  const sidebarOf = (key: string) => {
    let f = sidebars.get(key);
    if (!f) {
      f = renderSidebarFragment(theme, table.sidebars.get(key)!);
      sidebars.set(key, f);
    }
    return f;
  };
  const resolve = (html: string, source: string) => {
    const urls = site.links.get(source) ?? [];
    return html.replace(new RegExp(`${LINK_PLACEHOLDER}(\\d+)`, 'g'), (_, i: string) => escapeAttr(withBase(config.baseUrl, urls[Number(i)] ?? '#')));
  };
  const urlOf = (p: PostEntry) => table.urlOfSource.get(p.source)!;
  const blogExtras: BlogExtras = {
    recent: site.graph.posts.slice(0, config.blog?.recentPostsCount ?? 5).map((p) => ({ title: p.title, url: urlOf(p) })),
    urlOf,
    excerptOf: (p) => ({ html: resolve(p.md.excerptHtml ?? p.md.html, p.source), truncated: p.md.excerptHtml !== undefined }),
  };

  const wrap = (route: Route, page: ThemePage, el: ReactElement) =>
    renderToString(
      createElement(
        ThemeComponentsContext.Provider,
        { value: site.themeComponents ?? null },
        createElement(SiteContext.Provider, { value: theme }, createElement(PageContext.Provider, { value: page }, el)),
      ),
    );

  return {
    theme,
    sidebarAssets: () => [...sidebars.values()].filter((f) => f.fullUrl).map((f) => ({ path: f.fullUrl!, html: f.html })),
    render(route) {
      const page: ThemePage = { url: route.url };
      switch (route.kind) {
        case 'doc': {
          const d = route.doc;
          page.docsArea = d.area;
          page.docsVersion = d.version;
          const fragment = route.nav.sidebar ? sidebarOf(route.nav.sidebar.key) : undefined;
          const sidebarHtml = fragment ? markSidebar(fragment, theme.url(route.url)) : undefined;
          const fullSidebarUrl = fragment?.fullUrl ? theme.url(fragment.fullUrl) : undefined;
          const body = wrap(route, page, createElement(DocPage, { route, contentHtml: resolve(d.md.html, d.source), sidebarHtml, fullSidebarUrl }));
          return { route, kind: route.kind, bodyHtml: body, title: d.title, description: d.meta.description, islands: !!d.md.islands };
        }
        case 'post':
          return {
            route,
            kind: route.kind,
            bodyHtml: wrap(
              route,
              page,
              createElement(BlogPostPage, { route, contentHtml: resolve(route.post.md.html, route.post.source), extras: blogExtras }),
            ),
            title: route.post.title,
            description: route.post.meta.description,
            islands: !!route.post.md.islands,
          };
        case 'page': {
          const p = route.page;
          const html = resolve(p.format === 'md' ? p.md.html : p.html, p.source);
          const title = p.format === 'md' ? p.title : (p.title ?? config.title);
          return {
            route,
            kind: route.kind,
            bodyHtml: wrap(route, page, createElement(ContentPage, { route, contentHtml: html })),
            title,
            description: p.format === 'md' ? p.meta.description : p.description,
            islands: p.format === 'md' && !!p.md.islands,
          };
        }
        case 'api':
          return {
            route,
            kind: route.kind,
            bodyHtml: wrap(route, page, createElement(ApiReferencePage, { route })),
            title: `${route.api.document.info.title} ${route.api.document.info.version}`,
            description: apiPageDescription(route.api.document),
          };
        case 'blog-list':
          return {
            route,
            kind: route.kind,
            bodyHtml: wrap(route, page, createElement(BlogListPage, { route, extras: blogExtras })),
            title: route.tag ? `${theme.strings.tags}: ${route.tag.label}` : (config.blog?.title ?? 'Blog') + (route.page > 1 ? ` · ${route.page}` : ''),
            description: config.blog?.description,
          };
        case 'blog-tags':
          return { route, kind: route.kind, bodyHtml: wrap(route, page, createElement(TagsIndexPage, { route })), title: theme.strings.tagsTitle };
        case 'blog-archive':
          return {
            route,
            kind: route.kind,
            bodyHtml: wrap(route, page, createElement(ArchivePage, { route, extras: blogExtras })),
            title: theme.strings.archive,
            description: theme.strings.archiveDescription,
          };
        case 'search':
          return { route, kind: route.kind, bodyHtml: wrap(route, page, createElement(SearchPage)), title: theme.strings.searchTitle, noindex: true };
        case 'not-found':
          return { route, kind: route.kind, bodyHtml: wrap(route, page, createElement(NotFoundPage)), title: theme.strings.notFoundTitle, noindex: true };
      }
    },
  };
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
