import { withBaseUrl } from './base-url.js';

/**
 * `pathname:///playground/`: Docusaurus' way to link to a path of the server that is not a page of the site (another
 * app deployed beside it, a file written by a later step). It is a link to another site for everything that checks or
 * routes links (not checked, no client-side navigation, a new tab), and its href is the path with the base URL.
 */
const PATHNAME = /^pathname:\/\//i;

/** The href a `pathname://` link is written with (`/handbook/playground/`); any other URL as it is. */
export function pathnameHref(url: string, baseUrl: string): string {
  return PATHNAME.test(url) ? withBaseUrl(baseUrl, url.replace(PATHNAME, '')) : url;
}

/** Every `href="pathname://…"` of a rendered page written with the base URL, once links are checked. */
export function resolvePathnameLinks(html: string, baseUrl: string): string {
  if (!html.includes('pathname://')) return html;
  return html.replace(/(\shref=")pathname:\/\/([^"]*)"/gi, (_, attr: string, rest: string) => `${attr}${pathnameHref('pathname://' + rest, baseUrl)}"`);
}
