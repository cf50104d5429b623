import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { dialect } from '../../src/api/site.js';
import { launchBrowser } from '../helpers/browser.js';
import { rawRequest } from '../helpers/raw-http.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const filler = Array.from({ length: 40 }, (_, i) => `Párrafo de relleno número ${i + 1}, para que la página tenga que desplazarse.`).join('\n\n');
const intro = (body: string, title = 'Introducción') => `---\ntitle: ${title}\nsidebar_position: 1\n---\n\n${body}\n\n## Detalles\n\n${filler}\n`;
const TIMEOUT = 30_000;

let site: Awaited<ReturnType<typeof createSite>>;
let server: DevServer;
let browser: Browser;
const logs: string[] = [];

before(async () => {
  site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': intro('Primera versión del texto.'),
    'content/docs/guia.md': '---\ntitle: Guía\nsidebar_position: 2\n---\n\nUna guía que no cambia.\n',
    'content/blog/2024-01-02-hola.md': '---\ntitle: Hola\n---\n\nPrimera entrada.\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await mkdir(path.join(site.root, '..', path.basename(site.root) + '-outside'), { recursive: true });
  await writeFile(path.join(site.root, '..', path.basename(site.root) + '-outside', 'secret.txt'), 'SECRET');
  server = await startDevServer({ root: site.root, port: 0, log: (l) => logs.push(l), dialect });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await site?.cleanup();
});

/** Mark the page's window: a reload drops the mark. */
const mark = (page: Page) => page.evaluate('window.feDocsMark = 1');
const marked = (page: Page) => page.evaluate<boolean>('window.feDocsMark === 1');
/** Mark the page's swappable region: a refresh of the page replaces it. */
const markPage = (page: Page) => page.evaluate("document.querySelector('.page').dataset.devMark = '1'");
const pageMarked = (page: Page) => page.evaluate<boolean>("document.querySelector('.page').dataset.devMark === '1'");
/** Wait until the page's <main> shows this text (after a reload). */
const shows = (page: Page, text: string) => page.locator('main', { hasText: text }).waitFor({ timeout: TIMEOUT });

