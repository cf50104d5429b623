import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { splitFrontMatter } from '../../src/content/frontmatter.js';
import { createCodeHighlighter } from '../../src/markdown/highlight.js';
import { createMarkdownRenderer } from '../../src/markdown/render-markdown.js';
import { ALL_SYNTAXES, syntaxMask } from '../../src/markdown/syntax-extensions.js';
import { contentStrings, loadStrings } from '../../src/i18n/strings.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Every construct the selection must not lose, one page each, plus pages that use none. */
const SAMPLES: Record<string, string> = {
  autolinks: 'Ver www.example.com, https://example.org/a?b=1 y soporte@example.com; también mailto:x@example.org.\n',
  footnote: 'Texto con nota.[^1]\n\n[^1]: La nota.\n',
  strikethrough: 'Esto ~~no~~ ~sí~ vale.\n',
  table: '| a | b |\n| - | :-: |\n| 1 | 2 |\n\nUna columna:\n\n| sola |\n| --- |\n| x |\n',
  'one-column table without pipes': 'Una columna sin barras:\n\nabc\n:--\nx\n',
  'tables in containers': '> a | b\n> --|--\n> c|d\n\n- a | b\n  --|--\n',
  tasks: '- [ ] pendiente\n- [x] hecho\n- [X] también\n',
  directives: ':::tip[Consejo]\nTexto.\n:::\n\n::video{#x}\n\nUn :abbr[SUNAT]{title="Superintendencia"} en línea.\n',
  none: '# Título\n\nSolo *prosa* y `código`, una [referencia][r] y <span>html</span>.\n\n[r]: /docs/x\n\n```ts\nconst a = 1;\n```\n',
  lookalikes: 'Casi: 12:30, a : b, [ ] sin lista, | fuera de tabla, ~ suelta, [^] vacío, x@ y @y.\n',
};

test('a page parsed with only the syntax extensions its text can use renders exactly as with all of them', async () => {
  const highlighter = await createCodeHighlighter();
  const strings = contentStrings(loadStrings('es'));
  const used = createMarkdownRenderer({ highlighter, strings });
  const all = createMarkdownRenderer({ highlighter, strings, allSyntaxes: true });
  const files = (await fg(['content/**/*.md', 'test/fixtures/sites/**/*.md'], { cwd: root })).sort();
  assert.ok(files.length > 80, `${files.length} files`);
  const pages: [string, string][] = [...Object.entries(SAMPLES).map(([k, v]): [string, string] => [`sample:${k}`, v])];
  for (const f of files) pages.push([f, splitFrontMatter(f, await readFile(path.join(root, f), 'utf8')).body]);
  let reduced = 0;
  for (const [name, body] of pages) {
    if (syntaxMask(body) !== ALL_SYNTAXES) reduced++;
    const a = await used.render(name, body);
    const b = await all.render(name, body);
    assert.deepEqual(a, b, name);
  }
  // The comparison means something only if most pages did take the shorter path.
  assert.ok(reduced > pages.length / 2, `${reduced} of ${pages.length} pages parsed with fewer extensions`);
});

test('each syntax is detected from its marker characters', () => {
  const has = (text: string) => syntaxMask(text);
  assert.equal(has(''), 0);
  assert.equal(has(SAMPLES.none!), 0);
  for (const [k, v] of Object.entries(SAMPLES)) if (k !== 'none' && k !== 'lookalikes') assert.notEqual(has(v), 0, k);
  assert.equal(has(Object.values(SAMPLES).join('\n')), ALL_SYNTAXES);
  // A one-column table needs no pipe; a pipe in prose is no table.
  assert.notEqual(has('abc\n:--\n'), 0);
  assert.equal(has('prosa con | barra\n'), 0);
});
