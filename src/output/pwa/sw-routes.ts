/**
 * Route code that runs inside the generated service worker. workbox-build copies these functions into sw.js as
 * source text (`fn.toString()`), so each must be self-contained: no imports, no helpers, no values from this module.
 * The types below only describe what the worker passes in; they vanish when compiled.
 */

interface RouteArgs {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}
interface WorkerScope {
  registration: { scope: string };
}
interface CacheLike {
  match(url: string, opts: { ignoreSearch: boolean }): Promise<Response | undefined>;
}
declare const caches: { open(name: string): Promise<CacheLike> };

/** A request for a page of this site: any navigation, or a fetch of an extensionless path (client-side navigation). */
export function isPageRequest({ url, request, sameOrigin }: RouteArgs): boolean {
  const scope = (globalThis as unknown as WorkerScope).registration.scope;
  return sameOrigin && url.href.startsWith(scope) && (request.mode === 'navigate' || !/\.[^/]*$/.test(url.pathname));
}

/**
 * Pages are written as /x/index.html and linked as /x. Workbox's precache route already answers /x/ (directoryIndex);
 * this answers /x from the precached /x/index.html, then tries the network, and offline falls back to the precached
 * 404 page. Precache entries are keyed by URL plus a `__WB_REVISION__` parameter, hence `ignoreSearch`; while a newer
 * worker waits, the older entry comes first in the cache, so a page never mixes versions.
 */
export async function servePage({ url, request }: { url: URL; request: Request }): Promise<Response> {
  const scope = (globalThis as unknown as WorkerScope).registration.scope;
  const precache = await caches.open('workbox-precache-v2-' + scope);
  const file = url.pathname.endsWith('/') ? url.pathname + 'index.html' : url.pathname + '/index.html';
  const page = await precache.match(new URL(file, url.origin).href, { ignoreSearch: true });
  if (page) return page;
  try {
    return await fetch(request);
  } catch (error) {
    if (request.mode === 'navigate') {
      const notFound = await precache.match(new URL('404.html', scope).href, { ignoreSearch: true });
      if (notFound) return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
    }
    throw error;
  }
}

/** Images the precache does not hold (too large, excluded, or from another origin such as avatars in blog posts). */
export function isImageRequest({ request }: RouteArgs): boolean {
  return request.destination === 'image';
}
