import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { document, DOMException, window } from './browser-globals.js';
import { Storage } from './browser-globals.js';
import { documentIsMarked, markDocument, newPage, useServedSite } from './fixtures.js';

/** Spec §8: browser storage failures (private mode, full quota) are logged and ignored; the site keeps working. */
describe('storage failures', () => {
  const { ctx, u, open } = useServedSite();

  const scenarios = {
    'storage denied (private mode)': () =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    'quota exceeded': () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  };

  for (const [name, breakStorage] of Object.entries(scenarios)) {
    test(`${name}: colour mode, tabs, announcement bar and navigation keep working; the failure is logged`, async () => {
      const { page, context, errors, warnings } = await newPage(ctx.browser);
      await page.addInitScript(breakStorage);
      await page.goto(ctx.site.url + 'docs/guia');
      await page.waitForFunction(() => document.querySelector('.route-announcer'));
      await page.click('.theme-toggle');
      assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
      await page.click('.tabs[data-group="lenguaje"] >> nth=0 >> [role="tab"]:text("Go")');
      assert.deepEqual(await page.$$eval('.tabs[data-group="lenguaje"] [aria-selected="true"]', (t) => t.map((x) => x.textContent)), ['Go', 'Go']);
      await page.click('.announcement-close');
      assert.equal(await page.isVisible('.announcement-bar'), false);
      await markDocument(page);
      await page.click('main a[href="/docs/intro"]');
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción');
      assert.ok(await documentIsMarked(page));
      assert.deepEqual(errors, [], 'no uncaught exception');
      assert.ok(
        warnings.some((w) => w.includes('[fe-docs] storage unavailable')),
        `logged: ${warnings.join(' | ')}`,
      );
      await context.close();
    });
  }
});
