/** A piece of displayed text; `m` marks a part that matched the query (shown in <mark>). */
export interface Segment {
  t: string;
  m?: boolean;
}

/** One result as the search box and the /search page show it, whichever provider found it. */
export interface ResultView {
  /** Page URL with the heading's hash. */
  url: string;
  /** The heading (or page title) that matched. */
  title: Segment[];
  /** Where it is: breadcrumbs and, for a heading, the page title. */
  context: string;
  snippet: Segment[];
}

export interface SearchResponse {
  total: number;
  /** The results of the requested page only. */
  results: ResultView[];
}

/** The language and documentation areas the search is limited to (the spec's contextual filters). */
export interface SearchFilter {
  lang: string;
  tags: string[];
}

export interface SearchProvider {
  search(query: string, filter: SearchFilter, page: number, perPage: number): Promise<SearchResponse>;
}
