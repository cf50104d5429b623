import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

async function buildWith(trailingSlash: string) {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', ${trailingSlash} presets: [['classic', {blog: false}]]};\n`,
    'docs/a.md': '# A\n\nNext, [the kettle](./b.md) and [the lid](b#lid).\n',
    'docs/b.md': '# B\n\n## Lid\n\nClose it.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-trailing-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    const html = await readFile(path.join(out, 'docs', 'a', 'index.html'), 'utf8');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    return { codes: r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => `${d.code} ${d.message}`), html, sitemap };
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test('trailingSlash: true writes page links, the canonical URL and the sitemap with a final slash, without a warning', async () => {
  const { codes, html, sitemap } = await buildWith('trailingSlash: true,');
  assert.deepEqual(codes, []);
  assert.match(html, /href="\/docs\/b\/"[^>]*>the kettle/);
  assert.match(html, /href="\/docs\/b\/#lid"/);
  assert.match(html, /<link rel="canonical" href="https:\/\/t\.example\/docs\/a\/"/);
  assert.match(sitemap, /<loc>https:\/\/t\.example\/docs\/a\/<\/loc>/);
});

test('trailingSlash: false writes them without one, without a warning', async () => {
  const { codes, html } = await buildWith('trailingSlash: false,');
  assert.deepEqual(codes, []);
  assert.match(html, /href="\/docs\/b"[^>]*>the kettle/);
  assert.match(html, /href="\/docs\/b#lid"/);
});
