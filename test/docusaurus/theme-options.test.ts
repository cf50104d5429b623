import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';

// Options a real Docusaurus site sets that fe-docs ignored: a dark navbar, navbar and footer links' `target` and `rel`,
// `html` items in the navbar and footer, the docs plugin's `breadcrumbs: false` and `sidebarCollapsed: false`, and
// front matter `custom_edit_url`.
const CONFIG = `module.exports = {
  title: 'Options', url: 'https://options.example', baseUrl: '/',
  presets: [['classic', {blog: false, docs: {breadcrumbs: false, sidebarCollapsed: false, editUrl: 'https://git.example/edit/'}}]],
  themeConfig: {
    navbar: {title: 'Options', style: 'dark', items: [
      {to: '/docs/guide/a', label: 'Guide', target: '_blank'},
      {href: 'https://chat.example/', label: 'Chat', target: '_self', rel: 'me'},
      {type: 'html', position: 'right', value: '<span class="nav-badge">Beta</span>'},
      {href: 'https://x.example/', html: '<b class="nav-bold">X</b>'},
    ]},
    footer: {links: [{title: 'More', items: [
      {html: '<a class="footer-custom" href="https://hosting.example/">Hosted by Example</a>'},
      {label: 'News', href: 'https://news.example/', target: '_self'},
    ]}]},
  },
};
`;

describe('Docusaurus theme and docs options', () => {
  let out: string;
  let cleanup: () => Promise<void>;
  before(async () => {
    const site = await createSite({
      'docusaurus.config.js': CONFIG,
      'docs/guide/a.md': '---\ncustom_edit_url: https://elsewhere.example/a.md\n---\n# A\n\nText.\n',
      'docs/guide/b.md': '---\ncustom_edit_url: null\n---\n# B\n\nText.\n',
      'docs/other/_category_.json': '{"label": "Other", "collapsed": true}',
      'docs/other/c.md': '# C\n\nText.\n',
      'docs/more/d.md': '# D\n\nText.\n',
    });
    out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-theme-options-'));
    cleanup = site.cleanup;
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.deepEqual(
      result.diagnostics.filter((d) => d.code === 'docusaurus-unsupported'),
      [],
    );
  });
  after(async () => {
    await rm(out, { recursive: true, force: true });
    await cleanup?.();
  });
  const page = (p: string) => readFile(path.join(out, p, 'index.html'), 'utf8');

  test('navbar and footer links keep their `target` and `rel`; `html` items are written as HTML', async () => {
    const html = await page('docs/guide/a');
    // A link that opens a new tab says so to screen readers; one that does not, does not.
    const guide = /<a href="\/docs\/guide\/a" class="navbar-link[^"]*"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? '';
    assert.match(guide, /target="_blank" rel="noopener noreferrer"/);
    assert.match(guide, /class="sr-only"> \((<!-- -->)?opens in a new tab/);
    const chat = /<a href="https:\/\/chat\.example\/" class="navbar-link"[^>]*>.*?<\/a>/.exec(html)?.[0] ?? '';
    assert.match(chat, /target="_self" rel="me"/);
    assert.doesNotMatch(chat, /sr-only/);
    assert.match(html, /<li class="navbar-item navbar-html"><span class="nav-badge">Beta<\/span><\/li>/);
    assert.match(html, /<a href="https:\/\/x\.example\/"[^>]*><span class="navbar-link-html"><b class="nav-bold">X<\/b><\/span>/);
    assert.match(html, /<li class="footer-html"><a class="footer-custom" href="https:\/\/hosting\.example\/">Hosted by Example<\/a><\/li>/);
    assert.match(html, /<a href="https:\/\/news\.example\/"[^>]*target="_self" rel="noopener noreferrer"[^>]*>News/);
  });

  test('`breadcrumbs: false` leaves the breadcrumbs out; `sidebarCollapsed: false` opens categories but those set `collapsed`', async () => {
    const html = await page('docs/guide/a');
    assert.doesNotMatch(html, /class="breadcrumbs"/);
    assert.match(html, /<details class="menu-category" data-key="more" open="">/);
    assert.match(html, /<details class="menu-category" data-key="other">/);
  });

  test('front matter `custom_edit_url` is the edit link; `null` hides it', async () => {
    assert.match(await page('docs/guide/a'), /<p class="edit-link"><a href="https:\/\/elsewhere\.example\/a\.md"/);
    assert.doesNotMatch(await page('docs/guide/b'), /class="edit-link"/);
    assert.match(await page('docs/other/c'), /<p class="edit-link"><a href="https:\/\/git\.example\/edit\/docs\/other\/c\.md"/);
  });

  test('in Chromium: the dark navbar is dark in light mode with readable links; the html item shows', async () => {
    const server = await serveDir(out);
    const browser = await launchBrowser();
    try {
      const p = await browser.newPage();
      await p.goto(`${server.url}docs/guide/a`);
      const header = p.locator('header.navbar');
      assert.match((await header.getAttribute('class')) ?? '', /\bnavbar--dark\b/);
      assert.equal(
        await p.evaluate(
          () => (globalThis as unknown as { document: { documentElement: { dataset: { theme: string } } } }).document.documentElement.dataset.theme,
        ),
        'light',
      );
      const style = await header.evaluate((h) => {
        const cs = (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string; getPropertyValue(n: string): string } })
          .getComputedStyle;
        const link = (h as unknown as { querySelector(s: string): unknown }).querySelector('a.navbar-link[href^="https://chat"]');
        return {
          bg: cs(h).backgroundColor,
          ifm: cs(h).getPropertyValue('--ifm-navbar-background-color').trim(),
          link: (cs(link) as unknown as { color: string }).color,
        };
      });
      assert.equal(style.bg, 'rgb(36, 37, 38)');
      assert.equal(style.ifm, '#242526');
      assert.equal(style.link, 'rgb(245, 246, 247)');
      assert.equal(await p.locator('header .nav-badge').isVisible(), true);
    } finally {
      await browser.close();
      await server.close();
    }
  });
});

test('a navbar or footer link with `rel: null` (capacitor) is a link with the default rel, not a config error', async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'Null', url: 'https://n.example', baseUrl: '/', presets: [['classic', {blog: false}]],
  themeConfig: {
    navbar: {items: [{label: 'Community', position: 'right', items: [{href: 'https://hub.example/', label: 'Hub', target: '_blank', rel: null}]}]},
    footer: {links: [{title: 'More', items: [{label: 'Forum', href: 'https://forum.example/', target: '_blank', rel: null}]}]},
  }};\n`,
    'docs/a.md': '# A\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-rel-null-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const html = await readFile(path.join(out, 'docs', 'a', 'index.html'), 'utf8');
    assert.match(html, /<a href="https:\/\/hub\.example\/"[^>]* target="_blank" rel="noopener noreferrer">Hub/);
    assert.match(html, /<a href="https:\/\/forum\.example\/"[^>]* target="_blank" rel="noopener noreferrer"[^>]*>Forum/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
