import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { SiteConfig } from '../../config/types.js';
import { originOf } from '../config/origin.js';
import { SiteContext } from '../../theme/context.js';
import { docusaurusGlobalData } from './global-data.js';
import { docusaurusRuntimeOf, InsideProviders, withProviders } from './runtime-registry.js';
import { bridgedSite } from './site-bridge.js';

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
  /**
   * Plugins' global data (`usePluginData`), by plugin name and instance id: the docs plugin's versions, as
   * `@docusaurus/plugin-content-docs/client`'s hooks (`useVersions`, `useLatestVersion`) read them.
   */
  globalData?: Record<string, Record<string, unknown>>;
}

/** Site data for modules rendered before the theme's SiteContext exists (MDX content, React pages' first render). */
export const DocusaurusSiteContext = createContext<DocusaurusSiteData | null>(null);

/**
 * The path (base URL included) of a page rendered on its own, before any page frame exists (a JSX page of
 * `src/pages` that uses no Layout): where `useLocation()` finds it.
 */
export const RoutePathname = createContext<string | undefined>(undefined);

const computed = new WeakMap<SiteConfig, DocusaurusSiteData>();

/** Once per config: every hook of every component of every page asks for it. */
export function docusaurusSiteData(config: SiteConfig): DocusaurusSiteData {
  let data = computed.get(config);
  if (!data) computed.set(config, (data = computeSiteData(config)));
  return data;
}

function computeSiteData(config: SiteConfig): DocusaurusSiteData {
  // A Docusaurus config's `customFields` are in its loaded config; fe-docs' own SiteConfig has none.
  const extra = (originOf(config)?.siteConfig ?? config) as unknown as { customFields?: Record<string, unknown> };
  return {
    siteConfig: { title: config.title, tagline: config.tagline ?? '', url: config.url, baseUrl: config.baseUrl, customFields: extra.customFields ?? {} },
    i18n: { defaultLocale: config.i18n.defaultLocale, currentLocale: config.currentLocale, locales: config.i18n.locales },
    colorMode: config.theme.colorMode.defaultMode,
    ...(originOf(config) ? { ...docusaurusExtras(config), globalData: docusaurusGlobalData(config) } : {}),
  };
}

function docusaurusExtras(config: SiteConfig): Pick<DocusaurusSiteData, 'docusaurusConfig' | 'localeConfigs'> {
  // The loaded config with its themes' validated themeConfig (docusaurus/config/load-config.ts), this load's.
  const full = { ...DOCUSAURUS_CONFIG_DEFAULTS, ...originOf(config)!.siteConfig };
  const given = ((full.i18n as { localeConfigs?: Record<string, Record<string, unknown>> } | undefined)?.localeConfigs ?? {}) as Record<
    string,
    Record<string, unknown>
  >;
  const localeConfigs = Object.fromEntries(
    config.i18n.locales.map((l) => [l, { label: l, direction: 'ltr', htmlLang: l, calendar: 'gregory', path: l, ...given[l] }]),
  );
  return { docusaurusConfig: full, localeConfigs };
}

/**
 * `siteConfig` as Docusaurus hands it to site code in `@generated/docusaurus.config` and a JSX page's `config` prop:
 * the site's config under fe-docs' values for what fe-docs computes itself.
 */
export function docusaurusConfigValue(config: SiteConfig): Record<string, unknown> {
  const data = docusaurusSiteData(config);
  return { themeConfig: {}, ...data.docusaurusConfig, ...data.siteConfig };
}

/** What a JSX page of `src/pages` receives in Docusaurus, and whether it read its `config` (a hydrated page needs it then). */
export interface DocusaurusPageProps {
  props: Record<string, unknown>;
  /** The props a hydrated page gets in the browser: `config` (as JSON) only when the page read it. */
  browserProps(): Record<string, unknown>;
}

/**
 * The props Docusaurus gives a JSX page of `src/pages`: plugin-content-pages adds its route with
 * `modules: {config: '@generated/docusaurus.config'}` (the page gets `config`, the site config), and react-router
 * gives every route component `route`, `location` and `match`. Nothing for a site that is not a Docusaurus project.
 * `pathname`: the page's URL, base URL included.
 */
