import type { SiteConfig } from '../config/types.js';
import type { Route } from '../routes/types.js';
import { searchTag } from '../shared/search-index.js';

/** The documentation-area facet of a page, or undefined for pages that are not searched (lists, 404, /search). */
export function routeSearchTag(route: Route): string | undefined {
  switch (route.kind) {
    case 'doc':
      return searchTag.docs(route.doc.area, route.doc.version);
    case 'doc-index':
      return searchTag.docs(route.index.area, route.index.version);
    case 'post':
      return searchTag.blog;
    case 'page':
      return searchTag.pages;
    case 'api':
      return searchTag.api;
    default:
      return undefined;
  }
}

/** The language facet: the locale of this build (every locale is a build of its own, with its own index). */
export function routeLanguage(config: SiteConfig): string {
  return config.currentLocale;
}

/**
 * `<meta name="docsearch:…">` tags, the ones a DocSearch crawler reads, so a hosted index built from the site gets
 * the same language and area facets the search box filters on.
 */
export function searchMetaTags(config: SiteConfig, route: Route): string {
  const tag = routeSearchTag(route);
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<meta name="docsearch:language" content="${esc(routeLanguage(config))}">` + (tag ? `<meta name="docsearch:docusaurus_tag" content="${esc(tag)}">` : '')
  );
}
