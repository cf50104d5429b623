import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { isDocusaurusProject } from './docusaurus-project.js';

/**
 * `index.md` → its folder with a trailing slash (`about/`), `x.md` → `x` (Docusaurus page routing), for every
 * extension of a page: `.md`, `.mdx`, `.js`, `.jsx`, `.ts`, `.tsx`.
 */
export function pagePathOf(file: string): string {
  const noExt = file.replace(/\.(mdx?|[jt]sx?)$/, '');
  if (noExt === 'index') return '';
  if (noExt.endsWith('/index')) return noExt.slice(0, -'index'.length);
  return noExt;
}

/**
 * The site's pages folder: the configured one, else a Docusaurus project's `src/pages` when the configured default
 * (`content/pages`) does not exist. (A Docusaurus config will set it directly.)
 */
export function sitePagesDir(config: SiteConfig): string {
  const configured = config.pages.path;
  if (configured !== 'content/pages' || existsSync(path.join(config.root, configured))) return configured;
  return existsSync(path.join(config.root, 'src/pages')) && isDocusaurusProject(config.root) ? 'src/pages' : configured;
}
