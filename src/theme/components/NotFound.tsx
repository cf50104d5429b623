import { useSite } from '../context.js';
import { Layout as OriginalLayout } from './Layout.js';
import { themed } from '../components-context.js';

const Layout = themed('Layout', OriginalLayout);

/** The page of a URL the site does not have (`404.html`); a site's `theme/NotFound` (Docusaurus' swizzled `NotFound`) replaces it. */
export function NotFound() {
  const { strings } = useSite();
  return (
    <Layout className="not-found-page">
      <main id="main" className="md-main narrow" tabIndex={-1}>
        <h1>{strings.notFoundTitle}</h1>
        <p>{strings.notFoundText}</p>
        <p>{strings.notFoundContact}</p>
      </main>
    </Layout>
  );
}
