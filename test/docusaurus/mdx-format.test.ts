import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build, check, type BuildResult } from '../../src/index.js';
import { findMdxLeftovers } from '../helpers/mdx-leftovers.js';

/**
 * A Docusaurus 3 docs folder written as Docusaurus sites write it: `.md` files that are MDX (imports, `<Tabs>`,
 * expressions, HTML and MDX comments, `:::note Title`, `{#id}`), a partial in a `_` folder with a heading and a link,
 * `toc` passed to a component, JSON/image/raw imports, `npm2yarn` and tab-block code fences (the real plugins), and a
 * blog post cut by `<!-- truncate -->`. `markdown.format: mdx` is Docusaurus' default.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-mdx-format');
const format = (d: { position?: { file: string; line: number; column: number }; severity: string; message: string; code: string }) =>
  `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.severity} ${d.message} [${d.code}]`;

describe('a Docusaurus site whose .md files are MDX', () => {
  let tmp: string;
  let out: string;
  let result: BuildResult;
  const article = async (url: string) => {
    const html = await readFile(path.join(out, url, 'index.html'), 'utf8');
    return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  };

  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mdx-format-'));
    out = path.join(tmp, 'site');
    result = await build({ root: FIXTURE, outDir: out });
  });
  after(() => rm(tmp, { recursive: true, force: true }));

  test('builds and checks with no diagnostic', async () => {
    assert.deepEqual(result.diagnostics.map(format), []);
    assert.equal(result.ok, true);
    assert.deepEqual((await check({ root: FIXTURE })).diagnostics.map(format), []);
  });

  test('partials (`_` files and folders) are not pages', async () => {
    const pages = (await fg('docs/**/index.html', { cwd: out })).sort();
    assert.deepEqual(pages, ['docs/imports/index.html', 'docs/intro/index.html', 'docs/plugins/index.html', 'docs/tabs/index.html', 'docs/toc/index.html']);
    const posts = (await fg('blog/20*/**/index.html', { cwd: out })).sort();
    assert.deepEqual(posts, ['blog/2024/05/01/hello/index.html']);
  });

  test('imports, components, expressions, comments, legacy admonition titles and heading ids', async () => {
    const html = await article('docs/tabs');
    assert.match(html, /<h1>Platforms<\/h1>/);
    assert.match(html, /<p>Lantern runs on 3 platforms\.<\/p>/);
    assert.match(html, /<div class="tabs tabs-container" data-group="os">/);
    assert.match(html, /data-value="linux" class="tab tabs__item tabs__item--active">Linux</);
    assert.match(html, /<p class="admonition-title">Heads up<\/p>/);
    assert.match(html, /<h2 id="custom-heading">Custom id/);
    assert.doesNotMatch(html, /comments|\{\/\*/);
  });

  test('a page without MDX syntax renders as plain Markdown: HTML comment kept as a comment, braces and tags in code', async () => {
    const html = await article('docs/intro');
    assert.match(html, /<h2 id="install">Install/);
    assert.match(html, /<code>&#x3C;Tabs><\/code>/);
    assert.match(html, /<code>\{braces\}<\/code>/);
    assert.match(html, /<p class="admonition-title">Fast start<\/p>/);
    assert.match(html, /\n<!-- a note for editors, never shown -->\n/);
  });

  test('`toc` holds every heading from h2, a partial`s in its place; the partial renders, its link resolved', async () => {
    const html = await article('docs/toc');
    const items = [...html.matchAll(/<li data-level="(\d)"><a href="#([^"]+)">([^<]+)<\/a><\/li>/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
    assert.deepEqual(items, ['2 first-part First part', '2 from-the-partial From the partial', '2 last-part Last part', '3 a-detail A detail']);
    assert.match(html, /<h2 id="from-the-partial">From the partial/);
    assert.match(html, /<a href="\/docs\/intro#install">link to the introduction<\/a>/);
    assert.match(html, /class="code-block" data-lang="bash"/);
    // The page's own table of contents has the partial's heading too.
    const page = await readFile(path.join(out, 'docs/toc/index.html'), 'utf8');
    const toc = page.slice(page.indexOf('<nav class="toc"'));
    assert.match(toc, /href="#first-part".*href="#from-the-partial".*href="#last-part"/s);
  });

  test('JSON, image and raw-loader imports; exported values', async () => {
    const html = await article('docs/imports');
    assert.match(html, /The latest version is 2\.1\.0; 3 versions are supported\./);
    const src = /<img src="([^"]+)" alt="A screenshot"\/>/.exec(html)?.[1];
    assert.match(src ?? '', /^\/assets\/files\/shot-[0-9a-f]{8}\.png$/);
    await readFile(path.join(out, src!)); // published
    assert.match(html, /<div class="code-title">snippet\.js<\/div>/);
    assert.match(html, /lantern/);
  });

  test('remark plugins that write MDX (npm2yarn, tab blocks) render real tabs in a .md file', async () => {
    const html = await article('docs/plugins');
    const tabs = [...html.matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(tabs, ['npm', 'yarn', 'pnpm', 'bun', 'js', 'ts']);
    const text = html.replace(/<[^>]+>/g, '');
    assert.match(text, /npm install lantern/);
    assert.match(text, /yarn add lantern/);
    assert.match(text, /pnpm add lantern/);
    assert.match(text, /console\.log\('TypeScript' as string\);/);
  });

  test('a blog post: `<!-- truncate -->` cuts the excerpt of an MDX .md post', async () => {
    const list = await readFile(path.join(out, 'blog/index.html'), 'utf8');
    assert.match(list, /<mark class="highlight">highlight<\/mark>/);
    assert.doesNotMatch(list, /The rest of the post/);
    assert.match(await article('blog/2024/05/01/hello'), /The rest of the post/);
  });

  test('no built page shows an import as text or keeps a component as an unknown tag', async () => {
    assert.deepEqual(await findMdxLeftovers(out), []);
  });
});

