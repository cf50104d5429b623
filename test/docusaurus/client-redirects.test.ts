import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, check } from '../../src/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';
import { withSite } from '../helpers/site.js';

const PLUGIN = `['@docusaurus/plugin-client-redirects', {
    fromExtensions: ['html'],
    redirects: [
      {from: '/docs/old-kettle', to: '/docs/kettle'},
      {from: ['/handbook/lid', '/handbook/cover'], to: '/docs/lid#fitting'},
      {from: '/elsewhere', to: 'https://example.org/tea'},
    ],
    createRedirects(existing) {
      if (existing.startsWith('/docs/')) return existing.replace('/docs/', '/manual/');
      return undefined;
    },
  }]`;

const DOCUSAURUS_SITE = {
  'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/site/',
  presets: [['classic', {blog: false}]],
  plugins: [${PLUGIN}]};\n`,
  'docs/kettle.md': '# Kettle\n\nBoil.\n',
  'docs/lid.md': '# Lid\n\n## Fitting\n\nPress.\n',
};

async function built(files: Record<string, string>, fn: (out: string, codes: string[]) => Promise<void>) {
  await withSite(files, async (root) => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-redirects-'));
    try {
      const r = await build({ root, outDir: out });
      await fn(
        out,
        r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => `${d.severity} ${d.code} ${d.message}`),
      );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
}

test('plugin-client-redirects: listed, extension and createRedirects redirects are written as Docusaurus writes them', () =>
  built(DOCUSAURUS_SITE, async (out, codes) => {
    assert.deepEqual(codes, []);
    const page = (p: string) => readFile(path.join(out, p), 'utf8');
    const old = await page('docs/old-kettle/index.html');
    assert.match(old, /<meta http-equiv="refresh" content="0; url=\/site\/docs\/kettle">/);
    assert.match(old, /<link rel="canonical" href="\/site\/docs\/kettle" \/>/);
    assert.match(old, /window\.location\.href = "\/site\/docs\/kettle" \+ window\.location\.search \+ window\.location\.hash;/);
    // A `to` with a fragment is used as written (no query or fragment forwarded).
    for (const from of ['handbook/lid', 'handbook/cover']) {
      const html = await page(`${from}/index.html`);
      assert.match(html, /url=\/site\/docs\/lid#fitting"/);
      assert.doesNotMatch(html, /window\.location\.search/);
    }
    assert.match(await page('elsewhere/index.html'), /url=https:\/\/example\.org\/tea"/);
    // fromExtensions: /docs/kettle.html → /docs/kettle; createRedirects: /manual/kettle → /docs/kettle.
    assert.match(await page('docs/kettle.html/index.html'), /url=\/site\/docs\/kettle"/);
    assert.match(await page('manual/lid/index.html'), /url=\/site\/docs\/lid"/);
    // Not pages: no sitemap entry, no search record.
    assert.doesNotMatch(await page('sitemap.xml'), /old-kettle|manual\//);
  }));

test('a redirect to no page is an error at its line; one from an existing page is left out with a warning (onDuplicateRoutes)', () =>
  withSite(
    {
      ...DOCUSAURUS_SITE,
      'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', {blog: false}]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    redirects: [
      {from: '/docs/lid', to: '/docs/kettle'},
      {from: '/old', to: '/docs/kettel'},
    ],
  }]]};\n`,
    },
    async (root) => {
      const r = await check({ root });
      const found = r.diagnostics.filter((d) => d.code === 'redirect-invalid');
      const broken = found.find((d) => d.severity === 'error');
      assert.ok(broken, JSON.stringify(r.diagnostics));
      assert.match(broken.message, /`\/old` leads to `\/docs\/kettel`, which is no page of the site/);
      assert.match(broken.hint ?? '', /`\/docs\/kettle`/);
      assert.deepEqual([broken.position?.file, broken.position?.line], ['docusaurus.config.js', 6]);
      const page = found.find((d) => d.severity === 'warning');
      assert.match(page?.message ?? '', /`\/docs\/lid` is a page of the site/);
    },
  ));

test('redirects in site.config.yaml; in Chromium the old path lands on the new page with its query and fragment', () =>
  built(
    {
      'site.config.yaml': `title: T
url: https://t.example
baseUrl: /
docs:
  - path: content/docs
pwa:
  enabled: false
redirects:
  items:
    - { from: /docs/old-kettle, to: /docs/kettle }
`,
      'content/docs/kettle.md': '# Kettle\n\n## Boiling\n\nBoil.\n',
    },
    async (out, codes) => {
      assert.deepEqual(codes, []);
      assert.ok(existsSync(path.join(out, 'docs/old-kettle/index.html')));
      const server = await serveDir(out);
      const browser = await launchBrowser();
      try {
        const page = await browser.newPage();
        await page.goto(`${server.url}/docs/old-kettle?x=1#boiling`);
        await page.waitForURL(/\/docs\/kettle\?x=1#boiling$/);
        assert.equal(await page.locator('h1').textContent(), 'Kettle');
      } finally {
        await browser.close();
        await server.close();
      }
    },
  ));
