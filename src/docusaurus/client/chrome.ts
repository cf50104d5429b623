import { STORAGE_KEYS } from '../../shared/constants';
import { storage } from '../../client/storage';

/**
 * Behaviour for the chrome a Docusaurus site's swizzled theme renders with Docusaurus' own markup (its Navbar, mobile
 * sidebar, back-to-top button, announcement bar). fe-docs renders those components once, at build time, and does not
 * hydrate them (no React on pages without islands), so what their hooks do in the browser is done here, on the
 * markup and class names Docusaurus' theme-classic writes (theme/docusaurus/load-runtime.ts). Everything is delegated
 * from `document`: nothing to bind again after a client-side navigation.
 */
export function initDocusaurusChrome(): void {
  releaseBodyOverflow();
  initMobileSidebar();
  initBackToTop();
  initAnnouncementBar();
  initColorModeToggle();
  initMenuCategories();
}

/**
 * theme-classic's sidebar categories (a site's own DocSidebar, the mobile navbar's dropdowns): `.menu__caret` beside a
 * category's link, or the link itself when the category has no page (`.menu__link--sublist-caret`), expands and
 * collapses it as `useCollapsible` does: `menu__list-item--collapsed` on the item, `aria-expanded` on its link, its list
 * shown or hidden (the build renders every list, hidden by Docusaurus' SSR style while collapsed) and its own entries
 * in or out of the tab order (`tabIndex={collapsed ? -1 : 0}`).
 */
function initMenuCategories(): void {
  document.addEventListener('click', (e) => {
    const t = e.target as Element;
    const toggle = t.closest?.('.menu__caret, a.menu__link--sublist-caret');
    const item = toggle?.closest<HTMLElement>('.menu__list-item');
    const list = item && [...item.children].find((c): c is HTMLElement => c instanceof HTMLElement && c.matches('ul.menu__list'));
    if (!item || !list) return;
    e.preventDefault();
    const collapsed = !item.classList.contains('menu__list-item--collapsed');
    item.classList.toggle('menu__list-item--collapsed', collapsed);
    item.querySelector(':scope > a.menu__link, :scope > .menu__list-item-collapsible > a.menu__link')?.setAttribute('aria-expanded', String(!collapsed));
    list.style.display = collapsed ? 'none' : 'block';
    list.style.overflow = collapsed ? 'hidden' : 'visible';
    list.style.height = collapsed ? '0px' : 'auto';
    list
      .querySelectorAll<HTMLElement>(':scope > li > a.menu__link, :scope > li > .menu__list-item-collapsible > a.menu__link')
      .forEach((a) => (a.tabIndex = collapsed ? -1 : 0));
  });
}

/** theme-classic's ColorModeToggle: its button's CSS-module class starts with `toggleButton`. */
const isColorModeToggle = (b: Element) => [...b.classList].some((c) => /^toggleButton(_|$)/.test(c));

/**
 * `ColorModeToggle`: the server renders its button disabled (`!useIsBrowser()`) until hydration; here it is enabled
 * and switches the mode as fe-docs' own toggle does (same `theme` storage key and `data-theme` attribute).
 */
function initColorModeToggle(): void {
  const enable = () =>
    document.querySelectorAll<HTMLButtonElement>('button[disabled]').forEach((b) => {
      if (!isColorModeToggle(b)) return;
      b.disabled = false;
      [...b.classList].filter((c) => /^toggleButtonDisabled(_|$)/.test(c)).forEach((c) => b.classList.remove(c));
    });
  enable();
  document.addEventListener('fe-docs:page', enable);
  document.addEventListener('click', (e) => {
    const b = (e.target as Element).closest?.('button');
    if (!b || !isColorModeToggle(b)) return;
    const root = document.documentElement;
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    storage.set(STORAGE_KEYS.theme, next);
    root.dataset.theme = next;
  });
}

/**
 * theme-classic's navbar (`useLockBodyScroll(false)`) sets `overflow: visible` on the body of every Docusaurus page
 * once hydrated, which undoes a site stylesheet's `html, body { height: 100%; overflow-x: hidden }` (keploy's): without
 * it the body, not the window, is the page's scroll container, and a new page keeps the old one's scroll position.
 * Done here only where the site's CSS made the body a scroll container (fe-docs' own sites never do); the scroll lock
 * of drawers (`body.scroll-locked`) wins over it in the stylesheet.
 */
function releaseBodyOverflow(): void {
  const style = getComputedStyle(document.body);
  if (style.overflowX !== 'visible' || style.overflowY !== 'visible') document.body.style.overflow = 'visible';
}

