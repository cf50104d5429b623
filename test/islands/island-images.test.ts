import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser } from '../helpers/browser.js';
import { document } from '../e2e/client/browser-globals.js';
import { newPage, serveFixture } from '../e2e/client/fixtures.js';

const CONFIG = "module.exports = {title: 'Kites', url: 'https://kites.example', baseUrl: '/docs/', presets: [['classic', {}]]};\n";
// The fixture writes text files; the image only has to be published and fetched, not decoded.
const PNG = 'PNG stand-in\n';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>\n';

/**
 * A React page with state is an island: its browser bundle imports the same images as its server render (answer's
 * home page `require`s PNGs from `@site/static/img`; the islands bundle had no loader for them). They are the
 * published files' URLs with the base URL, an SVG an inline component, on the server and after hydration alike.
 */
test('a hydrated React page importing a .png and a .svg: same URLs (with the base URL) in the browser, no hydration error', async () => {
  const [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'static/img/kite.png': PNG,
      'static/img/mark.svg': SVG,
      'src/pages/index.tsx': `import { useState } from 'react';
import Layout from '@theme/Layout';
import kite from '@site/static/img/kite.png';
import Mark from '@site/static/img/mark.svg';

export default function Home() {
  const [n, setN] = useState(0);
  return (
    <Layout>
      <main>
        <img className="kite" alt="A kite" src={require('@site/static/img/kite.png').default} />
        <Mark className="mark" title="Mark" />
        <button type="button" className="more" data-src={kite} onClick={() => setN(n + 1)}>Kites: {n}</button>
      </main>
    </Layout>
  );
}
`,
    }),
  ]);
  try {
    const html = await readFile(path.join(site.out, 'index.html'), 'utf8');
    assert.match(html, /<fe-island/);
    assert.match(html, /<img class="kite" alt="A kite" src="\/docs\/img\/kite\.png"/);
    const assets = await readdir(path.join(site.out, 'assets'));
    const islandCode = (await Promise.all(assets.filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(site.out, 'assets', f), 'utf8')))).join('\n');
    assert.match(islandCode, /"\/docs\/img\/kite\.png"/);

    const { page, errors, warnings } = await newPage(browser);
    const missing: string[] = [];
    page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/favicon.ico') && missing.push(`${r.status()} ${r.url()}`));
    const kiteLoaded = page.waitForResponse((r) => r.url().endsWith('/docs/img/kite.png') && r.status() === 200);
    await page.goto(site.url);
    await kiteLoaded;
    const button = page.locator('button.more');
    await page.waitForFunction(() => document.querySelectorAll('script[src*="/assets/islands-"]').length === 1);
    // Clicking until the island has hydrated and counts.
    await page.waitForFunction(() => {
      const b = document.querySelector('button.more');
      b?.click();
      return /Kites: [1-9]/.test(b?.textContent ?? '');
    });
    assert.equal(await button.getAttribute('data-src'), '/docs/img/kite.png');
    assert.equal(await page.locator('img.kite').getAttribute('src'), '/docs/img/kite.png');
    assert.equal(await page.locator('svg.mark title').textContent(), 'Mark');
    assert.deepEqual(errors, []);
    // No hydration mismatch (React logs one as an error), nothing missing but Chromium's own favicon request.
    assert.deepEqual(missing, []);
    assert.deepEqual(
      warnings.filter((w) => !w.startsWith('Failed to load resource')),
      [],
    );
    await page.close();
  } finally {
    await browser.close();
    await site.close();
  }
});

/** keploy's glossary page (state, `@theme/BackToTopButton`) stopped the build: the islands bundle had no stand-in. */
test('a hydrated React page rendering @theme/BackToTopButton builds and hydrates, the button in place', async () => {
  const [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': CONFIG,
      'docs/intro.md': '# Intro\n\nHello.\n',
      'src/pages/glossary.js': `import React, { useState } from 'react';
import Layout from '@theme/Layout';
import BackToTopButton from '@theme/BackToTopButton';

export default function Glossary() {
  const [q, setQ] = useState('');
  return (
    <Layout>
      <main>
        <input className="filter" aria-label="Filter" value={q} onChange={(e) => setQ(e.target.value)} />
        <p className="echo">{q || 'all'}</p>
        <div style={{ height: '3000px' }} />
        <BackToTopButton />
      </main>
    </Layout>
  );
}
`,
    }),
  ]);
  try {
    const { page, errors, warnings } = await newPage(browser);
    await page.goto(site.url + 'glossary');
    await page.waitForFunction(() => document.querySelectorAll('script[src*="/assets/islands-"]').length === 1);
    await page.waitForFunction(() => {
      const input = document.querySelector('input.filter') as unknown as { value: string; dispatchEvent(e: unknown): void } | null;
      return !!input && !!document.querySelector('main .theme-back-to-top-button');
    });
    await page.locator('input.filter').pressSequentially('api');
    await page.waitForFunction(() => document.querySelector('p.echo')?.textContent === 'api');
    assert.equal(await page.locator('main button.theme-back-to-top-button').count(), 1);
    assert.deepEqual(errors, []);
    assert.deepEqual(
      warnings.filter((w) => !w.startsWith('Failed to load resource')),
      [],
    );
    await page.close();
  } finally {
    await browser.close();
    await site.close();
  }
});
