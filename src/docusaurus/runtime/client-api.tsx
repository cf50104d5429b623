import { codeTranslationIn } from './code-translations.js';
import { bridgedSite } from './site-bridge.js';
import { createElement, Fragment, useContext, type ReactNode } from 'react';
import { PageContext, SiteContext } from '../../theme/context.js';
import { Link as ThemeLink } from '../../theme/components/Link.js';
import { LinkReportContext } from '../../theme/link-report.js';
import { isExternalUrl, RoutePathname, useDocusaurusSite, withBaseUrl } from './site-data.js';
import { ContentPageReads } from './page-reads.js';
import { withTrailingSlash } from '../../routes/permalink.js';

/**
 * fe-docs' build-time versions of Docusaurus' client modules (`@docusaurus/*`), with Docusaurus' exports. Pages are
 * rendered once, in Node: browser-only branches (BrowserOnly, useIsBrowser) take their server path.
 */

export function useBaseUrl(url: string, opts: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { siteConfig } = useDocusaurusSite();
  return withBaseUrl(siteConfig.baseUrl, url, { ...opts, siteUrl: siteConfig.url });
}

export function useBaseUrlUtils() {
  const { siteConfig } = useDocusaurusSite();
  return {
    withBaseUrl: (url: string, opts?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) =>
      withBaseUrl(siteConfig.baseUrl, url, { ...opts, siteUrl: siteConfig.url }),
  };
}

export function useDocusaurusContext() {
  const { docusaurusConfig, localeConfigs, ...data } = useDocusaurusSite();
  return {
    ...data,
    // A Docusaurus site's own config (themeConfig and all) under fe-docs' values for what fe-docs computes itself.
    siteConfig: { themeConfig: {}, ...docusaurusConfig, ...data.siteConfig },
    i18n: { ...data.i18n, localeConfigs: localeConfigs ?? {}, path: 'i18n' },
    globalData: data.globalData ?? {},
    codeTranslations: {},
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined },
  };
}

type LinkProps = { to?: string; href?: string; children?: ReactNode; className?: string; [attr: string]: unknown };

/**
 * `<Link to>` / `<Link href>`. In a whole page (SiteContext) it is the theme's link (base URL, a new tab announced to
 * screen readers for another site) without the theme's external-link icon: Docusaurus' Link draws none, its
 * components add `@theme/Icon/ExternalLink` where they want one (a site's icon-only navbar link stays empty). In MDX
 * content it is a plain link with the base URL, as Docusaurus writes it.
 */
export function Link(props: LinkProps) {
  return props.isNavLink ? createElement(NavLink, props) : createElement(PlainLink, props);
}

type NavMatch = (match: ReturnType<typeof matchPath>, location: ReturnType<typeof useLocation>) => boolean;

/**
 * `<Link isNavLink>` is react-router 5's NavLink: active when the page's location matches its target (or its
 * `isActive(match, location)` says so: theme-classic's doc and docSidebar navbar items, `activeBasePath`), it gets
 * `activeClassName` (`active` by default; `navbar__link--active` from the navbar) and `aria-current="page"`. Its own
 * component, so only such links read the location (a page whose content reads it is rendered again per page).
 */
