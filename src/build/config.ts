import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, loadConfig, type ConfigResult } from '../config/load.js';
import { findDocusaurusConfig } from './config-file.js';
import { loadDocusaurusConfig } from './load-config.js';
import { adopt } from './project.js';

/**
 * The site's configuration from whichever file it has: site.config.yaml, else a Docusaurus project's
 * docusaurus.config.{ts,mts,cts,js,mjs,cjs}. site.config.yaml wins when both exist (it is the one written for fe-docs).
 */
export async function loadSiteConfig(root: string, opts: { dev?: boolean } = {}): Promise<ConfigResult> {
  root = path.resolve(root);
  const docusaurus = existsSync(path.join(root, CONFIG_FILE)) ? undefined : findDocusaurusConfig(root);
  const result = docusaurus ? await loadDocusaurusConfig(root, docusaurus, opts) : loadConfig(root, opts);
  // A Docusaurus project's folders and site-code rules, whichever file configured it (project.ts).
  return result.config ? { ...result, config: adopt(result.config) } : result;
}

/** The file a site's configuration is read from (absolute), for messages and for `fe-docs dev` to watch. */
export function siteConfigFile(root: string): string {
  const yaml = path.join(root, CONFIG_FILE);
  return existsSync(yaml) ? yaml : (findDocusaurusConfig(root) ?? yaml);
}
