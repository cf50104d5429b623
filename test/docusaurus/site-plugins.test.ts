import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Depot', url: 'https://depot.example', baseUrl: '/',
  presets: [['classic', {}]],
  plugins: [
    ['./plugins/shelf-plugin.js', { shelfName: 'North' }],
    './plugins/leaky-plugin.js',
  ],
};
`;

/** A local plugin using the lifecycle a static build needs: data, routes, global data, head tags. */
const SHELF_PLUGIN = `module.exports = function shelfPlugin(context, options) {
  return {
    name: 'shelf-plugin',
    async loadContent() {
      return { crates: ['Oak', 'Pine'], base: context.baseUrl };
    },
    async contentLoaded({ content, actions }) {
      const { createData, addRoute, setGlobalData } = actions;
      const listing = await createData('listing.json', JSON.stringify({ shelf: options.shelfName, crates: content.crates }));
      setGlobalData({ motto: 'Every crate counted' });
      addRoute({
        path: '/shelf',
        component: '@site/src/components/ShelfPage',
        exact: true,
        modules: {
          listing,
          note: '@site/blog/2024-01-02-crates.mdx',
          teaser: { __import: true, path: '@site/blog/2024-01-02-crates.mdx', query: { truncated: true } },
        },
      });
      // fe-docs builds this path itself (the post): its own page stays.
      addRoute({ path: '/blog/2024/01/02/crates', component: '@site/src/components/ShelfPage', exact: true, modules: { listing } });
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'meta', attributes: { name: 'shelf-keeper', content: 'yes' } }], postBodyTags: ['<div id="late"></div>'] };
    },
    configureWebpack() {
      // A loader rule needs webpack (a resolve.alias alone would apply: webpack-aliases.test.ts).
      return { module: { rules: [{ test: /\\.shelf$/, use: 'raw-loader' }] } };
    },
  };
};
`;

const LEAKY_PLUGIN = `module.exports = function leakyPlugin() {
  return {
    name: 'leaky-plugin',
    async contentLoaded() {
      throw new Error('the crate list is empty');
    },
  };
};
`;

const SHELF_PAGE = `import React from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function ShelfPage({ listing, note: Note, teaser: Teaser }: any) {
  const { motto } = usePluginData('shelf-plugin') as { motto: string };
  return (
    <Layout title={'Shelf ' + listing.shelf}>
      <h1 id="shelf-title">{'Shelf ' + listing.shelf}</h1>
      <p id="motto">{motto}</p>
      <ul>{listing.crates.map((c: string) => <li className="crate" key={c}>{c}</li>)}</ul>
      <section id="full">
        <h2 id="note-title">{Note.metadata.title}</h2>
        <p id="note-link">{Note.metadata.permalink}</p>
        <p id="note-front">{Note.frontMatter.mood}</p>
        <Note />
      </section>
      <section id="teaser"><Teaser /></section>
    </Layout>
  );
}
`;

const POST = `---
title: Counting crates
mood: calm
---

Crates before the cut: <span className="crate-count">{2 + 3}</span>.

{/* truncate */}

Crates after the cut.
`;

function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}">`);
  assert.ok(start >= 0, `no section #${id}`);
  return html.slice(start, html.indexOf('</section>', start));
}

test('a local plugin: createData JSON, MDX modules, setGlobalData read by usePluginData, head tags; a throw is a warning at its file', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'blog/2024-01-02-crates.mdx': POST,
    'plugins/shelf-plugin.js': SHELF_PLUGIN,
    'plugins/leaky-plugin.js': LEAKY_PLUGIN,
    'src/components/ShelfPage.tsx': SHELF_PAGE,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-site-plugins-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics, null, 1));
    const html = (await readFile(path.join(out, 'shelf', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');

    // JSON module from createData, global data through usePluginData, the component's own Layout title.
    assert.match(html, /<h1 id="shelf-title">Shelf North<\/h1>/);
    assert.match(html, /<p id="motto">Every crate counted<\/p>/);
    assert.deepEqual(
      [...html.matchAll(/<li class="crate">([^<]+)<\/li>/g)].map((m) => m[1]),
      ['Oak', 'Pine'],
    );
    assert.match(html, /<title>Shelf North \| Depot<\/title>/);

    // The MDX module: its compiled content with metadata and front matter attached; the excerpt stops at the cut.
    const full = section(html, 'full');
    assert.match(full, /<h2 id="note-title">Counting crates<\/h2>/);
    assert.match(full, /<p id="note-link">\/blog\/2024\/01\/02\/crates<\/p>/);
    assert.match(full, /<p id="note-front">calm<\/p>/);
    assert.match(full, /<span class="crate-count">5<\/span>/);
    assert.match(full, /Crates after the cut/);
    const teaser = section(html, 'teaser');
    assert.match(teaser, /<span class="crate-count">5<\/span>/);
    assert.doesNotMatch(teaser, /after the cut/);

    // injectHtmlTags: the head tag is written; body tags are named as left out.
    assert.match(html, /<meta name="shelf-keeper" content="yes"\/?>/);
    assert.doesNotMatch(html, /id="late"/);

    // A path fe-docs builds keeps fe-docs' page.
    const post = await readFile(path.join(out, 'blog', '2024', '01', '02', 'crates', 'index.html'), 'utf8');
    assert.doesNotMatch(post, /shelf-title/);
    assert.match(post, /Crates after the cut/);
    assert.ok(existsSync(path.join(out, 'docs', 'intro', 'index.html')));

    const plugin = result.diagnostics.filter((d) => d.code === 'docusaurus-plugin');
    const leaky = plugin.find((d) => d.position?.file === 'plugins/leaky-plugin.js');
    assert.ok(leaky, JSON.stringify(plugin, null, 1));
    assert.equal(leaky.severity, 'warning');
    assert.equal(leaky.position?.line, 5);
    assert.match(leaky.message, /`leaky-plugin`.*`contentLoaded\(\)`.*the crate list is empty/);
    const shelf = plugin.filter((d) => d.position?.file === 'plugins/shelf-plugin.js').map((d) => d.message);
    assert.ok(
      // Named as lost, without saying an alias applies: it sets none.
      shelf.some((m) => /`configureWebpack\(\)` cannot run in fe-docs \(configureWebpack: no webpack\)/.test(m)),
      shelf.join('\n'),
    );
    assert.ok(
      shelf.some((m) => /`postBodyTags`/.test(m)),
      shelf.join('\n'),
    );
    // The plugins are no longer named as ignored by the config adapter.
    assert.equal(result.diagnostics.filter((d) => /ignored/.test(d.message) && /plugin/.test(d.message)).length, 0, JSON.stringify(result.diagnostics));
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
