import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { build } from '../../src/index.js';
import { loadSite } from '../../src/api/site.js';
import { withSite } from '../helpers/site.js';

const SITE = {
  'site.config.yaml': `title: T
url: https://t.example
i18n: { defaultLocale: en, locales: [en] }
docs:
  - path: content/docs
blog:
  path: content/blog
  feeds: [rss]
pwa:
  enabled: false
`,
  'content/docs/01-alpha.md': '# Alpha\n\nFirst.\n',
  'content/docs/02-beta.md': '---\nunlisted: true\n---\n\n# Beta\n\nHidden but published.\n',
  'content/docs/03-gamma.md': '# Gamma\n\nThird.\n',
  'content/blog/2024-01-01-open.md': '---\ntitle: Open post\ntags: [kettles]\n---\n\nListed.\n',
  'content/blog/2024-02-01-quiet.md': '---\ntitle: Quiet post\ntags: [kettles, secret]\nunlisted: true\n---\n\nUnlisted.\n',
  'content/pages/about.md': '---\nunlisted: true\n---\n\n# About\n\nA page.\n',
};

test('unlisted: true publishes the page with a noindex tag and a note, and no sidebar, list, pagination, feed, sitemap or search leads to it', () =>
  withSite(SITE, async (root) => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-unlisted-'));
    try {
      const r = await build({ root, outDir: out });
      assert.deepEqual(
        r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => d.message),
        [],
      );
      const read = (f: string) => readFile(path.join(out, f), 'utf8');
      const alpha = await read('docs/alpha/index.html');
      const beta = await read('docs/beta/index.html');
      // The unlisted doc: published, noindex, its note; the others' sidebar has no link to it, and prev/next skip it.
      assert.match(beta, /<meta name="robots" content="noindex">/);
      assert.match(beta, /class="admonition admonition-warning theme-unlisted-banner"[^>]*>\s*<p class="admonition-title">Unlisted page<\/p>/);
      assert.doesNotMatch(alpha, /theme-unlisted-banner|name="robots"/);
      assert.doesNotMatch(alpha, /href="\/docs\/beta"/);
      assert.match(alpha, /<a href="\/docs\/gamma" class="paginator-link paginator-next" rel="next">/);
      // Its own page shows its link in the sidebar (Docusaurus keeps an active unlisted item visible).
      assert.match(beta, /<aside[\s\S]*href="\/docs\/beta"[\s\S]*<\/aside>/);
      // Blog: the post page exists with its note; lists, the tags page, feeds and neighbours leave it out.
      assert.match(await read('blog/2024/02/01/quiet/index.html'), /theme-unlisted-banner/);
      const list = await read('blog/index.html');
      assert.match(list, /Open post/);
      assert.doesNotMatch(list, /Quiet post/);
      assert.doesNotMatch(await read('blog/tags/kettles/index.html'), /Quiet post/);
      // A tag only unlisted posts carry keeps its page (the post links to it), off the tags list.
      assert.match(await read('blog/tags/secret/index.html'), /Quiet post/);
      assert.doesNotMatch(await read('blog/tags/index.html'), /secret/);
      assert.doesNotMatch(await read('blog/rss.xml'), /Quiet post/);
      assert.doesNotMatch(await read('blog/2024/01/01/open/index.html'), /Quiet post/);
      // A Markdown page.
      assert.match(await read('about/index.html'), /theme-unlisted-banner/);
      const sitemap = await read('sitemap.xml');
      assert.doesNotMatch(sitemap, /docs\/beta|quiet|\/about/);
      assert.match(sitemap, /docs\/alpha/);
      assert.doesNotMatch(await read('llms.txt'), /Beta|Quiet/);
      const manifest = JSON.parse(await read('search-index.json')) as { chunks: { url: string }[] };
      const urls = (
        await Promise.all(
          manifest.chunks.map(
            async (c) => (JSON.parse(gunzipSync(await readFile(path.join(out, c.url))).toString('utf8')) as { pages: { u: string }[] }).pages,
          ),
        )
      )
        .flat()
        .map((p) => p.u);
      assert.ok(urls.includes('/docs/alpha') && !urls.some((u) => /beta|quiet|about/.test(u)), urls.join(' '));
      assert.ok((await readdir(path.join(out, 'docs'))).includes('beta'));
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }));

test('unlisted content is listed in fe-docs dev, as in docusaurus start', () =>
  withSite(SITE, async (root) => {
    const loaded = await loadSite(root, { dev: true });
    const sidebar = [...loaded.site!.table.sidebars.values()][0];
    const links = JSON.stringify(sidebar.items);
    assert.match(links, /\/docs\/beta/);
    assert.doesNotMatch(links, /unlisted/);
  }));
