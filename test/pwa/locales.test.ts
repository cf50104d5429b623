import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../helpers/browser.js';
import { createFixture, mainText, openPage, serveBuilt, siteFiles, waitForController } from './fixture.js';

test('every locale is served by the one worker of the site root, offline too', async () => {
  const files = siteFiles();
  files['site.config.yaml'] = files['site.config.yaml'].replace('docs:\n', 'i18n:\n  defaultLocale: es\n  locales: [es, en]\ndocs:\n');
  const site = await createFixture(files);
  await site.build();
  const manifest = JSON.parse(readFileSync(path.join(site.out, 'en/manifest.webmanifest'), 'utf8')) as Record<string, string>;
  assert.deepEqual([manifest.lang, manifest.start_url, manifest.scope], ['en', '/en/', '/en/']);

  const server = await serveBuilt(site.out);
  const browser = await launchBrowser();
  const { context, page, errors } = await openPage(browser);
  let serverOpen = true;
  try {
    await page.goto(server.url + 'en/docs/guia?offlineMode=true');
    assert.equal(await waitForController(page), server.url + 'sw.js');
    await server.close();
    serverOpen = false;
    await context.setOffline(true);
    await page.goto(server.url + 'en/docs/intro');
    assert.match(await mainText(page), /Introducción/);
    await page.goto(server.url + 'docs/guia');
    assert.match(await mainText(page), /Guía de facturación/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await browser.close();
    if (serverOpen) await server.close();
    await site.cleanup();
  }
});
