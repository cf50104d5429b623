import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, waitForText, type BuiltSite } from './fixture.js';

let site: BuiltSite;
let browser: Browser;

before(async () => {
  site = await buildAndServe({
    'site.config.yaml': `
title: Test site
url: https://example.org
i18n: { defaultLocale: en, locales: [en] }
docs:
  - path: content/docs
pwa:
  enabled: false
search:
  reportUrl: https://example.org/report
`,
    'content/docs/01-intro.md': '# Introduction\n\nWelcome to the invoices guide.\n',
    'content/docs/02-invoices.md': '# Invoices\n\nCreate an invoice with its lines and total.\n',
  });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('search box of an English site: the dialog, its results and its no-results message are in English', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(site.url + 'docs/intro');
    assert.equal(await page.textContent('.search-button-label'), 'Search');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    assert.equal(await page.getAttribute('dialog.search-dialog', 'aria-label'), 'Search the site');
    assert.equal(await page.getAttribute('.search-dialog-input', 'placeholder'), 'Search the docs');
    assert.equal(await page.textContent('.search-dialog-close'), 'Close');
    assert.match((await page.textContent('.search-dialog-footer')) ?? '', /to select.*to navigate.*to close/s);

    await page.fill('.search-dialog-input', 'invoice');
    await waitForText(page, '.search-dialog [role="option"] .search-result-title', 'Invoices');
    assert.equal(await page.getAttribute('.search-results', 'aria-label'), 'Search results');

    await page.fill('.search-dialog-input', 'zzqqxx');
    const text = await waitForText(page, '.search-dialog .search-status', 'No results for');
    assert.match(text, /^No results for “zzqqxx”Do you think this search should return results\? Let us know\.$/);
    assert.equal(await page.textContent('.search-dialog .search-empty-title strong'), 'zzqqxx');
    assert.doesNotMatch(await page.content(), /Buscar|resultados|Cerrar/);
  } finally {
    await page.close();
  }
});
