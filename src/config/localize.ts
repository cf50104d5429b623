import { existsSync } from 'node:fs';
import path from 'node:path';
import { toPosix } from './load.js';
import type { SiteConfig } from './types.js';

/** Where translated content lives: `i18n/<locale>/` mirrors the site folder (`i18n/en/content/docs/…`). */
export const I18N_DIR = 'i18n';

/**
 * The configuration of one non-default locale's build. Like Docusaurus, every locale is a complete build of its
 * own, under `<baseUrl><locale>/`. Each content folder (a docs version, the blog, the pages) is read file by file:
 * a file of `i18n/<locale>/<folder>` when it is there, else the default locale's file, untranslated.
 * `<folder>` is the folder's `translationsPath` when set (a Docusaurus site: `docusaurus-plugin-content-docs/current`).
 */
export function localizeConfig(config: SiteConfig, locale: string): SiteConfig {
  const translated = (rel: string): string | undefined => {
    const dir = path.join(config.root, I18N_DIR, locale, rel);
    return existsSync(dir) ? dir : undefined;
  };
  const relOf = (abs: string) => toPosix(path.relative(config.root, abs));
  const docs = config.docs.map((area) => ({
    ...area,
    versions: area.versions.map((v) => {
      const dir = translated(v.translationsPath ?? v.relDir);
      return dir ? { ...v, dir, relDir: relOf(dir), untranslated: { dir: v.dir, relDir: v.relDir } } : v;
    }),
  }));
  const blogDir = config.blog && translated(config.blog.translationsPath ?? config.blog.path);
  const pagesDir = translated(config.pages.translationsPath ?? config.pages.path);
  return Object.freeze({
    ...config,
    baseUrl: `${config.baseUrl}${locale}/`,
    currentLocale: locale,
    docs,
    blog: config.blog && blogDir ? { ...config.blog, dir: blogDir, path: relOf(blogDir), untranslated: config.blog.dir } : config.blog,
    pages: pagesDir ? { ...config.pages, path: relOf(pagesDir), untranslated: config.pages.path } : config.pages,
  });
}
