import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, GUIDES, options, searchSiteFiles, waitForText, type BuiltSite } from './fixture.js';

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

async function openPage(path: string): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(site.url + path.replace(/^\//, ''));
  return { page, requests };
}

const dialogOpen = (page: Page) => page.$eval('dialog.search-dialog', (d) => d.hasAttribute('open')).catch(() => false);

/** Types a query into the open box and waits until the first option's title contains `expect`. */
async function search(page: Page, query: string, expect: string) {
  await page.fill('.search-dialog-input', query);
  await waitForText(page, '.search-dialog [role="option"] .search-result-title', expect);
  return options(page);
}

test('search box: Ctrl+K, Cmd+K and "/" open it, Escape closes it and gives focus back; nothing loads before', async () => {
  const { page, requests } = await openPage('/docs/');
  try {
    assert.ok(!requests.some((r) => r.includes('search-index') || r.includes('/assets/search/')), 'the index is not fetched with the page');

    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    assert.equal(await page.getAttribute('dialog.search-dialog', 'aria-label'), 'Buscar en el sitio');
    assert.equal(await page.evaluate("document.activeElement?.getAttribute('role')"), 'combobox');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/search\/es-docs-default-2\.0-\w+\.gz$/.test(e.name)));
    assert.ok(requests.some((r) => r === '/search-index.json'));
    assert.ok(requests.some((r) => /^\/assets\/search\/engine-[0-9a-f]{10}\.js$/.test(r)));

    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.search-dialog:not([open])', { state: 'attached' });
    assert.equal(await dialogOpen(page), false);

    await page.keyboard.press('Meta+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog:not([open])', { state: 'attached' });

    // The navbar button: focus returns to it on Escape.
    await page.focus('.search-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.search-dialog:not([open])', { state: 'attached' });
    assert.equal(await page.evaluate('document.activeElement?.className'), 'search-button');

    await page.keyboard.press('/');
    await page.waitForSelector('dialog.search-dialog[open]');
    assert.equal(await page.inputValue('.search-dialog-input'), '', '"/" opens the box without typing itself');
  } finally {
    await page.close();
  }
});

test('search box: "/" is an ordinary character while typing in a field', async () => {
  const { page } = await openPage('/search');
  try {
    await page.focus('#search-page-input');
    await page.keyboard.type('a/b');
    assert.equal(await page.inputValue('#search-page-input'), 'a/b');
    assert.equal(await dialogOpen(page), false);
  } finally {
    await page.close();
  }
});

test('search box: accents, plurals and identifiers match; results link to the exact heading, highlighted', async () => {
  const { page } = await openPage('/docs/');
  try {
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');

    let opts = await search(page, 'facturacion', 'Facturación electrónica');
    assert.equal(opts[0].href, '/docs/facturacion');
    assert.deepEqual(opts[0].marks.slice(0, 1), ['Facturación']);
    assert.ok(!opts.some((o) => o.href.startsWith('/docs/1.0/')), 'only the version being read');

    opts = await search(page, 'facturas', 'factura');
    const section = opts.find((o) => o.href === '/docs/facturacion#emitir-una-factura');
    assert.ok(section, JSON.stringify(opts));
    assert.equal(section.title, 'Emitir una factura');
    assert.ok(section.marks.includes('factura'));

    opts = await search(page, 'CreditNote', 'Notas de crédito');
    assert.equal(opts[0].href, '/docs/notas');
    assert.ok(opts[0].marks.includes('CreditNote'));

    opts = await search(page, '2324', 'Errores de la SUNAT');
    assert.equal(opts[0].href, '/docs/notas#errores-de-la-sunat');
    assert.deepEqual(opts[0].marks, ['2324']);

    opts = await search(page, 'ruc', 'Consulta RUC');
    assert.equal(opts[0].href, '/docs/notas#consulta-ruc');

    // Prefix while typing.
    opts = await search(page, 'contribuy', 'contribuyente');
    assert.equal(opts[0].href, '/api/padron#operation/getContribuyente');
  } finally {
    await page.close();
  }
});

