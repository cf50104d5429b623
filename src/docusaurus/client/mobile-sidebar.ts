/**
 * theme-classic's `DocSidebar/Mobile` without React. Docusaurus renders it only once the browser reports a mobile width
 * (`useWindowSize()`), through `NavbarSecondaryMenuFiller` into the mobile navbar menu's secondary panel; fe-docs' page is
 * rendered at 'ssr', so that panel holds only its "← Back to main menu" button. Here, each time a site's theme-classic
 * mobile menu (`.navbar-sidebar`) opens on a doc page, the panel gets a copy of the page's docs sidebar list (the
 * items DocSidebar/Mobile renders with the same DocSidebarItems) and is shown, as `useNavbarSecondaryMenu` shows it on
 * every opening; the back button shows the primary panel. The panel out of view is `inert`. A chunk of its own, loaded
 * by doc pages that have such a menu (features.ts); chrome.ts opens and closes the menu.
 */

const SHOW_SECONDARY = 'navbar-sidebar__items--show-secondary';

export function initMobileDocSidebar(): void {
  // Before the chrome's handler opens the menu and focuses its first entry…
  document.addEventListener(
    'click',
    (e) => {
      const t = e.target as Element;
      const nav = t.closest?.('.navbar__toggle')?.closest('.navbar');
      if (nav && !nav.classList.contains('navbar-sidebar--show')) fill(nav);
      else if (t.closest?.('.navbar-sidebar__back')) {
        show(t.closest('.navbar-sidebar__items'), false);
        t.closest('.navbar-sidebar__items')?.querySelector<HTMLElement>('.navbar-sidebar__item a[href], .navbar-sidebar__item button')?.focus();
      }
    },
    { capture: true },
  );
  // …and after it: the focus goes to the page's own entry in the docs sidebar.
  document.addEventListener('click', (e) => {
    const nav = (e.target as Element).closest?.('.navbar__toggle')?.closest('.navbar');
    const panel = nav?.classList.contains('navbar-sidebar--show') && nav.querySelector(`.${SHOW_SECONDARY} > .navbar-sidebar__item:nth-child(2)`);
    if (panel) (panel.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.querySelector<HTMLElement>('a[href], button'))?.focus();
  });
}

/** The page's sidebar list into the secondary panel (a new copy at each opening: the page may have changed). */
function fill(nav: Element): void {
  const items = nav.querySelector('.navbar-sidebar__items');
  const panel = items?.children[1];
  if (!items || !panel) return;
  panel.querySelector(':scope > [data-doc-sidebar-copy]')?.remove();
  // theme-classic's list in a site's DocSidebar, else fe-docs' own sidebar (a site's wrapper of it).
  const source = document.querySelector('.doc-sidebar .theme-doc-sidebar-menu, .doc-sidebar nav.sidebar-nav');
  if (!source) return show(items, false);
  const copy = source.cloneNode(true) as HTMLElement;
  copy.dataset.docSidebarCopy = '';
  copy.removeAttribute('id');
  copy.inert = false; // fe-docs' own nav is inert while a hideable sidebar is hidden
  panel.append(copy);
  show(items, true);
}

function show(items: Element | null, secondary: boolean): void {
  if (!items) return;
  items.classList.toggle(SHOW_SECONDARY, secondary);
  const [primary, second] = items.children as HTMLCollectionOf<HTMLElement>;
  if (primary) primary.inert = secondary;
  if (second) second.inert = !secondary;
}
