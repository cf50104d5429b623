import { createContext, useContext } from 'react';
import type { SiteConfig } from '../../config/types.js';
import { SiteContext } from '../context.js';

/** What `useDocusaurusContext()` gives a site's components: the parts of Docusaurus' context fe-docs knows. */
export interface DocusaurusSiteData {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
  /** The colour mode pages are rendered in at build time (`useColorMode`): the configured default. */
  colorMode: 'light' | 'dark';
}

/** Site data for modules rendered before the theme's SiteContext exists (MDX content, React pages' first render). */
export const DocusaurusSiteContext = createContext<DocusaurusSiteData | null>(null);

export function docusaurusSiteData(config: SiteConfig): DocusaurusSiteData {
  const extra = config as unknown as { customFields?: Record<string, unknown> };
  return {
    siteConfig: { title: config.title, tagline: config.tagline ?? '', url: config.url, baseUrl: config.baseUrl, customFields: extra.customFields ?? {} },
    i18n: { defaultLocale: config.i18n.defaultLocale, currentLocale: config.currentLocale, locales: config.i18n.locales },
    colorMode: config.theme.colorMode.defaultMode,
  };
}

const FALLBACK: DocusaurusSiteData = {
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {} },
  i18n: { defaultLocale: 'en', currentLocale: 'en', locales: ['en'] },
  colorMode: 'light',
};

/** The page's site: from the theme's SiteContext when rendering whole pages, else from the content render. */
export function useDocusaurusSite(): DocusaurusSiteData {
  const site = useContext(SiteContext);
  const data = useContext(DocusaurusSiteContext);
  if (site) return docusaurusSiteData(site.config);
  return data ?? FALLBACK;
}

export { isExternalUrl, withBaseUrl } from '../../shared/base-url.js';
