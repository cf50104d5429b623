import { createElement, type ReactElement, type ReactNode } from 'react';
import { isUnlistedRoute, listedPosts, listedSidebar } from '../routes/unlisted.js';
import { esc } from '../core/html-escape.js';
import { renderToStaticMarkup, renderToString } from '../core/react-string.js';
import type { LoadedSite } from '../stages/site.js';
import type { PostEntry } from '../content/types.js';
import { LINK_PLACEHOLDER, type MarkdownResult } from '../markdown/types.js';
import { siteHref } from '../routes/permalink.js';
import { resolvePathnameLinks } from '../shared/pathname-links.js';
import type { Route } from '../routes/types.js';
import { PageContext, SiteContext } from '../theme/context.js';
import { ThemeComponentsContext } from '../theme/components-context.js';
import { DocPage, withCategoryCards } from '../theme/layouts/DocPage.js';
import { DOC_CONTENT_MARKER } from '../theme/layouts/DocItem.js';
import { collectedHead, HeadCollector } from '../theme/head-collector.js';
import type { CollectedHead, DocFrame, PageData, RenderedPage, ThemeSite } from '../stages/page.js';
import type { PostFrame } from '../stages/hooks.js';
import { ArchivePage, AuthorsIndexPage, BlogListPage, BlogPostPage, TagsIndexPage, type BlogExtras } from '../theme/layouts/BlogPages.js';
import { ContentPage, NotFoundPage, SearchPage } from '../theme/layouts/OtherPages.js';
import { ApiReferencePage } from '../theme/api-reference/ApiReference.js';
import { createPageData, postTagLinks } from './page-data.js';
import { createPlainHighlighter } from '../markdown/highlight.js';
import { builtinsHighlighter } from './builtins-highlighter.js';
import { MdxRenderContext } from '../theme/builtins/mdx-render-context.js';
import { builtinsRender } from '../mdx/react-page-render.js';
import { markSidebar, renderSidebarFragment, type SidebarFragment } from './sidebar-html.js';
import { createThemeSite, ThemedFooter } from './theme-site.js';

export type { RenderedPage };

export interface PageRenderer {
  theme: ThemeSite;
  /** Full sidebars that pages link to instead of inlining (path without base → HTML). */
  sidebarAssets(): { path: string; html: string }[];
  /** The full sidebars of these keys (made if no page made them yet): what a build that rendered every page writes. */
  sidebarAssetsOf(keys: readonly string[]): { path: string; html: string }[];
  render(route: Route): RenderedPage;
  /** Loads the code languages the last pages' own components asked for; true when a page must be rendered again to show them. */
  prepareWanted(): Promise<boolean>;
}

/** The first tab group id of a page's own components: far past its content's groups, which count from 1. */
const CHROME_TABS_IDS = 10_000;

