import type { SiteConfig } from '../../config/types.js';
import { withBase } from '../../routes/permalink.js';
import type { ClientSiteData } from '../../shared/constants.js';
import { loadStrings } from '../../theme/i18n/strings.js';
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
  const s = loadStrings(config.i18n.defaultLocale);
  return {
    swUrl: withBase(config.baseUrl, '/' + SW_FILE),
    scope: config.baseUrl,
    strategies: config.pwa.offlineModeActivationStrategies,
    strings: { updateTitle: s.pwaUpdateTitle, updateText: s.pwaUpdateText, updateReload: s.pwaUpdateReload, updateDismiss: s.pwaUpdateDismiss },
  };
}
