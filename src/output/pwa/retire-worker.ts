import { runtimeCacheNames } from '../../shared/pwa-caches.js';

/**
 * A service worker that removes itself. `fe-docs dev` (and any server of a site whose `pwa.enabled` became false)
 * should answer the worker URL (`<baseUrl>sw.js`) with this: a browser that once turned offline mode on for the
 * same origin keeps serving the precached old build until its worker is replaced, because an update check that
 * gets a 404 keeps the old worker. This one deletes the site's caches, unregisters, and reloads open pages.
 */
export function retiringServiceWorkerSource(baseUrl: string): string {
  const runtimeCaches = JSON.stringify(Object.values(runtimeCacheNames(baseUrl)));
  return `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const scope = self.registration.scope;
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.endsWith('-' + scope) || ${runtimeCaches}.includes(n)).map((n) => caches.delete(n)));
    await self.registration.unregister();
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.navigate(page.url);
  })());
});
`;
}
