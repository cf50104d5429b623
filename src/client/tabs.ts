import { STORAGE_KEYS } from '../shared/constants';
import { onEachPage } from './page-events';
import { storage } from './storage';

/**
 * Tabs in content (markup from markdown/directives.ts: `.tabs[data-group] > [role=tablist] > [role=tab][data-value]`
 * and `[role=tabpanel]`). Tabs with the same group switch together and the choice is stored under
 * `fe-docs.tab.<group>`; arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
 */
export function initTabs(): void {
  const tabsOf = (container: Element) => [...container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  /** Select `value` in one tab container; false when it has no such tab. */
  const select = (container: Element, value: string): boolean => {
    const tabs = tabsOf(container);
    if (!tabs.some((t) => t.dataset.value === value)) return false;
    for (const t of tabs) {
      const on = t.dataset.value === value;
      t.setAttribute('aria-selected', String(on));
      t.tabIndex = on ? 0 : -1;
      t.classList.toggle('tabs__item--active', on);
      const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
    }
    return true;
  };
  const groupContainers = (group: string) => [...document.querySelectorAll('.tabs[data-group]')].filter((c) => (c as HTMLElement).dataset.group === group);

  const choose = (tab: HTMLElement) => {
    const container = tab.closest('.tabs') as HTMLElement | null;
    const value = tab.dataset.value;
    if (!container || value === undefined) return;
    // Keep the chosen tab where it is on screen while other groups above it change height.
    const before = tab.getBoundingClientRect().top;
    select(container, value);
    const group = container.dataset.group;
    if (group) {
      groupContainers(group).forEach((c) => select(c, value));
      storage.set(STORAGE_KEYS.tabChoice + group, value);
    }
    const key = container.dataset.queryKey;
    if (key) {
      // Docusaurus' `queryString` tabs: the choice is in the URL (replaced, not pushed), so the link can be shared.
      const url = new URL(location.href);
      url.searchParams.set(key, value);
      history.replaceState(history.state, '', url);
    }
    const shift = tab.getBoundingClientRect().top - before;
    if (shift) scrollBy(0, shift);
  };

  document.addEventListener('click', (e) => {
    const tab = (e.target as Element).closest?.('.tabs [role="tab"]') as HTMLElement | null;
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (e) => {
    const tab = (e.target as Element).closest?.('.tabs [role="tab"]') as HTMLElement | null;
    if (!tab) return;
    const tabs = tabsOf(tab.closest('.tabs')!);
    const i = tabs.indexOf(tab);
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    next.focus();
    choose(next);
  });
  // Stored choices apply to every page, including pages brought in by client-side navigation; a choice in the
  // query string (`?os=linux` for `queryString`) wins over a stored one, and is stored for its group.
  onEachPage(() => {
    document.querySelectorAll<HTMLElement>('.tabs[data-group]').forEach((c) => {
      const v = storage.get(STORAGE_KEYS.tabChoice + c.dataset.group);
      if (v !== null) select(c, v);
    });
    const query = new URLSearchParams(location.search);
    document.querySelectorAll<HTMLElement>('.tabs[data-query-key]').forEach((c) => {
      const v = query.get(c.dataset.queryKey ?? '');
      if (v === null || !select(c, v)) return;
      const group = c.dataset.group;
      if (group) {
        groupContainers(group).forEach((g) => select(g, v));
        storage.set(STORAGE_KEYS.tabChoice + group, v);
      }
    });
  });
}
