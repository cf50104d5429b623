import { isSiteCache } from '../../shared/pwa-caches';

/** How often a long-lived page (client-side navigations only) asks the server whether a new version exists. */
const UPDATE_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Register the site's service worker and call `onUpdate` with each new version that is installed and waiting
 * (a first install is not an update). The browser checks for a new worker on every page load; client-side
 * navigations (`fe-docs:page`) check too, at most every few minutes.
 */
export async function registerWorker(swUrl: string, scope: string, onUpdate: (waiting: ServiceWorker) => void): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(swUrl, { scope });
  const offer = (worker: ServiceWorker) => {
    if (registration.active && worker.state === 'installed') onUpdate(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => offer(worker));
  });
  let lastCheck = Date.now();
  document.addEventListener('fe-docs:page', () => {
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => undefined);
  });
  return registration;
}

/** Let the waiting worker take over, then reload the page once so it shows the new version. */
export function activateUpdate(waiting: ServiceWorker): void {
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload);
  // A page no worker controls (a hard reload) sees no controllerchange if the new worker does not claim it.
  waiting.addEventListener('statechange', () => waiting.state === 'activated' && reload());
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Offline mode is off: remove this site's worker, if an earlier visit registered one, and its caches, so the site
 * is a plain website again. Workers of other scopes (another site on the same origin) are left alone.
 */
export async function unregisterWorker(baseUrl: string): Promise<boolean> {
  const scopeUrl = new URL(baseUrl, location.href).href;
  const registration = await navigator.serviceWorker.getRegistration(scopeUrl);
  if (!registration || registration.scope !== scopeUrl) return false;
  await registration.unregister();
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => isSiteCache(n, scopeUrl, baseUrl)).map((n) => caches.delete(n)));
  }
  return true;
}
