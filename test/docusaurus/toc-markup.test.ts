import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Heading } from 'mdast';
import { headingMarkup } from '../../src/markdown/heading-markup.js';
import { buildPages } from '../helpers/built-pages.js';
import { MINIMAL_CONFIG } from '../helpers/site.js';

// react-redux's API pages: Docusaurus' TOC entry is the heading's HTML (`<code>connect()</code> Parameters`), as
// @docusaurus/mdx-loader's toHeadingHTMLValue makes it; fe-docs' was its text.
const heading = (md: string) => fromMarkdown(md).children[0] as Heading;

test('a heading’s TOC markup: code, emphasis, strong as elements, links as their text, text escaped; none without markup', () => {
  assert.equal(headingMarkup(heading('## `connect()` Parameters')), '<code>connect()</code> Parameters');
  assert.equal(
    headingMarkup(heading('## *Uno* y **dos** con [enlace](/x) & `<T>`')),
    '<em>Uno</em> y <strong>dos</strong> con enlace &amp; <code>&lt;T&gt;</code>',
  );
  assert.equal(headingMarkup(heading('## Plain & simple [link](/x)')), undefined);
});

const PAGE = '# Connect\n\n## `connect()` Parameters\n\nText.\n\n## Plain heading\n\nText.\n';

test('a Docusaurus site’s TOC keeps the headings’ inline code; a native site’s shows their text', async () => {
  const dz = await buildPages(
    {
      'docusaurus.config.js': "module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n",
      'docs/connect.md': PAGE,
    },
    ['docs/connect'],
  );
  assert.ok(dz.result.ok);
  assert.match(dz.html['docs/connect'], /<a href="#connect-parameters" class="toc-link"><code>connect\(\)<\/code> Parameters<\/a>/);
  assert.match(dz.html['docs/connect'], /<a href="#plain-heading" class="toc-link">Plain heading<\/a>/);
  const native = await buildPages({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/connect.md': PAGE }, ['docs/connect']);
  assert.ok(native.result.ok);
  assert.match(native.html['docs/connect'], /<a href="#connect-parameters" class="toc-link">connect\(\) Parameters<\/a>/);
});
