import { STORAGE_KEYS, type ClientSiteData } from '../shared/constants';
import { storage } from './storage';

/** Light/dark toggle: stored under `theme`; without a stored choice, the system preference (if respected) or the default. */
export function initColorMode(data: ClientSiteData): void {
  const root = document.documentElement;
  const fallback = () => (data.colorMode.respectPrefersColorScheme && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : data.colorMode.defaultMode);
  const apply = (mode: string) => {
    root.dataset.theme = mode;
    document.querySelectorAll<HTMLButtonElement>('.theme-toggle').forEach((b) => {
      b.setAttribute('aria-label', (mode === 'dark' ? b.dataset.labelDark : b.dataset.labelLight) ?? '');
    });
  };
  const stored = () => {
    const v = storage.get(STORAGE_KEYS.theme);
    return v === 'light' || v === 'dark' ? v : null;
  };
  apply(stored() ?? fallback());
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.('.theme-toggle')) return;
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
    storage.set(STORAGE_KEYS.theme, next);
    apply(next);
  });
  // Another tab changed or cleared the choice.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.theme || e.key === null) apply(stored() ?? fallback());
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    if (!stored()) apply(fallback());
  });
}
