/** What the Network Information API tells (Chromium only; elsewhere prefetching is allowed). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec: nothing is prefetched on 2g or data-saver connections. */
export function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  return !(c && (c.saveData || /(^|-)2g$/.test(c.effectiveType ?? '')));
}

export interface LoadedPage {
  /** Final URL after redirects. */
  url: string;
  html: string;
}

/** A page that could not be fetched: `network` (offline, DNS…) or `http` (a status or a response that is not a page). */
export class PageLoadError extends Error {
  constructor(
    readonly kind: 'network' | 'http',
    message: string,
  ) {
    super(message);
  }
}

const MAX_ENTRIES = 40;

/**
 * Fetched pages by key (path + query), shared by prefetching and navigation, so a prefetched page is never fetched
 * twice. Failed loads are forgotten so that the next attempt fetches again.
 */
export function createPageCache() {
  const pages = new Map<string, Promise<LoadedPage>>();
  const load = (key: string, url: string): Promise<LoadedPage> => {
    let p = pages.get(key);
    if (p) {
      // Most recently used last, so the oldest entry is the one dropped.
      pages.delete(key);
      pages.set(key, p);
      return p;
    }
    p = fetch(url, { credentials: 'same-origin', headers: { accept: 'text/html' } }).then(
      async (res) => {
        const type = res.headers.get('content-type') ?? '';
        if (!res.ok || !type.includes('text/html')) throw new PageLoadError('http', `${res.status} ${res.statusText} (${type || 'no content type'})`);
        return { url: res.url || url, html: await res.text() };
      },
      (e: unknown) => {
        throw new PageLoadError('network', e instanceof Error ? e.message : String(e));
      },
    );
    pages.set(key, p);
    p.catch(() => pages.get(key) === p && pages.delete(key));
    if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value!);
    return p;
  };
  return {
    load,
    /** Start loading in the background; errors are ignored here and met again by the navigation, if any. */
    prefetch(key: string, url: string): void {
      if (!pages.has(key) && prefetchAllowed()) load(key, url).catch(() => undefined);
    },
    forget(key: string): void {
      pages.delete(key);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
