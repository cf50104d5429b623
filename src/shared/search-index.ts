/**
 * The search index as the build writes it (src/search/) and the browser reads it (src/client/search/).
 * Keep this file free of imports.
 *
 * Layout: `<base>/search-index.json` is a small manifest; the searchable text lives in gzipped chunks, one per
 * language and documentation area (facet), so a reader only downloads the areas the search filters on. Chunks and
 * the engine are hashed assets: `assets/search/<lang>-<tag>-<hash>.gz`, `assets/search/engine-<hash>.js`.
 */
export const SEARCH_INDEX_VERSION = 1;

export interface SearchManifest {
  v: typeof SEARCH_INDEX_VERSION;
  /** The search engine module (MiniSearch + the text rules of each language), relative to the manifest. */
  engine: string;
  chunks: SearchChunkInfo[];
  /** Offered after "Prueba buscando" when a query finds nothing: the docs' top-level sections. */
  suggestions: string[];
}

/** One chunk: the pages of one language and one facet. */
export interface SearchChunkInfo {
  lang: string;
  /** `docs-<area>-<version>`, `blog`, `pages` or `api` (see searchTag). */
  tag: string;
  /** For docs chunks: which area and version, to pick the version the reader is looking at. */
  docs?: { area: string; version: string; isLast: boolean; routeBase: string };
  /** Relative to the manifest; gzip bytes (the client inflates them itself, whatever the server sends). */
  url: string;
  bytes: number;
}

/** A chunk's content (JSON, then gzip). Arrays instead of objects keep it small. */
export interface SearchChunk {
  pages: SearchPageRecord[];
}

export interface SearchPageRecord {
  /** URL with the base URL. */
  u: string;
  /** Page title. */
  t: string;
  /** Where the page sits, shown above a result: docs breadcrumbs, "Blog", the API's title. */
  b: string;
  /** Sections: heading id ('' for the text before the first heading), heading text, text. The first is the page itself. */
  s: [id: string, heading: string, text: string][];
}

/** Facet values: a documentation area's tag names its version, so the search can follow the reader's version. */
export const searchTag = {
  docs: (area: string, version: string) => `docs-${area}-${version}`,
  blog: 'blog',
  pages: 'pages',
  api: 'api',
} as const;

/** The UI text the client needs, rendered by the theme into `data-search-strings` (from src/i18n). */
export interface SearchUiStrings {
  dialogLabel: string;
  placeholder: string;
  close: string;
  results: string;
  seeAll: string;
  seeAllOne: string;
  /** With `{query}`, where the query is shown in bold. */
  noResults: string;
  trySearching: string;
  reportQuestion: string;
  reportLink: string;
  failed: string;
  failedHint: string;
  loading: string;
  count: string;
  countOne: string;
  resultsFor: string;
  title: string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: string;
  keySelect: string;
  keyNavigate: string;
  keyClose: string;
}
