import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/api/build.js';
import { routeHref } from '../../src/routes/permalink.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

// Issue 18, item 7: a file named `my file 🚀 100%.md` got raw hrefs, sitemap <loc>s and llms.txt links, and `serve`
// answered its page 400; for `a%20b.md` the HTML went to `docs/a b/` and the Markdown copy to `docs/a%20b/`.
const ROCKET = 'my%20file%20%F0%9F%9A%80%20100%25';

test('routeHref percent-encodes what a URL path cannot hold, keeps escapes, and is idempotent', () => {
  assert.equal(routeHref('/docs/my file 🚀 100%'), `/docs/${ROCKET}`);
  assert.equal(routeHref('/docs/a%20b'), '/docs/a%20b');
  assert.equal(routeHref('/docs/x?q=a b#Sección'), '/docs/x?q=a%20b#Sección');
  assert.equal(routeHref(routeHref('/docs/my file 🚀 100%')), `/docs/${ROCKET}`);
  assert.equal(routeHref('/docs/guía/'), '/docs/gu%C3%ADa/');
});

test('file names with spaces, emoji, `%` and `%20`: every URL is encoded, output paths are decoded, serve answers them', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n\nTexto.\n',
    'content/docs/my file 🚀 100%.md': '# Cohete\n\nTexto.\n',
    'content/docs/a%20b.md': '# A B\n\nTexto.\n',
  });
  const out = path.join(site.root, 'build');
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics, null, 1));
    const intro = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    assert.ok(intro.includes(`href="/docs/${ROCKET}"`), 'sidebar link encoded');
    assert.ok(intro.includes('href="/docs/a%20b"'), 'sidebar link to a%20b');
    assert.ok(!/href="[^"]*[ 🚀]/u.test(intro), 'no raw space or emoji in an href');
    const rocket = await readFile(path.join(out, 'docs/my file 🚀 100%/index.html'), 'utf8');
    assert.ok(rocket.includes(`<link rel="canonical" href="https://example.org/docs/${ROCKET}"`), 'canonical encoded');
    const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
    assert.ok(sitemap.includes(`<loc>https://example.org/docs/${ROCKET}</loc>`), sitemap);
    assert.ok(sitemap.includes('<loc>https://example.org/docs/a%20b</loc>'), sitemap);
    const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
    assert.ok(llms.includes(`(https://example.org/docs/${ROCKET}/index.md)`), llms);
    // One folder per page, HTML and Markdown copy together, under the decoded name.
    assert.deepEqual((await readdir(path.join(out, 'docs'))).sort(), ['a b', 'intro', 'my file 🚀 100%']);
    assert.ok(existsSync(path.join(out, 'docs/a b/index.md')));
    assert.ok(existsSync(path.join(out, 'docs/my file 🚀 100%/index.md')));
    const server = await startStaticServer({ dir: out });
    try {
      for (const u of [`docs/${ROCKET}`, `docs/${ROCKET}/index.md`, 'docs/a%20b']) {
        const res = await fetch(server.url + u);
        assert.equal(res.status, 200, u);
      }
    } finally {
      await server.close();
    }
  } finally {
    await site.cleanup();
  }
});
