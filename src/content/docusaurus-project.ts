import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CONFIG_NAMES = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);

/**
 * Whether a site folder is a Docusaurus project (a `docusaurus.config.*`, or `@docusaurus/core` in its
 * package.json): only then are its `src/pages` and `src/theme` read as Docusaurus reads them. A folder that merely
 * has a `src/` (fe-docs' own repository, an app) keeps fe-docs' folders.
 */
export function isDocusaurusProject(root: string): boolean {
  if (CONFIG_NAMES.some((n) => existsSync(path.join(root, n)))) return true;
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return !!(pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core']);
  } catch {
    return false;
  }
}
