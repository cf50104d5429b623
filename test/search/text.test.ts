import { test } from 'node:test';
import assert from 'node:assert/strict';
import { englishStem, fold, indexTerms, queryTerms, stem } from '../../src/client/search/text.js';

const q = (s: string) => queryTerms(s).map((t) => t.term);

test('search text: case and accents fold, so facturacion meets Facturación', () => {
  assert.equal(fold('Facturación ÑANDÚ'), 'facturacion nandu');
  assert.deepEqual(indexTerms('Facturación'), ['facturacion']);
  assert.deepEqual(q('facturacion'), ['facturacion']);
});

test('search text: singular and plural share a stem (Savoy light stemmer)', () => {
  for (const [a, b] of [
    ['facturas', 'factura'],
    ['versiones', 'versión'],
    ['códigos', 'código'],
    ['luces', 'luz'],
    ['errores', 'error'],
    ['xmls', 'xml'],
  ]) {
    assert.equal(stem(fold(a)), stem(fold(b)), `${a} / ${b}`);
  }
  assert.deepEqual(q('facturas'), [stem('factura')]);
});

test('search text: identifiers and numbers stay whole and exact', () => {
  assert.deepEqual(queryTerms('CreditNote'), [{ term: 'creditnote', exact: true }]);
  assert.ok(indexTerms('CreditNote').includes('creditnote'));
  // Typed in lower case it is an ordinary word: its stem is indexed too, and its parts.
  assert.ok(indexTerms('CreditNote').includes(q('creditnote')[0]));
  assert.ok(indexTerms('CreditNote').includes('credit'));
  assert.deepEqual(queryTerms('2324'), [{ term: '2324', exact: true }]);
  assert.deepEqual(indexTerms('2324'), ['2324']);
  assert.deepEqual(indexTerms('F001'), ['f001']);
  assert.deepEqual(q('RUC'), ['ruc']);
  assert.deepEqual(indexTerms('ruc'), ['ruc']);
});

test('search text: function words are dropped, except the word being typed', () => {
  assert.deepEqual(indexTerms('de'), []);
  assert.deepEqual(q('nota de credito'), ['not', 'credit']);
  assert.deepEqual(q('nota de'), ['not', 'de']);
});

test('search text: English pages get English plurals and function words, other languages no Spanish rules', () => {
  for (const [a, b] of [
    ['pages', 'page'],
    ['libraries', 'library'],
    ['Versions', 'version'],
    ['boxes', 'boxe'],
  ]) {
    assert.equal(indexTerms(a, 'en')[0], indexTerms(b, 'en')[0], `${a} / ${b}`);
  }
  // Words that only look like plurals stay whole.
  for (const w of ['status', 'class', 'bus', 'has']) assert.equal(englishStem(w), w);
  assert.deepEqual(indexTerms('the', 'en'), []);
  assert.deepEqual(indexTerms('the', 'en-GB'), []);
  // Spanish stemming would cut `data` to `dat` and drop `a`; English keeps both (`a` is an English function word).
  assert.deepEqual(indexTerms('data', 'en'), ['data']);
  assert.deepEqual(
    queryTerms('install the plugins', 'en').map((t) => t.term),
    ['install', 'plugin'],
  );
  // A language without rules: folded only.
  assert.deepEqual(indexTerms('Dokumente', 'de'), ['dokumente']);
  assert.deepEqual(indexTerms('la', 'fr'), ['la']);
  // Spanish stays the default and follows regional tags.
  assert.deepEqual(indexTerms('facturas', 'es-PE'), indexTerms('factura'));
});
