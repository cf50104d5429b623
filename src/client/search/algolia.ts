import type { ResultView, SearchFilter, SearchProvider, Segment } from './types';

export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Origin of the search API; default `https://<appId>-dsn.algolia.net`. */
  host?: string;
}

/** Highlight markers no content contains (InstantSearch uses the same trick); result text is never parsed as HTML. */
const PRE = '__fe-docs-mark__';
const POST = '__/fe-docs-mark__';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface Highlighted {
  value?: string;
}
/** A DocSearch record (what the DocSearch crawler writes), as returned with highlights. */
interface AlgoliaHit {
  url: string;
  type?: string;
  content?: string | null;
  hierarchy?: Partial<Record<(typeof LEVELS)[number], string | null>>;
  _highlightResult?: { hierarchy?: Partial<Record<string, Highlighted>>; content?: Highlighted };
  _snippetResult?: { content?: Highlighted };
}

export function algoliaHost(cfg: AlgoliaConfig): string {
  const h = cfg.host ?? `https://${cfg.appId}-dsn.algolia.net`;
  return (/^https?:\/\//.test(h) ? h : `https://${h}`).replace(/\/+$/, '');
}

/**
 * The request the search box sends: Algolia's REST search endpoint, credentials in the query string and a
 * form-encoded content type so the browser sends it without a CORS preflight (as Algolia's own clients do).
 * The filters are DocSearch's: `language:<lang>` and one of the `docusaurus_tag` values.
 */
export function algoliaRequest(cfg: AlgoliaConfig, query: string, filter: SearchFilter, page: number, perPage: number): { url: string; init: RequestInit } {
  const url =
    `${algoliaHost(cfg)}/1/indexes/${encodeURIComponent(cfg.indexName)}/query` +
    `?x-algolia-application-id=${encodeURIComponent(cfg.appId)}&x-algolia-api-key=${encodeURIComponent(cfg.apiKey)}`;
  const params = new URLSearchParams({
    query,
    page: String(page),
    hitsPerPage: String(perPage),
    facetFilters: JSON.stringify([
      `language:${filter.lang}`,
      ...(filter.tags.length ? [['docusaurus_tag:default', ...filter.tags.map((t) => `docusaurus_tag:${t}`)]] : []),
    ]),
    attributesToRetrieve: JSON.stringify([...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url']),
    attributesToSnippet: JSON.stringify([...LEVELS.slice(1).map((l) => `hierarchy.${l}:10`), 'content:24']),
    snippetEllipsisText: '…',
    highlightPreTag: PRE,
    highlightPostTag: POST,
  });
  return {
    url,
    init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: JSON.stringify({ params: params.toString() }) },
  };
}

export function createAlgoliaProvider(cfg: AlgoliaConfig): SearchProvider {
  return {
    async search(query, filter, page, perPage) {
      const { url, init } = algoliaRequest(cfg, query, filter, page, perPage);
      const res = await fetch(url, init);
      if (!res.ok) throw new Error(`search provider: HTTP ${res.status}`);
      const body = (await res.json()) as { hits?: AlgoliaHit[]; nbHits?: number };
      return { total: body.nbHits ?? 0, results: (body.hits ?? []).map(toView) };
    },
  };
}

function toView(hit: AlgoliaHit): ResultView {
  const h = hit.hierarchy ?? {};
  const hl = hit._highlightResult?.hierarchy ?? {};
  // The record's own level: its heading for lvlN records, the deepest heading above the text for content records.
  let level = LEVELS.indexOf(hit.type as (typeof LEVELS)[number]);
  if (level < 0) for (let i = LEVELS.length - 1; i >= 0 && level < 0; i--) if (h[LEVELS[i]]) level = i;
  const key = LEVELS[Math.max(level, 0)];
  const title = parse(hl[key]?.value ?? h[key] ?? '');
  const context = LEVELS.slice(0, Math.max(level, 0))
    .map((l) => h[l])
    .filter((x): x is string => !!x)
    .join(' › ');
  return { url: sameSite(hit.url), title, context, snippet: parse(hit._snippetResult?.content?.value ?? '') };
}

/** Segments from a highlighted string. */
function parse(value: string): Segment[] {
  const out: Segment[] = [];
  for (const [i, part] of value.split(PRE).entries()) {
    if (i === 0) {
      if (part) out.push({ t: part });
      continue;
    }
    const [marked, rest] = part.split(POST);
    if (marked) out.push({ t: marked, m: true });
    if (rest) out.push({ t: rest });
  }
  return out;
}

/** The crawler stored absolute URLs of the published site; keep readers on the site they are using (offline copy, preview). */
function sameSite(url: string): string {
  try {
    const u = new URL(url, location.href);
    return u.pathname + u.search + u.hash;
  } catch {
    return url;
  }
}
