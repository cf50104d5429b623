import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, options, searchSiteFiles, waitForText, type BuiltSite } from './fixture.js';

/**
 * The hosted provider cannot be reached from here, so a local HTTP stand-in plays Algolia's search endpoint: it
 * records each request and answers like Algolia does for a DocSearch index (highlights with the tags it was sent).
 */
interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType?: string;
  body: string;
}

let standIn: http.Server;
let standInUrl: string;
const recorded: Recorded[] = [];
let site: BuiltSite;
let browser: Browser;

function answer(params: URLSearchParams): { status: number; body: unknown } {
  const query = params.get('query') ?? '';
  if (query === 'caida') return { status: 503, body: { message: 'unavailable' } };
  const pre = params.get('highlightPreTag') ?? '<em>';
  const post = params.get('highlightPostTag') ?? '</em>';
  const mark = (s: string) => s.replace(/factura/g, `${pre}factura${post}`);
  return {
    status: 200,
    body: {
      nbHits: 42,
      page: Number(params.get('page')),
      hitsPerPage: Number(params.get('hitsPerPage')),
      hits: [
        {
          url: 'https://example.org/docs/facturacion#emitir-una-factura',
          type: 'lvl2',
          hierarchy: { lvl0: 'Documentación', lvl1: 'Facturación electrónica', lvl2: 'Emitir una factura', lvl3: null },
          content: null,
          _highlightResult: { hierarchy: { lvl2: { value: mark('Emitir una factura') } } },
          _snippetResult: { content: { value: '' } },
        },
        {
          url: 'https://example.org/docs/notas#consulta-ruc',
          type: 'content',
          hierarchy: { lvl0: 'Documentación', lvl1: 'Notas de crédito', lvl2: 'Consulta RUC', lvl3: null },
          content: 'El ruc del emisor de la factura tiene once dígitos.',
          _highlightResult: { hierarchy: { lvl2: { value: 'Consulta RUC' } } },
          _snippetResult: { content: { value: mark('El ruc del emisor de la factura <b>tiene</b> once dígitos.') } },
        },
      ],
    },
  };
}

before(async () => {
  standIn = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const u = new URL(req.url!, 'http://stand-in');
      recorded.push({ method: req.method!, path: u.pathname, query: u.searchParams, contentType: req.headers['content-type'], body });
      res.setHeader('access-control-allow-origin', '*');
      if (req.method !== 'POST') return res.writeHead(405).end();
      const params = new URLSearchParams((JSON.parse(body) as { params: string }).params);
      const a = answer(params);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  site = await buildAndServe(
    searchSiteFiles(
      `search:\n  reportUrl: https://example.org/reportar\n  algolia:\n    appId: TESTAPP\n    apiKey: clave-de-busqueda\n    indexName: openubl\n    host: ${standInUrl}\n`,
    ),
  );
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((r) => standIn?.close(r));
});

const queries = () => recorded.filter((r) => r.method === 'POST').map((r) => new URLSearchParams((JSON.parse(r.body) as { params: string }).params));

test('hosted provider: the box sends Algolia search requests with the language and area filters, and shows the hits', async () => {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  try {
    await page.goto(site.url + 'docs/');
    assert.equal(await page.getAttribute('link[rel="preconnect"]', 'href'), standInUrl);
    await page.keyboard.press('Control+k');
    await page.fill('.search-dialog-input', 'factura');
    await waitForText(page, '.search-dialog [role="option"] .search-result-title', 'Emitir una factura');

    const last = recorded.filter((r) => r.method === 'POST').at(-1)!;
    assert.equal(last.path, '/1/indexes/openubl/query');
    assert.equal(last.query.get('x-algolia-application-id'), 'TESTAPP');
    assert.equal(last.query.get('x-algolia-api-key'), 'clave-de-busqueda');
    assert.equal(last.contentType, 'application/x-www-form-urlencoded', 'a simple request: no CORS preflight');
    assert.ok(!recorded.some((r) => r.method === 'OPTIONS'));
    const params = queries().at(-1)!;
    assert.equal(params.get('query'), 'factura');
    assert.equal(params.get('page'), '0');
    assert.equal(params.get('hitsPerPage'), '8');
    const [language, tags] = JSON.parse(params.get('facetFilters')!) as [string, string[]];
    assert.equal(language, 'language:es');
    assert.deepEqual(
      [...tags].sort(),
      ['docusaurus_tag:api', 'docusaurus_tag:blog', 'docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0', 'docusaurus_tag:pages'],
      'the version being read, not 1.0',
    );
    assert.ok(JSON.parse(params.get('attributesToSnippet')!).includes('content:24'));

    const opts = await options(page);
    assert.deepEqual(opts[0], { title: 'Emitir una factura', href: '/docs/facturacion#emitir-una-factura', marks: ['factura'] });
    assert.equal(opts[1].href, '/docs/notas#consulta-ruc');
    assert.equal(await page.textContent('#search-option-1 .search-result-context'), 'Documentación › Notas de crédito');
    // Highlight tags become <mark>; anything else in the text stays text.
    assert.equal(await page.textContent('#search-option-1 .search-result-snippet'), 'El ruc del emisor de la factura <b>tiene</b> once dígitos.');
    assert.equal(await page.$$eval('#search-option-1 .search-result-snippet b', (b) => b.length), 0);
    assert.equal(await page.textContent('.search-see-all'), 'Ver los 42 resultados');
    assert.ok(!requests.some((u) => u.includes('/assets/search/')), 'the local index is not downloaded');

    // /search asks for the right page.
    await page.goto(site.url + 'search?q=factura&page=2');
    await waitForText(page, '.search-page-count', '42 resultados');
    const pageParams = queries().at(-1)!;
    assert.equal(pageParams.get('page'), '1');
    assert.equal(pageParams.get('hitsPerPage'), '10');
  } finally {
    await page.close();
  }
});

test('hosted provider: a failing provider shows the failure message', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(site.url + 'docs/');
    await page.keyboard.press('Control+k');
    await page.fill('.search-dialog-input', 'caida');
    const text = await waitForText(page, '.search-dialog .search-status', 'No se pudieron obtener resultados');
    assert.match(text, /Quizá quieras revisar tu conexión a internet\./);
  } finally {
    await page.close();
  }
});
