import type { Route } from '../../routes/types.js';
import { useSite } from '../context.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import { Toc as OriginalToc } from '../components/Toc.js';
import { Paginator as OriginalPaginator } from '../components/Paginator.js';
import { Link } from '../components/Link.js';
import { themed } from '../components-context.js';

const Layout = themed('Layout', OriginalLayout);
const Toc = themed('Toc', OriginalToc);
const Paginator = themed('Paginator', OriginalPaginator);

/**
 * A doc: sidebar (pre-rendered HTML), breadcrumbs, article, edit link, previous/next, table of contents. A large
 * sidebar is inlined compact (render/sidebar-html.ts); `data-full-sidebar` names the whole one, which the client
 * loads when the reader reaches for the sidebar (client/full-sidebar.ts).
 */
export function DocPage({
  route,
  contentHtml,
  sidebarHtml,
  fullSidebarUrl,
}: {
  route: Extract<Route, { kind: 'doc' }>;
  contentHtml: string;
  sidebarHtml?: string;
  fullSidebarUrl?: string;
}) {
  const { config, strings } = useSite();
  const doc = route.doc;
  const area = config.docs.find((a) => a.id === doc.area);
  const hideToc = doc.meta.hide_table_of_contents === true;
  const editUrl = area?.editUrl ? area.editUrl.replace(/\/?$/, '/') + doc.source : undefined;
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
            {route.nav.breadcrumbs.length > 0 && (
              <nav className="breadcrumbs" aria-label={strings.breadcrumbs}>
                <ol>
                  <li>
                    <Link href="/">{strings.home}</Link>
                  </li>
                  {route.nav.breadcrumbs.map((b, i) => (
                    <li key={i}>{b.href ? <Link href={b.href}>{b.label}</Link> : <span>{b.label}</span>}</li>
                  ))}
                  <li>
                    <span aria-current="page">{doc.sidebarLabel}</span>
                  </li>
                </ol>
              </nav>
            )}
            <header>
              <h1>{doc.title}</h1>
            </header>
            <div className="markdown" dangerouslySetInnerHTML={{ __html: contentHtml }} />
            {editUrl && (
              <p className="edit-link">
                <Link href={editUrl}>{strings.editPage}</Link>
              </p>
            )}
          </article>
          <Paginator
            label={strings.docsPagination}
            prev={route.nav.prev && { href: route.nav.prev.href, title: route.nav.prev.label, label: strings.previous }}
            next={route.nav.next && { href: route.nav.next.href, title: route.nav.next.label, label: strings.next }}
          />
        </div>
        {!hideToc && (
          <div className="doc-toc">
            <Toc
              headings={doc.md.headings}
              min={doc.meta.toc_min_heading_level ?? config.toc.minHeadingLevel}
              max={doc.meta.toc_max_heading_level ?? config.toc.maxHeadingLevel}
            />
          </div>
        )}
      </main>
    </Layout>
  );
}