test('search box: arrows move the active option, Enter opens it; "ver los N resultados" links to /search', async () => {
  const { page } = await openPage('/');
  try {
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.fill('.search-dialog-input', 'comprobante');
    await waitForText(page, '.search-see-all', 'Ver los');
    const opts = await options(page);
    assert.equal(opts.length, 8);
    const active = () => page.getAttribute('.search-dialog-input', 'aria-activedescendant');
    assert.equal(await active(), 'search-option-0');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await active(), 'search-option-2');
    assert.equal(await page.getAttribute('#search-option-2', 'aria-selected'), 'true');
    assert.equal(await page.getAttribute('#search-option-0', 'aria-selected'), 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await active(), 'search-option-7', 'ArrowUp from the first wraps to the last');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    assert.equal(await active(), 'search-option-1');

    const seeAll = await page.$eval('.search-see-all', (a) => ({ text: a.textContent, href: a.getAttribute('href') }));
    assert.deepEqual(seeAll, { text: `Ver los ${GUIDES + 1} resultados`, href: '/search?q=comprobante' });
    assert.ok(await page.isVisible('.search-see-all'));

    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === new URL(opts[1].href, site.url).pathname);
    assert.equal(new URL(page.url()).pathname, opts[1].href);
  } finally {
    await page.close();
  }
});

test('search box: the version of the docs being read is the one searched', async () => {
  const { page } = await openPage('/docs/1.0/antiguo');
  try {
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    let opts = await search(page, 'xbuilderviejo', 'Guía antigua');
    assert.equal(opts[0].href, '/docs/1.0/antiguo');
    opts = await search(page, 'facturacion', 'Facturación');
    assert.equal(opts[0].href, '/docs/1.0/facturacion');
  } finally {
    await page.close();
  }
  // Outside the docs: the reader's preferred version (stored by the version dropdown), else the latest.
  const other = await openPage('/blog');
  try {
    await other.page.evaluate(`localStorage.setItem('fe-docs.docs-preferred-version.default', '1.0')`);
    await other.page.keyboard.press('Control+k');
    const opts = await search(other.page, 'xbuilderviejo', 'Guía antigua');
    assert.equal(opts[0].href, '/docs/1.0/antiguo');
  } finally {
    await other.page.close();
  }
});

test('search box: no results says so in Spanish, with suggestions and where to report it', async () => {
  const { page } = await openPage('/docs/');
  try {
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.fill('.search-dialog-input', 'zzqqxx');
    const text = await waitForText(page, '.search-dialog .search-status', 'No hay resultados para');
    assert.match(text, /No hay resultados para «zzqqxx»/);
    assert.match(text, /Prueba buscando/);
    assert.match(text, /¿Crees que esta búsqueda debería devolver resultados\? Avísanos\./);
    assert.equal(await page.getAttribute('.search-dialog .search-report a', 'href'), 'https://example.org/reportar');
    assert.equal(await page.$$eval('.search-dialog [role="option"]', (o) => o.length), 0);
    assert.equal(await page.isVisible('.search-see-all'), false, 'no "ver los 0 resultados"');
    // A suggestion runs that search.
    const suggestion = await page.textContent('.search-dialog .search-suggestion');
    assert.equal(suggestion, 'guias');
    await page.click('.search-dialog .search-suggestion');
    await waitForText(page, '.search-dialog [role="option"] .search-result-title', 'Guía');
    assert.equal(await page.inputValue('.search-dialog-input'), 'guias');
  } finally {
    await page.close();
  }
});

test('search box: when the index cannot be fetched it says so and suggests checking the connection', async () => {
  const { page } = await openPage('/docs/');
  try {
    await page.route(/search-index|assets\/search/, (route) => route.abort('internetdisconnected'));
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.fill('.search-dialog-input', 'factura');
    const text = await waitForText(page, '.search-dialog .search-status', 'No se pudieron obtener resultados');
    assert.match(text, /Quizá quieras revisar tu conexión a internet\./);
    // Back online: the next keystroke tries again.
    await page.unroute(/search-index|assets\/search/);
    await page.fill('.search-dialog-input', 'facturas');
    await waitForText(page, '.search-dialog [role="option"] .search-result-title', 'factura');
  } finally {
    await page.close();
  }
});

test('search box: chunks served as plain application/gzip (no Content-Encoding, as GitHub Pages does) are inflated by the page', async () => {
  const { page } = await openPage('/docs/');
  const served: string[] = [];
  try {
    await page.route(/\/assets\/search\/[^/]+\.gz$/, async (route) => {
      const rel = new URL(route.request().url()).pathname.slice(1);
      served.push(rel);
      await route.fulfill({ status: 200, headers: { 'content-type': 'application/gzip' }, body: await readFile(path.join(site.out, rel)) });
    });
    await page.keyboard.press('Control+k');
    const opts = await search(page, 'facturacion', 'Facturación electrónica');
    assert.equal(opts[0].href, '/docs/facturacion');
    assert.ok(served.length >= 4, served.join(' '));
  } finally {
    await page.close();
  }
});
