import type { Route } from '../../routes/types.js';
import { joinUrl } from '../../config/load.js';
import { UnlistedBanner } from '../components/UnlistedBanner.js';
import { usePage, useSite } from '../context.js';
import { Layout as OriginalLayout } from '../components/Layout.js';
import { Toc as OriginalToc } from '../components/Toc.js';
import { NotFound } from '../components/NotFound.js';
import { searchStringsAttr } from '../../i18n/search-strings.js';
import { themed } from '../components-context.js';
import { ContentSlot } from './DocItem.js';

const Layout = themed('Layout', OriginalLayout);
const Toc = themed('Toc', OriginalToc);

/**
 * A Markdown page (title + content + TOC; the content is put in its MDXContent after the page renders) or a React page
 * (its own markup inside main: `contentHtml`).
 */
export function ContentPage({ route, contentHtml }: { route: Extract<Route, { kind: 'page' }>; contentHtml: string }) {
  const data = usePage();
  const { config, hooks } = useSite();
  if (route.page.format === 'tsx' && route.page.component) {
    // The page brings its own <Layout> (@theme/Layout) and renders whole in the site's context, with what its site's
    // format gives it (a Docusaurus page's route props and providers; an interactive page hydrates in the browser).
    const Page = route.page.component;
    const site = { title: config.title, tagline: config.tagline };
    if (hooks.reactPage) return hooks.reactPage({ component: Page, island: route.page.island, pathname: joinUrl(config.baseUrl, route.url), site });
    return <Page site={site} />;
  }
  if (route.page.format === 'tsx') {
    return (
      <Layout className="react-page">
        <main id="main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </Layout>
    );
  }
  return (
    <Layout className="md-page">
      <main id="main" className="md-main" tabIndex={-1}>
        <article className="md-article">
          <UnlistedBanner />
          {data.heading !== undefined && <h1>{data.heading}</h1>}
          <div className="markdown">
            <ContentSlot />
          </div>
        </article>
        {data.toc && (
          <div className="doc-toc">
            <Toc toc={data.toc} />
          </div>
        )}
      </main>
    </Layout>
  );
}

/** The 404 page: the theme's, or the site's `NotFound` override. */
export const NotFoundPage = themed('NotFound', NotFound);

/** /search: the form works without JavaScript (it reloads with ?q=); the client fills in the results. */
export function SearchPage() {
  const { strings, url } = useSite();
  return (
    <Layout className="search-page">
      <main id="main" className="md-main narrow" tabIndex={-1}>
        <h1>{strings.searchTitle}</h1>
        <form className="search-page-form" action={url('/search')} method="get" role="search">
          <label htmlFor="search-page-input" className="sr-only">
            {strings.searchPlaceholder}
          </label>
          <input id="search-page-input" type="search" name="q" placeholder={strings.searchPlaceholder} autoComplete="off" />
        </form>
        <div className="search-page-results" aria-live="polite" data-search-strings={searchStringsAttr(strings)} />
      </main>
    </Layout>
  );
}
