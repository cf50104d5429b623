// The public API of fe-docs: `import { build, check, createDevServer, loadConfig } from 'fe-docs'`.
// Every function returns the problems it found as `Diagnostic`s; none throws for a problem of the site.
export { build, type BuildOptions, type BuildResult } from './api/build.js';
export { OutDirRefusedError, type OutDirRefusal } from './output/guard-out-dir.js';
export { check, type CheckOptions, type CheckResult } from './api/check.js';
export { createDevServer, type DevServer, type DevServerOptions } from './api/dev-server.js';
export { loadConfig } from './api/config.js';
export type { ConfigResult } from './config/load.js';
export type { SiteConfig, ResolvedDocsArea, ResolvedDocsVersion } from './config/types.js';
export type { DocusaurusOrigin } from './docusaurus/config/origin.js';
export type { UserConfig } from './config/schema.js';
export { hasErrors, type Diagnostic, type DiagnosticCode, type Severity } from './core/diagnostics.js';
export type { Position } from './core/position.js';
