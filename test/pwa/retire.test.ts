import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSite, emitSite } from '../../src/api/site.js';
import { SITE_DATA_ID, type ClientSiteData } from '../../src/shared/constants.js';
import { launchBrowser } from '../helpers/browser.js';
import { createFixture, mainText, openPage, registrations, serveBuilt, siteFiles, waitForController } from './fixture.js';

test('a build with pwa.enabled: false retires the worker readers have: caches deleted, pages from the network again', async () => {
  const site = await createFixture(siteFiles({ release: 'versión uno' }));
  await site.build();
  const server = await serveBuilt(site.out);
  const browser = await launchBrowser();
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(server.url + 'docs/guia?offlineMode=true');
    await waitForController(page);

    await site.build(siteFiles({ release: 'versión dos', pwaExtra: '  enabled: false' }));
    assert.ok(!existsSync(path.join(site.out, 'manifest.webmanifest')));
    await page.reload();
    // The retiring worker unregisters itself and reloads the page, which then comes from the server.
    await page.waitForFunction(`document.querySelector('main')?.innerText.includes('Estado: versión dos')`, null, { timeout: 60_000 });
    await page.waitForFunction(`navigator.serviceWorker.getRegistrations().then((rs) => rs.length === 0)`);
    await page.waitForFunction(`caches.keys().then((k) => k.length === 0)`);
    assert.equal(await page.evaluate('navigator.serviceWorker.controller'), null);
    assert.equal(await page.locator('link[rel="manifest"]').count(), 0);
    await page.goto(server.url + '?offlineMode=true');
    await page.waitForSelector('html[data-offline-mode="off"]');
    assert.deepEqual(await registrations(page), []);
    assert.match(await mainText(page), /versión dos/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await browser.close();
    await server.close();
    await site.cleanup();
  }
});

test('fe-docs dev never registers a worker: no pwa data in pages, and sw.js is the retiring worker', async () => {
  const site = await createFixture(siteFiles());
  try {
    const loaded = await loadSite(site.root, { dev: true });
    const files = new Map<string, string>();
    await emitSite(loaded.site!, { write: async (rel, data) => void files.set(rel, data.toString()) }, { dev: true });
    const html = files.get('docs/guia/index.html')!;
    const data = JSON.parse(new RegExp(`<script id="${SITE_DATA_ID}" type="application/json">(.*?)</script>`).exec(html)![1]) as ClientSiteData;
    assert.equal(data.pwa, undefined);
    assert.equal(data.dev, true);
    const sw = files.get('sw.js')!;
    assert.match(sw, /registration\.unregister\(\)/);
    assert.doesNotMatch(sw, /precache/);
  } finally {
    await site.cleanup();
  }
});
