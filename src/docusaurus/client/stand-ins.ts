import { createElement, Fragment, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { isExternalUrl, withBaseUrl } from '../../shared/base-url';
import { pathnameHref } from '../../shared/pathname-links';

/**
 * The browser's stand-ins for the Docusaurus modules a hydrated React page may import (mdx/hydration.ts
 * lists them). Each renders the markup its build-time version (theme/docusaurus/) writes for a page island, so
 * hydration matches; the site data comes with the island's props.
 */
interface SiteData {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
}

let site: SiteData = {
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
  i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'] },
};

export function setSiteData(data: SiteData | undefined): void {
  if (data) site = data;
}

/** The page's `<Layout>` stays the server's: only what it wraps is hydrated. */
export const Layout = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);

export const useBaseUrl = (url: string, opts: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}) =>
  withBaseUrl(site.siteConfig.baseUrl, url, { ...opts, siteUrl: site.siteConfig.url });
export const useBaseUrlUtils = () => ({ withBaseUrl: (url: string, opts?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) => useBaseUrl(url, opts) });
export const useDocusaurusContext = () => ({
  ...site,
  globalData: {},
  codeTranslations: {},
  siteMetadata: { docusaurusVersion: '3', pluginVersions: {}, siteVersion: undefined },
});

export function Link({
  to,
  href,
  children,
  className,
  isNavLink: _n,
  activeClassName: _a,
  autoAddBaseUrl: _b,
  ...rest
}: {
  to?: string;
  href?: string;
  children?: ReactNode;
  className?: string;
  [attr: string]: unknown;
}) {
  const target = to ?? href ?? '#';
  const external = isExternalUrl(target);
  return createElement(
    'a',
    {
      ...rest,
      href: external ? pathnameHref(target, site.siteConfig.baseUrl) : withBaseUrl(site.siteConfig.baseUrl, target),
      className,
      ...(external && !rest.target ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    },
    children,
  );
}

export function Heading({ as: Tag = 'h2', id, children, className, ...rest }: { as?: string; id?: string; children?: ReactNode; className?: string }) {
  if (Tag === 'h1' || !id) return createElement(Tag, { ...rest, id, className }, children);
  return createElement(
    Tag,
    { ...rest, id, className: ['anchor', className].filter(Boolean).join(' ') },
    children,
    createElement('a', { className: 'hash-link', href: `#${id}`, 'aria-hidden': 'true', tabIndex: -1 }, '#'),
  );
}

function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/g).map((p) => {
    const m = /^\{(\w+)\}$/.exec(p);
    return m && m[1] in values ? values[m[1]] : p;
  });
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : createElement(Fragment, null, ...parts);
}

export const Translate = ({ values, children }: { id?: string; values?: Record<string, ReactNode>; children?: ReactNode }) =>
  createElement(Fragment, null, typeof children === 'string' ? interpolate(children, values) : children);
export const Interpolate = Translate;
export const translate = ({ message, id }: { id?: string; message?: string }, values?: Record<string, string | number>) => {
  const text = message ?? id ?? '';
  return values ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m)) : text;
};

/** False while hydrating (the build rendered the server branch), true once mounted, as in Docusaurus. */
export function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  return createElement(Fragment, null, useIsBrowser() && children ? children() : (fallback ?? null));
}

export const Head = () => null;

/**
 * The button keeps the attributes the build rendered (hydration does not rewrite them); docusaurus/client/chrome.ts
 * shows it and scrolls, as for the chrome's own, so the island adds no behaviour of its own.
 */
export const BackToTopButton = () =>
  createElement('button', {
    type: 'button',
    className: 'clean-btn theme-back-to-top-button',
    'aria-label': translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' }),
    suppressHydrationWarning: true,
  });
export const ExecutionEnvironment = {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: 'IntersectionObserver' in window,
  canUseViewport: true,
};
export const useLocation = () => ({ pathname: location.pathname, search: location.search, hash: location.hash, state: history.state, key: 'default' });
export const useHistory = () => ({
  push: (to: string) => location.assign(to),
  replace: (to: string) => location.replace(to),
  go: (n: number) => history.go(n),
  goBack: () => history.back(),
  goForward: () => history.forward(),
  location: useLocation(),
});
export const useGlobalData = () => ({});
export const usePluginData = () => undefined;
export const useAllPluginInstancesData = () => ({});
export const isInternalUrl = (url?: string) => !!url && !isExternalUrl(url) && !url.startsWith('mailto:');
export const useIsomorphicLayoutEffect = useLayoutEffect;
