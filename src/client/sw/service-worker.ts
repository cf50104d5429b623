/**
 * The site's service worker, bundled by esbuild at build time (src/output/pwa/worker-bundle.ts) with the Workbox
 * modules it uses. The build replaces two free identifiers: the cache names (per base URL) and the precache manifest
 * (per build). It does what workbox-build's generateSW produced before, without Rollup and Babel, which cost a fresh
 * machine several seconds on every first build.
 */
import { clientsClaim, cacheNames } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteMatchCallbackOptions } from 'workbox-core/types.js';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

declare const self: ServiceWorkerGlobalScope;
declare const __FE_DOCS_CACHE_NAMES__: { assets: string; images: string };
declare const __FE_DOCS_PRECACHE_MANIFEST__: PrecacheEntry[];

// A new version waits until the reader accepts it in the update popup, which posts SKIP_WAITING.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The page that turned offline mode on is controlled at once, so it works offline without a reload.
clientsClaim();
precacheAndRoute(__FE_DOCS_PRECACHE_MANIFEST__, {
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^offlineMode$/],
});
cleanupOutdatedCaches();

/** A request for a page of this site: any navigation, or a fetch of an extensionless path (client-side navigation). */
function isPageRequest({ url, request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && url.href.startsWith(self.registration.scope) && (request.mode === 'navigate' || !/\.[^/]*$/.test(url.pathname));
}

/**
 * Pages are written as /x/index.html and linked as /x. The precache route already answers /x/ (directoryIndex); this
 * answers /x from the precached /x/index.html, then tries the network, and offline falls back to the precached 404
 * page. Precache entries are keyed by URL plus a `__WB_REVISION__` parameter, hence `ignoreSearch`; while a newer
 * worker waits, the older entry comes first in the cache, so a page never mixes versions.
 */
async function servePage({ url, request }: { url: URL; request: Request }): Promise<Response> {
  const precache = await caches.open(cacheNames.precache);
  const file = url.pathname.endsWith('/') ? url.pathname + 'index.html' : url.pathname + '/index.html';
  const page = await precache.match(new URL(file, url.origin).href, { ignoreSearch: true });
  if (page) return page;
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode === 'navigate') {
      const notFound = await precache.match(new URL('404.html', self.registration.scope).href, { ignoreSearch: true });
      if (notFound) return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
    }
    throw error;
  }
}

registerRoute(isPageRequest, servePage);
// Hashed assets change URL when they change, so a cached copy is always right.
registerRoute(
  /\/assets\/[^/]+-[0-9a-f]{8,}\.[a-z0-9]+$/,
  new CacheFirst({
    cacheName: __FE_DOCS_CACHE_NAMES__.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 60 }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
// Images the precache does not hold (too large, excluded, or from another origin such as avatars in blog posts).
registerRoute(
  ({ request }) => request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: __FE_DOCS_CACHE_NAMES__.images,
    plugins: [
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      // 0: images from other origins are opaque; StaleWhileRevalidate replaces a bad one on its next use.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
    ],
  }),
);
