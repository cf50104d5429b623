import { STORAGE_KEYS, type ClientSiteData } from '../shared/constants';
import { onEachPage } from './page-events';
import { storage } from './storage';

/**
 * The preferred docs version of each docs area: stored when the reader picks a version in the version dropdown,
 * cleared when that version (or area) no longer exists. Outside the area's docs, the navbar's doc links lead to
 * that version (`data-versions`, rendered by the theme) and the dropdown shows it as the current one.
 */
export function initPreferredVersion(data: ClientSiteData): void {
  const key = (area: string) => STORAGE_KEYS.docsPreferredVersion + area;
  forgetStale(data);
  const preferred = (area: string): string | null => {
    const v = storage.get(key(area));
    const exists = data.docs.some((a) => a.id === area && a.versions.some((x) => x.name === v));
    return v && exists ? v : null;
  };

  document.addEventListener(
    'click',
    (e) => {
      const a = (e.target as Element).closest?.('[data-dropdown="version"] a[data-value]') as HTMLAnchorElement | null;
      const area = a?.closest<HTMLElement>('[data-dropdown="version"]')?.dataset.area;
      if (a && area) storage.set(key(area), a.dataset.value!);
    },
    { capture: true },
  );

  onEachPage(() => {
    const page = document.querySelector<HTMLElement>('.page');
    const here = { area: page?.dataset.docsArea, version: page?.dataset.docsVersion };
    // Doc links in the navbar and the drawer: the version being read, else the preferred one, else as rendered.
    document.querySelectorAll<HTMLAnchorElement>('a[data-versions][data-docs-area]').forEach((a) => {
      const area = a.dataset.docsArea!;
      const version = here.area === area ? here.version : preferred(area);
      const target = a.dataset.versions!.split('|').find((entry) => entry.split(' ')[0] === version);
      a.dataset.path ??= a.getAttribute('href') ?? '';
      a.setAttribute('href', target ? target.slice(target.indexOf(' ') + 1) : a.dataset.path);
    });
    // The version dropdown outside its docs shows the preferred version.
    document.querySelectorAll<HTMLElement>('.version-dropdown[data-area]').forEach((dd) => {
      const area = dd.dataset.area!;
      const version = preferred(area);
      if (here.area === area || !version) return;
      dd.querySelectorAll<HTMLAnchorElement>('a[data-value]').forEach((a) => {
        const on = a.dataset.value === version;
        a.classList.toggle('active', on);
        if (on) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
        if (on) {
          const toggle = dd.querySelector('.dropdown-toggle');
          if (toggle && !toggle.hasAttribute('data-fixed-label')) toggle.textContent = a.textContent;
        }
      });
    });
  });
}

/** Stored preferences for a version or docs area that this build no longer has are removed. */
function forgetStale(data: ClientSiteData): void {
  let keys: string[] = [];
  try {
    keys = Object.keys(localStorage).filter((k) => k.startsWith(STORAGE_KEYS.docsPreferredVersion));
  } catch (e) {
    console.warn('[fe-docs] storage unavailable, ignoring:', e);
    return;
  }
  for (const k of keys) {
    const area = data.docs.find((a) => a.id === k.slice(STORAGE_KEYS.docsPreferredVersion.length));
    const v = storage.get(k);
    if (!area || !area.versions.some((x) => x.name === v)) storage.remove(k);
  }
}
