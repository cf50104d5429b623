import type { Route } from '../../routes/types.js';
import { renderToStaticMarkup } from '../../core/react-string.js';
import { SiteContext, useSite, type ThemeSite } from '../context.js';
import { CATEGORY_CARDS_MARKER, categoryCards } from '../components/category-cards.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import { DocsContextProviders } from '../docusaurus/docs-client.js';
import { propSidebar, type DzDocPageData } from '../docusaurus/doc-data.js';
import { DocContentSlot, DocItem as OriginalDocItem, DocItemRoute } from './DocItem.js';
import { DocSidebar as OriginalDocSidebar, DocSidebarMarkupContext, sidebarDataAttributes, SidebarToggleButton } from './DocSidebar.js';
import { DocCardList as OriginalDocCardList } from '../components/DocCardList.js';
import { themed, useThemeComponent } from '../components-context.js';

const Layout = themed('Layout', OriginalLayout);

const DocItem = themed('DocItem', OriginalDocItem);

const DocSidebar = themed('DocSidebar', OriginalDocSidebar);

/**
 * Docusaurus' `props.content` of DocItem: the content component, with the doc's metadata, front matter, assets, content
 * title and TOC as its properties. Its content title (the content's `# Title`, which fe-docs keeps out of the HTML) is
 * rendered as the content renders it in Docusaurus.
 */
function docContentComponent(data: DzDocPageData) {
  const { contentTitle } = data.content;
  const Content = () => (
    <>
      {contentTitle !== undefined && (
        <header>
          <h1>{contentTitle}</h1>
        </header>
      )}
      <DocContentSlot />
    </>
  );
  return Object.assign(Content, data.content);
}

/** `<DocCardList />` without items in MDX: the cards of the category this doc is the link of (Docusaurus' default). */
export function withCategoryCards(html: string, route: Extract<Route, { kind: 'doc' | 'doc-index' }>, site: ThemeSite): string {
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
 * The site's own `src/theme/DocSidebar` in Docusaurus' DocRoot/Layout/Sidebar frame, with the props that frame gives it:
 * the page's sidebar as `PropSidebar` items, the page's pathname, a collapse callback (nothing to collapse: the page is
 * not hydrated) and `isHidden: false`. Inside the docs providers, as in Docusaurus (`useDocsSidebar` reads the same
 * sidebar). Its markup is theme-classic's (`.menu__list`, `.menu__link--active`…), which the site's Infima styles and
 * client/docusaurus-chrome.ts makes work.
 */
function SiteDocSidebar({ route, docusaurus }: { route: Extract<Route, { kind: 'doc' | 'doc-index' }>; docusaurus?: DzDocPageData }) {
  const site = useSite();
  const items = docusaurus?.sidebar?.items ?? (route.nav.sidebar ? propSidebar(site.config, route.nav.sidebar.items) : []);
  const options = site.config.policies.chrome.docsSidebar;
  const sidebar = (
    <aside className="doc-sidebar theme-doc-sidebar-container" aria-label={site.strings.docsSidebar} {...sidebarDataAttributes(options)}>
      <div className="doc-sidebar-viewport">
        <DocSidebar sidebar={items} path={docusaurus?.content.metadata.permalink ?? site.url(route.url)} onCollapse={() => {}} isHidden={false} />
        {options.hideable && <SidebarToggleButton expand />}
      </div>
    </aside>
  );
  return docusaurus ? (
    <DocsContextProviders root={site.config.root} data={docusaurus}>
      {sidebar}
    </DocsContextProviders>
  ) : (
    sidebar
  );
}

/**
 * A doc, or a category's generated index (its description and a card per item): sidebar (fe-docs' pre-rendered HTML,
 * or the site's own DocSidebar), then the DocItem (breadcrumbs, article, edit link, previous/next, table of contents;
 * the site's own when it swizzled one, which gets Docusaurus' docs providers around it); the content's HTML goes in
 * afterwards (DOC_CONTENT_MARKER). A large sidebar is inlined compact (render/sidebar-html.ts); `data-full-sidebar`
 * names the whole one, which the client loads when the reader reaches for the sidebar (client/full-sidebar.ts).
 */
export function DocPage({
  route,
  sidebarHtml,
  fullSidebarUrl,
  docusaurus,
}: {
  route: Extract<Route, { kind: 'doc' | 'doc-index' }>;
  sidebarHtml?: string;
  fullSidebarUrl?: string;
  /** A Docusaurus site's doc data (`useDoc`, `useDocsSidebar`, `useDocsVersion`), for its theme overrides. */
  docusaurus?: DzDocPageData;
}) {
  const site = useSite();
  const { strings } = site;
  const siteDocItem = useThemeComponent('DocItem', OriginalDocItem) !== OriginalDocItem;
  const siteDocSidebar = useThemeComponent('DocSidebar', OriginalDocSidebar) !== OriginalDocSidebar;
  const sidebarOptions = site.config.policies.chrome.docsSidebar;
  return (
    <Layout className="doc-page">
      {sidebarHtml !== undefined && (
        <DocSidebarMarkupContext.Provider value={{ html: sidebarHtml, sidebarKey: route.nav.sidebar?.key, fullUrl: fullSidebarUrl }}>
          {siteDocSidebar ? (
            <SiteDocSidebar route={route} docusaurus={docusaurus} />
          ) : (
            <aside className="doc-sidebar" aria-label={strings.docsSidebar} {...sidebarDataAttributes(sidebarOptions)}>
              <DocSidebar />
              {sidebarOptions.hideable && <SidebarToggleButton expand />}
            </aside>
          )}
        </DocSidebarMarkupContext.Provider>
      )}
      <main id="main" className="doc-main" tabIndex={-1}>
        <DocItemRoute.Provider value={route}>
          {docusaurus ? (
            <DocsContextProviders root={site.config.root} data={docusaurus}>
              {siteDocItem ? (
                // Docusaurus' DocRoot/Layout/Main around the DocItem: the frame the site's DocItem was written in.
                <div className="container padding-top--md padding-bottom--lg doc-item-container">
                  <DocItem content={docContentComponent(docusaurus)} />
                </div>
              ) : (
                <DocItem content={docContentComponent(docusaurus)} />
              )}
            </DocsContextProviders>
          ) : (
            <DocItem />
          )}
        </DocItemRoute.Provider>
      </main>
    </Layout>
  );
}
