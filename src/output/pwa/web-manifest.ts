import type { SiteConfig } from '../../config/types.js';
import { withBase } from '../../routes/permalink.js';
import type { AppIcon } from './icons.js';

export const WEB_MANIFEST_FILE = 'manifest.webmanifest';

/** The web app manifest: what an installed copy of the site is called, looks like and opens. */
export function webManifest(config: SiteConfig, icons: AppIcon[]): Record<string, unknown> {
  const locale = config.currentLocale ?? config.i18n.defaultLocale;
  return {
    id: config.baseUrl,
    name: config.title,
    short_name: config.pwa.shortName ?? config.title,
    description: config.tagline || undefined,
    lang: config.i18n.localeConfigs[locale]?.htmlLang ?? locale,
    dir: config.i18n.localeConfigs[locale]?.direction ?? 'ltr',
    start_url: config.baseUrl,
    scope: config.baseUrl,
    display: 'standalone',
    theme_color: config.pwa.themeColor ?? config.theme.primaryColor,
    background_color: config.pwa.backgroundColor,
    icons: icons
      .filter((i) => i.purpose !== 'apple')
      .map((i) => ({ src: withBase(config.baseUrl, '/' + i.file), sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
  };
}
