import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { createFixture, mainText, openPage, registrations, serveBuilt, siteFiles, waitForController, type FixtureSite } from './fixture.js';

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

test('with ?offlineMode=true the whole site works offline: reload, docs, blog, 404 and search', async () => {
  const server = await serveBuilt(site.out);
  const { context, page, errors } = await openPage(browser);
  let serverOpen = true;
  try {
    await page.goto(server.url + '?offlineMode=true');
    const script = await waitForController(page);
    assert.equal(script, server.url + 'sw.js');
    await page.waitForSelector('html[data-offline-mode="on"]');
    // Remembered for the site (its worker scope) in localStorage, so that every tab keeps it (offline-tabs.test.ts).
    assert.equal(await page.evaluate(`localStorage.getItem('fe-docs.offline-mode:/')`), 'queryString');

    // Really offline: the server is gone and the browser has no network.
    await server.close();
    serverOpen = false;
    await context.setOffline(true);

    await page.reload();
    assert.match(await mainText(page), /Estado del sitio: versión uno/);

    // A link followed by the client-side router (it fetches /docs/intro) …
    await page.getByRole('link', { name: 'Leer la introducción' }).click();
    await page.waitForURL(server.url + 'docs/intro');
    await page.getByRole('heading', { level: 1, name: 'Introducción' }).waitFor();

    // … and full navigations, with and without the trailing slash the folder layout implies.
    for (const p of ['docs/guia', 'docs/guia/']) {
      const res = await page.goto(server.url + p);
      assert.equal(res?.status(), 200, p);
      assert.match(await mainText(page), /Guía de facturación[\s\S]*Estado: versión uno/, p);
    }
    await page.goto(server.url + 'blog/2024/03/01/lanzamiento');
    await page.getByRole('heading', { level: 1, name: 'Lanzamiento del modo sin conexión' }).waitFor();
    assert.match(await mainText(page), /sin red/);
    await page.goto(server.url + 'blog');
    await page.getByRole('link', { name: 'Lanzamiento del modo sin conexión' }).first().waitFor();

    // A path the site does not have: the precached 404 page, with a 404 status.
    const missing = await page.goto(server.url + 'docs/no-existe');
    assert.equal(missing?.status(), 404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();

    // Search reads its index (and engine) from the precache.
    if (!existsSync(path.join(site.out, 'search-index.json'))) {
      assert.fail('the build wrote no search-index.json: offline search awaits the search feature (issue 7)');
    }
    await page.goto(server.url + 'search?q=' + encodeURIComponent('comprobantes firmados'));
    const result = page
      .locator('.search-page-results')
      .getByRole('link', { name: /Guía de facturación/ })
      .first();
    await result.waitFor();
    assert.match((await result.getAttribute('href')) ?? '', /\/docs\/guia(#.*)?$/);

    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    if (serverOpen) await server.close();
  }
});

test('without an activation strategy the site is a plain website, and turning offline mode off removes the worker', async () => {
  const server = await serveBuilt(site.out);
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(server.url);
    await page.waitForSelector('html[data-offline-mode="off"]');
    assert.deepEqual(await registrations(page), []);
    assert.equal(await page.evaluate('navigator.serviceWorker.controller'), null);

    // Turned on, the worker stays across pages without the parameter …
    await page.goto(server.url + 'docs/intro?offlineMode=true');
    await waitForController(page);
    await page.goto(server.url + 'docs/guia');
    await page.waitForSelector('html[data-offline-mode="on"]');
    assert.equal((await registrations(page)).length, 1);

    // … until `?offlineMode=false`: the worker and its caches are removed.
    await page.goto(server.url + '?offlineMode=false');
    await page.waitForSelector('html[data-offline-mode="off"]');
    await page.waitForFunction(`navigator.serviceWorker.getRegistrations().then((rs) => rs.length === 0)`);
    await page.waitForFunction(`caches.keys().then((k) => k.length === 0)`);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
