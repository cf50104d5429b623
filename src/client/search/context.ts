import { STORAGE_KEYS } from '../../shared/constants';
import { searchTag, type SearchManifest } from '../../shared/search-index';
import type { SearchFilter } from './types';

/**
 * The spec's contextual search: the page's language (the locale of this build), and every documentation area in one version each —
 * the version of the page being read, else the reader's preferred version of that area, else the latest.
 */
export function currentFilter(manifest: SearchManifest, baseUrl: string, lang: string): SearchFilter {
  const base = baseUrl.replace(/\/$/, '');
  let path = location.pathname;
  if (base && path.startsWith(base)) path = path.slice(base.length) || '/';
  const tags = new Set<string>();
  const versionsByArea = new Map<string, NonNullable<SearchManifest['chunks'][number]['docs']>[]>();
  for (const c of manifest.chunks) {
    if (c.lang !== lang) continue;
    if (!c.docs) tags.add(c.tag);
    else versionsByArea.set(c.docs.area, [...(versionsByArea.get(c.docs.area) ?? []), c.docs]);
  }
  // The theme marks a doc page with its area and version; the URL tells it otherwise.
  const page = document.querySelector<HTMLElement>('.page')?.dataset;
  for (const [area, versions] of versionsByArea) {
    const here =
      (page?.docsArea === area ? versions.find((v) => v.version === page.docsVersion) : undefined) ??
      versions
        .filter((v) => path === v.routeBase || path.startsWith(v.routeBase.replace(/\/$/, '') + '/'))
        .sort((a, b) => b.routeBase.length - a.routeBase.length)[0];
    const preferred = versions.find((v) => v.version === readPreferred(area));
    const chosen = here ?? preferred ?? versions.find((v) => v.isLast) ?? versions[0];
    tags.add(searchTag.docs(area, chosen.version));
  }
  return { lang, tags: [...tags] };
}

function readPreferred(area: string): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.docsPreferredVersion + area);
  } catch {
    return null;
  }
}
