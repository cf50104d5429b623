import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// Structural differences from Docusaurus' own build of real sites (issue 32, the corpus' "differences that remain"):
// each page of the fixture is written as Docusaurus 3.10 writes it.
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-content-parity');
let out: string;
let diagnostics: string[];

before(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-content-parity-'));
  const built = await build({ root: FIXTURE, outDir: out });
  diagnostics = built.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.code} ${d.message}`);
});
after(() => rm(out, { recursive: true, force: true }));

const page = (url: string) => readFile(path.join(out, url, 'index.html'), 'utf8');
/** The text of every `<h1>` of a page, in order. */
const h1s = (html: string) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());

test('the site builds', () => assert.deepEqual(diagnostics, []));

// redux, open-webui, sequelize…: `title` in front matter and a `# Heading` in the content. theme-classic shows the
// content's title (DocItem/Content's useSyntheticTitle adds the front matter title only when the content has none).
test('a leading `#` heading is the doc heading, not the front matter title; <title> keeps the front matter title', async () => {
  const html = await page('leading-h1');
  assert.deepEqual(h1s(html), ['Redux Toolkit Quick Start']);
  assert.match(html, /<title>Quick Start \| Parity<\/title>/);
});

test('a `#` heading after text and components is the content title, where it is: no front matter title above it', async () => {
  assert.deepEqual(h1s(await page('later-h1')), ['The Content Title']);
});

test('without a `#` heading in the content, the front matter title is shown', async () => {
  assert.deepEqual(h1s(await page('no-h1')), ['Front Matter Only']);
});

test('a `#` heading after a thematic break is no content title: the front matter title is shown above it', async () => {
  assert.deepEqual(h1s(await page('after-break')), ['After Break', 'Not A Title']);
});

// open-webui, jitsi-handbook: Docusaurus reads `.md` files as MDX (`markdown.format: 'mdx'`, its default), and MDX has
// no indented code: the indented lines are a paragraph.
test('indented lines of a file read as MDX are a paragraph, not a code block; fenced code stays code', async () => {
  const html = await page('indented');
  assert.match(html, /<p>npm install thing\s+npm start<\/p>/);
  assert.equal([...html.matchAll(/<pre class="shiki/g)].length, 1);
});

// keploy: a swizzled DocItem adds the title itself when `props.content.contentTitle` is undefined, and renders the
// content, whose title is where the author wrote it.
test('a swizzled DocItem reading `content.contentTitle` shows a content title further down once, where it is', async () => {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'Sw', url: 'https://sw.example', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]]};\n",
    'docs/later.mdx': '---\ntitle: Later\n---\n\nWords first.\n\n# In The Content\n\n## Part\n',
    'docs/none.md': '---\ntitle: Only Front Matter\n---\n\nWords.\n',
    'src/theme/DocItem/index.js':
      "import React from 'react';\nexport default function DocItem({content: DocContent}) {\n" +
      '  const add = !DocContent.frontMatter.hide_title && typeof DocContent.contentTitle === "undefined";\n' +
      '  return <article>{add && <h1>{DocContent.metadata.title}</h1>}<div className="markdown"><DocContent /></div></article>;\n}\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-content-title-swizzle-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    assert.deepEqual(h1s(await readFile(path.join(tmp, 'later', 'index.html'), 'utf8')), ['In The Content']);
    assert.deepEqual(h1s(await readFile(path.join(tmp, 'none', 'index.html'), 'utf8')), ['Only Front Matter']);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

// kysely, sequelize: every fenced block goes through the site's CodeBlock wrapping `@theme-original/CodeBlock` (its
// language then comes as `className="language-ts"`), a partial's blocks too; MDX may also write
// `<CodeBlock className="language-typescript">`. theme-classic reads the language from the class name.
test("a CodeBlock given its language as a class name, and a partial's fenced code under a swizzled CodeBlock, keep their language", async () => {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'Cb', url: 'https://cb.example', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]]};\n",
    'src/theme/CodeBlock/index.js':
      "import React from 'react';\nimport CodeBlock from '@theme-original/CodeBlock';\n" +
      'export default function Wrapper(props) {\n  return <div className="wrapped"><CodeBlock {...props} /></div>;\n}\n',
    'docs/_prerequisites.mdx': '- Enable strict mode:\n\n  ```ts title="tsconfig.json"\n  const strict = true;\n  ```\n',
    'docs/start.mdx':
      "import Prerequisites from './_prerequisites.mdx';\nimport CodeBlock from '@theme/CodeBlock';\n\n# Start\n\n<Prerequisites />\n\n" +
      '<CodeBlock className="language-typescript">{`const db = new Kysely()`}</CodeBlock>\n\n```bash\nnpm i kysely\n```\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-codeblock-class-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const html = await readFile(path.join(tmp, 'start', 'index.html'), 'utf8');
    const langs = [...html.matchAll(/<div class="wrapped"><div class="code-block" data-lang="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(langs, ['typescript', 'typescript', 'bash']);
    assert.match(html, /<div class="code-title">tsconfig\.json<\/div>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

// sequelize's src/pages/releases.mdx: theme-classic's MDXPage shows no title of its own, only the content's.
test('a Markdown page shows its content title where it is, and no title above it', async () => {
  assert.deepEqual(h1s(await page('releases')), ['Versioning Policy']);
});

// open-webui, jitsi-handbook, jellyfin: theme-classic's DocCard titles each card with an `h2` after its icon.
test("<DocCardList /> cards have theme-classic markup: an h2 title after the icon, a category's item count", async () => {
  const html = await page('guide');
  const titles = [...html.matchAll(/<h2 class="text--truncate cardTitle[^"]*" title="([^"]+)">([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(titles, [
    ['First', '📄️ First'],
    ['sub', '🗃️ sub'],
  ]);
  assert.match(html, /🗃️ sub<\/h2><p class="text--truncate cardDescription[^"]*" title="1 item">1 item<\/p>/);
  assert.match(
    html,
    /<section class="row doc-card-list"><article class="col col--6 margin-bottom--lg doc-card"><a [^>]*class="card padding--lg cardContainer doc-card-link"/,
  );
});

// jellyfin: the blog plugin removes a post's content title (its first heading, a `#` one), wherever it is: the post's
// title is shown above the post.
test("a blog post's first `#` heading after some text is removed; later ones stay", async () => {
  const html = await page('blog/2024/05/01/post');
  assert.deepEqual(h1s(html), ['Plugin Repositories', 'Second']);
  assert.doesNotMatch(html, />Manifest</);
});

// answer: a heading holding inline HTML; its TOC entry and id are made of its text, not of the markup.
test('a heading with inline HTML has its text in the TOC and as its id, no markup shown as text', async () => {
  const html = await page('refs');
  assert.match(html, /<h2 id="about-alc-1">/);
  assert.match(html, /<a href="#about-alc-1" class="toc-link">About ALC \[1\]</);
  assert.doesNotMatch(html, /&lt;sup&gt;/);
});