function NavLink({ isNavLink: _n, activeClassName = 'active', isActive, exact, strict, sensitive, ...props }: LinkProps) {
  const location = useLocation();
  const target = String(props.to ?? props.href ?? '').replace(/[?#].*$/, '');
  const match = target ? matchPath(location.pathname, { path: target, exact: !!exact, strict: !!strict, sensitive: !!sensitive }) : null;
  const active = typeof isActive === 'function' ? !!(isActive as NavMatch)(match, location) : !!match;
  if (!active) return createElement(PlainLink, props);
  const className = [props.className, activeClassName].filter(Boolean).join(' ');
  return createElement(PlainLink, { 'aria-current': 'page', ...props, className });
}

function PlainLink({
  to,
  href,
  children,
  className,
  isNavLink: _n,
  activeClassName: _a,
  autoAddBaseUrl: _b,
  'data-noBrokenLinkCheck': noCheck,
  ...rest
}: LinkProps) {
  const site = useContext(SiteContext);
  const report = useContext(LinkReportContext);
  const target = to ?? href ?? '#';
  const { siteConfig, docusaurusConfig } = useDocusaurusSite();
  const external = isExternalUrl(target);
  // What Docusaurus' Link collects for its broken-link check: an anchor on the page, or an internal link it routes
  // (not one opening in another target); its `id` is an anchor of the page.
  const written = external ? target : withSitePolicy(withBaseUrl(siteConfig.baseUrl, target), siteConfig.baseUrl, docusaurusConfig?.trailingSlash);
  if (report && !noCheck && (to || href) && (written.startsWith('#') || (!external && (!rest.target || rest.target === '_self')))) report.links.add(written);
  if (report && typeof rest.id === 'string' && rest.id) report.anchors.add(rest.id);
  // The theme's Link takes site URLs; Docusaurus' permalinks (`useDoc().metadata.permalink`, a version's path) and
  // `useBaseUrl()` results already carry the base URL, which Docusaurus' Link then does not add again.
  // A link whose text is HTML (theme-classic's TOC items: `dangerouslySetInnerHTML`) is written as it is given.
  if (site && !rest.dangerouslySetInnerHTML)
    return createElement(ThemeLink, {
      href: external ? target : withSitePolicy(withoutBaseUrl(siteConfig.baseUrl, target), '/', docusaurusConfig?.trailingSlash),
      className,
      children,
      data: dataAttributes(rest),
      noIcon: true,
    });
  return createElement(
    'a',
    {
      ...rest,
      href: written,
      className,
      ...(external && !rest.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    },
    children,
  );
}

/**
 * Docusaurus' Link applies the site's `trailingSlash` to internal links (`applyTrailingSlash`): permalinks, which carry
 * none, get it where the site wants one, and lose one where it wants none (but the base URL itself).
 */
function withSitePolicy(href: string, baseUrl: string, trailingSlash: unknown): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (trailingSlash === true) return withTrailingSlash(href);
  if (trailingSlash !== false) return href;
  const [, pathPart, rest] = /^([^?#]*)(.*)$/s.exec(href)!;
  return pathPart.length > 1 && pathPart.endsWith('/') && pathPart !== baseUrl ? pathPart.slice(0, -1) + rest : href;
}

function withoutBaseUrl(baseUrl: string, url: string): string {
  if (baseUrl === '/' || !url.startsWith('/')) return url;
  if (url.startsWith(baseUrl)) return '/' + url.slice(baseUrl.length);
  return url === baseUrl.replace(/\/$/, '') ? '/' : url;
}

/**
 * The attributes of a Docusaurus Link's props that the theme's link writes as they are: `data-*`, `aria-*` (a sidebar
 * category's `aria-expanded={true}` as "true"), `id`, `title`, `tabIndex` (theme-classic's sidebar items).
 */
const dataAttributes = (props: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(props)
      .filter(
        ([k, v]) => (/^(data-|id$|title$)/.test(k) && typeof v === 'string') || (/^(aria-|tabIndex$)/.test(k) && /^(string|number|boolean)$/.test(typeof v)),
      )
      .map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;

/** `{name}` placeholders of a Docusaurus message replaced by `values`; React nodes stay nodes. */
export function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/g).map((p) => {
    const m = /^\{(\w+)\}$/.exec(p);
    return m && m[1] in values ? values[m[1]] : p;
  });
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : createElement(Fragment, null, ...parts);
}

/** The theme's UI string `id` (fe-docs' tables), else the message given. */
function uiString(site: { strings: unknown } | null, id?: string): string | undefined {
  const text = id && site ? (site.strings as Record<string, unknown>)[id] : undefined;
  return typeof text === 'string' ? text : undefined;
}

type TranslateProps = { id?: string; description?: string; values?: Record<string, ReactNode>; children?: ReactNode };
type TranslateMessage = { id?: string; message?: string; description?: string };
/** A site's messages in the locale being built (its code.json), read when a message is asked for. */
type Messages = () => Readonly<Record<string, string>>;

function translateWith(messages: Messages, { id, values, children }: TranslateProps, site: { strings: unknown } | null) {
  const message = codeTranslationIn(messages(), id) ?? uiString(site, id) ?? (typeof children === 'string' ? children : undefined);
  return createElement(Fragment, null, message !== undefined ? interpolate(message, values) : children);
}

/** `translate({ id, message }, values)`: the site's translation of `id` (`messages`), else the message. */
function translateText(messages: Messages, { message, id }: TranslateMessage, values?: Record<string, string | number>): string {
  const text = codeTranslationIn(messages(), id) ?? message ?? id ?? '';
  return values ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m)) : text;
}

/**
 * `@docusaurus/Translate` for the compiled code of the site at `root` (the bridge, site-bridge.ts): `<Translate>` and
 * `translate()` answer with that site's messages, whichever site's load or render runs meanwhile.
 */
export function siteTranslateModule(root: string): { default: (p: TranslateProps) => ReactNode; translate: typeof translate } {
  const messages: Messages = () => bridgedSite(root)?.codeTranslations ?? {};
  return {
    default: function Translate(props: TranslateProps) {
      return translateWith(messages, props, useContext(SiteContext));
    },
    translate: (m, values) => translateText(messages, m, values),
  };
}

/** `<Translate>` in fe-docs' own components: the messages of the site whose page renders (SiteContext). */
export function Translate(props: TranslateProps) {
  const site = useContext(SiteContext);
  return translateWith(() => (site ? (bridgedSite(site.config.root)?.codeTranslations ?? {}) : {}), props, site);
}

/** `translate()` where no site is known: the message given (a site's code gets its own, `siteTranslateModule`). */
export function translate(m: TranslateMessage, values?: Record<string, string | number>): string {
  return translateText(() => ({}), m, values);
}

export function Interpolate({ values, children }: { values?: Record<string, ReactNode>; children?: ReactNode }) {
  return createElement(Fragment, null, typeof children === 'string' ? interpolate(children, values) : children);
}

/** Rendered in Node: the fallback, as Docusaurus' server render does; the children need the browser. */
export function BrowserOnly({ fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return createElement(Fragment, null, fallback ?? null);
}

export const useIsBrowser = () => false;

export const ExecutionEnvironment = { canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false };

/**
 * The page's location while it is rendered (its path, no query or hash: those exist only in the browser). MDX content
 * rendered while content loads has no page yet: reading its path there has the content rendered again with its page
 * (docusaurus/runtime/page-reads.ts); `search` and `hash` (Tabs' query string) are the same everywhere.
 */
export function useLocation() {
  const page = useContext(PageContext) as { url?: string } | undefined;
  const routePathname = useContext(RoutePathname);
  const reads = useContext(ContentPageReads);
  const { siteConfig, docusaurusConfig } = useDocusaurusSite();
  // The route's path as the site serves it: with `trailingSlash: true`, Docusaurus' routes (and so the browser's
  // location, which a hydrated island reads) end with `/`.
  const slashed = (useContext(SiteContext)?.config.trailingSlash ?? docusaurusConfig?.trailingSlash) === true;
  // A page rendered on its own says where it is; PageContext's default (`/`) is no page.
  const url = routePathname ?? withBaseUrl(siteConfig.baseUrl, page?.url ?? '/');
  const pathname = slashed ? withTrailingSlash(url) : url;
  const location = { pathname, search: '', hash: '', state: undefined, key: 'default' };
  if (!reads) return location;
  return Object.defineProperty(location, 'pathname', {
    enumerable: true,
    get() {
      reads.read = true;
      return pathname;
    },
  });
}

export function useHistory() {
  const noop = () => {};
  return { push: noop, replace: noop, go: noop, goBack: noop, goForward: noop, listen: () => noop, location: useLocation(), length: 1, action: 'POP' };
}

/** Plugins' global data known at build time (docusaurus/runtime/site-data.ts: the docs plugin's versions). */
export const useGlobalData = () => useDocusaurusSite().globalData ?? {};
export const usePluginData = (name: string, id = 'default') => useDocusaurusSite().globalData?.[name]?.[id];
export const useAllPluginInstancesData = (name: string) => useDocusaurusSite().globalData?.[name] ?? {};

export const isInternalUrl = (url?: string) => !!url && !isExternalUrl(url) && !url.startsWith('mailto:');

/** `@docusaurus/isInternalUrl`'s `hasProtocol`: `https:`, `mailto:`, `//host` (RFC 3986 scheme). */
export const hasProtocol = (url: string) => /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(url);

/** `@docusaurus/useBaseUrl`'s `addBaseUrl`, the function behind `useBaseUrl`, outside React. */
export function addBaseUrl({
  siteUrl,
  baseUrl,
  url,
  options = {},
}: {
  siteUrl: string;
  baseUrl: string;
  url: string;
  options?: { forcePrependBaseUrl?: boolean; absolute?: boolean };
  router?: string;
}): string {
  return withBaseUrl(baseUrl, url, { ...options, siteUrl });
}

/**
 * `@docusaurus/theme-common`'s `useColorMode`, at build time: the configured default mode, as Docusaurus' server
 * render gives. Pages are not re-rendered in the browser, so importing it is reported (site-modules.ts).
 */
export function useColorMode() {
  const { colorMode } = useDocusaurusSite();
  return { colorMode, isDarkTheme: colorMode === 'dark', setColorMode: (_: 'light' | 'dark') => {} };
}

/**
 * react-router 5's `matchPath` (re-exported by `@docusaurus/router`), for the route patterns Docusaurus' own code gives
 * it: a path of literal segments and `:name` parameters (`path` may be a list), `exact` and `strict` as in
 * react-router. Null when `pathname` does not match.
 */
export function matchPath(
  pathname: string,
  options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean } = {},
): { path: string; url: string; isExact: boolean; params: Record<string, string> } | null {
  const opts = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = opts.path === undefined ? [] : Array.isArray(opts.path) ? opts.path : [opts.path];
  for (const p of paths) {
    const keys: string[] = [];
    const source = p
      .replace(/\/$/, opts.strict ? '/' : '')
      .split(/(:[A-Za-z_]\w*\??)/)
      .map((part, i) => {
        if (!(i % 2)) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(part.slice(1).replace(/\?$/, ''));
        return part.endsWith('?') ? '([^/]*)' : '([^/]+)';
      })
      .join('');
    const end = opts.exact ? (opts.strict ? '$' : '\\/?$') : opts.strict ? '' : '(?=\\/|$)';
    const m = new RegExp('^' + source + end, opts.sensitive ? '' : 'i').exec(pathname);
    if (!m) continue;
    const url = m[0];
    const isExact = pathname === url || (!opts.strict && pathname === url + '/');
    if (opts.exact && !isExact) continue;
    return { path: p, url: p === '/' && url === '' ? '/' : url, isExact, params: Object.fromEntries(keys.map((k, i) => [k, m[i + 1]])) };
  }
  return null;
}

/** react-router's `useRouteMatch(path)`: the page's own location matched against `path`. */
export function useRouteMatch(path?: string | { path?: string; exact?: boolean; strict?: boolean }) {
  const { pathname } = useLocation();
  return path === undefined ? { path: '/', url: '/', isExact: pathname === '/', params: {} } : matchPath(pathname, path);
}
