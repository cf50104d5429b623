/** Values both the build and the browser runtime need. Keep this file free of imports. */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismissed: 'fe-docs.announcement.dismiss',
  announcementId: 'fe-docs.announcement.id',
  /** + docs area id */
  docsPreferredVersion: 'fe-docs.docs-preferred-version.',
  /** + tab group id */
  tabChoice: 'fe-docs.tab.',
  offlineMode: 'fe-docs.offline-mode',
  /** Set when the browser fired `appinstalled` on this site (offline mode strategy `appInstalled`). */
  appInstalled: 'fe-docs.app-installed',
} as const;

export const SITE_DATA_ID = '__fe_docs';
export const DEV_EVENTS_PATH = '/__fe-docs/events';
export const DESKTOP_MIN_WIDTH = 997;

/** Site-wide settings the client reads from the page (a small JSON script, the same on every page). */
export interface ClientSiteData {
  baseUrl: string;
  defaultLocale: string;
  /** Locale of this page's build; every locale but the default is built under `<baseUrl><locale>/`. */
  currentLocale: string;
  locales: string[];
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  docs: { id: string; versions: { name: string; routeBase: string; isLast: boolean }[] }[];
  search: { indexUrl: string; reportUrl?: string; algolia?: { appId: string; apiKey: string; indexName: string; host?: string } };
  /** Absent when the site has no service worker (pwa disabled, or `fe-docs dev`). */
  pwa?: {
    swUrl: string;
    /** Service worker scope: the site's baseUrl. */
    scope: string;
    strategies: string[];
    strings: { updateTitle: string; updateText: string; updateReload: string; updateDismiss: string };
  };
  dev: boolean;
  /** URL of the island loader, when some page of the site has islands (for pages the router brings in). */
  islands?: string;
  /** The site format's browser modules built for this site, by name (URL): loaded by its features when a page needs one. */
  chunks?: Record<string, string>;
}

/** Id of the JSON map of anchors to pages on the overview of a split API reference (read by src/client/api-page.ts). */
export const API_ANCHOR_MAP_ID = 'api-anchor-map';
