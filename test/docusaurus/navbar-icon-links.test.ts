import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';

// The shape of a real site: icon-only navbar links (a `className` from an icon font, no label, no aria-label), the
// font's stylesheet imported from a package by the site's CSS, and a swizzled navbar drawing links with
// `@docusaurus/Link`.
const CONFIG = `module.exports = {
  title: 'Glyphs', url: 'https://glyphs.example', baseUrl: '/',
  presets: [['classic', {blog: false, theme: {customCss: './src/css/custom.css'}}]],
  themeConfig: {navbar: {items: [
    {href: 'https://chat.example/glyphs', position: 'right', label: 'Chat'},
    {href: 'https://github.com/glyphs/glyphs', position: 'right', className: 'gi gi-github navbar-icon-link'},
  ]}},
};
`;
const ICONS_CSS =
  '@font-face { font-family: "glyph-icons"; src: url("./fonts/glyph-icons.woff2?v1") format("woff2"); }\n' +
  '.gi::before { display: inline-block; font-family: glyph-icons !important; }\n.gi-github::before { content: "\\f101"; }\n';
/** Links of the site's own navbar, as a swizzled NavbarItem renders them. */
const SWIZZLED_NAVBAR = `import Link from '@docusaurus/Link';
export default function Navbar() {
  return <nav className="site-navbar"><Link href="https://docs.example/more">More docs</Link><Link href="https://github.com/glyphs/glyphs" className="gi gi-github navbar-icon-link" /></nav>;
}
`;

async function withBuilt(files: Record<string, string>, fn: (out: string) => Promise<void>) {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'src/css/custom.css': "@import 'glyph-icons/font/glyph-icons.css';\n.navbar-icon-link { font-size: 24px; }\n",
    'node_modules/glyph-icons/package.json': '{"name": "glyph-icons", "version": "1.0.0"}',
    'node_modules/glyph-icons/font/glyph-icons.css': ICONS_CSS,
    ...files,
  });
  await mkdir(path.join(site.root, 'node_modules/glyph-icons/font/fonts'));
  await writeFile(path.join(site.root, 'node_modules/glyph-icons/font/fonts/glyph-icons.woff2'), randomBytes(40 * 1024));
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-navbar-icons-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    await fn(out);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

/** In Chromium: each `.gi` link's text, whether it holds an icon of fe-docs', its glyph; and the font requested. */
async function iconLinks(out: string, selector: string) {
  const server = await serveDir(out);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const font = page.waitForResponse((r) => /\/assets\/glyph-icons-[0-9a-f]{10}\.woff2\?v1$/.test(r.url()));
    await page.goto(`${server.url}docs/intro`);
    const links = await page.$$eval(selector, (els) =>
      els.map((el) => ({
        // What shows: the text outside the screen-reader-only note ("opens in a new tab").
        text: [...el.childNodes]
          .filter((n) => !(n as { classList?: { contains(c: string): boolean } }).classList?.contains('sr-only'))
          .map((n) => n.textContent)
          .join('')
          .trim(),
        svg: el.querySelectorAll('svg').length,
        glyph: (globalThis as unknown as { getComputedStyle(e: unknown, p: string): { content: string } }).getComputedStyle(el, '::before').content,
      })),
    );
    return { links, fontStatus: (await font).status() };
  } finally {
    await browser.close();
    await server.close();
  }
}

test("an icon-only navbar item (className, no label): empty, no icon of fe-docs', the glyph of the site's imported icon font shows", async () => {
  await withBuilt({}, async (out) => {
    const html = await readFile(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    assert.match(
      header,
      /<a href="https:\/\/chat\.example\/glyphs" class="navbar-link"[^>]*>Chat<svg[^>]*class="icon-external"/,
      'a labelled external link keeps its mark',
    );
    const { links, fontStatus } = await iconLinks(out, 'header .navbar-link.gi');
    assert.deepEqual(links, [{ text: '', svg: 0, glyph: '"\uf101"' }]);
    assert.equal(fontStatus, 200);
  });
});

test("a swizzled navbar's @docusaurus/Link adds no external-link icon, as in Docusaurus", async () => {
  await withBuilt({ 'src/theme/Navbar/index.js': SWIZZLED_NAVBAR }, async (out) => {
    const html = await readFile(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
    const nav = html.slice(html.indexOf('<nav class="site-navbar"'), html.indexOf('</nav>', html.indexOf('<nav class="site-navbar"')));
    assert.match(nav, /<a href="https:\/\/docs\.example\/more"[^>]*target="_blank"[^>]*>More docs<span class="sr-only">/);
    assert.doesNotMatch(nav, /icon-external/);
    const { links, fontStatus } = await iconLinks(out, '.site-navbar .gi');
    assert.deepEqual(links, [{ text: '', svg: 0, glyph: '"\uf101"' }]);
    assert.equal(fontStatus, 200);
  });
});

test('fe-docs site: a navbar link with a className and no label shows no URL as its text (the one empty-label rule)', async () => {
  const site = await createSite({
    'site.config.yaml': `${MINIMAL_CONFIG}navbar:\n  items:\n    - type: link\n      href: https://chat.example/room\n      className: chat-icon-link\n      position: right\n`,
    'content/docs/intro.md': '# Intro\n\nHello.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-navbar-empty-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(out, 'docs', 'intro', 'index.html'), 'utf8');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const link = /<li class="navbar-item chat-icon-link"><a href="https:\/\/chat\.example\/room"[^>]*>(.*?)<\/a>/.exec(header);
    assert.ok(link, header);
    assert.doesNotMatch(link[1], /chat\.example/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
