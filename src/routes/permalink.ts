import { joinUrl } from '../config/load.js';
import type { ResolvedDocsVersion } from '../config/types.js';
import type { DocEntry } from '../content/types.js';

/**
 * The only place where URLs and output paths are made. URLs here never carry the base URL; `withBase` adds
 * it when HTML is written.
 */
export function docUrl(doc: DocEntry, version: ResolvedDocsVersion): string {
  const slug = doc.meta.slug;
  if (slug !== undefined) {
    if (slug.startsWith('/')) return slug === '/' ? version.routeBase + '/' : joinUrl(version.routeBase, slug);
    return joinUrl(version.routeBase, ...doc.dirSegments, slug);
  }
  if (doc.isIndex) return doc.dirSegments.length ? joinUrl(version.routeBase, ...doc.dirSegments) : version.routeBase + '/';
  return joinUrl(version.routeBase, doc.id);
}

/**
 * `/docs/x` → `docs/x/index.html`; `/about/` → `about/index.html`. Every page is a folder with an index.html, even
 * when its last segment has dots (`/blog/2021/03/28/xbuilder-1.1.7.Final`).
 */
export function outPathOf(url: string): string {
  let clean = url;
  try {
    clean = decodeURIComponent(url);
  } catch {
    // A doc id or slug with a stray `%` (`50%-off`) is a file name as written, not an escape.
  }
  clean = clean.replace(/^\/+/, '');
  if (clean === '') return 'index.html';
  return clean.replace(/\/?$/, '/') + 'index.html';
}

/** The key URLs are looked up by: no trailing slash, no index.html or .html, no query or hash. */
export function normalizeUrl(url: string): string {
  let u = url.split(/[?#]/)[0];
  try {
    u = decodeURI(u);
  } catch {
    /* keep as written */
  }
  u = u.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (u.length > 1) u = u.replace(/\/+$/, '');
  return u || '/';
}

export function withBase(baseUrl: string, url: string): string {
  if (baseUrl === '/' || !url.startsWith('/')) return url;
  return baseUrl.replace(/\/$/, '') + url;
}