export function docusaurusPageProps(config: SiteConfig | undefined, pathname: string): DocusaurusPageProps {
  if (!config || !originOf(config)) return { props: {}, browserProps: () => ({}) };
  let read = false;
  const value = docusaurusConfigValue(config);
  // React copies props when the element is made, so the reading is noticed on the config itself.
  const noted = new Proxy(value, {
    get: (t, k, r) => ((read = true), Reflect.get(t, k, r)),
    has: (t, k) => ((read = true), Reflect.has(t, k)),
    ownKeys: (t) => ((read = true), Reflect.ownKeys(t)),
  });
  const props: Record<string, unknown> = { config: noted, ...routerProps(pathname) };
  // `history` is a build-time one (its functions cannot go to the browser in JSON): a hydrated page gets none there.
  const { config: _config, history: _history, ...small } = props;
  return { props, browserProps: () => (read ? { ...small, config: asJson(value) } : small) };
}

/**
 * What react-router-config's `renderRoutes` gives every route component besides the route's own props: `route`,
 * `location`, `match` and `history` (a static page's: it navigates nowhere, as `useHistory()` at build time).
 */
export function routerProps(pathname: string, route: Record<string, unknown> = {}): Record<string, unknown> {
  const location = { pathname, search: '', hash: '', state: undefined };
  const noop = () => {};
  return {
    route: { path: pathname, exact: true, ...route },
    location,
    match: { path: pathname, url: pathname, isExact: true, params: {} },
    history: {
      length: 1,
      action: 'POP',
      location,
      push: noop,
      replace: noop,
      go: noop,
      goBack: noop,
      goForward: noop,
      block: () => noop,
      listen: () => noop,
      createHref: (l: { pathname?: string }) => l.pathname ?? pathname,
    },
  };
}

/** The value as the browser gets it in JSON (functions left out); undefined when it cannot be (a cycle, a BigInt). */
function asJson(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The scalar defaults `@docusaurus/core` fills into `siteConfig` before components see it (configValidation's
 * DEFAULT_CONFIG): site code reads them unguarded, e.g. `${title} ${siteConfig.titleDelimiter} ${siteTitle}`.
 */
const DOCUSAURUS_CONFIG_DEFAULTS: Readonly<Record<string, unknown>> = {
  titleDelimiter: '|',
  tagline: '',
  noIndex: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  baseUrlIssueBanner: true,
  customFields: {},
  themeConfig: {},
  plugins: [],
  themes: [],
  presets: [],
  headTags: [],
  stylesheets: [],
  scripts: [],
  clientModules: [],
  staticDirectories: ['static'],
};

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

/**
 * Docusaurus' Layout providers around site code fe-docs renders itself (MDX content, React pages), for the site at
 * `root`: their components call theme-common's hooks (`useColorMode`) as they would below Docusaurus' Layout. Where
 * no page context exists yet (a React page compiled while content loads), the site data is that of the config whose
 * load runs (the site's adapter session, through the bridge).
 * Nothing is added when the site has no Docusaurus runtime.
 */
export function DocusaurusProviders({ root, children }: { root: string; children?: ReactNode }) {
  const runtime = docusaurusRuntimeOf(root);
  const inside = useContext(InsideProviders);
  const site = useContext(SiteContext);
  const given = useContext(DocusaurusSiteContext);
  const known = site !== null || given !== null;
  const wrapped = withProviders(runtime, inside, children);
  const config = !known && runtime ? bridgedSite(root)?.generatedDataConfig : undefined;
  const data = config && originOf(config) ? docusaurusSiteData(config) : null;
  return data ? createElement(DocusaurusSiteContext.Provider, { value: data }, wrapped) : wrapped;
}

/** A Docusaurus site's data (its config's `customFields`, plugins' global data) around a page's first render. */
export function withSiteData(config: SiteConfig | undefined, inner: ReactNode): ReactNode {
  return config && originOf(config) ? createElement(DocusaurusSiteContext.Provider, { value: docusaurusSiteData(config) }, inner) : inner;
}
