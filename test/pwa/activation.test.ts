import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { createFixture, registrations, serveBuilt, siteFiles, waitForController, type FixtureSite, type Served } from './fixture.js';

let browser: Browser;
let installed: FixtureSite;
let installedServer: Served;

before(async () => {
  installed = await createFixture(siteFiles({ strategies: ['appInstalled'] }));
  await installed.build();
  installedServer = await serveBuilt(installed.out);
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await installedServer?.close();
  await installed?.cleanup();
});

async function withContext(fn: (context: BrowserContext) => Promise<void>, init?: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<void> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(30_000);
  if (init) await context.addInitScript(init);
  try {
    await fn(context);
  } finally {
    await context.close();
  }
}

test('appInstalled: the appinstalled event turns offline mode on, and it stays on for later visits', async () => {
  await withContext(async (context) => {
    const page = await context.newPage();
    await page.goto(installedServer.url);
    await page.waitForSelector('html[data-offline-mode="off"]');
    assert.deepEqual(await registrations(page), []);

    await page.evaluate(`window.dispatchEvent(new Event('appinstalled'))`);
    await page.waitForSelector('html[data-offline-mode="on"]');
    await waitForController(page);
    assert.equal(await page.evaluate(`localStorage.getItem('fe-docs.app-installed')`), 'true');

    const later = await context.newPage();
    await later.goto(installedServer.url + 'docs/guia');
    await later.waitForSelector('html[data-offline-mode="on"]');
    assert.equal((await registrations(later)).length, 1);
  });
});

test('appInstalled: the browser offering to install the site again (app uninstalled) turns offline mode off', async () => {
  await withContext(async (context) => {
    const page = await context.newPage();
    await page.goto(installedServer.url);
    await page.waitForSelector('html[data-offline-mode="off"]');
    await page.evaluate(`window.dispatchEvent(new Event('appinstalled'))`);
    await waitForController(page);
    await page.waitForSelector('html[data-offline-mode="on"]');

    // Chromium fires beforeinstallprompt on a page of an installable site that is not installed (any more).
    const later = await context.newPage();
    await later.goto(installedServer.url + 'docs/guia');
    await later.waitForSelector('html[data-offline-mode="on"]');
    await later.evaluate(`window.dispatchEvent(new Event('beforeinstallprompt'))`);
    await later.waitForSelector('html[data-offline-mode="off"]');
    await later.waitForFunction(`navigator.serviceWorker.getRegistrations().then((rs) => rs.length === 0)`);
    await later.waitForFunction(`caches.keys().then((k) => k.length === 0)`);
    assert.equal(await later.evaluate(`localStorage.getItem('fe-docs.app-installed')`), null);

    const next = await context.newPage();
    await next.goto(installedServer.url);
    await next.waitForSelector('html[data-offline-mode="off"]');
    assert.deepEqual(await registrations(next), []);
  });
});

test('a strategy that is not configured does nothing: ?offlineMode=true on a site without queryString', async () => {
  await withContext(async (context) => {
    const page = await context.newPage();
    await page.goto(installedServer.url + '?offlineMode=true');
    await page.waitForSelector('html[data-offline-mode="off"]');
    assert.deepEqual(await registrations(page), []);
  });
});

// Headless Chromium cannot run as an installed app, so the browser's answers are stubbed before the page loads.
const DISPLAY_MODE_STANDALONE = `{
  const real = window.matchMedia.bind(window);
  window.matchMedia = (q) => q.includes('display-mode: standalone')
    ? { matches: true, media: q, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent() { return false; } }
    : real(q);
}`;
const IOS_HOME_SCREEN = `Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });`;

for (const [name, init] of [
  ['display-mode: standalone', DISPLAY_MODE_STANDALONE],
  ['iOS home-screen app (navigator.standalone)', IOS_HOME_SCREEN],
] as const) {
  test(`appInstalled: the site opened as an installed app (${name}) registers the worker`, async () => {
    await withContext(async (context) => {
      const page = await context.newPage();
      await page.goto(installedServer.url + 'docs/intro');
      assert.equal(await waitForController(page), installedServer.url + 'sw.js');
      await page.waitForSelector('html[data-offline-mode="on"]');
    }, init);
  });
}

test('mobile and saveData strategies', async () => {
  const site = await createFixture(siteFiles({ strategies: ['mobile', 'saveData'] }));
  await site.build();
  const server = await serveBuilt(site.out);
  try {
    await withContext(async (context) => {
      const page = await context.newPage();
      await page.goto(server.url);
      await page.waitForSelector('html[data-offline-mode="off"]');
    });
    await withContext(
      async (context) => {
        const page = await context.newPage();
        await page.goto(server.url);
        await waitForController(page);
      },
      undefined,
      { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    );
    await withContext(async (context) => {
      const page = await context.newPage();
      await page.goto(server.url);
      await waitForController(page);
    }, `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true });`);
  } finally {
    await server.close();
    await site.cleanup();
  }
});
