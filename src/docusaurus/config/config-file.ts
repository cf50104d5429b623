import { existsSync } from 'node:fs';
import path from 'node:path';

/** The names Docusaurus looks for, in its order (`@docusaurus/core`'s DEFAULT_CONFIG_FILE_NAMES). */
export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
] as const;

/** The absolute path of the site's docusaurus.config.*, if it has one. */
export function findDocusaurusConfig(root: string): string | undefined {
  for (const name of DOCUSAURUS_CONFIG_FILES) {
    const file = path.join(root, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}
