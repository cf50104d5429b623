/** The media query of a desktop-wide window. */
let wide = '';
/** The id of the overview's anchor → page map (see src/openapi/pages.ts). */
let anchorMapId = '';

/**
 * Light enhancement of API reference pages, which are complete without script: opens the <details> the URL hash
 * points at (an operation or a schema, and every <details> around it) and scrolls it into view, adds
 * expand-all / collapse-all buttons, marks the side-navigation entry of the open section, folds the side
 * navigation on narrow screens (it is open in the HTML so it reads without script), and on the overview of a split
 * reference sends a fragment of the old single page on to the page that holds it.
 */
export function initApiPage(constants: { desktopMinWidth: number; anchorMapId: string }): void {
  // Parameters, not an import of shared/constants: this chunk then shares no module with the app bundle, which
  // would otherwise split that module into a third file every page loads.
  wide = `(min-width: ${constants.desktopMinWidth}px)`;
  anchorMapId = constants.anchorMapId;
  setUpPage();
  // After a client-side navigation swaps the page in (docs/architecture.md, client runtime contract).
  document.addEventListener('fe-docs:page', setUpPage);
  addEventListener('hashchange', () => revealHash(true));
  // A click on a link to the hash already in the URL fires no hashchange: open the target here.
  document.addEventListener('click', (e) => {
    const link = (e.target as Element).closest?.('a[href^="#"]') as HTMLAnchorElement | null;
    if (!link || !link.closest('.api-page')) return;
    const target = byHash(link.hash);
    if (target) reveal(target);
    if (link.closest('.api-nav') && !matchMedia(wide).matches) {
      link.closest('details')?.removeAttribute('open');
    }
  });
}

function setUpPage(): void {
  const main = document.querySelector<HTMLElement>('.api-page .api-main');
  if (!main) return;
  addTools(main);
  const nav = document.querySelector<HTMLDetailsElement>('.api-page .api-nav-details');
  if (nav && !matchMedia(wide).matches) nav.open = false;
  revealHash(true);
}

function addTools(main: HTMLElement): void {
  const header = main.querySelector('.api-header');
  if (!header || header.querySelector('.api-tools')) return;
  const tools = document.createElement('div');
  tools.className = 'api-tools';
  for (const [label, open] of [
    [main.dataset.expandAll, true],
    [main.dataset.collapseAll, false],
  ] as const) {
    if (!label) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', () => {
      for (const d of main.querySelectorAll<HTMLDetailsElement>('details.api-op, details.api-schema, details.api-response')) d.open = open;
    });
    tools.append(button);
  }
  const meta = header.querySelector('.api-meta');
  (meta ?? header).after(tools);
}

function byHash(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep the raw id */
  }
  const el = document.getElementById(id);
  return el && el.closest('.api-page') ? el : null;
}

function revealHash(scroll: boolean): void {
  const target = byHash(location.hash);
  if (!target) return void followMovedAnchor();
  reveal(target);
  // Opening changed the layout above or at the target: scroll again so the section is in view.
  if (scroll) target.scrollIntoView({ block: 'start' });
}

/**
 * The overview of a split reference (src/openapi/pages.ts) maps each anchor of the definition to the page holding it
 * (`{"p": [urls], "a": {id: index}}`): a link written for the single page, `/api/x#operation/y`, goes on to its page.
 */
function followMovedAnchor(): void {
  const map = document.getElementById(anchorMapId);
  if (!map || !location.hash) return;
  try {
    const { p, a } = JSON.parse(map.textContent ?? '') as { p: string[]; a: Record<string, number> };
    const page = p[a[decodeURIComponent(location.hash.slice(1))]];
    if (page) location.replace(page + location.hash);
  } catch {
    /* a malformed hash or map: stay on the overview */
  }
}

function reveal(target: HTMLElement): void {
  for (let el: HTMLElement | null = target; el; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement && !el.classList.contains('api-nav-details')) el.open = true;
  }
  const id = target.id;
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.api-nav a[aria-current="true"]')) a.removeAttribute('aria-current');
  const current = [...document.querySelectorAll<HTMLAnchorElement>('.api-nav a')].find((a) => a.hash === '#' + id || a.hash === '#' + encodeURI(id));
  current?.setAttribute('aria-current', 'true');
}
