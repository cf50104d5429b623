import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { serveDir } from '../../helpers/static-server.js';
import { document } from './browser-globals.js';
import { featureSite, newPage, serveFixture, type ServedSite } from './fixtures.js';

/** Spec §8: an in-page banner appears when the baseUrl configuration does not match where the site is served. */
describe('baseUrl issue banner', () => {
  let browser: Browser;
  let site: ServedSite;
  let wrong: { url: string; close: () => Promise<void> };
  before(async () => {
    const config = featureSite()['site.config.yaml'].replace('baseUrl: /', 'baseUrl: /sitio/');
    [browser, site] = await Promise.all([launchBrowser(), serveFixture(featureSite({ config }))]);
    // The same build served at the root, as if baseUrl had been forgotten when deploying.
    wrong = await serveDir(site.out, { base: '/' });
  });
  after(async () => {
    await browser?.close();
    await wrong?.close();
    await site?.close();
  });

  test('served under its baseUrl: no banner, and the client works', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(site.url + 'docs/intro');
    assert.match(site.url, /\/sitio\/$/);
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    assert.equal(await page.isVisible('#base-url-issue'), false);
    await page.click('main a[href="/sitio/docs/guia"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('served elsewhere: the banner says what is wrong, without the stylesheet or the script (they cannot load)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(wrong.url + 'docs/intro');
    assert.ok(await page.isVisible('#base-url-issue'));
    assert.equal(
      await page.textContent('#base-url-issue'),
      'La configuración `baseUrl` (/sitio/) no coincide con la dirección donde se sirve el sitio. Corrige `baseUrl` en site.config.yaml.',
    );
    assert.equal(await page.getAttribute('#base-url-issue', 'role'), 'alert');
    await context.close();
  });
});
