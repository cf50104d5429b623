import type { Route } from '../../routes/types.js';
import { renderToStaticMarkup } from '../../core/react-string.js';
import { SiteContext, usePage, useSite, type ThemeSite } from '../context.js';
import { CATEGORY_CARDS_MARKER, categoryCards } from '../docusaurus/category-cards.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import { Toc as OriginalToc } from '../components/Toc.js';
import { Paginator as OriginalPaginator } from '../components/Paginator.js';
import { Link } from '../components/Link.js';
import { UnlistedBanner } from '../components/UnlistedBanner.js';
import { DocCardList as OriginalDocCardList } from '../components/DocCardList.js';
import { themed } from '../components-context.js';

const Layout = themed('Layout', OriginalLayout);
const Toc = themed('Toc', OriginalToc);
const Paginator = themed('Paginator', OriginalPaginator);
const DocCardList = themed('DocCardList', OriginalDocCardList);

/** `<DocCardList />` without items in MDX: the cards of the category this doc is the link of (Docusaurus' default). */
function withCategoryCards(html: string, route: Extract<Route, { kind: 'doc' | 'doc-index' }>, site: ThemeSite): string {
  if (!html.includes(CATEGORY_CARDS_MARKER)) return html;
  const cards = categoryCards(route.nav.sidebar?.items ?? [], route.url) ?? [];
  const list = renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <OriginalDocCardList cards={cards} />
    </SiteContext.Provider>,
  );
  return html.split(CATEGORY_CARDS_MARKER).join(list);
}

/**
 * A doc, or a category's generated index (its description and a card per item): sidebar (pre-rendered HTML), breadcrumbs, article, edit link, previous/next, table of contents. A large
 * sidebar is inlined compact (render/sidebar-html.ts); `data-full-sidebar` names the whole one, which the client
 * loads when the reader reaches for the sidebar (client/full-sidebar.ts).
 */
export function DocPage({
  route,
  contentHtml,
  sidebarHtml,
  fullSidebarUrl,
}: {
  route: Extract<Route, { kind: 'doc' | 'doc-index' }>;
  contentHtml: string;
  sidebarHtml?: string;
  fullSidebarUrl?: string;
}) {
  const site = useSite();
  const { strings } = site;
  const page = usePage();
  return (
    <Layout className="doc-page">
      {sidebarHtml !== undefined && (
        <aside className="doc-sidebar" aria-label={strings.docsSidebar}>
          <nav
            className="sidebar-nav"
            aria-label={strings.docsSidebar}
            data-sidebar={route.nav.sidebar?.key}
            data-full-sidebar={fullSidebarUrl}
            dangerouslySetInnerHTML={{ __html: sidebarHtml }}
          />
        </aside>
      )}
      <main id="main" className="doc-main" tabIndex={-1}>
        <div className="doc-container">
          <article className="doc-article">
            {page.breadcrumbs && (
              <nav className="breadcrumbs" aria-label={strings.breadcrumbs}>
                <ol>
                  <li>
                    <Link href="/">{strings.home}</Link>
                  </li>
                  {page.breadcrumbs.items.map((b, i) => (
                    <li key={i}>{b.href ? <Link href={b.href}>{b.label}</Link> : <span>{b.label}</span>}</li>
                  ))}
                  <li>
                    <span aria-current="page">{page.breadcrumbs.current}</span>
                  </li>
                </ol>
              </nav>
            )}
            <UnlistedBanner />
            {page.version?.banner && (
              <div className={`doc-version-banner theme-doc-version-banner version-${page.version.banner.kind}`} role="note">
                <p>{page.version.banner.text}</p>
                <p>
                  {page.version.banner.suggestion[0]}
                  <b>
                    <Link href={page.version.banner.latest.href}>{page.version.banner.latest.label}</Link>
                  </b>
                  {page.version.banner.suggestion[1]}
                </p>
              </div>
            )}
            {page.version?.badge && <span className="doc-version-badge theme-doc-version-badge">{page.version.badge}</span>}
            {page.heading !== undefined && (
              <header>
                <h1>{page.heading}</h1>
              </header>
            )}
            {route.kind === 'doc' ? (
              <div className="markdown" dangerouslySetInnerHTML={{ __html: withCategoryCards(contentHtml, route, site) }} />
            ) : (
              <div className="markdown">
                {route.index.description && <p>{route.index.description}</p>}
                <DocCardList cards={route.index.cards} />
              </div>
            )}
            {page.editUrl && (
              <p className="edit-link">
                <Link href={page.editUrl}>{strings.editPage}</Link>
              </p>
            )}
            {page.lastUpdate && (
              <p className="last-updated theme-last-updated">
                {strings.lastUpdated}
                {page.lastUpdate.date && ` ${strings.lastUpdatedOn} `}
                {page.lastUpdate.date && (
                  <b>
                    <time dateTime={page.lastUpdate.iso}>{page.lastUpdate.date}</time>
                  </b>
                )}
                {page.lastUpdate.author && ` ${strings.by} `}
                {page.lastUpdate.author && <b>{page.lastUpdate.author}</b>}
              </p>
            )}
          </article>
          {page.pagination && <Paginator {...page.pagination} />}
        </div>
        {page.toc && (
          <div className="doc-toc">
            <Toc toc={page.toc} />
          </div>
        )}
      </main>
    </Layout>
  );
}
