// The composition's one choice: the site formats fe-docs understands besides site.config.yaml (Docusaurus projects).
// The orchestrator (src/build/) is given it; nothing below api/ and cli/ picks a dialect.
export { docusaurusDialect as dialect } from '../docusaurus/index.js';
