import type { Route } from '../../routes/types.js';
import { renderToStaticMarkup } from '../../core/react-string.js';
import { SiteContext, useSite, type ThemeSite } from '../context.js';
import { CATEGORY_CARDS_MARKER, categoryCards } from '../components/category-cards.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import type { DocFrame } from '../../stages/page.js';
import { DocItem as OriginalDocItem, DocItemRoute } from './DocItem.js';
import { DocSidebar as OriginalDocSidebar, DocSidebarMarkupContext, sidebarDataAttributes, SidebarToggleButton } from './DocSidebar.js';
import { DocCardList as OriginalDocCardList } from '../components/DocCardList.js';
import { themed, useThemeComponent } from '../components-context.js';

const Layout = themed('Layout', OriginalLayout);

const DocItem = themed('DocItem', OriginalDocItem);

const DocSidebar = themed('DocSidebar', OriginalDocSidebar);

/** The doc's DocItem in its frame: the one the site's config names for it, else the theme's (or the site's override). */
function ItemOf({ frame }: { frame: DocFrame }) {
  const Item = frame.docItem ?? DocItem;
  return <Item {...frame.docItemProps} />;
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
 * the page's sidebar as `PropSidebar` items (the doc frame's, else `ThemeHooks.sidebarItems`), the page's pathname, a collapse callback (nothing to collapse: the page is
 * not hydrated) and `isHidden: false`. Inside the doc frame (the docs providers), as in Docusaurus (`useDocsSidebar`
 * reads the same sidebar). Its markup is theme-classic's (`.menu__list`, `.menu__link--active`…), which the site's Infima styles and
 * docusaurus/client/chrome.ts makes work.
 */
function SiteDocSidebar({ route, frame }: { route: Extract<Route, { kind: 'doc' | 'doc-index' }>; frame?: DocFrame }) {
  const site = useSite();
  const items = frame?.sidebarItems ?? (route.nav.sidebar ? (site.hooks.sidebarItems?.(route.nav.sidebar.items) ?? []) : []);
  const options = site.config.policies.chrome.docsSidebar;
  const sidebar = (
    <aside className="doc-sidebar theme-doc-sidebar-container" aria-label={site.strings.docsSidebar} {...sidebarDataAttributes(options)}>
      <div className="doc-sidebar-viewport">
        <DocSidebar sidebar={items} path={frame?.permalink ?? site.url(route.url)} onCollapse={() => {}} isHidden={false} />
        {options.hideable && <SidebarToggleButton expand />}
      </div>
    </aside>
  );
  return frame ? frame.wrap(sidebar) : sidebar;
}

/**
 * A doc, or a category's generated index (its description and a card per item): sidebar (fe-docs' pre-rendered HTML,
 * or the site's own DocSidebar), then the DocItem (breadcrumbs, article, edit link, previous/next, table of contents;
 * the site's own when it swizzled one, in the page's doc frame: a Docusaurus site's docs providers); the content's HTML goes in
 * afterwards (DOC_CONTENT_MARKER). A large sidebar is inlined compact (render/sidebar-html.ts); `data-full-sidebar`
 * names the whole one, which the client loads when the reader reaches for the sidebar (client/full-sidebar.ts).
 */
export function DocPage({
  route,
  sidebarHtml,
  fullSidebarUrl,
  frame,
}: {
  route: Extract<Route, { kind: 'doc' | 'doc-index' }>;
  sidebarHtml?: string;
  fullSidebarUrl?: string;
  /** The site format's frame of the page (a Docusaurus site's docs providers: `useDoc`, `useDocsSidebar`…), for its theme overrides. */
  frame?: DocFrame;
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
            <SiteDocSidebar route={route} frame={frame} />
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
          {frame ? frame.wrap(<ItemOf frame={frame} />, siteDocItem || frame.docItem ? { around: 'doc-item' } : undefined) : <DocItem />}
        </DocItemRoute.Provider>
      </main>
    </Layout>
  );
}
