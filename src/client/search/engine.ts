/**
 * The local search engine, a separate module the search box imports on first use (the build bundles it as
 * assets/search/engine-<hash>.js). MiniSearch does the indexing and BM25 ranking; text.ts supplies the rules of each language (one index per language,
 * since a word is stemmed by the rules of the page it is on).
 * The index is built in the browser from the chunks' text, which the snippets need anyway, so no serialized index
 * is downloaded on top of the text.
 */
import MiniSearch from 'minisearch';
import { searchTag, type SearchChunk, type SearchChunkInfo, type SearchPageRecord } from '../../shared/search-index.js';
import { indexTerms, queryTerms, tokenize, words } from './text.js';
import type { ResultView, SearchFilter, Segment } from './types.js';

interface Doc {
  id: number;
  page: SearchPageRecord;
  /** Index in page.s; 0 is the page itself. */
  sec: number;
  lang: string;
  tag: string;
}

export interface EngineHit {
  id: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  score: number;
}

export interface SearchEngine {
  add(info: SearchChunkInfo, chunk: SearchChunk): void;
  /** Every match in the filter's language and areas, best first. */
  search(query: string, filter: SearchFilter): EngineHit[];
  view(hit: EngineHit): ResultView;
}

/** Title and headings first: a match there outranks the same word in the text. */
const BOOST = { title: 6, heading: 3, text: 1, page: 0.5 };
const SNIPPET_CHARS = 180;
const BLOG_TAG = searchTag.blog;

export function createEngine(): SearchEngine {
  const docs: Doc[] = [];
  const indexes = new Map<string, MiniSearch<Doc>>();
  const indexOf = (lang: string) => {
    let index = indexes.get(lang);
    if (!index) {
      index = new MiniSearch<Doc>({
        fields: ['title', 'heading', 'text', 'page'],
        tokenize: (text) => tokenize(text),
        processTerm: (term) => indexTerms(term, lang),
        extractField: (doc, field) => {
          if (field === 'id') return doc.id as unknown as string;
          const [, heading, text] = doc.page.s[doc.sec];
          if (field === 'title') return doc.sec ? '' : doc.page.t;
          if (field === 'heading') return heading;
          if (field === 'page') return doc.sec ? doc.page.t : '';
          return text;
        },
      });
      indexes.set(lang, index);
    }
    return index;
  };

  return {
    add(info, chunk) {
      const added: Doc[] = [];
      for (const page of chunk.pages) {
        for (let sec = 0; sec < page.s.length; sec++) {
          const doc: Doc = { id: docs.length, page, sec, lang: info.lang, tag: info.tag };
          docs.push(doc);
          added.push(doc);
        }
      }
      indexOf(info.lang).addAll(added);
    },

    search(query, filter) {
      const index = indexes.get(filter.lang);
      const terms = queryTerms(query, filter.lang);
      if (!index || !terms.length) return [];
      const exact = new Set(terms.filter((t) => t.exact).map((t) => t.term));
      const tags = new Set(filter.tags);
      return index
        .search(terms.map((t) => t.term).join(' '), {
          tokenize: (s) => s.split(' '),
          processTerm: (t) => t,
          combineWith: 'AND',
          boost: BOOST,
          // Prefix matching on the word being typed; one typo allowed in longer words, never in identifiers.
          prefix: (_t, i, all) => i === all.length - 1,
          fuzzy: (t) => (exact.has(t) || t.length < 5 ? false : 1),
          // Release notes repeat the product names; the docs come first at equal relevance.
          boostDocument: (id) => (docs[id as number].tag === BLOG_TAG ? 0.8 : 1),
          filter: (r) => {
            const d = docs[r.id as number];
            return tags.has(d.tag);
          },
        })
        .map((r) => ({ id: r.id as number, terms: r.terms, score: r.score }));
    },

    view(hit) {
      const d = docs[hit.id];
      const [id, heading, text] = d.page.s[d.sec];
      const terms = new Set(hit.terms);
      return {
        url: id ? `${d.page.u}#${id}` : d.page.u,
        title: highlight(d.sec ? heading : d.page.t, terms, d.lang),
        context: d.sec ? [d.page.b, d.page.t].filter(Boolean).join(' › ') : d.page.b,
        snippet: snippet(text, terms, d.lang),
      };
    },
  };
}

function matches(word: string, terms: Set<string>, lang?: string): boolean {
  return indexTerms(word, lang).some((t) => terms.has(t));
}

/** The text cut into plain and matched segments. */
export function highlight(text: string, terms: Set<string>, lang?: string, from = 0, to = text.length): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const w of words(text.slice(from, to))) {
    if (!matches(w.word, terms, lang)) continue;
    const start = from + w.start;
    if (start > at) out.push({ t: text.slice(at, start) });
    out.push({ t: w.word, m: true });
    at = from + w.end;
  }
  if (at < to) out.push({ t: text.slice(at, to) });
  return out;
}

/** About SNIPPET_CHARS of the text around the densest cluster of matches, with the matches marked. */
export function snippet(text: string, terms: Set<string>, lang?: string): Segment[] {
  if (!text) return [];
  const ws = words(text);
  const hits = ws.filter((w) => matches(w.word, terms, lang));
  let start = 0;
  if (hits.length) {
    let best = -1;
    for (const h of hits) {
      const from = Math.max(0, h.start - 40);
      const found = new Set(hits.filter((x) => x.start >= from && x.end <= from + SNIPPET_CHARS).map((x) => x.word.toLowerCase())).size;
      if (found > best) {
        best = found;
        start = from;
      }
    }
    // Start on a word boundary.
    const w = ws.find((x) => x.end > start);
    if (w && start > 0) start = w.start;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const cut = ws.find((x) => x.end >= end);
    end = cut && cut.end - start < SNIPPET_CHARS + 30 ? cut.end : end;
  }
  const segs = highlight(text, terms, lang, start, end);
  if (start > 0) segs.unshift({ t: '… ' });
  if (end < text.length) segs.push({ t: ' …' });
  return segs;
}
