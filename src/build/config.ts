import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, loadConfig, type ConfigResult } from '../config/load.js';
import type { Dialect } from '../stages/hooks.js';

/**
 * The site's configuration from whichever file it has: site.config.yaml, else the dialect's own config file (a
 * Docusaurus project's docusaurus.config.{ts,mts,cts,js,mjs,cjs}). site.config.yaml wins when both exist (it is the
 * one written for fe-docs). Every config then passes the dialect's `adopt` (the conventions of its project folder).
 */
export async function loadSiteConfig(root: string, opts: { dev?: boolean; dialect?: Dialect } = {}): Promise<ConfigResult> {
  root = path.resolve(root);
  const { dialect } = opts;
  const own = dialect && !existsSync(path.join(root, CONFIG_FILE)) ? dialect.configFile(root) : undefined;
  const result = own ? await dialect!.loadConfig(root, own, { dev: opts.dev }) : loadConfig(root, { dev: opts.dev });
  return result.config && dialect ? { ...result, config: dialect.adopt(result.config) } : result;
}

/** The file a site's configuration is read from (absolute), for messages and for `fe-docs dev` to watch. */
export function siteConfigFile(root: string, dialect?: Dialect): string {
  const yaml = path.join(root, CONFIG_FILE);
  return existsSync(yaml) ? yaml : (dialect?.configFile(root) ?? yaml);
}
