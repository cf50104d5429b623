import { SIDEBAR_EVENT, onEachPage } from './page-events';

/**
 * A large docs sidebar comes inlined compact (the top level and the branch of the page; other categories are plain
 * links), so a page's bytes do not grow with the site. The whole sidebar is one cached asset, named by
 * `data-full-sidebar`; it replaces the compact one as soon as the reader reaches for the sidebar (pointer, focus,
 * the mobile drawer), with the page's link marked and its categories open. Once loaded it serves every later page.
 */
export function initFullSidebar(): void {
  const loaded = new Map<string, Promise<string>>();
  const nav = () => document.querySelector<HTMLElement>('.doc-sidebar .sidebar-nav[data-full-sidebar]');

  const upgrade = async (): Promise<void> => {
    const el = nav();
    const url = el?.dataset.fullSidebar;
    if (!el || !url || el.dataset.fullLoaded) return;
    let p = loaded.get(url);
    if (!p) {
      p = fetch(url, { credentials: 'same-origin' }).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${url}`))));
      loaded.set(url, p);
      p.catch(() => loaded.delete(url));
    }
    let html: string;
    try {
      html = await p;
    } catch (e) {
      console.warn('[fe-docs] the full sidebar did not load; the compact one stays:', e);
      return;
    }
    if (nav() !== el || el.dataset.fullLoaded) return;
    const scroll = el.scrollTop;
    el.innerHTML = html;
    el.dataset.fullLoaded = 'true';
    markCurrent(el);
    el.scrollTop = scroll;
    document.dispatchEvent(new CustomEvent(SIDEBAR_EVENT));
  };

  for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(type, (e) => (e.target as Element).closest?.('.doc-sidebar') && void upgrade(), { passive: true });
  document.addEventListener('click', (e) => (e.target as Element).closest?.('.navbar-toggle') && void upgrade());
  // A page brought in by client-side navigation gets the whole sidebar at once when it is already here.
  onEachPage(() => {
    const url = nav()?.dataset.fullSidebar;
    if (url && loaded.has(url)) void upgrade();
  });
}

/** The compact sidebar was marked on the server; the full one is the same for every page, so mark it here. */
function markCurrent(el: HTMLElement): void {
  const here = location.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const link = [...el.querySelectorAll<HTMLAnchorElement>('a[href]')].find((a) => a.pathname === here || a.pathname === here.replace(/\/$/, ''));
  if (!link) return;
  link.setAttribute('aria-current', 'page');
  for (let d = link.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
}