describe('MDX read as plain Markdown is never silent', () => {
  let tmp: string;
  let result: BuildResult;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mdx-as-md-'));
    await cp(FIXTURE, path.join(tmp, 'src-site'), { recursive: true });
    const config = path.join(tmp, 'src-site/site.config.yaml');
    await writeFile(config, (await readFile(config, 'utf8')).replace(/^  format: mdx$/m, '  format: md'));
    result = await build({ root: path.join(tmp, 'src-site'), outDir: path.join(tmp, 'out') });
  });
  after(() => rm(tmp, { recursive: true, force: true }));

  test('build and check warn at the line of each file`s first import or component', async () => {
    const expected = [
      "blog/2024-05-01-hello.md:6:1 warning `import Highlight from '@site/src/components/Highlight';` is MDX",
      "docs/imports.mdx:5:1 warning `import versions from './versions.json';` is MDX",
      'docs/plugins.md:1:1 warning `<Tabs>` (written by a remark plugin) is MDX',
      "docs/tabs.md:5:1 warning `import Tabs from '@theme/Tabs';` is MDX",
      "docs/toc.md:5:1 warning `import TocList from '@site/src/components/TocList';` is MDX",
    ];
    const cut = (lines: string[]) => lines.map((l) => l.slice(0, l.indexOf(' is MDX') + ' is MDX'.length)).sort();
    assert.deepEqual(cut(result.diagnostics.map(format)), expected);
    assert.ok(result.diagnostics.every((d) => d.code === 'mdx-in-markdown' && /markdown\.format: mdx/.test(d.hint ?? '')));
    assert.deepEqual(cut((await check({ root: path.join(tmp, 'src-site') })).diagnostics.map(format)), expected);
  });

  test('the output scan finds the printed imports and the unknown tags (so it can fail)', async () => {
    const found = await findMdxLeftovers(path.join(tmp, 'out'));
    const kinds = new Set(found.map((f) => `${f.file} ${f.kind} ${f.text}`));
    assert.ok(kinds.has("docs/tabs/index.html import-text import Tabs from '@theme/Tabs'"), [...kinds].join('\n'));
    assert.ok(kinds.has('docs/tabs/index.html unknown-tag <Tabs'), [...kinds].join('\n'));
    assert.ok(kinds.has('docs/toc/index.html unknown-tag <TocList'), [...kinds].join('\n'));
  });
});

test('the Docusaurus docs fixture builds with no import text and no unknown tag either', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mdx-scan-'));
  try {
    const r = await build({ root: path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-docs'), outDir: path.join(tmp, 'site') });
    assert.equal(r.ok, true);
    assert.deepEqual(await findMdxLeftovers(path.join(tmp, 'site')), []);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
