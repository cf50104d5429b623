/**
 * `themeConfig.docs.sidebar.hideable` without React: the collapse button at the foot of the docs sidebar (fe-docs' own,
 * or theme-classic's `DocSidebar/Desktop/CollapseButton` in a site's DocSidebar, whose `onCollapse` is a no-op at build
 * time) hides the sidebar behind a 30 px strip, the expand button (layouts/DocPage.tsx renders it hidden), which shows
 * it again; the main column takes the room (CSS). As in Docusaurus, where the state is DocRoot's `useState`, it lasts
 * while the reader moves between doc pages and is not stored: a reload, a page opened from elsewhere, or a page without
 * such a sidebar resets it. Where the router loads the next page in full (a site whose own Layout it cannot swap), the
 * state rides in sessionStorage and is taken up only by a page a link of the site led to, not by a reload.
 * A chunk of its own (client/features.ts loads it on pages whose sidebar is hideable), handed `onEachPage` (start.ts).
 */

type OnEachPage = (fn: () => void) => void;

const ASIDE = '.doc-sidebar[data-hideable]';
const COLLAPSE = '.doc-sidebar-collapse, button[class*="collapseSidebarButton"]';

const KEY = 'fe-docs.docSidebarHidden';
const how = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
let hidden = how !== 'reload' && document.referrer.startsWith(location.origin + '/') && session() === '1';

/** sessionStorage, read or written; failures (storage off) are ignored: the state then lasts one page, as before. */
function session(value?: string): string | null {
  try {
    if (value === undefined) return sessionStorage.getItem(KEY);
    sessionStorage.setItem(KEY, value);
  } catch {
    /* storage off */
  }
  return null;
}

export function initSidebarHide(onEachPage: OnEachPage): void {
  document.addEventListener('click', (e) => {
    const t = e.target as Element;
    const aside = t.closest?.<HTMLElement>(ASIDE);
    if (aside && t.closest('.doc-sidebar-expand')) setHidden(aside, false, true);
    else if (aside && t.closest(COLLAPSE)) setHidden(aside, true, true);
  });
  onEachPage(() => {
    const aside = document.querySelector<HTMLElement>(ASIDE);
    if (aside) setHidden(aside, hidden, false);
    else session((hidden = false) || '');
  });
}

function setHidden(aside: HTMLElement, hide: boolean, moveFocus: boolean): void {
  hidden = hide;
  session(hide ? '1' : '');
  aside.classList.toggle('doc-sidebar--hidden', hide);
  const expand = aside.querySelector<HTMLElement>('.doc-sidebar-expand');
  const collapse = aside.querySelector<HTMLElement>(COLLAPSE);
  collapse?.setAttribute('aria-expanded', String(!hide));
  if (expand) expand.hidden = !hide;
  // The hidden sidebar leaves the tab order and the accessibility tree; the strip is all that is left of it.
  aside
    .querySelectorAll<HTMLElement>(':scope > :not(.doc-sidebar-expand, .doc-sidebar-viewport), .doc-sidebar-viewport > :not(.doc-sidebar-expand)')
    .forEach((el) => (el.inert = hide));
  if (moveFocus) (hide ? expand : collapse)?.focus();
}
