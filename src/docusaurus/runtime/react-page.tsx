import type { ReactElement } from 'react';
import type { SiteConfig } from '../../config/types.js';
import type { ThemeHooks } from '../../stages/page.js';
import { PageIsland } from './page-island.js';
import { DocusaurusProviders, docusaurusPageProps } from './site-data.js';

/**
 * A React page of the site as Docusaurus renders it (stages/page.ts#ThemeHooks.reactPage): with what its route gives it
 * there (`config`, `location`…: site-data.ts#docusaurusPageProps), inside Docusaurus' providers; an interactive page
 * (state, effects) hydrates what its <Layout> wraps in the browser (page-island.tsx).
 */
export function docusaurusReactPage(
  config: SiteConfig,
  { component: Page, island, pathname, site }: Parameters<NonNullable<ThemeHooks['reactPage']>>[0],
): ReactElement {
  const routeProps = docusaurusPageProps(config, pathname);
  if (island)
    return (
      <PageIsland island={island} site={site} routeProps={routeProps.browserProps}>
        <DocusaurusProviders root={config.root}>
          <Page {...routeProps.props} site={site} />
        </DocusaurusProviders>
      </PageIsland>
    );
  return (
    <DocusaurusProviders root={config.root}>
      <Page {...routeProps.props} site={site} />
    </DocusaurusProviders>
  );
}
