/**
 * The language switcher and the version dropdown keep the query string and the hash of the current URL: their
 * links are rewritten from the path the server rendered (kept in `data-path`) just before they can be used.
 */
export function initKeepQueryAndHash(): void {
  const LINKS = '[data-dropdown="locale"] a[href], [data-dropdown="version"] a[href]';
  const refresh = (scope: Element) => {
    scope.querySelectorAll<HTMLAnchorElement>(LINKS).forEach((a) => {
      const path = (a.dataset.path ??= a.getAttribute('href') ?? '');
      a.href = path.split(/[?#]/)[0] + location.search + location.hash;
    });
  };
  const onIntent = (e: Event) => {
    const el = (e.target as Element).closest?.('[data-dropdown]');
    if (el) refresh(el);
  };
  // Capture phase: the href is right before any other click handler (the router) reads it.
  for (const type of ['click', 'mouseover', 'focusin', 'touchstart'] as const) document.addEventListener(type, onIntent, { capture: true, passive: true });
}
