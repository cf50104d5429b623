import type { SiteConfig } from '../config/types.js';
import type { DocEntry, PageEntry, PostEntry } from '../content/types.js';

/**
 * The URL a relative URL link (`./connect`, `../faq`) of a page is resolved against. In a Docusaurus site that is
 * the page's permalink, and Docusaurus gives a folder's index doc (`ai/index.md`, `ai/README.md`, `ai/ai.md`) and a
 * folder's index page (`src/pages/team/index.md`) a permalink ending with `/` (`/ai/`), as does a slug written with
 * one: `./connect` in `ai/index.md` is `/ai/connect`, not `/connect`. fe-docs' own URLs carry no trailing slash,
 * and its own sites keep resolving against them, unless the site's `trailingSlash` is true.
 */
export function relativeLinkBase(entry: DocEntry | PostEntry | PageEntry, url: string, config: SiteConfig): string {
  // With `trailingSlash: true` every page is served at a URL ending with `/`, which the browser (and Docusaurus'
  // link check) resolves relative links against: `../../models/x` in `/docs/v7/querying/ops/` is `/docs/v7/models/x`.
  if (config.trailingSlash === true && !url.endsWith('/')) return url + '/';
  if (config.policies.links.relativeBase === 'url' || url.endsWith('/')) return url;
  const folderLike =
    entry.kind === 'doc'
      ? entry.meta.slug !== undefined
        ? entry.meta.slug.endsWith('/')
        : entry.isIndex
      : entry.kind === 'page' && entry.pagePath.endsWith('/');
  return folderLike ? url + '/' : url;
}
