import type { ClientSiteData } from '../../shared/constants';
import { ANCHOR_EVENT, PAGE_EVENT, onEachPage } from '../page-events';
import { showErrorBox } from './error-box';
import { PageLoadError, createPageCache, prefetchAllowed } from './prefetch';
import { createProgress } from './progress';
import { canSwap, policyAllows, policyOfHtml, swapHtmlClasses, swapPage } from './swap';
import { isRoutable, normalizePath, pageKey, routableUrl } from './urls';

/** What the router keeps in `history.state` (other features may add their own keys beside these). */
interface RouterState {
  /** Scroll position of the entry when it was left, restored on back/forward and reload. */
  feDocsScroll?: number;
  /** An entry the mobile drawer pushed (see drawer.ts); a link followed from it replaces it. */
  feDocsDrawer?: boolean;
  [key: string]: unknown;
}

/** Links in view that are prefetched per page at most, once the page has loaded and the browser is idle. */
const MAX_VISIBLE_PREFETCH = 12;

/**
 * Client-side navigation: an internal link fetches the target page's HTML (usually already prefetched), swaps the
 * changing regions of the page, updates the head and the history, and dispatches `fe-docs:page`. The content is
 * sent once, as HTML; there is no JSON copy of any page.
 */
export function initRouter(data: ClientSiteData): void {
  history.scrollRestoration = 'manual';
  const cache = createPageCache();
  const progress = createProgress();
  const announcer = createAnnouncer();
  const state = (): RouterState => (history.state && typeof history.state === 'object' ? history.state : {});
  const saveScroll = () => {
    try {
      history.replaceState({ ...state(), feDocsScroll: Math.round(scrollY) }, '');
    } catch {
      // Too many history updates in a short time: Chromium throttles them; losing one position is harmless.
    }
  };
  const fetchUrl = (url: URL) => normalizePath(url.pathname);

  const recovering = normalizeCurrentUrl(data);
  let shown = { key: pageKey(new URL(location.href)), search: location.search, hash: location.hash };
  /** The `<html>` classes of the page shown, as its HTML gave them (swap.ts#swapHtmlClasses). */
  let htmlClasses = [...document.documentElement.classList];
  const initialScroll = state().feDocsScroll;
  if (typeof initialScroll === 'number' && !location.hash) scrollTo(0, initialScroll);
  addEventListener('pagehide', saveScroll);
  addEventListener('hashchange', () => (shown.hash = location.hash));
  // The 404 page for `/a.html`: show `/a` in its place when it exists; otherwise the 404 page and its URL stay.
  if (recovering)
    cache.load(pageKey(recovering), fetchUrl(recovering)).then(
      () => navigate(recovering, 'replace'),
      () => undefined,
    );

  let navId = 0;
  async function navigate(url: URL, mode: 'push' | 'replace' | 'pop', restoreScroll?: number): Promise<void> {
    const id = ++navId;
    const key = pageKey(url);
    progress.start();
    let next: Document;
    let finalUrl: URL;
    try {
      const page = await cache.load(key, fetchUrl(url));
      if (id !== navId) return;
      if (!policyAllows(policyOfHtml(page.html))) throw new PageLoadError('http', 'needs what the loaded policy does not allow');
      next = new DOMParser().parseFromString(page.html, 'text/html');
      if (!canSwap(next)) throw new PageLoadError('http', 'not a page of this build');
      finalUrl = new URL((canonicalPath(next, data) ?? normalizePath(new URL(page.url).pathname)) + url.search + url.hash, location.href);
    } catch (e) {
      if (id !== navId) return;
      progress.done();
      cache.forget(key);
      if (e instanceof PageLoadError && e.kind === 'network') {
        // Offline or the server is unreachable: the URL changes as asked, and the page offers to try again.
        commitUrl(url, mode);
        shown = { key, search: url.search, hash: url.hash };
        showErrorBox('load-failed', { retry: () => navigate(new URL(location.href), 'replace') });
        return;
      }
      // The route could not be prepared here (an error status, another build): let the browser load it.
      if (mode === 'push') location.assign(url.href);
      else if (mode === 'replace') location.replace(url.href);
      else location.reload();
      return;
    }
    commitUrl(finalUrl, mode);
    shown = { key: pageKey(finalUrl), search: finalUrl.search, hash: finalUrl.hash };
    progress.done();
    let crash: unknown = null;
    try {
      swapPage(next);
      htmlClasses = swapHtmlClasses(next, htmlClasses);
      crash = dispatchPageEvent();
    } catch (e) {
      crash = e;
    }
    if (crash !== null) {
      console.error('[fe-docs] page crashed:', crash);
      showErrorBox('crashed', { message: errorMessage(crash), retry: () => navigate(new URL(location.href), 'replace') });
      return;
    }
    if (mode === 'pop' && restoreScroll !== undefined) scrollTo(0, restoreScroll);
    else if (finalUrl.hash) scrollToHash(finalUrl.hash);
    else scrollTo(0, 0);
    announcer.textContent = document.title;
    if (!finalUrl.hash) focusPageStart();
  }

  function commitUrl(url: URL, mode: 'push' | 'replace' | 'pop') {
    if (mode === 'push') {
      saveScroll();
      history.pushState({ feDocsScroll: 0 } satisfies RouterState, '', url.href);
    } else if (mode === 'replace') history.replaceState({ feDocsScroll: 0 } satisfies RouterState, '', url.href);
    else if (url.href !== location.href) history.replaceState(state(), '', url.href);
  }

  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const url = a && routableUrl(a, data);
    if (!url) return;
    const sameUrl = pageKey(url) === shown.key && url.search === location.search;
    if (sameUrl && url.hash) {
      // A jump within the page: the browser scrolls and adds the entry; remember where the reader was.
      saveScroll();
      return;
    }
    e.preventDefault();
    navigate(url, sameUrl || state().feDocsDrawer ? 'replace' : 'push');
  });

  addEventListener('popstate', () => {
    const url = new URL(location.href);
    const key = pageKey(url);
    const y = state().feDocsScroll;
    if (key === shown.key) {
      // The same page: another query (the page's features follow it), another hash, or a drawer entry.
      const searchChanged = url.search !== shown.search;
      if (!searchChanged && url.hash === shown.hash) return;
      shown = { key, search: url.search, hash: url.hash };
      if (typeof y === 'number') scrollTo(0, y);
      else if (url.hash) scrollToHash(url.hash);
      else if (!searchChanged) scrollTo(0, 0);
      return;
    }
    if (!isRoutable(url, data)) return location.reload();
    navigate(url, 'pop', typeof y === 'number' ? y : undefined);
  });

  // Prefetch on intent: hover, keyboard focus, touch.
  const prefetchLink = (target: EventTarget | null) => {
    const a = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    const url = a && routableUrl(a, data);
    if (url && pageKey(url) !== shown.key) cache.prefetch(pageKey(url), fetchUrl(url));
  };
  for (const type of ['mouseover', 'focusin', 'touchstart'] as const) document.addEventListener(type, (e) => prefetchLink(e.target), { passive: true });
  observeVisibleLinks((a) => {
    const url = routableUrl(a as HTMLAnchorElement, data);
    return !!url && pageKey(url) !== shown.key;
  }, prefetchLink);
}

