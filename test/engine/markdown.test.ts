import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCodeHighlighter } from '../../src/markdown/highlight.js';
import { createMarkdownRenderer } from '../../src/markdown/render-markdown.js';
import { contentStrings, loadStrings } from '../../src/theme/i18n/strings.js';

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
