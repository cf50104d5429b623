import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPages } from '../helpers/built-pages.js';

const CONFIG = `module.exports = {
  title: 'Kites', url: 'https://kites.example', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
};
`;

async function built(files: Record<string, string>, pages: string[]) {
  return buildPages(
    {
      'docusaurus.config.js': CONFIG,
      'sidebars.js': "module.exports = {kites: ['box', 'delta']};\n",
      'src/pages/index.md': '# Kites\n',
      ...files,
    },
    pages,
  );
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const count = (text: string, part: string) => text.split(part).length - 1;

/** A site's DocItem as keploy writes one: its own front matter keys decide head tags and a schema type. */
const DOC_ITEM = `import React from 'react';
import Head from '@docusaurus/Head';
import MDXContent from '@theme/MDXContent';

export default function DocItem({content: DocContent}) {
  const {metadata, frontMatter} = DocContent;
  return (
    <>
      <Head>
        <title>{frontMatter.seoTitle ?? metadata.title}</title>
        <script type="application/ld+json">{JSON.stringify({'@type': frontMatter.schemaType ?? 'Article', headline: metadata.title})}</script>
        {Array.isArray(frontMatter.head) && frontMatter.head.map(({tag, attrs}, i) => React.createElement(tag, {key: i, ...attrs}))}
      </Head>
      <article className="kite-doc">
        <p className="kite-wind">Wind: {frontMatter.windSpeed ?? 'any'} ({typeof frontMatter.windSpeed})</p>
        <p className="kite-lines">Lines: {(frontMatter.lines ?? []).join(' + ')}</p>
        <p className="kite-desc">{metadata.description}</p>
        <div className="markdown"><MDXContent><DocContent /></MDXContent></div>
      </article>
    </>
  );
}
`;

const BOX = `---
title: The box kite
seoTitle: Box kites, built and flown
schemaType: HowTo
windSpeed: 12
lines:
  - dacron
  - kevlar
head:
  - tag: link
    attrs:
      rel: canonical
      href: https://kites.example/guides/box-kite
  - tag: meta
    attrs:
      name: robots
      content: max-snippet:120
---

Four sticks and a sail.
`;

test("every front matter key reaches a site's DocItem: its own keys, and head tags it builds from them", async () => {
  const { result, html } = await built(
    { 'src/theme/DocItem/index.js': DOC_ITEM, 'docs/box.md': BOX, 'docs/delta.md': '---\ntitle: The delta\n---\n\nOne sail.\n' },
    ['docs/box', 'docs/delta'],
  );
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  const box = html['docs/box'];
  assert.match(box, /<p class="kite-wind">Wind: 12 \(number\)<\/p>/);
  assert.match(box, /<p class="kite-lines">Lines: dacron \+ kevlar<\/p>/);
  // No front matter description: the content's first line, as Docusaurus gives it.
  assert.match(box, /<p class="kite-desc">Four sticks and a sail\.<\/p>/);
  assert.equal(count(box, '<p>Four sticks and a sail.</p>'), 1);
  const head = headOf(box);
  assert.match(head, /<title>Box kites, built and flown<\/title>/);
  assert.match(head, /<script type="application\/ld\+json">\{"@type":"HowTo","headline":"The box kite"\}<\/script>/);
  assert.match(head, /<meta name="robots" content="max-snippet:120"\/>/);
  // The page's canonical URL from its front matter replaces the one fe-docs writes, as helmet keeps one.
  assert.equal(count(head, 'rel="canonical"'), 1, head);
  assert.match(head, /<link rel="canonical" href="https:\/\/kites\.example\/guides\/box-kite"\/>/);

  // A doc without those keys: the component's defaults, fe-docs' own canonical URL.
  const delta = html['docs/delta'];
  assert.match(delta, /<p class="kite-wind">Wind: any \(undefined\)<\/p>/);
  assert.match(headOf(delta), /<title>The delta<\/title>/);
  assert.match(headOf(delta), /<link rel="canonical" href="https:\/\/kites\.example\/docs\/delta">/);
  assert.match(headOf(delta), /"@type":"Article"/);

  // Keys fe-docs does not read are still named once each, as keys only the site's code reads.
  const named = result.diagnostics.filter((d) => d.code === 'frontmatter-invalid').map((d) => d.message.split(' is not read')[0]);
  assert.deepEqual(named.sort(), [
    'Front matter field `head`',
    'Front matter field `lines`',
    'Front matter field `schemaType`',
    'Front matter field `seoTitle`',
    'Front matter field `windSpeed`',
  ]);
});
