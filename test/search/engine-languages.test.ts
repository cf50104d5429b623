import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../src/client/search/engine.js';
import type { SearchChunkInfo } from '../../src/shared/search-index.js';

const info = (lang: string): SearchChunkInfo => ({ lang, tag: 'pages', url: '', bytes: 0 });
const page = (u: string, t: string, text: string) => ({ u, t, b: '', s: [['', '', text]] as [string, string, string][] });

test('search engine: each language is indexed and queried with its own rules', () => {
  const engine = createEngine();
  engine.add(info('en'), { pages: [page('/en/copy', 'Backups', 'How to copy a folder.'), page('/en/other', 'Other', 'Nothing here.')] });
  engine.add(info('es'), { pages: [page('/es/copia', 'Respaldo', 'Cómo respaldar una carpeta: copy.')] });
  const urls = (q: string, lang: string) => engine.search(q, { lang, tags: ['pages'] }).map((h) => engine.view(h).url);
  // English plural → singular (Spanish rules make `copies` → `copi`, which neither matches nor prefixes `copy`).
  assert.deepEqual(urls('copies', 'en'), ['/en/copy']);
  // English function words are dropped from the query: no page has "the" in it.
  assert.deepEqual(urls('the copy', 'en'), ['/en/copy']);
  // The same query on the Spanish pages follows the Spanish rules, and never returns English pages.
  assert.deepEqual(urls('copies', 'es'), []);
  assert.deepEqual(urls('copy', 'es'), ['/es/copia']);
  // Matches are marked with the page's own rules.
  const hit = engine.search('copies', { lang: 'en', tags: ['pages'] })[0]!;
  assert.deepEqual(
    engine
      .view(hit)
      .snippet.filter((s) => s.m)
      .map((s) => s.t),
    ['copy'],
  );
});
