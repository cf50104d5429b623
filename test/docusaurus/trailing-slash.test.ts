import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

async function buildWith(trailingSlash: string) {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', ${trailingSlash} presets: [['classic', {blog: {feedOptions: {type: 'rss'}}}]]};\n`,
    'blog/2024-05-01-kettle.md': '---\ntitle: Kettle news\n---\n\nA [link to a doc](/docs/b).\n',
    // A relative URL (no file extension) resolves against the page's URL, as the browser and Docusaurus' link check
    // resolve it: with trailingSlash: true that URL ends with `/` (`/docs/a/`), so the sibling `b` is `../b`.
    'docs/a.md': `# A\n\nNext, [the kettle](./b.md) and [the lid](${trailingSlash === 'trailingSlash: true,' ? '../b#lid' : 'b#lid'}).\n`,
    'docs/guides/queries/operators.md': `# Operators\n\nSee [ranges](${trailingSlash === 'trailingSlash: true,' ? '../../../' : '../../'}models/types#ranges).\n`,
    'docs/models/types.md': '# Types\n\n## Ranges\n\nFrom one to two.\n',
    'docs/b.md': '# B\n\n## Lid\n\nClose it.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-trailing-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    const html = await readFile(path.join(out, 'docs', 'a', 'index.html'), 'utf8');
    const operators = await readFile(path.join(out, 'docs', 'guides', 'queries', 'operators', 'index.html'), 'utf8');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    const read = (f: string) => readFile(path.join(out, f), 'utf8');
    const manifest = JSON.parse(await read('search-index.json')) as { chunks: { url: string }[] };
    const chunks = await Promise.all(
      manifest.chunks.map(async (c) => JSON.parse(gunzipSync(await readFile(path.join(out, c.url))).toString('utf8')) as { pages: { u: string }[] }),
    );
    const search = { pages: chunks.flatMap((c) => c.pages) };
    const [feed, llms] = await Promise.all([read('blog/rss.xml'), read('llms.txt')]);
    const codes = r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => `${d.code} ${d.message}`);
    return { codes, html, operators, sitemap, searchUrls: search.pages.map((p) => p.u).sort(), feed, llms };
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test('trailingSlash: true writes page links, the canonical URL and the sitemap with a final slash, without a warning', async () => {
  const { codes, html, operators, sitemap } = await buildWith('trailingSlash: true,');
  assert.deepEqual(codes, []);
  assert.match(html, /href="\/docs\/b\/"[^>]*>the kettle/);
  assert.match(html, /href="\/docs\/b\/#lid"/);
  assert.match(operators, /href="\/docs\/models\/types\/#ranges"/);
  assert.match(html, /<link rel="canonical" href="https:\/\/t\.example\/docs\/a\/"/);
  assert.match(sitemap, /<loc>https:\/\/t\.example\/docs\/a\/<\/loc>/);
});

test('trailingSlash: true also gives search results, feeds and llms.txt the final slash (files keep none)', async () => {
  const { searchUrls, feed, llms } = await buildWith('trailingSlash: true,');
  assert.ok(searchUrls.includes('/docs/a/') && searchUrls.includes('/blog/2024/05/01/kettle/'), searchUrls.join(' '));
  assert.ok(
    searchUrls.every((u) => u.endsWith('/')),
    searchUrls.join(' '),
  );
  assert.match(feed, /<link>https:\/\/t\.example\/blog\/2024\/05\/01\/kettle\/<\/link>/);
  assert.match(feed, /href="https:\/\/t\.example\/docs\/b\/"/);
  assert.match(llms, /\(https:\/\/t\.example\/blog\/2024\/05\/01\/kettle\/\)/);
  assert.match(llms, /\(https:\/\/t\.example\/docs\/a\/index\.md\)/);
});

test('trailingSlash: false writes them without one, without a warning', async () => {
  const { codes, html, operators } = await buildWith('trailingSlash: false,');
  assert.deepEqual(codes, []);
  assert.match(html, /href="\/docs\/b"[^>]*>the kettle/);
  assert.match(html, /href="\/docs\/b#lid"/);
  assert.match(operators, /href="\/docs\/models\/types#ranges"/);
});