/** `useNavbarMobileSidebar`: the toggle opens `.navbar-sidebar` (class on the `.navbar`), backdrop/close/a link close it. */
function initMobileSidebar(): void {
  let opener: HTMLElement | null = null;
  // Docusaurus' `.navbar` (fe-docs' own navbar has none of these parts).
  const navbar = () => (document.querySelector('.navbar-sidebar') ?? document.querySelector('.navbar__toggle'))?.closest<HTMLElement>('.navbar') ?? null;
  const shown = () => !!navbar()?.classList.contains('navbar-sidebar--show');
  const setShown = (show: boolean, restoreFocus = true) => {
    const nav = navbar();
    if (!nav || show === shown()) return;
    nav.classList.toggle('navbar-sidebar--show', show);
    document.body.classList.toggle('scroll-locked', show);
    nav.querySelectorAll('.navbar__toggle').forEach((t) => t.setAttribute('aria-expanded', String(show)));
    if (show) {
      opener = document.activeElement as HTMLElement | null;
      nav.querySelector<HTMLElement>('.navbar-sidebar a[href], .navbar-sidebar button')?.focus();
    } else if (restoreFocus) (opener ?? nav.querySelector<HTMLElement>('.navbar__toggle'))?.focus();
  };
  document.addEventListener('click', (e) => {
    const t = e.target as Element;
    if (t.closest?.('.navbar__toggle')) setShown(!shown());
    else if (t.closest?.('.navbar-sidebar__close, .navbar-sidebar__backdrop')) setShown(false);
    // A category's caret link (`href="#"`, toggled by initMenuCategories) keeps the menu open, as in Docusaurus.
    else if (t.closest?.('.navbar-sidebar a[href]:not(.menu__link--sublist-caret)')) setShown(false, false);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && shown()) setShown(false);
  });
  matchMedia('(min-width: 997px)').addEventListener('change', (e) => e.matches && setShown(false, false));
}

/**
 * `useBackToTopButton({ threshold: 300 })`: shown while the reader scrolls up below 300px, hidden when scrolling down
 * or near the top; a click scrolls to the top. The show class is the button's CSS-module class with `Show` added
 * (`backToTopButton_x1` → `backToTopButtonShow_x1`), as theme-classic's stylesheet names them.
 */
function initBackToTop(): void {
  const button = () => document.querySelector<HTMLElement>('.theme-back-to-top-button');
  if (!button()) return;
  const showClass = (b: HTMLElement) => {
    const own = [...b.classList].find((c) => /^backToTopButton(_|$)/.test(c));
    return own ? own.replace(/^backToTopButton/, 'backToTopButtonShow') : 'backToTopButtonShow';
  };
  let last = scrollY;
  addEventListener(
    'scroll',
    () => {
      const b = button();
      const top = scrollY;
      if (b) {
        const show = top < last && top >= 300 && top + innerHeight < document.documentElement.scrollHeight;
        b.classList.toggle(showClass(b), show);
      }
      last = top;
    },
    { passive: true },
  );
  document.addEventListener('click', (e) => {
    const b = (e.target as Element).closest?.<HTMLElement>('.theme-back-to-top-button');
    if (!b) return;
    b.classList.remove(showClass(b));
    scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    // The button disappears: the keyboard continues from the top of the page.
    document.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  });
}

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

/**
 * `useAnnouncementBar`: Docusaurus' storage keys. The bar is the `[role=banner]` holding a `.close` button; its text
 * stands for the configured id (not in the markup): new text shows the bar again, as a new id does in Docusaurus.
 */
function initAnnouncementBar(): void {
  const bar = [...document.querySelectorAll<HTMLElement>('[role="banner"]')].find((b) => b.querySelector('button.close'));
  if (!bar) return;
  const id = String(hash(bar.textContent ?? ''));
  if (storage.get(ID_KEY) !== id) {
    storage.set(ID_KEY, id);
    storage.set(DISMISS_KEY, 'false');
  } else if (storage.get(DISMISS_KEY) === 'true') dismiss(bar);
  bar.querySelector('button.close')!.addEventListener('click', () => {
    storage.set(DISMISS_KEY, 'true');
    dismiss(bar);
    document.querySelector<HTMLElement>('.navbar a, .navbar button')?.focus();
  });
}

/** Hidden, and the attribute Docusaurus' own stylesheets hide a dismissed bar by. */
function dismiss(bar: HTMLElement): void {
  bar.hidden = true;
  document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return h >>> 0;
}
