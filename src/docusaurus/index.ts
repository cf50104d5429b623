import type { Dialect } from '../stages/hooks.js';
import { findDocusaurusConfig } from './config/config-file.js';
import { loadDocusaurusConfig } from './config/load-config.js';
import { adopt } from './config/project.js';
import { DocusaurusSession } from './session.js';

/**
 * Docusaurus as a site format of fe-docs: a project read from its docusaurus.config.* (docusaurus/config/load-config.ts),
 * with its runtime, plugins and generated data at run time (session.ts).
 */
export const docusaurusDialect: Dialect = {
  name: 'docusaurus',
  configFile: findDocusaurusConfig,
  loadConfig: (root, file, opts) => loadDocusaurusConfig(root, file, opts),
  // A Docusaurus project's folders and site-code rules, whichever file configured it (docusaurus/config/project.ts).
  adopt,
  openSession: (root) => new DocusaurusSession(root),
};
