import type { SiteConfig } from '../config/types.js';

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
 * The site's pages folder, relative to its root: `pages.path` (a Docusaurus project's `src/pages` is set there when
 * its config is loaded: docusaurus/config/project.ts#adopt).
 */
export function sitePagesDir(config: SiteConfig): string {
  return config.pages.path;
}