async function openPage(p: string): Promise<Page> {
  const page = await browser.newPage();
  // Taken before the page loads: its event stream may connect before goto() returns, and a tab closed by the
  // previous test may disconnect meanwhile, so a count would not tell.
  const before = new Set(server.events.clients);
  await page.goto(new URL(p, server.url).href);
  // Connected to the event stream: the server knows the tab.
  await page.locator('html[data-dev-build]').waitFor({ state: 'attached', timeout: TIMEOUT });
  const connected = () => [...server.events.clients].some((c) => !before.has(c));
  for (let i = 0; !connected(); i++) {
    if (i >= 600) throw new Error(`the tab on ${p} did not connect to the live-reload stream`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await mark(page);
  return page;
}

describe('fe-docs dev', () => {
  test('saving a doc refreshes its tab in place, keeping the scroll position; a tab whose page did not change is left alone', async () => {
    const page = await openPage('/docs/intro');
    const other = await openPage('/docs/guia');
    await markPage(other);
    assert.match(await page.locator('main').innerText(), /Primera versión del texto/);
    await page.evaluate('window.scrollTo(0, 300)');
    const scrolled = await page.evaluate<number>('window.scrollY');
    assert.ok(scrolled > 100, 'the test page is long enough to scroll');

    const built = server.nextBuild();
    await writeFile(path.join(site.root, 'content/docs/intro.md'), intro('Segunda versión, recién guardada.'));
    assert.equal((await built).ok, true);
    await shows(page, 'Segunda versión, recién guardada.');
    assert.equal(await marked(page), true, 'swapped in place, not loaded again');
    assert.equal(await page.evaluate<number>('window.scrollY'), scrolled);
    assert.equal(await pageMarked(other), true, 'the other page was not touched (its HTML is the same)');
    assert.equal(await marked(other), true);
    await page.close();
    await other.close();
  });

  test('a new title refreshes every page whose sidebar shows it', async () => {
    const other = await openPage('/docs/guia');
    await markPage(other);
    await writeFile(path.join(site.root, 'content/docs/intro.md'), intro('Segunda versión, recién guardada.', 'Comienzo'));
    await other.locator('nav[aria-label] a[href$="/docs/intro"]', { hasText: 'Comienzo' }).first().waitFor({ timeout: TIMEOUT });
    assert.equal(await pageMarked(other), false);
    await other.close();
  });

  test('a content error shows as an overlay over the last good page; fixing the file clears it', async () => {
    const page = await openPage('/docs/intro');
    const built = server.nextBuild();
    await writeFile(path.join(site.root, 'content/docs/intro.md'), intro('Texto con [un enlace roto](/docs/nada).', 'Comienzo'));
    const outcome = await built;
    assert.equal(outcome.ok, false);
    const overlay = page.locator('#fe-docs-dev-overlay [role="alert"]');
    await overlay.waitFor({ timeout: TIMEOUT });
    const text = await overlay.innerText();
    assert.match(text, /Error en el contenido/);
    assert.match(text, /content\/docs\/intro\.md:6:11/);
    assert.match(text, /Broken link to \/docs\/nada/);
    assert.match(text, /\[broken-link\]/);
    // The last good build is still served, to this tab and to new requests.
    assert.match(await page.locator('main').innerText(), /Segunda versión, recién guardada/);
    assert.match((await rawRequest(server.url, '/docs/intro')).body.toString(), /Segunda versión, recién guardada/);
    assert.ok(logs.some((l) => /the site has errors/.test(l)));

    await writeFile(path.join(site.root, 'content/docs/intro.md'), intro('Tercera versión, ya corregida.', 'Comienzo'));
    await shows(page, 'Tercera versión, ya corregida.');
    await overlay.waitFor({ state: 'detached', timeout: TIMEOUT });
    await page.close();
  });

  test('the overlay can be closed with the keyboard', async () => {
    const page = await openPage('/docs/guia');
    await writeFile(path.join(site.root, 'content/docs/guia.md'), '---\ntitle: Guía\nsidebar_position: 2\n---\n\nVer [ancla](#no-existe).\n');
    const overlay = page.locator('#fe-docs-dev-overlay [role="alert"]');
    await overlay.waitFor({ timeout: TIMEOUT });
    await page.locator('#fe-docs-dev-overlay button').focus();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached', timeout: TIMEOUT });
    await writeFile(path.join(site.root, 'content/docs/guia.md'), '---\ntitle: Guía\nsidebar_position: 2\n---\n\nUna guía que no cambia.\n');
    await server.nextBuild();
    await page.close();
  });

  test('a change of the stylesheet (site colours) loads the page again', async () => {
    const page = await openPage('/docs/guia');
    const built = server.nextBuild();
    await writeFile(path.join(site.root, 'site.config.yaml'), MINIMAL_CONFIG + 'theme:\n  primaryColor: "#1d6ae5"\n');
    assert.equal((await built).ok, true);
    await page.waitForFunction('!window.feDocsMark', null, { timeout: TIMEOUT });
    await page.locator('html[data-dev-build]').waitFor({ state: 'attached', timeout: TIMEOUT });
    await page.close();
  });

  test('a new doc appears in the sidebar of open pages; deleting it removes it', async () => {
    const page = await openPage('/docs/guia');
    const link = page.locator('nav[aria-label] a[href$="/docs/nueva"]');
    await writeFile(path.join(site.root, 'content/docs/nueva.md'), '---\ntitle: Página nueva\nsidebar_position: 3\n---\n\nRecién creada.\n');
    await link.first().waitFor({ timeout: TIMEOUT });
    assert.equal((await rawRequest(server.url, '/docs/nueva')).status, 200);
    await rm(path.join(site.root, 'content/docs/nueva.md'));
    await link.first().waitFor({ state: 'detached', timeout: TIMEOUT });
    assert.equal((await rawRequest(server.url, '/docs/nueva')).status, 404);
    await page.close();
  });

  test('an error in site.config.yaml shows with its position; the last good build is served until it is fixed', async () => {
    const page = await openPage('/docs/guia');
    const good = await readFile(path.join(site.root, 'site.config.yaml'), 'utf8');
    const built = server.nextBuild();
    await writeFile(path.join(site.root, 'site.config.yaml'), good.replace('baseUrl: /', 'baseUrl: /\nnoSuchOption: 1'));
    assert.equal((await built).ok, false);
    const overlay = page.locator('#fe-docs-dev-overlay [role="alert"]');
    await overlay.waitFor({ timeout: TIMEOUT });
    assert.match(await overlay.innerText(), /site\.config\.yaml:\d+:\d+ .*noSuchOption/);
    assert.equal((await rawRequest(server.url, '/docs/guia')).status, 200);
    await writeFile(path.join(site.root, 'site.config.yaml'), good);
    await overlay.waitFor({ state: 'detached', timeout: TIMEOUT });
    await page.close();
  });

  test('no service worker in dev; live reload is in the page data', async () => {
    const page = await openPage('/docs/intro');
    const data = await page.evaluate<{ dev: boolean; pwa?: unknown }>('JSON.parse(document.getElementById("__fe_docs").textContent)');
    assert.equal(data.dev, true);
    assert.equal(data.pwa, undefined);
    assert.equal(await page.evaluate<number>('navigator.serviceWorker.getRegistrations().then((r) => r.length)'), 0);
    const sw = await rawRequest(server.url, '/sw.js');
    assert.match(sw.body.toString(), /unregister/);
    await page.close();
  });
});

describe('fe-docs dev: HTTP', () => {
  test('pages, redirects, 404, static files and build files', async () => {
    assert.equal((await rawRequest(server.url, '/docs/guia')).status, 200);
    assert.equal((await rawRequest(server.url, '/docs/guia/')).status, 200);
    const r = await rawRequest(server.url, '/docs/guia.html?x=1');
    assert.equal(r.status, 302);
    assert.equal(r.headers.location, '/docs/guia?x=1');
    assert.equal((await rawRequest(server.url, '/docs/guia/index.html')).headers.location, '/docs/guia');
    const nf = await rawRequest(server.url, '/docs/nada');
    assert.equal(nf.status, 404);
    assert.match(String(nf.headers['content-type']), /^text\/html/);
    const svg = await rawRequest(server.url, '/img/logo.svg');
    assert.equal(svg.status, 200);
    assert.match(String(svg.headers['content-type']), /^image\/svg\+xml/);
    const sitemap = await rawRequest(server.url, '/sitemap.xml');
    assert.equal(sitemap.status, 200);
    assert.match(sitemap.body.toString(), /\/docs\/guia/);
    const html = (await rawRequest(server.url, '/docs/guia')).body.toString();
    const js = /<script type="module" src="([^"]+)"/.exec(html)![1];
    const asset = await rawRequest(server.url, js);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(asset.body.toString(), /fe-docs\/events/);
  });

  test('paths outside the site are refused', async () => {
    const outside = path.basename(site.root) + '-outside';
    for (const p of [
      '/../' + outside + '/secret.txt',
      '/%2e%2e/' + outside + '/secret.txt',
      '/..%2f' + outside + '%2fsecret.txt',
      '/img/..%5c..%5csecret.txt',
    ]) {
      const r = await rawRequest(server.url, p);
      assert.ok(r.status === 400 || r.status === 404, `${p}: ${r.status}`);
      assert.ok(!r.body.toString().includes('SECRET'), p);
    }
  });
});

test('the production client bundle leaves live reload out', async () => {
  const { loadSite } = await import('../../src/api/site.js');
  const { bundleAssets } = await import('../../src/output/assets.js');
  const s = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/a.md': '# A\n\nTexto.\n' });
  try {
    const { site: loaded } = await loadSite(s.root);
    const prod = await bundleAssets(loaded!.config, { dev: false });
    const dev = await bundleAssets(loaded!.config, { dev: true });
    assert.ok(dev.js.code.includes('/__fe-docs/events'));
    assert.ok(!prod.js.code.includes('/__fe-docs/events'));
  } finally {
    await s.cleanup();
  }
});
