/** Dispatched on `document` after a client-side navigation has swapped in a new page. */
export const PAGE_EVENT = 'fe-docs:page';
/** Dispatched on `document` when the router scrolled to a hash target (the navbar shows itself for it). */
export const ANCHOR_EVENT = 'fe-docs:anchor';

/** Dispatched on `document` when the whole docs sidebar replaced a compact one (full-sidebar.ts). */
export const SIDEBAR_EVENT = 'fe-docs:sidebar';

/** Run `fn` for the current page now and again for every page a client-side navigation brings in. */
export function onEachPage(fn: () => void): void {
  fn();
  document.addEventListener(PAGE_EVENT, fn);
}
