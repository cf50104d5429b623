import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { Root } from 'mdast';
import { normalizeAdmonitionTitles } from '../../src/markdown/directives.js';
import { parseInParts, partBoundaries, PART_CHARS } from '../../src/markdown/parse-in-parts.js';
import { createCodeHighlighter } from '../../src/markdown/highlight.js';
import { createMarkdownRenderer } from '../../src/markdown/render-markdown.js';
import { contentStrings, loadStrings } from '../../src/i18n/strings.js';
import { largeFilesInProcess, type MarkdownLoader } from '../../src/content/markdown-loader.js';
import { LARGE_FILE_BYTES } from '../../src/content/source-file.js';
import { splitFrontMatter } from '../../src/content/frontmatter.js';
import { bigMarkdown, bigTable } from '../../bench/big-markdown.js';
import { createSite } from '../helpers/site.js';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const parse = (text: string) => parser.parse(text) as Root;

/** Everything that must not be cut apart or read differently in parts, repeated so small parts cut through it. */
const TRICKY = `Intro with a [reference][later] and a footnote[^nota] and [Tag] text.

- item one
- item two

- loose item after a blank line

1. first
2. second

\`\`\`js
const a = 1;

# not a heading, inside a fence

const b = 2;
\`\`\`

~~~~text
~~~ still inside
~~~~

:::tip Un consejo

Paragraph inside the tip.

## Heading inside the tip
:::

<!-- a comment

# with a heading inside

-->

> quote

> another quote

| a | b |
| - | - |
| 1 | 2 |

Setext heading
==============

    indented code

    still indented code

1. step
   \`\`\`bash
   echo indented fence

   echo after a blank line
   \`\`\`

:::note A fence in a note

\`\`\`md
[^fake]: not a footnote, inside a fence

[fake]: https://example.org/not-a-definition
\`\`\`

:::

Not references: [^fake] and [fake].

* [Tag]: \`not\` a definition, only text

[later]: https://example.org/later "Later"

[^nota]: The footnote,

    with a second paragraph.

`;

test('large Markdown: parsing in parts gives the tree of one parse, positions included', () => {
  const docs: [string, string][] = [
    ['generated', normalizeAdmonitionTitles(bigMarkdown(120_000))],
    ['tricky', TRICKY.repeat(6)],
    ['tricky CRLF', TRICKY.repeat(6).replace(/\n/g, '\r\n')],
  ];
  for (const [name, text] of docs) {
    const whole = JSON.stringify(parse(text));
    for (const size of [40, 200, 1000]) {
      const cuts = partBoundaries(text, size);
      assert.ok(cuts.length > 0, `${name} is cut with parts of ${size}`);
      assert.equal(JSON.stringify(parseInParts(text, parse, size)), whole, `${name}, parts of ${size}`);
    }
  }
});

test("large Markdown: this repository's docs parse the same in small parts", async () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = (await readdir(path.join(root, 'content'), { recursive: true })).filter((f) => f.endsWith('.md'));
  assert.ok(files.length > 10);
  let cut = 0;
  for (const rel of files) {
    const file = path.join(root, 'content', rel);
    const body = normalizeAdmonitionTitles(splitFrontMatter(rel, await readFile(file, 'utf8')).body);
    if (partBoundaries(body, 300).length === 0) continue;
    cut++;
    assert.equal(JSON.stringify(parseInParts(body, parse, 300)), JSON.stringify(parse(body)), rel);
  }
  assert.ok(cut > 5, `${cut} docs were cut`);
});

