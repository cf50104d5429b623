import type { ComponentType } from 'react';
import type { SiteConfig } from '../../config/types.js';
import type { Route, RouteTable } from '../../routes/types.js';
import type { DocFrame, PageData } from '../../stages/page.js';
import { DocContentSlot } from '../../theme/layouts/DocItem.js';
import { docusaurusDocData, type DzDocPageData } from './doc-data.js';
import { DocsContextProviders } from './docs-client.js';
import { routerProps } from './site-data.js';
import { withInstalledCards } from './installed-cards.js';

/**
 * A Docusaurus site's doc page frame (stages/page.ts#DocFrame): the docs plugin's data of the page (doc-data.ts) in
 * its providers (`useDoc`, `useDocsSidebar`, `useDocsVersion`), around the page's content, its DocItem and a site's
 * own DocSidebar (theme/layouts/DocPage.tsx); undefined for a page of no known docs version. A generated index page's
 * cards are `indexCards` when given (the installed theme's DocCardList: installed-cards.tsx).
 */
export function docusaurusDocFrame(
  config: SiteConfig,
  table: RouteTable,
  route: Extract<Route, { kind: 'doc' | 'doc-index' }>,
  page: PageData,
  components: {
    /** By docs plugin id, the DocItem its `docItemComponent` names (runtime/doc-item-components.ts). */
    docItems?: ReadonlyMap<string, ComponentType<any>>;
    /** The installed theme's DocCardList, for a generated index's cards (runtime/installed-cards.tsx). */
    indexCards?: ComponentType<any>;
  } = {},
): DocFrame | undefined {
  const data = docusaurusDocData(config, table, route, page);
  if (!data) return undefined;
  // The instance's own DocItem (`docItemComponent`); a category's generated index has none (Docusaurus renders
  // `docCategoryGeneratedIndexComponent` there).
  const docItem = route.kind === 'doc' ? components.docItems?.get(route.doc.area) : undefined;
  const cards = route.kind === 'doc-index' ? components.indexCards : undefined;
  return {
    ...(docItem && { docItem }),
    wrap: (el, o) => (
      <DocsContextProviders root={config.root} data={data}>
        {withInstalledCards(
          cards,
          o?.around === 'doc-item' ? (
            // Docusaurus' DocRoot/Layout/Main around the DocItem: the frame the site's DocItem was written in.
            <div className="container padding-top--md padding-bottom--lg doc-item-container">{el}</div>
          ) : (
            el
          ),
        )}
      </DocsContextProviders>
    ),
    // As Docusaurus' route gives it: the content module, and what react-router gives every route component.
    docItemProps: {
      content: docContentComponent(data, route.kind === 'doc' && route.doc.md.titleInContent !== undefined),
      ...routerProps(data.content.metadata.permalink, { component: '@theme/DocItem' }),
    },
    sidebarItems: data.sidebar?.items,
    permalink: data.content.metadata.permalink,
  };
}

/**
 * Docusaurus' `props.content` of DocItem: the content component, with the doc's metadata, front matter, assets, content
 * title and TOC as its properties. Its content title (the content's `# Title`, which fe-docs keeps out of the HTML) is
 * rendered as the content renders it in Docusaurus; a content title further down (`inContent`) is in the HTML already.
 */
function docContentComponent(data: DzDocPageData, inContent: boolean) {
  const { contentTitle } = data.content;
  const Content = () => (
    <>
      {contentTitle !== undefined && !inContent && (
        <header>
          <h1>{contentTitle}</h1>
        </header>
      )}
      <DocContentSlot />
    </>
  );
  return Object.assign(Content, data.content);
}
