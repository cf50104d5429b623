import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { document } from './browser-globals.js';
import { newPage, serveFixture, type ServedSite } from './fixtures.js';

/** A sidebar too large to inline (over 150 links): pages carry a compact one, the client brings the whole one. */
describe('large sidebars', () => {
  let browser: Browser;
  let site: ServedSite;
  before(async () => {
    const files: Record<string, string> = {
      'site.config.yaml': 'title: Grande\nurl: https://example.org\ndocs:\n  - path: content/docs\npwa:\n  enabled: false\n',
    };
    for (let f = 1; f <= 4; f++) {
      files[`content/docs/0${f}-parte-${f}/_category_.yml`] = `label: Parte ${f}\n`;
      for (let p = 1; p <= 45; p++) files[`content/docs/0${f}-parte-${f}/${String(p).padStart(2, '0')}-tema-${p}.md`] = `# Tema ${f}.${p}\n\nTexto.\n`;
    }
    [browser, site] = await Promise.all([launchBrowser(), serveFixture(files)]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  const categories = () => document.querySelectorAll('.doc-sidebar details.menu-category').length;

  test('the compact sidebar is replaced by the whole one when the reader reaches for it, and on later pages at once', async () => {
    const { page, context, errors } = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/sidebar-') && fetched.push(r.url()));
    await page.goto(site.url + 'docs/parte-3/tema-7');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    assert.equal(await page.evaluate(categories), 1, 'compact: only the branch of the page is a category');
    assert.equal(await page.textContent('.doc-sidebar [aria-current="page"]'), 'Tema 3.7');
    assert.deepEqual(fetched, [], 'nothing is fetched before the reader reaches for the sidebar');
    await page.hover('.doc-sidebar');
    await page.waitForFunction(() => document.querySelectorAll('.doc-sidebar details.menu-category').length === 4);
    assert.equal(await page.textContent('.doc-sidebar [aria-current="page"]'), 'Tema 3.7');
    assert.deepEqual(await page.$$eval('.doc-sidebar details.menu-category', (d) => d.map((x) => (x as unknown as { open: boolean }).open)), [
      false,
      false,
      true,
      false,
    ]);
    // Another page by client-side navigation: the whole sidebar at once, marked for that page, fetched only once.
    await page.click('.doc-sidebar details.menu-category >> nth=0 >> summary');
    await page.click('.doc-sidebar a[href="/docs/parte-1/tema-2"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tema 1.2');
    await page.waitForFunction(() => document.querySelectorAll('.doc-sidebar details.menu-category').length === 4);
    assert.equal(await page.textContent('.doc-sidebar [aria-current="page"]'), 'Tema 1.2');
    assert.equal(fetched.length, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the mobile drawer shows the whole sidebar', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 800 });
    await page.goto(site.url + 'docs/parte-2/tema-40');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    await page.click('.navbar-toggle');
    await page.waitForFunction(() => document.querySelectorAll('.drawer-secondary details.menu-category').length === 4);
    assert.equal(await page.textContent('.drawer-secondary [aria-current="page"]'), 'Tema 2.40');
    // The focus is on the page's entry of the new copy, not lost with the compact one.
    assert.equal(await page.evaluate(() => document.activeElement.closest('.drawer-secondary') && document.activeElement.textContent), 'Tema 2.40');
    await context.close();
  });
});
