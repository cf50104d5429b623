import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/index.js';
import { cspViolations, launchBrowser } from '../helpers/browser.js';
import { createSite } from '../helpers/site.js';
import { serveDir } from '../helpers/static-server.js';

// Docusaurus' `stylesheets`, `scripts` and `headTags` go into every page's head, and the page's strict
// Content-Security-Policy lets exactly them load and run (other origins added, inline scripts by hash).
const CONFIG = `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', {blog: false}]],
  themeConfig: {image: 'img/card.png', metadata: [{name: 'keywords', content: 'tea, kettle'}]},
  stylesheets: ['/fonts/fonts.css', 'https://fonts.example.com/css2?family=Inter'],
  scripts: [{src: 'https://cdn.example.com/widget.js', async: true}],
  headTags: [
    {tagName: 'meta', attributes: {name: 'generator-note', content: 'kettle'}},
    {tagName: 'script', attributes: {}, innerHTML: 'window.__headTagRan = 42;'},
    {tagName: 'script', attributes: {type: 'application/ld+json'}, innerHTML: '{"@type":"Organization"}'},
    {tagName: 'div', attributes: {id: 'x'}},
  ],
};
`;

test('stylesheets, scripts and headTags are in the head; the CSP allows them; an unsupported tag is a warning', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/a.md': '# A\n\nText.\n',
    'static/fonts/fonts.css': 'body { outline: 3px solid rgb(1, 2, 3); }\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-head-'));
  const server = { close: async () => {} } as { url?: string; close: () => Promise<void> };
  const browser = await launchBrowser();
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    const warned = r.diagnostics.filter((d) => d.code === 'docusaurus-unsupported' && /<div>/.test(d.message));
    assert.equal(warned.length, 1, JSON.stringify(r.diagnostics.map((d) => d.message)));
    const html = await readFile(path.join(out, 'docs/a/index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<link rel="stylesheet" href="\/fonts\/fonts\.css">/);
    assert.match(head, /<script src="https:\/\/cdn\.example\.com\/widget\.js" async><\/script>/);
    assert.match(head, /<meta name="generator-note" content="kettle">/);
    assert.doesNotMatch(head, /<div/);
    // themeConfig.metadata and the social card (themeConfig.image) as absolute URLs.
    assert.match(head, /<meta name="keywords" content="tea, kettle">/);
    assert.match(head, /<meta property="og:image" content="https:\/\/t\.example\/img\/card\.png">/);
    assert.match(head, /<meta name="twitter:card" content="summary_large_image">/);
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(head)![1];
    assert.match(csp, /style-src 'self'[^;]* https:\/\/fonts\.example\.com/);
    assert.match(csp, /script-src 'self'[^;]* https:\/\/cdn\.example\.com/);

    Object.assign(server, await serveDir(out));
    // The policy enforced (launchBrowser's pages bypass it unless told otherwise).
    const page = await browser.newPage({ bypassCSP: false });
    // The external hosts do not exist here (no network): their requests are answered empty, as a blocked CDN would be.
    await page.route(/example\.com/, (route) => route.fulfill({ status: 200, body: '' }));
    const violations = cspViolations(page);
    await page.goto(new URL('/docs/a', server.url).href);
    assert.equal(await page.evaluate('window.__headTagRan'), 42);
    assert.equal(await page.evaluate('getComputedStyle(document.body).outlineColor'), 'rgb(1, 2, 3)');
    assert.deepEqual(violations, []);
  } finally {
    await browser.close();
    await server.close();
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test("one tag per name, as helmet keeps the last: the config's metadata over fe-docs' defaults, a page's own description over the config's", async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {
  title: 'T', tagline: 'Tea for all', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', {blog: false}]],
  themeConfig: {metadata: [{name: 'description', content: 'All about tea'}, {name: 'twitter:card', content: 'summary_large_image'}]},
};
`,
    'docs/plain.md': '# Plain\n\nText.\n',
    'docs/bare.md': '# Bare\n',
    'docs/described.md': '---\ndescription: Green tea only\n---\n\n# Described\n\nText.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-head-names-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const headOf = async (p: string) => {
      const html = await readFile(path.join(out, p), 'utf8');
      return html.slice(0, html.indexOf('</head>'));
    };
    const metas = (head: string, name: string) => [...head.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)">`, 'g'))].map((m) => m[1]);
    const plain = await headOf('docs/plain/index.html');
    assert.deepEqual(metas(plain, 'twitter:card'), ['summary_large_image']);
    // Docusaurus: a doc without a front matter description has its first line of text (its excerpt) as one.
    assert.deepEqual(metas(plain, 'description'), ['Text.'], "the content's excerpt is the page's description");
    assert.deepEqual(metas(await headOf('docs/bare/index.html'), 'description'), ['All about tea'], 'no description of its own: the config says it');
    const described = await headOf('docs/described/index.html');
    assert.deepEqual(metas(described, 'description'), ['Green tea only']);
    assert.deepEqual(metas(described, 'twitter:card'), ['summary_large_image']);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