/** Everything per-build is prepared here once; `render` does only per-page work. */
export function createPageRenderer(site: LoadedSite): PageRenderer {
  const theme = createThemeSite(site);
  const { config, table } = site;
  // What the site's format adds to its pages (stages/hooks.ts#RenderHooks): a Docusaurus site's components look its
  // docs up in the docs plugin's global data (`useActiveDocContext`), its routes in `@generated/routes`.
  const hooks = site.hooks.render;
  hooks.prepare?.(table, site.links);
  const sidebars = new Map<string, SidebarFragment>();
  /** A sidebar without its unlisted docs, but for `keep` (an unlisted doc's own page shows its link). */
  const sidebarOf = (key: string, keep?: string) => {
    const id = keep === undefined ? key : `${key}\0${keep}`;
    let f = sidebars.get(id);
    if (!f) {
      f = renderSidebarFragment(theme, listedSidebar(table.sidebars.get(key)!, keep));
      f = { ...f, html: resolvePathnameLinks(f.html, config.baseUrl) };
      sidebars.set(id, f);
    }
    return f;
  };
  const resolve = (html: string, source: string) => {
    const urls = site.links.get(source) ?? [];
    return html.replace(new RegExp(`${LINK_PLACEHOLDER}(\\d+)`, 'g'), (_, i: string) => esc(siteHref(config, urls[Number(i)] ?? '#')));
  };
  const urlOf = (p: PostEntry) => table.urlOfSource.get(p.source)!;
  const blogExtras: BlogExtras = {
    recent: listedPosts(config, site.graph.posts)
      .slice(0, config.blog?.recentPostsCount ?? 5)
      .map((p) => ({ title: p.title, url: urlOf(p), date: p.date })),
    urlOf,
    excerptOf: (p) => ({ html: resolve(p.md.excerptHtml ?? p.md.html, p.source), truncated: p.md.excerptHtml !== undefined }),
    tagsOf: (p) => postTagLinks(config, p),
  };

  /** The site data a page renders with: the build's, or one with a footer of the page's own (`pageFooter`). */
  let pageTheme: ThemeSite = theme;
  // The built-ins a page's own components use (`<CodeBlock>` in a site's DocItem): the load's highlighter, its
  // languages loaded as pages ask for them (`prepareWanted`); tab ids clear of the content's.
  const highlighting = builtinsHighlighter(site.builtins?.highlighter ?? (async () => createPlainHighlighter()));
  const builtins = () => (site.builtins ? builtinsRender(site.builtins.strings, highlighting.highlighter, CHROME_TABS_IDS) : null);
  const wrap = (page: PageData, el: ReactElement, head: ReactNode[]) =>
    renderToString(
      createElement(
        HeadCollector.Provider,
        { value: head },
        createElement(
          ThemeComponentsContext.Provider,
          { value: site.themeComponents ?? null },
          createElement(
            SiteContext.Provider,
            { value: pageTheme },
            createElement(PageContext.Provider, { value: page }, createElement(MdxRenderContext.Provider, { value: builtins() }, el)),
          ),
        ),
      ),
    );
  /**
   * The footer is rendered once per build (theme-site.ts); a site's own Footer on a post's page is rendered again
   * inside the post's provider, where Docusaurus' BlogPostPage renders it (it may read `useBlogPost()`).
   */
  const pageFooter = (page: PageData, post: PostFrame): ThemeSite =>
    site.themeComponents?.Footer
      ? {
          ...theme,
          footerHtml: renderToStaticMarkup(
            createElement(
              ThemeComponentsContext.Provider,
              { value: site.themeComponents },
              createElement(
                SiteContext.Provider,
                { value: theme },
                createElement(PageContext.Provider, { value: page }, post.wrap(createElement(ThemedFooter))),
              ),
            ),
          ),
        }
      : theme;
  /** A doc's, post's or Markdown page's content HTML, put in after the page renders (theme/layouts/DocItem.tsx, DOC_CONTENT_MARKER). */
  let docContent: string | undefined;
  /**
   * The content's HTML. MDX content that reads its page (docs hooks, the location, `<Head>`: mdx/render-mdx.ts) is
   * rendered again here, inside the page's providers (a doc's or a post's frame), its head tags collected in `head`.
   */
  const withPage = (md: MarkdownResult, page: PageData, head: ReactNode[], doc?: DocFrame, post?: PostFrame) =>
    md.renderWithPage!((content) =>
      createElement(
        PageContext.Provider,
        { value: page },
        createElement(HeadCollector.Provider, { value: head }, doc ? doc.wrap(content) : post ? post.wrap(content) : content),
      ),
    );
  const contentHtml = (md: MarkdownResult, page: PageData, head: ReactNode[], doc?: DocFrame, post?: PostFrame) =>
    md.renderWithPage ? withPage(md, page, head, doc, post).html : md.html;
  const layout = (route: Route, page: PageData, contentHead: ReactNode[]): ReactElement => {
    docContent = undefined;
    pageTheme = theme;
    switch (route.kind) {
      case 'doc':
      case 'doc-index': {
        const fragment = route.nav.sidebar ? sidebarOf(route.nav.sidebar.key, isUnlistedRoute(config, route) ? route.url : undefined) : undefined;
        const sidebarHtml = fragment ? markSidebar(fragment, theme.url(route.url)) : undefined;
        const fullSidebarUrl = fragment?.fullUrl ? theme.url(fragment.fullUrl) : undefined;
        // The site format's data of the page (a Docusaurus site's docs providers), around its content and DocItem.
        const frame = hooks.docFrame?.(route, page);
        if (route.kind === 'doc') docContent = withCategoryCards(resolve(contentHtml(route.doc.md, page, contentHead, frame), route.doc.source), route, theme);
        return createElement(DocPage, { route, sidebarHtml, fullSidebarUrl, frame });
      }
      case 'post': {
        // As Docusaurus' BlogPostPage, the whole page (its Layout too) is inside the post's provider.
        const post = hooks.postFrame?.(route.post, { isPostPage: true, page, route });
        if (post) pageTheme = pageFooter(page, post);
        docContent = resolve(contentHtml(route.post.md, page, contentHead, undefined, post), route.post.source);
        const element = createElement(BlogPostPage, { route, extras: blogExtras });
        return post ? post.wrap(element) : element;
      }
      case 'page': {
        const p = route.page;
        // A Markdown page's content is put in its MDXContent after the page renders, as a doc's; a React page is its own.
        if (p.format === 'md') docContent = resolve(contentHtml(p.md, page, contentHead), p.source);
        return createElement(ContentPage, { route, contentHtml: p.format === 'md' ? '' : resolve(p.html, p.source) });
      }
      case 'api':
        return createElement(ApiReferencePage, { route });
      case 'blog-list': {
        // Content that reads its page renders its excerpt again here, inside its post's provider (Docusaurus'
        // BlogListPage gives each item one) and the list page's location; its <Head> is not the list's.
        const excerpts = new Map(
          route.posts
            .filter((p) => p.md.renderWithPage)
            .map((p) => {
              const again = withPage(p.md, page, [], undefined, hooks.postFrame?.(p, { isPostPage: false }));
              const html = again.excerptHtml ?? again.html;
              return [p.source, { html: resolve(html, p.source), truncated: again.excerptHtml !== undefined }] as const;
            }),
        );
        const extras = excerpts.size ? { ...blogExtras, excerptOf: (p: PostEntry) => excerpts.get(p.source) ?? blogExtras.excerptOf(p) } : blogExtras;
        return createElement(BlogListPage, { route, extras });
      }
      case 'blog-tags':
        return createElement(TagsIndexPage, { route });
      case 'blog-authors':
        return createElement(AuthorsIndexPage, { route, extras: blogExtras });
      case 'blog-archive':
        return createElement(ArchivePage, { route, extras: blogExtras });
      case 'search':
        return createElement(SearchPage);
      case 'not-found':
        return createElement(NotFoundPage);
    }
  };

  return {
    theme,
    prepareWanted: () => highlighting.prepareWanted(),
    sidebarAssets: () => [...sidebars.values()].filter((f) => f.fullUrl).map((f) => ({ path: f.fullUrl!, html: f.html })),
    sidebarAssetsOf: (keys) =>
      [...new Set(keys)]
        .map((k) => sidebarOf(k))
        .filter((f) => f.fullUrl)
        .map((f) => ({ path: f.fullUrl!, html: f.html })),
    render(route) {
      // The site's format's per-page state (a Docusaurus site's `translate()` answers for this renderer's locale).
      hooks.beforePage?.();
      // A React page in place of the route's own (its `replacedBy`) is rendered as that page, at the route's URL.
      const shown: Route = route.replacedBy ? { kind: 'page', url: route.url, outPath: route.outPath, page: route.replacedBy } : route;
      const page = createPageData({ theme, urlOf }, shown);
      const headNodes: ReactNode[] = [];
      const contentHead: ReactNode[] = [];
      let bodyHtml = wrap(page, layout(shown, page, contentHead), headNodes);
      // The content's <Head> after the page's: it is deeper in Docusaurus' tree, so its tags win, as in helmet.
      headNodes.push(...contentHead);
      const content = docContent;
      if (content !== undefined) bodyHtml = bodyHtml.split(DOC_CONTENT_MARKER).join(content);
      // `pathname://` links (navbar, footer, content, a site's <Link>) went through everything as links to another site.
      bodyHtml = resolvePathnameLinks(bodyHtml, config.baseUrl);
      // The root element the site's format's stylesheets expect around the whole page (a Docusaurus site's `#__docusaurus`).
      if (hooks.rootId) bodyHtml = `<div id="${esc(hooks.rootId)}">${bodyHtml}</div>`;
      const rendered: RenderedPage = { route, kind: route.kind, bodyHtml, title: page.title };
      // The page's `<html>` classes of its kind, for the route as built (a React page in its place keeps them, as the
      // format's plugin that replaced it renders the route's own page component).
      const htmlClassName = hooks.htmlClassName?.(route);
      if (htmlClassName) rendered.htmlClassName = htmlClassName;
      if (page.description !== undefined) rendered.description = page.description;
      if (page.noindex) rendered.noindex = true;
      if (hasIslands(shown)) rendered.islands = true;
      const head = collectedHead(headNodes);
      if (head) rendered.head = head;
      return rendered;
    },
  };
}

/** Whether the page's content holds islands, so the document loads the island loader (and React) at all. */
function hasIslands(route: Route): boolean {
  if (route.kind === 'doc') return !!route.doc.md.islands;
  if (route.kind === 'post') return !!route.post.md.islands;
  if (route.kind === 'page') return route.page.format === 'md' ? !!route.page.md.islands : !!route.page.island;
  return false;
}
