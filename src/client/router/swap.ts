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

/** The Content-Security-Policy `<meta>` of a page's HTML (fe-docs writes it with `http-equiv` first), decoded. */
export function policyOfHtml(html: string): string | null {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  return m
    ? m[1]
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    : null;
}

/**
 * Whether the policy this document was loaded with allows what a page with policy `next` needs. A `<meta>` policy binds
 * the document that loaded it, and a page's policy lists the hashes of its own inline scripts, `<style>` elements and
 * style attributes: a page that needs one the current policy lacks (its styles would be refused) is loaded in full.
 * Checked on the HTML text, before parsing it: Chromium reports a parsed document's style attributes against the policy.
 */
export function policyAllows(
  next: string | null,
  current = document.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute('content') ?? null,
): boolean {
  if (current === null) return true;
  if (next === null) return false;
  const directives = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...sources]) => [name.toLowerCase(), new Set(sources)] as const),
    );
  const have = directives(current);
  for (const [name, sources] of directives(next)) {
    const allowed = have.get(name);
    if (!allowed) return false;
    for (const source of sources) if (!allowed.has(source)) return false;
  }
  return true;
}

/** Whether `next` can be swapped into the current document: same build, every region present. */
export function canSwap(next: Document): boolean {
  if (buildSignature(next) !== buildSignature(document)) return false;
  return BODY_REGIONS.every((sel) => !document.querySelector(sel) === !next.querySelector(sel)) && !!next.querySelector('.page');
}

/**
 * The class names a page's HTML gives `<html>` (its site format's classes of the page's kind: a Docusaurus site's
 * `docs-wrapper … docs-doc-page`): `shown`, those of the page shown, are replaced by `next`'s, while the classes a script
 * added (the search dialog's `search-open`) stay. Returns `next`'s, the shown page's from now on.
 */
export function swapHtmlClasses(next: Document, shown: readonly string[]): string[] {
  const fresh = [...next.documentElement.classList];
  const html = document.documentElement.classList;
  html.remove(...shown.filter((c) => !fresh.includes(c)));
  html.add(...fresh);
  return fresh;
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
    if (!cur || !nxt) continue;
    // The element around the page region (a site format's page wrapper, the theme's `hooks.pageWrapper`) stays, with
    // the new page's classes (a page's own `<Layout wrapperClassName>`).
    const [around, nextAround] = [cur.parentElement, nxt.parentElement];
    if (sel === '.page' && around && nextAround && around !== document.body && around.id === nextAround.id) {
      const cls = nextAround.getAttribute('class');
      if (cls !== around.getAttribute('class')) {
        if (cls === null) around.removeAttribute('class');
        else around.setAttribute('class', cls);
      }
    }
    cur.replaceWith(document.importNode(nxt, true));
  }
  // The same sidebar keeps its scroll position, as if it had not been replaced.
  const newSidebar = document.querySelector<HTMLElement>('.sidebar-nav');
  if (newSidebar && sidebarScroll && newSidebar.dataset.sidebar === sidebarScroll.key) newSidebar.scrollTop = sidebarScroll.top;
}
