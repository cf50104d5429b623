import type { SearchUiStrings } from '../shared/search-index.js';
import type { UiStrings } from './ui-strings.js';

/** The search box's text, as the theme writes it into `data-search-strings` for the client. */
export function searchUiStrings(s: UiStrings): SearchUiStrings {
  return {
    dialogLabel: s.searchTitle,
    placeholder: s.searchPlaceholder,
    close: s.searchClose,
    results: s.searchResults,
    seeAll: s.searchSeeAll,
    seeAllOne: s.searchSeeAllOne,
    noResults: s.searchNoResults,
    trySearching: s.searchTrySearching,
    reportQuestion: s.searchReportQuestion,
    reportLink: s.searchReportLink,
    failed: s.searchFailed,
    failedHint: s.searchFailedHint,
    loading: s.searchLoading,
    count: s.searchCount,
    countOne: s.searchCountOne,
    resultsFor: s.searchResultsFor,
    title: s.searchTitle,
    pagination: s.searchPagination,
    previous: s.previous,
    next: s.next,
    pageOf: s.pageOf,
    keySelect: s.searchKeySelect,
    keyNavigate: s.searchKeyNavigate,
    keyClose: s.searchKeyClose,
  };
}

/** The attribute value: JSON, computed once per build. */
const cache = new WeakMap<UiStrings, string>();
export function searchStringsAttr(s: UiStrings): string {
  let v = cache.get(s);
  if (!v) cache.set(s, (v = JSON.stringify(searchUiStrings(s))));
  return v;
}
