import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createStaticHandler, listen, type RunningServer } from '../../src/serve/static-server.js';
import { launchBrowser } from '../helpers/browser.js';
import { createFixture, mainText, registrations, siteFiles, waitForController, type FixtureSite } from './fixture.js';

/**
 * Offline mode, once on, stays on in every tab until the reader turns it off: a tab opened without network is
 * served by the worker and keeps it (it used to turn offline mode off after its first page, the choice being in the
 * sessionStorage of the tab that made it, and its next page failed); `?offlineMode=false` turns it off in every tab.
 */

let browser: Browser;
let site: FixtureSite;

before(async () => {
  site = await createFixture(siteFiles());
  await site.build();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.cleanup();
});

/** `fe-docs serve`'s handler behind a switch: while the network is "down" every connection is dropped unanswered. */
async function switchableServer(dir: string): Promise<RunningServer & { setOnline(on: boolean): void }> {
  const handler = await createStaticHandler({ dir });
  let online = true;
  const server = await listen((req, res) => (online ? handler(req, res) : req.socket.destroy()), {});
  return { ...server, setOnline: (on) => void (online = on) };
}

/** The offline mode the page settled on (`on` or `off`), once its runtime has decided. */
async function offlineMode(page: Page): Promise<string> {
  const el = await page.waitForSelector('html[data-offline-mode="on"], html[data-offline-mode="off"]');
  return (await el.getAttribute('data-offline-mode')) ?? '';
}

async function newTab(context: BrowserContext, errors: Error[]): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (e) => errors.push(e));
  return page;
}

test('offline mode stays on in a tab opened offline, page after page, and stays off once turned off', async () => {
  const server = await switchableServer(site.out);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const errors: Error[] = [];
  try {
    const first = await newTab(context, errors);
    await first.goto(server.url + '?offlineMode=true');
    await waitForController(first);
    assert.equal(await offlineMode(first), 'on');
    await first.close();

    // No network at all: the server drops every connection and the browser is offline.
    server.setOnline(false);
    await context.setOffline(true);

    const tab = await newTab(context, errors);
    const intro = await tab.goto(server.url + 'docs/intro');
    assert.equal(intro?.status(), 200);
    assert.equal(await offlineMode(tab), 'on', 'a tab opened offline keeps offline mode on');
    // Page after page, full loads and the client-side router, the tab's first page included again.
    for (const [p, heading] of [
      ['docs/guia', 'Guía de facturación'],
      ['blog', undefined],
      ['blog/2024/03/01/lanzamiento', 'Lanzamiento del modo sin conexión'],
      ['', undefined],
      ['docs/intro', 'Introducción'],
    ] as const) {
      const res = await tab.goto(server.url + p);
      assert.equal(res?.status(), 200, p);
      assert.equal(await offlineMode(tab), 'on', p);
      if (heading) await tab.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await tab.getByRole('link', { name: 'guía de facturación', exact: true }).click();
    await tab.waitForURL(server.url + 'docs/guia');
    await tab.getByRole('heading', { level: 1, name: 'Guía de facturación' }).waitFor();
    await tab.reload();
    assert.match(await mainText(tab), /Cómo emitir comprobantes/);
    assert.equal((await registrations(tab)).length, 1);

    // A second tab opened offline, after the first one's pages: still served.
    const another = await newTab(context, errors);
    assert.equal((await another.goto(server.url + 'blog'))?.status(), 200);
    assert.equal(await offlineMode(another), 'on');
    await another.getByRole('link', { name: 'Lanzamiento del modo sin conexión' }).first().waitFor();
    await tab.close();
    await another.close();

    // Back online, the reader turns offline mode off in one tab: the worker and its caches go …
    server.setOnline(true);
    await context.setOffline(false);
    const off = await newTab(context, errors);
    await off.goto(server.url + 'docs/guia?offlineMode=false');
    assert.equal(await offlineMode(off), 'off');
    await off.waitForFunction(`navigator.serviceWorker.getRegistrations().then((rs) => rs.length === 0)`);
    await off.waitForFunction(`caches.keys().then((k) => k.length === 0)`);
    await off.close();

    // … and it stays off in every new tab and page, until `?offlineMode=true` again.
    const later = await newTab(context, errors);
    for (const p of ['', 'docs/intro', 'blog']) {
      await later.goto(server.url + p);
      assert.equal(await offlineMode(later), 'off', p);
      assert.deepEqual(await registrations(later), [], p);
    }
    await later.goto(server.url + 'docs/intro?offlineMode=true');
    await waitForController(later);
    assert.equal(await offlineMode(later), 'on');
    const next = await newTab(context, errors);
    await next.goto(server.url + 'docs/guia');
    assert.equal(await offlineMode(next), 'on');
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});

test('offline mode turned on by the query string survives the browser offering to install the site', async () => {
  const server = await switchableServer(site.out);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(server.url + 'docs/intro?offlineMode=true');
    await waitForController(page);
    await page.evaluate(`window.dispatchEvent(new Event('beforeinstallprompt'))`);
    await page.goto(server.url + 'docs/guia');
    assert.equal(await offlineMode(page), 'on');
    assert.equal((await registrations(page)).length, 1);
  } finally {
    await context.close();
    await server.close();
  }
});
