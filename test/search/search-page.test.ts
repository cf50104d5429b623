import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, GUIDES, searchSiteFiles, waitForText, type BuiltSite } from './fixture.js';

let site: BuiltSite;
let browser: Browser;

before(async () => {
  site = await buildAndServe(searchSiteFiles());
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const results = (page: Page) =>
  page.$$eval('.search-page-result', (els) =>
    els.map((e) => ({ title: e.querySelector('h2')?.textContent ?? '', href: e.querySelector('a')?.getAttribute('href') ?? '' })),
  );

test('/search reads q, shows every result with pagination, and pages without reloading', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(site.url + 'search?q=comprobante');
    await waitForText(page, '.search-page-count', `${GUIDES + 1} resultados`);
    assert.equal(await page.inputValue('#search-page-input'), 'comprobante');
    assert.equal(await page.textContent('main h1'), 'Resultados de búsqueda para «comprobante»');
    assert.match(await page.title(), /^Resultados de búsqueda para «comprobante» \| Sitio de prueba$/);
    const first = await results(page);
    assert.equal(first.length, 10);
    assert.deepEqual(
      await page.$$eval('.search-pagination a', (as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])),
      [
        ['1', '/search?q=comprobante', 'page'],
        ['2', '/search?q=comprobante&page=2', null],
        ['Siguiente', '/search?q=comprobante&page=2', null],
      ],
    );
    assert.equal(await page.getAttribute('.search-pagination', 'aria-label'), 'Páginas de resultados');

    await page.evaluate('window.marker = 1');
    await page.click('.search-pagination a[rel="next"]');
    await page.waitForFunction(`document.querySelector('.search-page-list')?.getAttribute('start') === '11'`);
    const second = await results(page);
    assert.equal(second.length, GUIDES + 1 - 10);
    assert.ok(!second.some((r) => first.some((f) => f.href === r.href)), 'page 2 has the other results');
    assert.equal(new URL(page.url()).search, '?q=comprobante&page=2');
    assert.equal(await page.evaluate('window.marker'), 1, 'no reload');

    await page.goBack();
    await page.waitForFunction(`document.querySelector('.search-page-list')?.getAttribute('start') === '1'`);

    // Opening /search?q=…&page=2 directly.
    await page.goto(site.url + 'search?q=comprobante&page=2');
    await page.waitForFunction(`document.querySelector('.search-page-list')?.getAttribute('start') === '11'`);
  } finally {
    await page.close();
  }
});

test('/search updates the URL as you type, and shows the no-results message', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(site.url + 'search');
    assert.equal(await page.textContent('main h1'), 'Buscar en el sitio');
    await page.click('#search-page-input');
    await page.keyboard.type('facturas');
    await page.waitForFunction(`location.search === '?q=facturas'`);
    await waitForText(page, '.search-page-results', 'Emitir una factura');
    const found = await results(page);
    assert.ok(
      found.some((r) => r.href === '/docs/facturacion#emitir-una-factura'),
      JSON.stringify(found),
    );
    assert.equal(await page.textContent('main h1'), 'Resultados de búsqueda para «facturas»');
    assert.ok((await page.$$eval('.search-page-result mark', (m) => m.map((x) => x.textContent))).includes('factura'));

    await page.fill('#search-page-input', 'zzqqxx');
    await page.waitForFunction(`location.search === '?q=zzqqxx'`);
    const text = await waitForText(page, '.search-page-results', 'No hay resultados para');
    assert.match(text, /No hay resultados para «zzqqxx»/);
    assert.match(text, /¿Crees que esta búsqueda debería devolver resultados\? Avísanos\./);

    await page.fill('#search-page-input', '');
    await page.waitForFunction(`location.search === '' && location.pathname === '/search'`);
    assert.equal(await page.textContent('main h1'), 'Buscar en el sitio');
  } finally {
    await page.close();
  }
});

test('/search: the "ver los N resultados" link of the box lands on the same results', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(site.url + 'docs/');
    await page.keyboard.press('Control+k');
    await page.fill('.search-dialog-input', 'comprobante');
    await waitForText(page, '.search-see-all', `Ver los ${GUIDES + 1} resultados`);
    await page.click('.search-see-all');
    await page.waitForURL((u) => u.pathname === '/search');
    await waitForText(page, '.search-page-count', `${GUIDES + 1} resultados`);
  } finally {
    await page.close();
  }
});
