import { createContext, createElement, useContext, type ReactNode } from 'react';
import { UnlistedBanner } from '../components/UnlistedBanner.js';
import type { Route } from '../../routes/types.js';
import { usePage, useSite } from '../context.js';
import { Toc as OriginalToc } from '../components/Toc.js';
import { Paginator as OriginalPaginator } from '../components/Paginator.js';
import { Link } from '../components/Link.js';
import { DocCardList as OriginalDocCardList } from '../components/DocCardList.js';
import { themed } from '../components-context.js';

const Toc = themed('Toc', OriginalToc);
const Paginator = themed('Paginator', OriginalPaginator);
const DocCardList = themed('DocCardList', OriginalDocCardList);

/**
 * Where a doc's content goes in the page: the content is rendered (to HTML) before the page, so components that place
 * it (fe-docs' DocItem/Content, or a site's DocItem rendering `props.content`) render this element, and the page
 * renderer puts the content's HTML in its place (render/render-page.ts), with no wrapper of its own: the site's
 * `.markdown > h2` rules still see the headings as children.
 */
export const DOC_CONTENT_TAG = 'fe-docs-doc-content';
export const DOC_CONTENT_MARKER = `<${DOC_CONTENT_TAG}></${DOC_CONTENT_TAG}>`;

/** The doc page being rendered, for fe-docs' DocItem parts (an override may render them with any props). */
export const DocItemRoute = createContext<Extract<Route, { kind: 'doc' | 'doc-index' }> | null>(null);

function useDocRoute() {
  const route = useContext(DocItemRoute);
  if (!route) throw new Error('DocItem rendered outside a doc page');
  return route;
}

/** The doc's content, placed by the page renderer. */
export const DocContentSlot = () => createElement(DOC_CONTENT_TAG);

/**
 * `MDXContent`: around the content of every doc, blog post and Markdown page, as Docusaurus' `@theme/MDXContent`;
 * fe-docs' own adds nothing. A site's override wraps the content (`<MDXContent {...props} />` and what it adds after).
 */
export const MDXContent = ({ children }: { children?: ReactNode }) => children ?? null;
const ThemedMDXContent = themed('MDXContent', MDXContent);

/** The page's content in its `MDXContent`: placed by the page renderer (render/render-page.ts, DOC_CONTENT_MARKER). */
export const ContentSlot = () => createElement(ThemedMDXContent, null, createElement(DocContentSlot));

/** Set inside fe-docs' own DocItem: its `DocItem/Content` then places the content itself, whatever children it is given. */
const InOwnDocItem = createContext(false);

/**
 * fe-docs' `DocItem/Content`: the page's title and the content (or a generated index's description and cards). Inside
 * another DocItem (a site's, or the one its config names: docusaurus-theme-openapi-docs' ApiItem puts the content
 * and a sample beside it), it shows what that DocItem gives as children, as theme-classic's does: the content
 * component writes the content's own title, so only a title the content lacks is added.
 */
export function DocItemContent({ children }: { children?: ReactNode }) {
  const route = useDocRoute();
  const page = usePage();
  const own = useContext(InOwnDocItem);
  if (!own && children !== undefined && route.kind === 'doc') {
    const synthetic = route.doc.md.h1 === undefined && route.doc.md.titleInContent === undefined ? page.heading : undefined;
    return (
      <div className="theme-doc-markdown markdown">
        {synthetic !== undefined && (
          <header>
            <h1>{synthetic}</h1>
          </header>
        )}
        <ThemedMDXContent>{children}</ThemedMDXContent>
      </div>
    );
  }
  return (
    <>
      {page.heading !== undefined && (
        <header>
          <h1>{page.heading}</h1>
        </header>
      )}
      {route.kind === 'doc' ? (
        <div className="markdown">
          <ContentSlot />
        </div>
      ) : (
        <div className="markdown">
          {route.index.description && <p>{route.index.description}</p>}
          <DocCardList cards={route.index.cards} />
        </div>
      )}
    </>
  );
}

/** fe-docs' `DocItem/Footer`: the edit link and the last update. */
export function DocItemFooter() {
  const { strings } = useSite();
  const page = usePage();
  return (
    <>
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
    </>
  );
}

const Content = themed('DocItem/Content', DocItemContent);
const Footer = themed('DocItem/Footer', DocItemFooter);

/**
 * fe-docs' `DocItem`: everything of a doc page right of the sidebar (breadcrumbs, version notice and badge, content,
 * footer, previous/next, table of contents). A site's `src/theme/DocItem` replaces it; `@theme-original/DocItem`
 * renders it, whatever props the wrapper passes. `content` (Docusaurus' props) is the content component, rendered by a
 * site's `DocItem/Content` when the site has one.
 */
export function DocItem({ content: DocContent }: { content?: () => ReactNode }) {
  const { strings } = useSite();
  const page = usePage();
  return (
    <InOwnDocItem.Provider value={true}>
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
          <Content>{DocContent ? <DocContent /> : <DocContentSlot />}</Content>
          <Footer />
        </article>
        {page.pagination && <Paginator {...page.pagination} />}
      </div>
      {page.toc && (
        <div className="doc-toc">
          <Toc toc={page.toc} />
        </div>
      )}
    </InOwnDocItem.Provider>
  );
}
