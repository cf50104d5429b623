import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findMdxSyntax, PRINTED_AS_TEXT } from '../../src/markdown/mdx-syntax.js';
import { htmlCommentsToMdx } from '../../src/mdx/html-comments.js';
import { loadMarkdownFile, readingOf } from '../../src/content/markdown-source.js';
import { DocMetaSchema } from '../../src/content/frontmatter-schemas.js';
import type { MarkdownRenderer } from '../../src/markdown/render-markdown.js';
import type { MarkdownResult } from '../../src/markdown/types.js';

const found = (body: string) => {
  const h = findMdxSyntax(body);
  return h && `${h.kind} ${h.line}:${h.column} ${h.text}`;
};

test('MDX syntax is found outside code and comments, at its line and column', () => {
  assert.equal(found("Text.\n\nimport Tabs from '@theme/Tabs';\n"), "import 3:1 import Tabs from '@theme/Tabs';");
  assert.equal(found('import {\n  a,\n} from "./x";\n'), 'import 1:1 import {');
  assert.equal(found("import './style.css';\n"), "import 1:1 import './style.css';");
  assert.equal(found('export const version = 2;\n'), 'export 1:1 export const version = 2;');
  assert.equal(found('Some <Badge color="red" /> here.'), 'component 1:6 <Badge');
  assert.equal(found('a\n\n</Tabs>\n'), 'component 3:1 </Tabs');
  assert.equal(found('<>\nfragment\n</>'), 'component 1:1 <>');
  assert.equal(found('<motion.div animate />'), 'component 1:1 <motion.div');
  assert.equal(found('Two: {1 + 1}.'), 'expression 1:6 {1 + 1}.');
  assert.equal(found('{/* a comment */}'), 'expression 1:1 {/* a comment */}');
});

test('plain Markdown is not MDX: code, comments, HTML, heading ids, escapes and prose that starts with import', () => {
  for (const body of [
    '# Title\n\nPlain text with <b>HTML</b>, <br> and <img src="x.png">.\n',
    '```jsx\nimport Tabs from "@theme/Tabs";\n<Tabs>{x}</Tabs>\n```\n',
    '~~~~\n```\n<Tabs>\n```\n~~~~\n',
    'Use `<Tabs>` and `{braces}` and ``a ` {b}`` inline.\n',
    '<!-- <Tabs> {x}\nimport X from "y" -->\n',
    '## Install {#install}\n',
    'An escaped \\{brace}.\n',
    'import the file into the project, then export it.\n',
    'a < b and c > d; 3 <4\n',
  ])
    assert.equal(findMdxSyntax(body), undefined, body);
});

test('only what plain Markdown would print is reported for a file read as Markdown', () => {
  assert.equal(findMdxSyntax('Two: {1 + 1}.', PRINTED_AS_TEXT), undefined);
  assert.equal(findMdxSyntax('<Tabs>\n', PRINTED_AS_TEXT)?.kind, 'component');
});

test('HTML comments become MDX comments of the same length, except in code', () => {
  const body = 'a <!-- one --> b\n\n<!--\nmulti */ line\n-->\n\n`<!-- code -->`\n\n```\n<!-- fence -->\n```\n\n<!-- truncate -->\n';
  const out = htmlCommentsToMdx(body);
  assert.equal(out, 'a {/*  one */} b\n\n{/* \nmulti *  line\n*/}\n\n`<!-- code -->`\n\n```\n<!-- fence -->\n```\n\n{/*  truncate */}\n');
  assert.deepEqual(
    out.split('\n').map((l) => l.length),
    body.split('\n').map((l) => l.length),
  );
});

test('how a file is read: markdown.format and extension, as in Docusaurus', () => {
  assert.equal(readingOf('/a/b.md', 'detect'), 'md');
  assert.equal(readingOf('/a/b.mdx', 'detect'), 'mdx');
  assert.equal(readingOf('/a/b.md', 'mdx'), 'mdx-if-used');
  assert.equal(readingOf('/a/b.markdown', 'mdx'), 'mdx-if-used');
  assert.equal(readingOf('/a/b.mdx', 'mdx'), 'mdx');
  assert.equal(readingOf('/a/b.mdx', 'md'), 'md');
});

test('with markdown.format mdx, only a .md file with MDX syntax leaves the plain path; front matter `format` overrides', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mdx-detect-'));
  try {
    const files = {
      'plain.md': '# Plain\n\nNo MDX here: `<Tabs>`.\n',
      'mdx.md': "import Tabs from '@theme/Tabs';\n\n# MDX\n",
      'forced-md.md': "---\nformat: md\n---\nimport Tabs from '@theme/Tabs';\n",
      'forced-mdx.md': '---\nformat: mdx\n---\nTwo: {1 + 1}, MDX by front matter in a site that reads .md as Markdown.\n',
    };
    for (const [f, text] of Object.entries(files)) await writeFile(path.join(dir, f), text);
    const rendered: string[] = [];
    const result = (html: string): MarkdownResult => ({
      html,
      headings: [],
      links: [],
      selfAnchors: [],
      ids: [],
      sections: [],
      proseWords: 0,
      diagnostics: [],
    });
    // A worker's renderer: no renderMdx.
    const worker: MarkdownRenderer = { render: async (file) => (rendered.push(`md ${file}`), result('plain')) };
    const main: MarkdownRenderer = { ...worker, renderMdx: async (file) => (rendered.push(`mdx ${file}`), result('mdx')) };
    const load = (f: string, renderer: MarkdownRenderer, format: 'mdx' | 'detect' = 'mdx') =>
      loadMarkdownFile({ absPath: path.join(dir, f), relPath: f, schema: DocMetaSchema, renderer, format });

    assert.equal((await load('plain.md', worker)).md.html, 'plain');
    const inWorker = await load('mdx.md', worker);
    assert.equal(inWorker.needsMdx, true); // the main thread loads it again
    const inMain = await load('mdx.md', main);
    assert.equal(inMain.md.html, 'mdx');
    assert.equal(inMain.renderedAsMdx, true); // never cached on disk
    const forced = await load('forced-md.md', main);
    assert.equal(forced.md.html, 'plain');
    assert.deepEqual(
      forced.diagnostics.map((d) => `${d.code} ${d.position?.line}:${d.position?.column} ${d.hint}`),
      ['mdx-in-markdown 4:1 Remove `format: md` from the front matter, or remove the MDX.'],
    );
    assert.equal((await load('forced-mdx.md', main, 'detect')).md.html, 'mdx');
    assert.deepEqual(rendered, ['md plain.md', 'mdx mdx.md', 'md forced-md.md', 'mdx forced-mdx.md']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

// Docusaurus unwraps ```mdx-code-block fences before MDX reads a file: their content is MDX, not code
// (PaloAltoNetworks/docusaurus-openapi-docs, facebook/react-native-website).
test('MDX inside an ```mdx-code-block fence is found; the fence lines are not, nor what follows its closing fence', () => {
  assert.equal(found("Text.\n\n```mdx-code-block\nimport Tabs from '@theme/Tabs';\n```\n"), "import 4:1 import Tabs from '@theme/Tabs';");
  assert.equal(found('````mdx-code-block\n<Tabs>\n````\n'), 'component 2:1 <Tabs');
  assert.equal(found('```mdx-code-block\nplain\n```\n\n```js\n<Tabs>\n```\n'), undefined);
  assert.equal(found('```js\n```mdx-code-block\nimport A from "a";\n```\n'), undefined);
});
