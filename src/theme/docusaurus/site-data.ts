import { createContext, useContext } from 'react';
import type { SiteConfig } from '../../config/types.js';
import { SiteContext } from '../context.js';
import { docusaurusRuntimeOf } from './runtime-registry.js';

/** What `useDocusaurusContext()` gives a site's components: the parts of Docusaurus' context fe-docs knows. */
export interface DocusaurusSiteData {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  i18n: { defaultLocale: string; currentLocale: string; locales: string[] };
  /** The colour mode pages are rendered in at build time (`useColorMode`): the configured default. */
  colorMode: 'light' | 'dark';
  /**
   * A Docusaurus site's whole `siteConfig` (normalized `themeConfig` included), for `useDocusaurusContext()` and
   * theme-common's `useThemeConfig()` at build time; never sent to the browser (page-island.tsx leaves it out).
   */
  docusaurusConfig?: Record<string, unknown>;
  /** `i18n.localeConfigs` as Docusaurus fills it (label, direction, htmlLang, calendar, path per locale). */
  localeConfigs?: Record<string, Record<string, unknown>>;
}

/** Site data for modules rendered before the theme's SiteContext exists (MDX content, React pages' first render). */
export const DocusaurusSiteContext = createContext<DocusaurusSiteData | null>(null);

const computed = new WeakMap<SiteConfig, DocusaurusSiteData>();

/** Once per config: every hook of every component of every page asks for it. */
export function docusaurusSiteData(config: SiteConfig): DocusaurusSiteData {
  let data = computed.get(config);
  if (!data) computed.set(config, (data = computeSiteData(config)));
  return data;
}

function computeSiteData(config: SiteConfig): DocusaurusSiteData {
  const extra = config as unknown as { customFields?: Record<string, unknown> };
  return {
    siteConfig: { title: config.title, tagline: config.tagline ?? '', url: config.url, baseUrl: config.baseUrl, customFields: extra.customFields ?? {} },
    i18n: { defaultLocale: config.i18n.defaultLocale, currentLocale: config.currentLocale, locales: config.i18n.locales },
    colorMode: config.theme.colorMode.defaultMode,
    ...(config.docusaurus ? docusaurusExtras(config) : {}),
  };
}

function docusaurusExtras(config: SiteConfig): Pick<DocusaurusSiteData, 'docusaurusConfig' | 'localeConfigs'> {
  const full = docusaurusRuntimeOf(config.root)?.siteConfig ?? { ...config.docusaurus!.siteConfig };
  const given = ((full.i18n as { localeConfigs?: Record<string, Record<string, unknown>> } | undefined)?.localeConfigs ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  const localeConfigs = Object.fromEntries(
    config.i18n.locales.map((l) => [l, { label: l, direction: 'ltr', htmlLang: l, calendar: 'gregory', path: l, ...given[l] }]),
  );
  return { docusaurusConfig: full, localeConfigs };
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
