/** Head elements that describe the page (the rest of <head> is the same on every page of a build). */
const PAGE_HEAD =
  'title, meta[name="description"], meta[name="robots"], meta[name="keywords"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]';
/** Regions of <body> that change from page to page; the announcement bar, the footer and the drawer frame stay. */
const BODY_REGIONS = ['.navbar-left', '.navbar-right', '.drawer-primary', '.page'];

/** The assets a page was built with; a page of another build (a new deploy) needs a full load. */
export function buildSignature(doc: Document): string {
  return [...doc.querySelectorAll('link[rel="stylesheet"], script[type="module"][src]')]
    .map((el) => el.getAttribute('href') ?? el.getAttribute('src'))
    .join(' ');
}

/** Whether `next` can be swapped into the current document: same build, every region present. */
export function canSwap(next: Document): boolean {
  if (buildSignature(next) !== buildSignature(document)) return false;
  return BODY_REGIONS.every((sel) => !document.querySelector(sel) === !next.querySelector(sel)) && !!next.querySelector('.page');
}

/** Replace the current page's head details and body regions by those of `next`. */
export function swapPage(next: Document): void {
  const head = document.head;
  head.querySelectorAll(PAGE_HEAD).forEach((el) => el.remove());
  const anchor = head.querySelector('meta[name="viewport"]');
  const fresh = [...next.head.querySelectorAll(PAGE_HEAD)].map((el) => document.importNode(el, true));
  if (anchor) anchor.after(...fresh);
  else head.prepend(...fresh);
  for (const attr of ['lang', 'dir', 'data-kind']) {
    const v = next.documentElement.getAttribute(attr);
    if (v !== null) document.documentElement.setAttribute(attr, v);
  }
  const oldSidebar = document.querySelector<HTMLElement>('.sidebar-nav');
  const sidebarScroll = oldSidebar ? { key: oldSidebar.dataset.sidebar, top: oldSidebar.scrollTop } : undefined;
  for (const sel of BODY_REGIONS) {
    const cur = document.querySelector(sel);
    const nxt = next.querySelector(sel);
    if (cur && nxt) cur.replaceWith(document.importNode(nxt, true));
  }
  // The same sidebar keeps its scroll position, as if it had not been replaced.
  const newSidebar = document.querySelector<HTMLElement>('.sidebar-nav');
  if (newSidebar && sidebarScroll && newSidebar.dataset.sidebar === sidebarScroll.key) newSidebar.scrollTop = sidebarScroll.top;
}