/**
 * Prefetch the page's links as they come into view, one at a time, when the browser is idle after the load; at most
 * MAX_VISIBLE_PREFETCH per page, so a long page does not fetch half the site.
 */
function observeVisibleLinks(isCandidate: (a: Element) => boolean, prefetchLink: (a: Element) => void): void {
  if (!('IntersectionObserver' in window)) return;
  const queue: Element[] = [];
  let running = false;
  let budget = MAX_VISIBLE_PREFETCH;
  const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 50));
  const pump = () => {
    if (running || budget <= 0) return;
    const a = queue.shift();
    if (!a) return;
    running = true;
    idle(() => {
      if (a.isConnected && prefetchAllowed()) {
        budget--;
        prefetchLink(a);
      }
      running = false;
      pump();
    });
  };
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      io.unobserve(e.target);
      queue.push(e.target);
    }
    pump();
  });
  const start = () =>
    onEachPage(() => {
      io.disconnect();
      queue.length = 0;
      budget = MAX_VISIBLE_PREFETCH;
      document.querySelectorAll('main a[href]').forEach((a) => isCandidate(a) && io.observe(a));
    });
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** Dispatch `fe-docs:page`; an exception thrown by any listener is returned (listeners' errors do not propagate). */
function dispatchPageEvent(): unknown {
  let error: unknown = null;
  const onError = (e: ErrorEvent) => {
    if (error === null) error = e.error ?? new Error(e.message);
  };
  addEventListener('error', onError);
  try {
    document.dispatchEvent(new CustomEvent(PAGE_EVENT));
  } finally {
    removeEventListener('error', onError);
  }
  return error;
}

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The page's own path from its canonical link, when that link points into this site's base. */
function canonicalPath(doc: Document, data: ClientSiteData): string | null {
  const href = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!href) return null;
  try {
    const path = new URL(href).pathname;
    return (path + '/').startsWith(data.baseUrl) ? path : null;
  } catch {
    return null;
  }
}

/**
 * `/a/index.html` and `/a.html` become the page's own URL, without a reload. On the 404 page (a static host that has
 * no `a.html` file answers with it) the URL is left alone and returned: the page it names may exist as `/a`.
 */
function normalizeCurrentUrl(data: ClientSiteData): URL | null {
  if (!/\.html$/.test(location.pathname)) return null;
  if (document.documentElement.dataset.kind === 'not-found') return new URL(normalizePath(location.pathname) + location.search + location.hash, location.href);
  const path = canonicalPath(document, data) ?? normalizePath(location.pathname);
  history.replaceState(history.state, '', path + location.search + location.hash);
  return null;
}

export function scrollToHash(hash: string): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep as written */
  }
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (target) target.scrollIntoView();
  else scrollTo(0, 0);
  document.dispatchEvent(new CustomEvent(ANCHOR_EVENT));
}

/** After a page change the next Tab reaches the skip link again, as after a full page load. */
function focusPageStart(): void {
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
}

/** A live region that reads out the new page's title after a client-side navigation. */
function createAnnouncer(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'sr-only route-announcer';
  el.setAttribute('aria-live', 'assertive');
  el.setAttribute('aria-atomic', 'true');
  document.body.append(el);
  return el;
}
