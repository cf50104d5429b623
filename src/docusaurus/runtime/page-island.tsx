import { useContext, type ReactNode } from 'react';
import { renderToString } from '../../core/react-string.js';
import { jsonForScript } from '../../core/json-for-script.js';
import type { IslandUse } from '../../markdown/types.js';
import { Layout as OriginalLayout } from '../../theme/components/Layout.js';
import { ThemeComponentsContext } from '../../theme/components-context.js';
import { PageContext, SiteContext } from '../../theme/context.js';
import { HeadCollector } from '../../theme/head-collector.js';
import { DocusaurusProviders, docusaurusSiteData, DocusaurusSiteContext, type DocusaurusSiteData } from './site-data.js';

/** The props a hydrated page is rendered with in the browser: its own, and the site data docusaurus/client/stand-ins.ts reads. */
export interface PageIslandProps {
  [routeProp: string]: unknown;
  site: { title: string; tagline: string };
  __docusaurus: DocusaurusSiteData;
}

/**
 * An interactive React page (theme/layouts/OtherPages.tsx): its `<Layout>` renders as usual, but what the Layout
 * wraps is rendered on its own, in Docusaurus' plain form (the browser's stand-ins, docusaurus/client/stand-ins.ts, render
 * the same markup), inside `<fe-island>` with the props beside it, so the island loader hydrates just that.
 */
export function PageIsland({
  island,
  site,
  routeProps,
  children,
}: {
  island: IslandUse;
  site: PageIslandProps['site'];
  /** The page's Docusaurus route props for the browser, asked for once the page has rendered (`config` if it read it). */
  routeProps?: () => Record<string, unknown>;
  children: ReactNode;
}) {
  const theme = useContext(ThemeComponentsContext);
  const config = useContext(SiteContext)?.config;
  const page = useContext(PageContext);
  // The page's <Head> (structured data of a React page) still reaches the document head from the island's render.
  const head = useContext(HeadCollector);
  const data = config ? docusaurusSiteData(config) : undefined;
  // The browser gets the small part: the whole Docusaurus config holds functions, paths and data no island reads.
  const { docusaurusConfig: _full, localeConfigs: _locales, ...browserData } = data ?? ({} as DocusaurusSiteData);
  const Outer = (theme?.Layout ?? OriginalLayout) as typeof OriginalLayout;
  const IslandLayout = ({ children: content, ...rest }: { children?: ReactNode; className?: string }) => {
    const html = renderToString(
      <HeadCollector.Provider value={head}>
        <PageContext.Provider value={page}>
          <DocusaurusSiteContext.Provider value={data ?? null}>
            <ThemeComponentsContext.Provider value={theme}>
              {config ? <DocusaurusProviders root={config.root}>{content}</DocusaurusProviders> : content}
            </ThemeComponentsContext.Provider>
          </DocusaurusSiteContext.Provider>
        </PageContext.Provider>
      </HeadCollector.Provider>,
    );
    const props: PageIslandProps = { ...routeProps?.(), site, __docusaurus: browserData as DocusaurusSiteData };
    return (
      <Outer {...rest}>
        <fe-island data-component={island.id} data-mode="load" data-props-id="fe-island-props-page" dangerouslySetInnerHTML={{ __html: html }} />
        <script type="application/json" id="fe-island-props-page" dangerouslySetInnerHTML={{ __html: jsonForScript(props) }} />
      </Outer>
    );
  };
  return <ThemeComponentsContext.Provider value={{ ...theme, Layout: IslandLayout }}>{children}</ThemeComponentsContext.Provider>;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'fe-island': { 'data-component': string; 'data-mode': string; 'data-props-id': string; dangerouslySetInnerHTML: { __html: string } };
    }
  }
}
