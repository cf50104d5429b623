import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCodeHighlighter } from '../../src/markdown/highlight.js';
import { createMarkdownRenderer } from '../../src/markdown/render-markdown.js';
import { contentStrings, loadStrings } from '../../src/i18n/strings.js';

const renderer = (async () => createMarkdownRenderer({ highlighter: await createCodeHighlighter(), strings: contentStrings(loadStrings('es')) }))();
const render = async (md: string) => (await renderer).render('content/docs/x.md', md);

test('headings: custom ids, slugs in document order, anchors; the leading h1 is the title', async () => {
  const r = await render('# Título\n\n## Emisión {#emitir}\n\n### Emisión\n\n## Emisión\n\nTexto.\n');
  assert.equal(r.h1, 'Título');
  assert.deepEqual(
    r.headings.map((h) => [h.depth, h.id, h.text, h.position?.line]),
    [
      [2, 'emitir', 'Emisión', 3],
      [3, 'emision', 'Emisión', 5],
      [2, 'emision-1', 'Emisión', 7],
    ],
  );
  assert.match(r.html, /<h2 id="emitir">Emisión<a class="hash-link" href="#emitir"/);
  assert.deepEqual(r.ids.slice(0, 3), ['emitir', 'emision', 'emision-1']);
});

test('markdown.headingIds: `folded` (the default) removes accents; `github` keeps them, as Docusaurus does; keepCase keeps the case', async () => {
  const text = '# Guide\n\n## Mise à jour\n\n## Mise à jour\n\n## Étape {#etape}\n\n## Ça marche ?\n\n## 日本語\n';
  const ids = async (headingIds?: { style: 'folded' | 'github'; keepCase: boolean }) => {
    const r = createMarkdownRenderer({ highlighter: await createCodeHighlighter(), strings: contentStrings(loadStrings('es')), headingIds });
    return (await r.render('content/docs/x.md', text)).headings.map((h) => h.id);
  };
  assert.deepEqual(await ids(), ['mise-a-jour', 'mise-a-jour-1', 'etape', 'ca-marche-', '日本語']);
  assert.deepEqual(await ids({ style: 'github', keepCase: false }), ['mise-à-jour', 'mise-à-jour-1', 'etape', 'ça-marche-', '日本語']);
  assert.deepEqual(await ids({ style: 'github', keepCase: true }), ['Mise-à-jour', 'Mise-à-jour-1', 'etape', 'Ça-marche-', '日本語']);
});

test('a leading `# Title {#id}` is titled without its id, as Docusaurus does (feature-sliced showed `{#…}` in titles and the sidebar)', async () => {
  assert.equal((await render('# Cómo emitir {#emitir}\n\nTexto.\n')).h1, 'Cómo emitir');
  assert.equal((await render('# Sin id\n')).h1, 'Sin id');
});

test('links: internal ones become placeholders with positions; external ones are marked, also inside tables', async () => {
  const r = await render(
    [
      'Ver [la guía](./guia.md#paso) y [esta sección](#fin).',
      '',
      '| Canal | Enlace |',
      '| --- | --- |',
      '| Chat | [Zulip](https://example.org/chat) |',
      '',
      '![Logo](/img/logo.svg)',
      '',
      '## Fin',
    ].join('\n'),
  );
  assert.deepEqual(
    r.links.map((l) => [l.url, l.kind, l.position.line, l.position.column]),
    [
      ['./guia.md#paso', 'link', 1, 5],
      ['/img/logo.svg', 'asset', 7, 1],
    ],
  );
  assert.deepEqual(r.selfAnchors, [{ id: 'fin', position: { file: 'content/docs/x.md', line: 1, column: 33 } }]);
  assert.match(r.html, /<a href="fe-docs-link:0">la guía<\/a>/);
  assert.match(r.html, /<div class="table-wrap" tabindex="0"><table>/);
  assert.match(r.html, /<a href="https:\/\/example.org\/chat" target="_blank" rel="noopener noreferrer" class="external">Zulip<span class="sr-only">/);
});

test("a column's alignment is a style on its cells, which the theme's `text-align` on cells cannot override", async () => {
  const r = await render('| A | B | C |\n| :-- | :-: | --: |\n| 1 | 2 | 3 |\n');
  assert.match(r.html, /<th style="text-align:left">A<\/th>\s*<th style="text-align:center">B<\/th>\s*<th style="text-align:right">C<\/th>/);
  assert.match(r.html, /<td style="text-align:right">3<\/td>/);
  assert.doesNotMatch(r.html, /align=/);
});

