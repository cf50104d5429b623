import { STORAGE_KEYS, type ClientSiteData } from '../shared/constants';
import { storage } from './storage';

type Mode = 'light' | 'dark';

/**
 * Light/dark mode. The head script of every page applies it before the first paint (no flash); this keeps it
 * in step: the toggle stores the choice under `theme`; without a stored choice the system preference applies when
 * the site respects it, otherwise the default; a change in another tab is picked up; printing changes nothing.
 */
export function initColorMode(data: ClientSiteData): void {
  const root = document.documentElement;
  const system = matchMedia('(prefers-color-scheme: dark)');
  const fallback = (): Mode => (data.colorMode.respectPrefersColorScheme ? (system.matches ? 'dark' : 'light') : data.colorMode.defaultMode);
  const stored = (): Mode | null => {
    const v = storage.get(STORAGE_KEYS.theme);
    return v === 'light' || v === 'dark' ? v : null;
  };
  const apply = (mode: Mode) => {
    root.dataset.theme = mode;
    document.querySelectorAll<HTMLButtonElement>('.theme-toggle').forEach((b) => {
      b.setAttribute('aria-label', (mode === 'dark' ? b.dataset.labelDark : b.dataset.labelLight) ?? '');
    });
  };
  apply(stored() ?? fallback());
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.('.theme-toggle')) return;
    const next: Mode = root.dataset.theme === 'dark' ? 'light' : 'dark';
    storage.set(STORAGE_KEYS.theme, next);
    apply(next);
  });
  // Another tab changed or cleared the choice (`key` is null when that tab cleared all of storage).
  addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.theme || e.key === null) apply(stored() ?? fallback());
  });
  system.addEventListener('change', () => {
    // Chromium reports a light scheme while printing; the reader's mode must not change for it.
    if (matchMedia('print').matches) return;
    if (!stored()) apply(fallback());
  });
  // A swapped-in navbar gets the label of the current mode.
  document.addEventListener('fe-docs:page', () => apply((root.dataset.theme as Mode) ?? fallback()));
}
