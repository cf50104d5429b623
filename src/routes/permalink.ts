import type { SiteConfig } from '../config/types.js';
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
    if (slug.startsWith('/')) return slug === '/' ? versionRoot(version.routeBase) : joinUrl(version.routeBase, slug);
    return joinUrl(version.routeBase, ...doc.dirSegments, slug);
  }
  if (doc.isIndex) return doc.dirSegments.length ? joinUrl(version.routeBase, ...doc.dirSegments) : versionRoot(version.routeBase);
  return joinUrl(version.routeBase, doc.id);
}

/** The URL of a docs version's root: `/docs` → `/docs/`; a version at the site root (`routeBasePath: '/'`) → `/`, not `//`. */
export function versionRoot(routeBase: string): string {
  return routeBase.endsWith('/') ? routeBase : routeBase + '/';
}

/** A docs version's URL prefix, without the trailing slash: `/docs/next` → `/docs/next`, the site root `/` → ``. */
export function versionPrefix(routeBase: string): string {
  return routeBase.replace(/\/+$/, '');
}

/**
 * `/docs/x` → `docs/x/index.html`; `/about/` → `about/index.html`. Every page is a folder with an index.html, even
 * when its last segment has dots (`/blog/2021/03/28/xbuilder-1.1.7.Final`).
 */
export function outPathOf(url: string): string {
  const clean = filePathOfUrl(url);
  if (clean === '') return 'index.html';
  return clean.replace(/\/?$/, '/') + 'index.html';
}

/**
 * The output file a site URL names, relative to the output folder: the decoded form of `routeHref(url)`, so that
 * `a%20b` and `a b` are one folder and a stray `%` (`50%-off`) is a `%` in the file name, as written.
 */
export function filePathOfUrl(url: string): string {
  return routeHref(url.split(/[?#]/)[0])
    .replace(/^\/+/, '')
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s; // refused earlier as route-unsafe; kept as written rather than thrown here
      }
    })
    .join('/');
}

/** Characters a URL path or query keeps as they are (RFC 3986 unreserved, sub-delims, `:`, `@`, `/`, `?`). */
const KEEP = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

/**
 * The one place a site URL becomes the URL written into HTML, the sitemap, feeds and llms.txt: every character a URL
 * path or query cannot hold (space, `%` not starting an escape, non-ASCII, `"`, `<`…) is percent-encoded as UTF-8;
 * existing escapes (`%20`) are kept, so encoding twice changes nothing. The fragment is left as written (anchor ids).
 * A URL that is not a site path (`https://…`, `#x`, `mailto:`) is returned unchanged.
 */
export function routeHref(url: string): string {
  if (!url.startsWith('/')) return url;
  const hash = url.indexOf('#');
  const head = hash < 0 ? url : url.slice(0, hash);
  let out = '';
  for (let i = 0; i < head.length; i++) {
    const c = head[i];
    if (KEEP.test(c)) out += c;
    else if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(head.slice(i + 1, i + 3))) out += c;
    else {
      const cp = head.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      out += encodeURIComponent(cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch);
      i += ch.length - 1;
    }
  }
  return hash < 0 ? out : out + url.slice(hash);
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

/** The URL written into a page or file: the base URL added to a site path, which is percent-encoded (`routeHref`). */
export function withBase(baseUrl: string, url: string, trailingSlash?: boolean): string {
  if (!url.startsWith('/')) return url;
  if (trailingSlash) url = withTrailingSlash(url);
  if (baseUrl === '/') return routeHref(url);
  return routeHref(baseUrl.replace(/\/$/, '') + url);
}

/**
 * A page URL with a final `/` before its query and fragment (`trailingSlash: true`); a file (a last segment with an
 * extension, `/files/a.pdf`) is left as it is.
 */
export function withTrailingSlash(url: string): string {
  const m = /^([^?#]*)(.*)$/s.exec(url)!;
  const [, pathPart, rest] = m;
  if (pathPart.endsWith('/') || /\.[A-Za-z0-9]+$/.test(pathPart.slice(pathPart.lastIndexOf('/') + 1))) return url;
  return pathPart + '/' + rest;
}

/** A page's link as the site writes it: its base URL and its `trailingSlash` policy. */
export function siteHref(config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>, url: string): string {
  return withBase(config.baseUrl, url, config.trailingSlash);
}

/** A page's absolute URL (sitemap, feeds, canonical link, llms.txt). */
export function absoluteUrl(config: Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash'>, url: string): string {
  return config.url.replace(/\/$/, '') + siteHref(config, url);
}

/** The blog's site URL: `/` + its route base path without slashes at either end. */
export function blogBase(routeBasePath: string): string {
  return '/' + routeBasePath.replace(/^\/+|\/+$/g, '');
}

/** The page of an author who has one (authors.yml `page`), below the blog. */
export function authorPageUrl(routeBasePath: string, pageSlug: string): string {
  return `${blogBase(routeBasePath)}/authors/${pageSlug}`;
}
