import type { Dialect } from '../../stages/hooks.js';
import { DocusaurusSession } from './session.js';

/**
 * Docusaurus as a site format of fe-docs: a project read from its docusaurus.config.* (docusaurus/load-config.ts),
 * with its runtime, plugins and generated data at run time (session.ts). Moves to src/docusaurus/index.ts
 * (notes/architecture-plan.md step 6).
 */
export const docusaurusDialect: Dialect = {
  name: 'docusaurus',
  openSession: (root) => new DocusaurusSession(root),
};
