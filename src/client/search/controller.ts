import type { ClientSiteData } from '../../shared/constants';
import type { SearchManifest, SearchUiStrings } from '../../shared/search-index';
import { currentFilter } from './context';
import { createLocalProvider } from './local-provider';
import type { SearchFilter, SearchProvider, SearchResponse } from './types';

/** What the search box and the /search page share: strings, the provider, the current filters. */
export interface SearchController {
  strings: SearchUiStrings;
  reportUrl?: string;
  searchPageUrl(query: string, page?: number): string;
  /** Starts loading what the first search needs (the local index); rejects when it cannot be loaded. */
  prepare(): Promise<void>;
  /** `page` counts from 0. */
  search(query: string, page: number, perPage: number): Promise<SearchResponse>;
  suggestions(): Promise<string[]>;
}

export function createController(data: ClientSiteData, strings: SearchUiStrings): SearchController {
  const manifestUrl = new URL(data.search.indexUrl, location.href).href;
  let manifest: Promise<SearchManifest> | undefined;
  const loadManifest = () => {
    manifest ??= fetch(manifestUrl, { cache: 'no-cache' }).then((r) => {
      if (!r.ok) throw new Error(`${manifestUrl}: HTTP ${r.status}`);
      return r.json() as Promise<SearchManifest>;
    });
    manifest.catch(() => (manifest = undefined));
    return manifest;
  };
  const filter = async (): Promise<SearchFilter> => {
    const lang = data.currentLocale ?? data.defaultLocale;
    try {
      return currentFilter(await loadManifest(), data.baseUrl, lang);
    } catch (e) {
      // The hosted provider can still search, limited to the language only.
      if (data.search.algolia) return { lang, tags: [] };
      throw e;
    }
  };
  const local = data.search.algolia ? undefined : createLocalProvider(manifestUrl, loadManifest);
  const provider: SearchProvider = local ?? lazyAlgolia(data.search.algolia!);
  const base = data.baseUrl.replace(/\/$/, '');

  return {
    strings,
    reportUrl: data.search.reportUrl,
    searchPageUrl: (q, page) => `${base}/search?q=${encodeURIComponent(q)}${page && page > 1 ? `&page=${page}` : ''}`,
    async prepare() {
      const f = await filter();
      await local?.prepare(f);
    },
    async search(query, page, perPage) {
      return provider.search(query, await filter(), page, perPage);
    },
    async suggestions() {
      try {
        return (await loadManifest()).suggestions;
      } catch {
        return [];
      }
    },
  };
}

/** The UI strings the theme rendered into the page, or undefined when the page has no search. */
export function readStrings(): SearchUiStrings | undefined {
  const el = document.querySelector<HTMLElement>('[data-search-strings]');
  if (!el?.dataset.searchStrings) return undefined;
  try {
    return JSON.parse(el.dataset.searchStrings) as SearchUiStrings;
  } catch {
    return undefined;
  }
}

/** The hosted provider's code is a chunk of its own, fetched on the first search: sites without it never load it. */
function lazyAlgolia(cfg: NonNullable<ClientSiteData['search']['algolia']>): SearchProvider {
  let provider: Promise<SearchProvider> | undefined;
  return {
    async search(...args) {
      provider ??= import('./algolia').then((m) => m.createAlgoliaProvider(cfg));
      return (await provider).search(...args);
    },
  };
}
