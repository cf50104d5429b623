/**
 * theme-classic's table-of-contents behaviour on markup a Docusaurus site's swizzled DocItem rendered at build time
 * (fe-docs does not hydrate it): `TOC`'s active-section highlight (theme-common's `useTOCHighlight`) and the
 * `TOCCollapsible` button. A chunk of its own, loaded only by pages that hold such markup (features.ts), which hands it
 * `onEachPage`: importing page-events here would split that module into a chunk every page then loads.
 */

type OnEachPage = (fn: () => void) => void;

/** theme-classic's TOC: its links carry both classes; TOCInline's and TOCCollapsible's links are never highlighted. */
const HIGHLIGHT_LINKS = 'a.table-of-contents__link.toc-highlight[href*="#"]';
const ACTIVE = 'table-of-contents__link--active';

/** The CSS-module class of `el` whose local name is `name` (`tocCollapsible_x1` for `tocCollapsible`). */
const moduleClass = (el: Element, name: string) => [...el.classList].find((c) => c === name || c.startsWith(name + '_'));
/** A CSS-module class with another local name from the same file: `tocCollapsible_x1` → `tocCollapsibleExpanded_x1`. */
const sibling = (cls: string, from: string, to: string) => to + cls.slice(from.length);

export function initDocusaurusToc(onEachPage: OnEachPage): void {
  initHighlight(onEachPage);
  initCollapsible(onEachPage);
}

/**
 * `useTOCHighlight`'s rule: the active heading is the first one at or below the navbar (0 with `hideOnScroll`) if it
 * is in the top half of the viewport, else the one before it (none before the first); past the last heading, the last.
 * The headings are those the TOC links to (theme-common takes every `hN.anchor` of the TOC's levels, the same ones on
 * a page whose TOC lists its headings).
 */
function initHighlight(onEachPage: OnEachPage): void {
  let pairs: [HTMLAnchorElement, HTMLElement][] = [];
  let anchors: HTMLElement[] = [];
  let frame = 0;
  const rect = (el: Element): DOMRect => {
    const r = el.getBoundingClientRect();
    // A heading with no height is a marker: Docusaurus measures its parent instead.
    return r.top === r.bottom && el.parentElement ? rect(el.parentElement) : r;
  };
  const update = () => {
    frame = 0;
    const navbar = document.querySelector<HTMLElement>('.navbar');
    const hides = !!navbar && (navbar.hasAttribute('data-hide-on-scroll') || !!moduleClass(navbar, 'navbarHideable'));
    const top = navbar && !hides ? navbar.clientHeight : 0;
    const next = anchors.findIndex((h) => rect(h).top >= top);
    let active: HTMLElement | undefined;
    if (next < 0) active = anchors[anchors.length - 1];
    else {
      const r = rect(anchors[next]);
      active = r.top > 0 && r.bottom < innerHeight / 2 ? anchors[next] : anchors[next - 1];
    }
    pairs.forEach(([link, heading]) => link.classList.toggle(ACTIVE, !!active && heading === active));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  onEachPage(() => {
    pairs = [];
    document.querySelectorAll<HTMLAnchorElement>(HIGHLIGHT_LINKS).forEach((a) => {
      let id = a.hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        /* keep it encoded */
      }
      const h = document.getElementById(id);
      if (h) pairs.push([a, h]);
    });
    // In document order, each once (two TOCs may link to one heading).
    anchors = [...new Set(pairs.map((p) => p[1]))].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    schedule();
  });
  // Captured on the document: a site's CSS can make an element the scroller (keploy's `html, body { overflow-x:
  // hidden }` makes it the body, which Docusaurus undoes once hydrated), and an element's scroll does not bubble.
  document.addEventListener('scroll', schedule, { capture: true, passive: true });
  addEventListener('resize', schedule, { passive: true });
}

/**
 * `TOCCollapsible`: the button opens and closes the list below it (`Collapsible`'s inline styles, rendered collapsed
 * at build time), with the `…Expanded` classes theme-classic sets and `aria-expanded`. A `<button>`: Enter and Space
 * work as a click. Delegated from `document`, so pages brought in by the router need nothing.
 */
function initCollapsible(onEachPage: OnEachPage): void {
  const mark = () =>
    document.querySelectorAll<HTMLButtonElement>('button[class*="tocCollapsibleButton"]').forEach((b) => {
      if (moduleClass(b, 'tocCollapsibleButton') && !b.hasAttribute('aria-expanded')) b.setAttribute('aria-expanded', 'false');
    });
  onEachPage(mark);
  document.addEventListener('click', (e) => {
    const button = (e.target as Element).closest?.<HTMLButtonElement>('button[class*="tocCollapsibleButton"]');
    const buttonClass = button && moduleClass(button, 'tocCollapsibleButton');
    const box = button?.parentElement;
    const boxClass = box && moduleClass(box, 'tocCollapsible');
    if (!button || !buttonClass || !box || !boxClass) return;
    const expand = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(expand));
    button.classList.toggle(sibling(buttonClass, 'tocCollapsibleButton', 'tocCollapsibleButtonExpanded'), expand);
    box.classList.toggle(sibling(boxClass, 'tocCollapsible', 'tocCollapsibleExpanded'), expand);
    const content = [...box.children].find((c) => moduleClass(c, 'tocCollapsibleContent')) as HTMLElement | undefined;
    if (content) {
      content.style.display = expand ? 'block' : 'none';
      content.style.overflow = expand ? 'visible' : 'hidden';
      content.style.height = expand ? 'auto' : '0px';
    }
  });
}