test('prose words leave code out; code blocks get titles, highlighted lines and token classes', async () => {
  const r = await render('Uno dos tres `codigo` cuatro.\n\n```java title="Main.java" {2}\nclass A {\n  int x = 1;\n}\n```\n');
  assert.equal(r.proseWords, 4);
  assert.match(
    r.html,
    /<div class="code-block" data-lang="java"><div class="code-title">Main.java<\/div><pre class="shiki fe-docs-css-variables" tabindex="0"><code>/,
  );
  assert.match(r.html, /<span class="line highlighted"><span class="t-[a-z-]+">\s*int<\/span>/);
  assert.equal((r.html.match(/<span class="line highlighted">/g) ?? []).length, 1);
  assert.match(r.html, /<button type="button" class="copy-code"/);
});

test('an unknown code language is a warning with its position, and the block is shown as text', async () => {
  const r = await render('Texto.\n\n```cobolx\nDISPLAY "HOLA".\n```\n');
  assert.deepEqual(
    r.diagnostics.map((d) => [d.code, d.severity, d.position?.line]),
    [['highlight-language', 'warning', 3]],
  );
  assert.match(r.html, /data-lang="text"/);
  assert.match(r.html, /DISPLAY "HOLA"\./);
});

test('a javascript: URL in a Markdown link, image or raw HTML link is a positioned warning (sanitize or not)', async () => {
  const md = [
    '# T',
    '',
    'Un [enlace](javascript:alert(1)) y [otro](  JaVaScRiPt:void(0)).',
    '',
    '![img](javascript:alert(2))',
    '',
    '<a href="javascript:alert(3)">x</a>',
    '',
    '[ref]: javascript:alert(4)',
    '',
  ].join('\n');
  for (const r of [await render(md), await sanitized(md)]) {
    const warnings = r.diagnostics.filter((d) => d.code === 'markdown-script-url');
    assert.deepEqual(
      warnings.map((d) => [d.severity, d.position?.line, d.position?.column]),
      [
        ['warning', 3, 4],
        ['warning', 3, 36],
        ['warning', 5, 1],
        ['warning', 7, 1],
        ['warning', 9, 1],
      ],
    );
    assert.match(warnings[0].message, /`javascript:alert\(1\)`/);
  }
});

const sanitizing = (async () =>
  createMarkdownRenderer({ highlighter: await createCodeHighlighter(), strings: contentStrings(loadStrings('es')), sanitize: true }))();
const sanitized = async (md: string) => (await sanitizing).render('content/docs/x.md', md);

test('sanitize: raw HTML scripts, handlers and javascript: URLs go; the theme markup stays as without sanitizing', async () => {
  const r = await sanitized(
    [
      '<script>alert(1)</script>',
      '',
      '<img src="x.png" onerror="alert(2)" alt="a">',
      '',
      '<iframe src="https://example.org"></iframe>',
      '',
      'Texto <b onclick="alert(3)">negrita</b> y [malo](javascript:alert(4)).',
      '',
      '<details><summary>Más</summary>',
      '',
      'Dentro <kbd>Ctrl</kbd>.',
      '',
      '</details>',
    ].join('\n'),
  );
  assert.doesNotMatch(r.html, /<script|onerror|onclick|<iframe|javascript:/i);
  assert.match(r.html, /<img src="x.png" alt="a">/);
  assert.match(r.html, /<b>negrita<\/b>/);
  assert.match(r.html, /<details><summary>Más<\/summary>/);
  assert.match(r.html, /<kbd>Ctrl<\/kbd>/);
  // Everything the theme writes itself comes out unchanged.
  const theme = [
    '# T',
    '',
    '## Emisión {#emitir}',
    '',
    'Ver [la guía](./guia.md#paso), [fuera](https://example.org) y una nota[^1].',
    '',
    ':::tip[Consejo]',
    'Texto del consejo.',
    ':::',
    '',
    '::::tabs{groupId="lenguaje"}',
    '',
    ':::tab{label="Java"}',
    '```java title="A.java" {1}',
    'class A { String s = "<b>"; }',
    '```',
    ':::',
    '',
    ':::tab{label="Go"}',
    'Go.',
    ':::',
    '',
    '::::',
    '',
    '| A | B |',
    '| :-- | --: |',
    '| `x` | ~~y~~ |',
    '',
    '- [x] hecho',
    '',
    '![Logo](/img/logo.svg "Título")',
    '',
    '[^1]: La nota.',
  ].join('\n');
  const plain = await render(theme);
  const clean = await sanitized(theme);
  // Only the spelling of empty attributes may differ (`data-footnotes=""` for `data-footnotes`): parsed HTML has values.
  assert.equal(clean.html.replace(/=""/g, ''), plain.html.replace(/=""/g, ''));
  assert.deepEqual(clean.ids, plain.ids);
  assert.deepEqual(clean.diagnostics, plain.diagnostics);
});
