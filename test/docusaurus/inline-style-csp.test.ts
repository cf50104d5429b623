import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, type ServedSite } from '../e2e/client/fixtures.js';

const CONFIG = `module.exports = {
  title: 'Tints', url: 'https://tints.example', baseUrl: '/',
  presets: [['classic', {}]],
  themeConfig: {announcementBar: {id: 'sale', content: 'Fresh paint', backgroundColor: 'rgb(10, 20, 30)', textColor: 'rgb(200, 210, 220)'}},
};
`;

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': CONFIG,
      'docs/a.md': '---\nsidebar_position: 1\n---\n\n# Plain\n\nGo to [the tinted page](./b.mdx).\n',
      'docs/b.mdx':
        '---\nsidebar_position: 2\n---\n\n# Tinted\n\n<span id="tinted" style={{color: \'rgb(1, 2, 3)\', fontWeight: 700}}>Tinted words</span>\n\n<div id="boxed" style={{border: \'3px solid rgb(4, 5, 6)\'}}>Boxed</div>\n',
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * The page's CSP allows exactly the style attributes it carries (by hash, with 'unsafe-hashes'; scripts stay hashed):
 * the announcement bar's colours and `style={{…}}` in MDX apply. A `<meta>` policy binds the document it loaded with, so
 * the router loads a page in full when it needs a hash that policy lacks, and swaps it in when it needs none.
 */
test('announcement bar colours and MDX style={{…}} apply under the CSP; a page needing hashes the loaded policy lacks is loaded in full', async () => {
  // The policy enforced (launchBrowser's contexts bypass it unless told otherwise).
  const { page, errors } = await newPage(browser, { context: { bypassCSP: false } });
  const violations = cspViolations(page);
  const styles = () =>
    page.evaluate(() => {
      const bar = document.querySelector('.announcement-bar, [class*="announcement"]');
      const s = (sel: string) => document.querySelector(sel) && getComputedStyle(document.querySelector(sel));
      return {
        bar: bar ? [getComputedStyle(bar).backgroundColor, getComputedStyle(bar).color] : null,
        tinted: s('#tinted')?.color ?? null,
        border: s('#boxed')?.borderTopColor ?? null,
      };
    });
  await page.goto(site.url + 'docs/a');
  assert.deepEqual((await styles()).bar, ['rgb(10, 20, 30)', 'rgb(200, 210, 220)']);
  const mark = () => page.evaluate(() => ((globalThis as unknown as { __marker: number }).__marker = 1));
  const marked = () => page.evaluate(() => (globalThis as unknown as { __marker?: number }).__marker === 1);
  await mark();
  await page.getByRole('link', { name: 'the tinted page' }).click();
  await page.locator('#tinted').waitFor();
  // The tinted page needs style hashes the plain page's policy (bound to the loaded document) lacks: a full load.
  assert.equal(await marked(), false, 'a full load');
  assert.deepEqual(await styles(), { bar: ['rgb(10, 20, 30)', 'rgb(200, 210, 220)'], tinted: 'rgb(1, 2, 3)', border: 'rgb(4, 5, 6)' });
  // Back to the plain page, which needs nothing the tinted page's policy lacks: a client-side navigation.
  await mark();
  await page.getByRole('link', { name: 'Plain' }).first().click();
  await page.waitForURL(/docs\/a$/);
  assert.equal(await marked(), true, 'a client-side navigation');
  assert.deepEqual((await styles()).bar, ['rgb(10, 20, 30)', 'rgb(200, 210, 220)']);
  await page.goto(site.url + 'docs/b');
  await page.reload();
  assert.deepEqual(await styles(), { bar: ['rgb(10, 20, 30)', 'rgb(200, 210, 220)'], tinted: 'rgb(1, 2, 3)', border: 'rgb(4, 5, 6)' });
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.doesNotMatch(csp ?? '', /'unsafe-inline'/);
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
});
