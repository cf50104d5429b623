import { onEachPage } from './page-events';

/** What an island's chunk exports: hydrate `el` (its server markup) with `props`; the root, to unmount later. */
type Hydrate = (el: Element, props: Record<string, unknown>) => { unmount(): void };
export type IslandModules = Record<string, () => Promise<{ default: Hydrate }>>;

/**
 * The island loader (loaded only by pages that have `<fe-island>` elements, or once a navigation brings one in):
 * each island's chunk is imported when it is needed (`data-mode="load"` at once, `visible` when it scrolls into
 * view) and hydrates just that element with its JSON props. Islands of a page the router swapped out are unmounted.
 */
export function startIslands(modules: IslandModules): void {
  const roots = new Map<Element, { unmount(): void }>();
  const seen = new WeakSet<Element>();
  const hydrate = (el: HTMLElement) => {
    const load = modules[el.dataset.component ?? ''];
    if (!load) return console.error(`[fe-docs] no island component \`${el.dataset.component}\``);
    const props = JSON.parse(document.getElementById(el.dataset.propsId ?? '')?.textContent ?? '{}') as Record<string, unknown>;
    load().then(
      (m) => el.isConnected && roots.set(el, m.default(el, props)),
      (e) => console.error('[fe-docs] island failed to load:', e),
    );
  };
  onEachPage(() => {
    for (const [el, root] of roots) {
      if (el.isConnected) continue;
      root.unmount();
      roots.delete(el);
    }
    document.querySelectorAll<HTMLElement>('fe-island').forEach((el) => {
      if (seen.has(el)) return;
      seen.add(el);
      if (el.dataset.mode !== 'visible' || !('IntersectionObserver' in window)) return hydrate(el);
      const io = new IntersectionObserver((entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        hydrate(el);
      });
      io.observe(el);
    });
  });
}
