import type { ClientSiteData } from '../../shared/constants';

/** Files the site links to that are not pages (feeds, specs, Markdown copies, images…): always loaded by the browser. */
const FILE_EXTENSION = /\.(?:xml|ya?ml|json|md|txt|pdf|zip|gz|tar|png|jpe?g|gif|svg|webp|avif|ico|webmanifest|js|mjs|css|map|woff2?)$/i;

/** `/a/index.html` → `/a/`, `/a.html` → `/a` (how the route table names pages). */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '') || '/';
}

/**
 * Key of a page in the prefetch cache and the history: its path. The HTML of a static page depends on nothing
 * else; a query string is for the page's own features (the search page reads `q`), which follow the URL themselves.
 */
export function pageKey(url: URL): string {
  return normalizePath(url.pathname);
}

/**
 * The URL of a link the router may load itself, or null when the browser must follow it: another origin, a new
 * tab, a download, a file, a path outside this site's base, or a page of another locale (a different build).
 */
export function routableUrl(a: HTMLAnchorElement | SVGAElement, data: ClientSiteData): URL | null {
  if (!(a instanceof HTMLAnchorElement)) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download') || a.dataset.noRouter !== undefined) return null;
  let url: URL;
  try {
    url = new URL(a.href, location.href);
  } catch {
    return null;
  }
  return isRoutable(url, data) ? url : null;
}

export function isRoutable(url: URL, data: ClientSiteData): boolean {
  if (url.origin !== location.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  const base = data.baseUrl;
  const path = url.pathname;
  if (!(path + '/').startsWith(base)) return false;
  if (FILE_EXTENSION.test(path)) return false;
  if (data.currentLocale === data.defaultLocale) {
    const rest = path.slice(base.length);
    for (const l of data.locales) if (l !== data.defaultLocale && (rest === l || rest.startsWith(l + '/'))) return false;
  }
  return true;
}
