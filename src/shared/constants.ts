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
} as const;

export const SITE_DATA_ID = '__fe_docs';
export const DEV_EVENTS_PATH = '/__fe-docs/events';
export const DESKTOP_MIN_WIDTH = 997;

/** Site-wide settings the client reads from the page (a small JSON script, the same on every page). */
export interface ClientSiteData {
  baseUrl: string;
  defaultLocale: string;
  locales: string[];
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  docs: { id: string; versions: { name: string; routeBase: string; isLast: boolean }[] }[];
  search: { indexUrl: string; reportUrl?: string; algolia?: { appId: string; apiKey: string; indexName: string; host?: string } };
  pwa?: { swUrl: string; strategies: string[] };
  dev: boolean;
}
