/**
 * Names of the caches a site's service worker fills; shared by the build (which configures the worker) and the
 * browser runtime (which deletes them when offline mode is turned off). Runtime cache names carry the baseUrl and
 * Workbox's own names end with the worker's scope, so two fe-docs sites on one origin never touch each other's caches.
 */
export function runtimeCacheNames(baseUrl: string): { assets: string; images: string } {
  return { assets: `fe-docs-assets:${baseUrl}`, images: `fe-docs-images:${baseUrl}` };
}

/** Whether cache `name` belongs to the worker registered with `scope` (an absolute URL) for a site at `baseUrl`. */
export function isSiteCache(name: string, scope: string, baseUrl: string): boolean {
  return name.endsWith('-' + scope) || Object.values(runtimeCacheNames(baseUrl)).includes(name);
}
