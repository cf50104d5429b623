import { DESKTOP_MIN_WIDTH } from '../shared/constants';
import { PAGE_EVENT, SIDEBAR_EVENT } from './page-events';

/**
 * The mobile drawer (below the desktop width): the primary menu (navbar items) and, on docs pages, a secondary menu
 * with the page's docs sidebar and a 'back to main menu' button. Opening it adds a history entry, so the back
 * button closes it instead of leaving the page; it also closes when the window grows to desktop width. The body
 * does not scroll while it is open, and the keyboard focus stays inside it.
 */
export function initDrawer(): void {
  const drawer = document.getElementById('nav-drawer');
  const backdrop = document.querySelector<HTMLElement>('.drawer-backdrop');
  if (!drawer || !backdrop) return;
  const primary = drawer.querySelector<HTMLElement>('.drawer-primary')!;
  const secondary = drawer.querySelector<HTMLElement>('.drawer-secondary')!;
  let opener: HTMLElement | null = null;
  const isOpen = () => !drawer.hidden;
  const toggles = () => document.querySelectorAll<HTMLElement>('.navbar-toggle');

  /**
   * The secondary menu is a copy of the page's sidebar, made when the drawer opens (the page may have changed): fe-docs'
   * own, or theme-classic's list of a Docusaurus site's DocSidebar (what its DocSidebar/Mobile shows there).
   */
  const fillSecondary = (): boolean => {
    secondary.querySelector(':scope > ul')?.remove();
    const sidebar = document.querySelector('.doc-sidebar .sidebar-nav > .menu, .doc-sidebar .theme-doc-sidebar-menu');
    if (!sidebar) return false;
    secondary.append(sidebar.cloneNode(true));
    return true;
  };
  /** The page's own entry (document order would give the back button first), else the panel's first. */
  const focusEntry = (panel: HTMLElement) =>
    (panel.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.querySelector<HTMLElement>('a, button'))?.focus();
  const showPanel = (which: 'primary' | 'secondary') => {
    primary.hidden = which !== 'primary';
    secondary.hidden = which !== 'secondary';
  };

  const open = () => {
    if (isOpen()) return;
    opener = document.activeElement as HTMLElement | null;
    showPanel(fillSecondary() ? 'secondary' : 'primary');
    drawer.hidden = false;
    backdrop.hidden = false;
    document.body.classList.add('scroll-locked');
    toggles().forEach((t) => t.setAttribute('aria-expanded', 'true'));
    history.pushState({ ...(history.state ?? {}), feDocsDrawer: true }, '');
    focusEntry(secondary.hidden ? primary : secondary);
  };
  /** `fromHistory`: the entry is already gone (back button) or is being replaced (a followed link). */
  const close = (opts: { fromHistory?: boolean; restoreFocus?: boolean } = {}) => {
    if (!isOpen()) return;
    drawer.hidden = true;
    backdrop.hidden = true;
    document.body.classList.remove('scroll-locked');
    toggles().forEach((t) => t.setAttribute('aria-expanded', 'false'));
    if (!opts.fromHistory && history.state?.feDocsDrawer) history.back();
    if (opts.restoreFocus !== false) opener?.focus();
  };

  document.addEventListener('click', (e) => {
    const t = e.target as Element;
    if (t.closest?.('.navbar-toggle')) open();
    else if (t.closest?.('.drawer-close') || t === backdrop) close();
    else if (t.closest?.('.drawer-back')) {
      showPanel('primary');
      primary.querySelector<HTMLElement>('a, button')?.focus();
    } else if (t.closest?.('#nav-drawer a[href]:not(.menu__link--sublist-caret)')) close({ fromHistory: true, restoreFocus: false });
  });
  drawer.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') return close();
    if (e.key !== 'Tab') return;
    // Keep the focus inside the open drawer.
    const focusable = [...drawer.querySelectorAll<HTMLElement>('a[href], button, summary')].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  });
  addEventListener('popstate', () => close({ fromHistory: true }));
  // The whole sidebar arrived while the drawer shows the compact one: a new copy, the focus moved to the page's entry.
  document.addEventListener(SIDEBAR_EVENT, () => {
    if (!isOpen() || secondary.hidden) return;
    // (A compact sidebar may not hold the page's entry: the focus then waited on the back button.)
    const hadFocus = secondary.contains(document.activeElement);
    if (fillSecondary() && hadFocus) focusEntry(secondary);
  });
  matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).addEventListener('change', (e) => e.matches && close());
  document.addEventListener(PAGE_EVENT, () => close({ fromHistory: true, restoreFocus: false }));
}
