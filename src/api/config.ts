import path from 'node:path';
import type { ConfigResult } from '../config/load.js';
import { loadSiteConfig } from '../build/config.js';
import { dialect } from './dialect.js';

/**
 * Read and validate `<root>/site.config.yaml`, or a Docusaurus site's docusaurus.config.* when there is no
 * site.config.yaml; `config` is absent when it has errors (see `diagnostics`).
 */
export async function loadConfig(root: string): Promise<ConfigResult> {
  return loadSiteConfig(path.resolve(root), { dialect });
}
