import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { featureSite, newPage, serveFixture, type ServedSite } from '../client/fixtures.js';
import { document, window } from '../client/browser-globals.js';

/** Issue 12 item 6: a configuration value written into an inline script must not be able to end it and run its own. */
describe('script injection through configuration values', () => {
  const payload = '</script><script>window.__pwned=1;alert(1)</script>';
  let browser: Browser;
  let site: ServedSite;
  before(async () => {
    const config = featureSite()['site.config.yaml'].replace('id: aviso-1', `id: '${payload}'`);
    [browser, site] = await Promise.all([launchBrowser(), serveFixture(featureSite({ config }))]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  test('an announcementBar.id holding </script><script>… does not run, and dismissing still works', async () => {
    const { page, context, errors } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(site.url + 'docs/intro');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    assert.equal(await page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(errors, []);
    // The id still round-trips: dismissed, then hidden before the first paint of the next load.
    await page.click('.announcement-close');
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.announcementDismissed), 'true');
    assert.deepEqual(dialogs, []);
    await context.close();
  });
});
