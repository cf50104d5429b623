import type { SiteConfig } from '../../config/types.js';
import { withBase } from '../../routes/permalink.js';
import type { ClientSiteData } from '../../shared/constants.js';
import { siteStrings } from '../../i18n/strings.js';
import { SW_FILE } from './generate-sw.js';
import { APPLE_TOUCH_ICON, iconSource } from './icons.js';
import { WEB_MANIFEST_FILE } from './web-manifest.js';

/** <head> links of an offline-capable site: the web app manifest and the iOS home-screen icon. */
export function pwaHeadTags(config: SiteConfig): string {
  if (!config.pwa.enabled) return '';
  const url = (p: string) => withBase(config.baseUrl, '/' + p);
  const manifest = `<link rel="manifest" href="${url(WEB_MANIFEST_FILE)}">`;
  return iconSource(config) ? manifest + `<link rel="apple-touch-icon" href="${url(APPLE_TOUCH_ICON)}">` : manifest;
}

/** What the browser runtime needs to register the worker and show the update popup; none in `fe-docs dev`. */
export function pwaClientData(config: SiteConfig, opts: { dev: boolean }): ClientSiteData['pwa'] {
  if (!config.pwa.enabled || opts.dev) return undefined;
  const s = siteStrings(config);
  const root = siteRootBaseUrl(config);
  return {
    swUrl: withBase(root, '/' + SW_FILE),
    scope: root,
    strategies: config.pwa.offlineModeActivationStrategies,
    strings: { updateTitle: s.pwaUpdateTitle, updateText: s.pwaUpdateText, updateReload: s.pwaUpdateReload, updateDismiss: s.pwaUpdateDismiss },
  };
}

/**
 * One worker serves the whole output folder, every locale included: a non-default locale is built under
 * `<baseUrl><locale>/` (config/localize.ts), and its pages register the worker of the site's root.
 */
export function siteRootBaseUrl(config: SiteConfig): string {
  const locale = config.currentLocale;
  if (!locale || locale === config.i18n.defaultLocale || !config.baseUrl.endsWith(`/${locale}/`)) return config.baseUrl;
  return config.baseUrl.slice(0, -(locale.length + 1));
}
