import type { SiteConfig } from '../config/types.js';
import { absoluteUrl } from '../routes/permalink.js';
import type { Route } from '../routes/types.js';
import { isUnlistedRoute } from '../routes/unlisted.js';
import { esc } from './html-document.js';

/** sitemap.xml with absolute URLs; streaming-friendly (one string per route), linear in the number of routes. */
export function sitemapXml(config: SiteConfig, routes: readonly Route[]): string {
  const entries = routes
    .filter((r) => r.kind !== 'not-found' && r.kind !== 'search' && !isUnlistedRoute(config, r))
    .map(
      (r) =>
        `<url><loc>${esc(absoluteUrl(config, r.url))}</loc><changefreq>${config.sitemap.changefreq}</changefreq><priority>${config.sitemap.priority}</priority></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}
