import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { descriptionHtml, descriptionHtmlByRemark, isPlainProse } from '../../src/openapi/markdown.js';
import { markdownText, markdownTextByRemark } from '../../src/search/markdown-text.js';

const repo = path.resolve(import.meta.dirname, '../..');

/** Every `description` and `summary` string of the site's OpenAPI definitions. */
function siteDescriptions(): string[] {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if ((k === 'description' || k === 'summary') && typeof x === 'string') out.push(x);
        else walk(x);
      }
  };
  for (const f of readdirSync(path.join(repo, 'openapi'))) walk(parse(readFileSync(path.join(repo, 'openapi', f), 'utf8')));
  return out;
}

test('a plain-prose description gets the HTML remark gives it, without parsing', () => {
  const plain = [
    'Número de RUC del emisor',
    '¿Qué devuelve? El comprobante, firmado.',
    'Tipo "factura" o \'boleta\' (01 o 03)',
    'Hola: mundo; 100 % listo!',
    'a > b',
  ];
  const notPlain = [
    '**negrita**',
    'a_b',
    '`code`',
    '[x](y)',
    '<b>x</b>',
    'AT&T',
    'a\\b',
    '- item',
    '+ item',
    '1. uno',
    '# Título',
    'a | b',
    '~~x~~',
    'https://x.org',
    'www.example.org',
    'ana@example.org',
    ' leading',
    'trailing ',
    'two\nlines',
    'a\tb',
    '=',
    '',
    'x\u0000y',
  ];
  for (const t of plain.slice(0, 4)) {
    assert.ok(isPlainProse(t), t);
    assert.equal(descriptionHtml(t), descriptionHtmlByRemark(t), t);
  }
  for (const t of notPlain) assert.equal(isPlainProse(t), false, JSON.stringify(t));
  for (const t of notPlain) assert.equal(descriptionHtml(t), descriptionHtmlByRemark(t), JSON.stringify(t));
});

test("every description of this site's OpenAPI files renders the same with and without the shortcut", () => {
  const texts = [...new Set(siteDescriptions())];
  assert.ok(texts.length > 100 && texts.filter(isPlainProse).length > 100, `${texts.length} descriptions`);
  for (const t of texts) {
    assert.equal(descriptionHtml(t), descriptionHtmlByRemark(t), JSON.stringify(t));
    assert.equal(markdownText(t), markdownTextByRemark(t), `search text of ${JSON.stringify(t)}`);
  }
});

test('random strings the shortcut accepts render as remark renders them', () => {
  // A deterministic generator, so a failure is reproducible.
  let seed = 19;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const alphabet = 'ab ÁñZ09.,;:!?¿¡\'"()/%$€{}^°*_`[]<>#|~&\\=+-@\n\t\u00a0wW:/.';
  let accepted = 0;
  for (let i = 0; i < 3000; i++) {
    let t = '';
    const n = 1 + Math.floor(next() * 24);
    for (let j = 0; j < n; j++) t += alphabet[Math.floor(next() * alphabet.length)];
    if (!isPlainProse(t)) continue;
    accepted++;
    assert.equal(`<p>${t}</p>`, descriptionHtmlByRemark(t), JSON.stringify(t));
    assert.equal(markdownText(t), markdownTextByRemark(t), JSON.stringify(t));
  }
  assert.ok(accepted > 100, `${accepted} accepted`);
});