test('large Markdown: the parser never sees more than a bounded part, so its cost grows linearly', () => {
  // micromark's time grows with the square of the text it is given (src/markdown/parse-in-parts.ts); bounded parts
  // make the whole linear. Counted, not timed.
  const text = normalizeAdmonitionTitles(splitFrontMatter('big.md', bigMarkdown(1024 * 1024)).body);
  const lengths: number[] = [];
  const tree = parseInParts(text, (part) => {
    lengths.push(part.length);
    return parse(part);
  });
  assert.ok(lengths.length >= text.length / (2 * PART_CHARS), `${lengths.length} parts`);
  assert.ok(Math.max(...lengths) < 2 * PART_CHARS, `largest part ${Math.max(...lengths)} chars`);
  assert.equal(
    lengths.reduce((a, b) => a + b, 0),
    text.length,
    'each character is parsed once',
  );
  const last = tree.children.at(-1)!;
  assert.equal(last.position!.end.offset, text.trimEnd().length);
  assert.equal(tree.children.filter((c) => c.type === 'heading').length, (text.match(/^#{2,3} /gm) ?? []).length);
  // A small document is parsed whole.
  assert.deepEqual(partBoundaries(text.slice(0, 2 * PART_CHARS - 1)), []);
});

test('large Markdown: a part declares only the reference labels it uses, so thousands of definitions stay linear', () => {
  // 1,000 reference and 1,000 footnote definitions: declared in every part, they made each part parse all of them (the
  // count below then exceeds the text many times over). More would only slow the parse of the whole, which grows
  // with the square of the definitions (13 s of CPU at 3,000 of each).
  const n = 1000;
  const prose = Array.from({ length: n }, (_, i) => `Párrafo ${i} con una [referencia][Ref ${i}] y una nota[^n${i}].\n`).join('\n');
  const definitions = Array.from({ length: n }, (_, i) => `[ref  ${i}]: https://example.org/${i}\n\n[^n${i}]: Nota ${i}.\n`).join('\n');
  const text = `${prose}\n${definitions}`;
  let parsed = 0;
  const tree = parseInParts(text, (part) => ((parsed += part.length), parse(part)));
  assert.ok(parsed < 1.5 * text.length, `${parsed} characters parsed for ${text.length}`);
  assert.equal(JSON.stringify(tree), JSON.stringify(parse(text)));
});

test('large Markdown: the renderer parses in parts, unless a remark plugin adds syntax the cutting does not know', async () => {
  const body = splitFrontMatter('big.md', bigMarkdown(200_000)).body;
  // mdast-util-from-markdown runs its transforms once per parse: they count the parts.
  const render = async (addsSyntax: boolean) => {
    let parses = 0;
    function plugin(this: { data(): unknown }) {
      const data = (key: string) => ((this.data() as Record<string, unknown[]>)[key] ??= []);
      if (addsSyntax) data('micromarkExtensions').push({});
      data('fromMarkdownExtensions').push({ transforms: [() => void parses++] });
    }
    const renderer = createMarkdownRenderer({
      highlighter: await createCodeHighlighter(),
      strings: contentStrings(loadStrings('es')),
      plugins: { remarkPlugins: [plugin], rehypePlugins: [] },
    });
    const md = await renderer.render('big.md', body);
    return { parses, headings: md.headings.length };
  };
  const plain = await render(false);
  const withSyntax = await render(true);
  assert.ok(plain.parses >= body.length / (2 * PART_CHARS), `${plain.parses} parses`);
  assert.equal(withSyntax.parses, 1);
  assert.equal(plain.headings, withSyntax.headings);
  assert.equal(plain.headings, (body.match(/^#{2,3} /gm) ?? []).length);
});

test('large Markdown: a file over the large-file size is rendered in the main thread, not in a heap-limited worker', async () => {
  const site = await createSite({
    'content/docs/small.md': '# Pequeño\n',
    'content/docs/big.md': 'Texto largo.\n\n'.repeat(Math.ceil(LARGE_FILE_BYTES / 14) + 1),
  });
  try {
    const seen: string[] = [];
    const fake = (name: string): MarkdownLoader => ({
      load: async (job) => (seen.push(`${name} ${job.relPath}`), undefined as never),
      close: async () => void seen.push(`${name} closed`),
    });
    const loader = largeFilesInProcess(fake('pool'), fake('main'));
    for (const rel of ['content/docs/small.md', 'content/docs/big.md', 'content/docs/missing.md'])
      await loader.load({ absPath: path.join(site.root, rel), relPath: rel, schema: 'doc' });
    await loader.close();
    assert.deepEqual(seen, ['pool content/docs/small.md', 'main content/docs/big.md', 'pool content/docs/missing.md', 'pool closed']);
  } finally {
    await site.cleanup();
  }
});

/** Tables the cutting must read as one parse does: rows of every kind, tables it must leave whole, ends it must see. */
const rows = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i)).join('\n') + '\n';
const TABLES: Record<string, string> = {
  'leading pipes, a reference and alignment':
    '| a | b |\n| - | :-: |\n' + rows(60, (i) => `| ${i} | x [ref] y${i} |`) + '\nafter\n\n[ref]: https://example.org\n',
  'no leading pipes': 'a | b\n--- | ---:\n' + rows(60, (i) => `${i} | *x* ${i}`) + '\n',
  'right after a paragraph line': 'texto\n| a | b |\n| - | - |\n' + rows(60, (i) => `| ${i} | z |`),
  'right after a heading, then a heading': '## T\n| a | b |\n| - | - |\n' + rows(60, (i) => `| ${i} | z |`) + '# H\n' + rows(30, (i) => `| ${i} | z |`),
  'a delimiter row of another width (no table)': '| a | b | c |\n| - | - |\n' + rows(60, (i) => `| ${i} | z |`),
  'a lazy line of a quote (no top-level table)': '> q\n| a | b |\n| - | - |\n' + rows(60, (i) => `| ${i} | z |`),
  'ended by a list item': '| a | b |\n| - | - |\n' + rows(30, (i) => `| ${i} | z |`) + '- item\n' + rows(30, (i) => `| ${i} | z |`),
  'rows of every shape':
    '| a | b |\n| - | - |\n' + rows(80, (i) => [`| ${i} | z |`, `${i} | z`, `w${i}`, `[x]: y ${i}`, `\\| esc | ${i}`, '| `a|b` | c |'][i % 6]),
  'CRLF and trailing spaces': ('| a | b |\n| - | - |\n' + rows(60, (i) => `| ${i} | z   `) + '\npara\n').replace(/\n/g, '\r\n'),
  'footnotes in cells': '| a | b |\n| - | - |\n' + rows(60, (i) => `| ${i} | nota[^n] |`) + '\n[^n]: Nota.\n',
  'inside a note': ':::note\n\n| a | b |\n| - | - |\n' + rows(60, (i) => `| ${i} | z |`) + '\n:::\n',
  'inside a list item': '- x\n\n  | a | b |\n  | - | - |\n' + rows(60, (i) => `  | ${i} | z |`),
  'three tables': ('| a | b |\n| - | - |\n' + rows(40, (i) => `| ${i} | z |`) + '\n').repeat(3),
  'broken by thematic breaks and setext underlines': '| a |\n| - |\n' + rows(60, (i) => (i % 7 ? `| ${i} |` : i % 2 ? '***' : '===')),
};

test('large Markdown: a long table is cut between its rows, with the tree of one parse', () => {
  for (const [name, text] of Object.entries(TABLES)) {
    const whole = JSON.stringify(parse(text));
    for (const size of [20, 40, 100, 300]) assert.equal(JSON.stringify(parseInParts(text, parse, size)), whole, `${name}, parts of ${size}`);
  }
  // The top-level tables are cut (not only left whole): a part carries on the table of the part before.
  assert.ok(partBoundaries(TABLES['leading pipes, a reference and alignment'], 40).length > 10);
  assert.ok(partBoundaries(TABLES['no leading pipes'], 40).length > 10);
  assert.deepEqual(partBoundaries(TABLES['inside a note'], 40), []);
});

test('large Markdown: a huge table is parsed in bounded parts, each row once, so its cost grows linearly', () => {
  // One GFM table is one block: it was parsed whole, and micromark keeps every event of what it is given until the
  // end (≈ 1.7 KB of heap per byte of short rows: a 2 MB table took 3.5 GB and a minute). Counted, not timed: the
  // parser is given parts of bounded size, which see each row once (and the table's head again).
  const body = splitFrontMatter('tabla.md', bigTable(256 * 1024)).body;
  const head = '| Código | Descripción | Acepta |\n| --- | --- | :-: |\n';
  const lengths: number[] = [];
  const tree = parseInParts(body, (part) => (lengths.push(part.length), parse(part)));
  assert.ok(lengths.length >= body.length / (2 * PART_CHARS), `${lengths.length} parts`);
  assert.ok(Math.max(...lengths) < 2 * PART_CHARS + head.length, `largest part ${Math.max(...lengths)} chars`);
  assert.equal(
    lengths.reduce((a, b) => a + b, 0),
    body.length + (lengths.length - 1) * head.length,
    'each row is parsed once',
  );
  const tables = tree.children.filter((c) => c.type === 'table');
  assert.equal(tables.length, 1);
  assert.equal(tables[0].children.length, body.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| ---')).length);
  assert.equal(tables[0].position!.end.offset, body.trimEnd().length);
});

test('large Markdown: a huge table renders as one table, its head row in <thead>, without looking each row up', async () => {
  // mdast-util-to-hast's tableRow handler looked every row up in its table with `indexOf` (the square of the rows):
  // the renderer's own handler never does. The rows of the rendered table are counted, with their cells.
  const body = splitFrontMatter('tabla.md', bigTable(64 * 1024)).body + '\n[Último](./ultimo.md)\n';
  let lookups = 0;
  function countLookups() {
    return (tree: Root) => {
      for (const node of tree.children) {
        if (node.type !== 'table') continue;
        const indexOf = node.children.indexOf.bind(node.children);
        node.children.indexOf = (...args) => (lookups++, indexOf(...args));
      }
    };
  }
  const renderer = createMarkdownRenderer({
    highlighter: await createCodeHighlighter(),
    strings: contentStrings(loadStrings('es')),
    plugins: { remarkPlugins: [countLookups], rehypePlugins: [] },
  });
  const md = await renderer.render('tabla.md', body);
  const bodyRows = body.split('\n').filter((l) => /^\| \d/.test(l));
  assert.equal(lookups, 0, 'rows looked up in their table');
  assert.equal(md.html.match(/<table>/g)?.length, 1);
  assert.match(md.html, /<thead>\s*<tr>\s*<th>Código<\/th>\s*<th>Descripción<\/th>\s*<th style="text-align:center">Acepta<\/th>\s*<\/tr>\s*<\/thead>/);
  assert.equal(md.html.match(/<tr>/g)?.length, bodyRows.length + 1);
  assert.equal(md.html.match(/<td>/g)?.length, 2 * bodyRows.length);
  assert.equal(md.html.match(/<td style="text-align:center">/g)?.length, bodyRows.length);
  const last = bodyRows
    .at(-1)!
    .split('|')
    .map((c) => c.trim());
  assert.ok(
    md.html.includes(`<tr>\n<td>${last[1]}</td>\n<td>${last[2]}</td>\n<td style="text-align:center">${last[3]}</td>\n</tr>\n</tbody>\n</table>`),
    'the last row closes the table',
  );
  // Positions after the table are those of the whole file.
  const link = md.links.find((l) => l.url === './ultimo.md');
  assert.equal(link?.position.line, body.split('\n').length - 1);
});
