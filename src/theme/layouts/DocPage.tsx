import type { Route } from '../../routes/types.js';
import { renderToStaticMarkup } from '../../core/react-string.js';
import { SiteContext, useSite, type ThemeSite } from '../context.js';
import { CATEGORY_CARDS_MARKER, categoryCards } from '../docusaurus/category-cards.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import { DocsContextProviders } from '../docusaurus/docs-client.js';
import { propSidebar, type DzDocPageData } from '../docusaurus/doc-data.js';
import { DocContentSlot, DocItem as OriginalDocItem, DocItemRoute } from './DocItem.js';
import { DocSidebar as OriginalDocSidebar, DocSidebarMarkupContext } from './DocSidebar.js';
import { DocCardList as OriginalDocCardList } from '../components/DocCardList.js';
import { themed, useThemeComponent } from '../components-context.js';
import { codeTranslation } from '../docusaurus/code-translations.js';
import type { SiteConfig } from '../../config/types.js';

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

/** A Docusaurus site's `themeConfig.docs.sidebar` switches (fe-docs' own sites have neither). */
function docusaurusSidebarOptions(config: SiteConfig): { hideable: boolean; autoCollapseCategories: boolean } {
  const themeConfig = config.docusaurus?.siteConfig.themeConfig as { docs?: { sidebar?: Record<string, unknown> } } | undefined;
  const sidebar = themeConfig?.docs?.sidebar ?? {};
  return { hideable: sidebar.hideable === true, autoCollapseCategories: sidebar.autoCollapseCategories === true };
}

/** What the client's sidebar chunks look for (main.ts loads them only on pages whose sidebar carries these). */
const sidebarDataAttributes = (o: { hideable: boolean; autoCollapseCategories: boolean }) => ({
  'data-hideable': o.hideable ? '' : undefined,
  'data-auto-collapse': o.autoCollapseCategories ? '' : undefined,
});

/** theme-classic's `Icon/Arrow` (the double chevron of its collapse and expand buttons). */
const ARROW_PATH =
  'M9.992 10.023c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454H1c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942L.168 3.078A.939.939 0 010 2.528c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45L9.82 9.472c.11.148.172.347.172.55zm0 0M19.98 10.023c0 .2-.058.399-.168.547l-4.996 7.492a.987.987 0 01-.828.454h-3c-.547 0-.996-.453-.996-1 0-.2.059-.403.168-.551l4.625-6.942-4.625-6.945a.939.939 0 01-.168-.55 1 1 0 01.996-.997h3c.348 0 .649.18.828.45l4.996 7.492c.11.148.168.347.168.55zm0 0';

/**
 * `themeConfig.docs.sidebar.hideable`: theme-classic's DocSidebar/Desktop/CollapseButton (fe-docs' own sidebar; a site's
 * DocSidebar brings its own) and DocRoot/Layout/Sidebar/ExpandButton, which Docusaurus renders once the sidebar is
 * hidden: here in the page, hidden, for client/docusaurus-sidebar-hide.ts to show. Labels from the site's code.json (the
 * ids theme-classic translates them by), else fe-docs' strings. A real `<button>` where Docusaurus has a `div`.
 */
function SidebarToggleButton({ expand }: { expand?: boolean }) {
  const { strings } = useSite();
  const label = expand
    ? (codeTranslation('theme.docs.sidebar.expandButtonAriaLabel') ?? strings.expandSidebar)
    : (codeTranslation('theme.docs.sidebar.collapseButtonAriaLabel') ?? strings.collapseSidebar);
  return (
    <button
      type="button"
      className={expand ? 'doc-sidebar-expand' : 'doc-sidebar-collapse'}
      title={label}
      aria-label={label}
      aria-expanded={expand ? 'false' : 'true'}
      hidden={expand}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path fill="currentColor" d={ARROW_PATH} />
      </svg>
    </button>
  );
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
  const options = docusaurusSidebarOptions(site.config);
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
  const sidebarOptions = docusaurusSidebarOptions(site.config);
  return (
    <Layout className="doc-page">
      {sidebarHtml !== undefined && (
        <DocSidebarMarkupContext.Provider value={{ html: sidebarHtml, sidebarKey: route.nav.sidebar?.key, fullUrl: fullSidebarUrl }}>
          {siteDocSidebar ? (
            <SiteDocSidebar route={route} docusaurus={docusaurus} />
          ) : (
            <aside className="doc-sidebar" aria-label={strings.docsSidebar} {...sidebarDataAttributes(sidebarOptions)}>
              <DocSidebar />
              {sidebarOptions.hideable && <SidebarToggleButton />}
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
