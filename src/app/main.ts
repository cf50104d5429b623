import { readSiteData, startClient } from '../client/start';
import { engineFeatures } from '../client/features';
import { docusaurusFeatures } from '../docusaurus/client/features';

/**
 * The browser's composition root (the twin of src/api/dialect.ts, bundled as `app.js`): the engine's client runs the
 * features it is given, fe-docs' own and the Docusaurus adapter's, which no engine file imports. Every site gets both:
 * the adapter's do nothing on a page without Docusaurus' markup.
 */
const data = readSiteData();
const engine = engineFeatures(data);
startClient(data, [
  ...engine.chrome,
  // Before the router: its click handlers cancel the clicks they handle (a category's caret link), which the router
  // then leaves alone.
  docusaurusFeatures.chrome,
  ...engine.page,
  docusaurusFeatures.toc,
  ...engine.docsSidebar,
  docusaurusFeatures.mobileDocSidebar,
  docusaurusFeatures.mermaid,
]);
