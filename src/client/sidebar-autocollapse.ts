/**
 * `themeConfig.docs.sidebar.autoCollapseCategories`: expanding a category collapses its expanded siblings (the other
 * categories of the same list), as theme-classic's `DocSidebarItem/Category` does through
 * `useDocSidebarItemsExpandedState` (one expanded item per level). Only the reader's expanding does it, not the
 * categories open when the page loads (Docusaurus starts each level with no expanded item). Both sidebar markups:
 * fe-docs' own (`<details class="menu-category">`, its summary) and theme-classic's in a site's DocSidebar (the caret,
 * or the link of a category without a page, which the adapter's docusaurus/client/chrome.ts toggles), in the page's
 * sidebar and in its copy in the mobile menu. Listens in the capture phase, before the chrome's toggle changes the
 * item's state.
 */

const CARET = '.menu__caret, a.menu__link--sublist-caret';

export function initAutoCollapseCategories(): void {
  document.addEventListener(
    'click',
    (e) => {
      if (!document.querySelector('.doc-sidebar[data-auto-collapse]')) return;
      const t = e.target as Element;
      const details = t.closest?.('summary')?.parentElement;
      if (details instanceof HTMLDetailsElement && details.matches('details.menu-category') && !t.closest('a[href]')) {
        if (details.open) return;
        siblingsOf(details.parentElement).forEach((li) => {
          const other = li.querySelector<HTMLDetailsElement>(':scope > details.menu-category[open]');
          if (other && other !== details) other.open = false;
        });
        return;
      }
      const item = t.closest?.(CARET)?.closest('.menu__list-item');
      if (!item?.classList.contains('menu__list-item--collapsed')) return;
      siblingsOf(item).forEach((li) => {
        if (li === item || li.classList.contains('menu__list-item--collapsed') || !li.querySelector(':scope > ul')) return;
        li.querySelector<HTMLElement>(`:scope > .menu__list-item-collapsible :is(${CARET}), :scope > a.menu__link--sublist-caret`)?.click();
      });
    },
    { capture: true },
  );
}

const siblingsOf = (li: Element | null): Element[] => (li?.parentElement ? [...li.parentElement.children] : []);
