import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { document, window } from '../client/browser-globals.js';
import { featureSite, newPage, serveFixture, serveRealSite, type ServedSite } from '../client/fixtures.js';

/**
 * Issue 12 item 12: every page carries a strict Content-Security-Policy in a <meta>, and nothing the site itself
 * ships breaks it: no `securitypolicyviolation` event and no CSP message in the console (CDP log), while the
 * client still works.
 */
describe('Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  let real: ServedSite;
  let fixture: ServedSite;
  before(async () => {
    // The fixture adds what the real site lacks: an announcement bar with colours (style attributes), a code block,
    // tabs, and a second locale.
    [browser, real, fixture] = await Promise.all([launchBrowser(), serveRealSite(), serveFixture(featureSite())]);
  });
  after(async () => {
    await browser?.close();
    await real?.close();
    await fixture?.close();
  });

  /** Open a page recording CSP violations (DOM events and the browser's own console messages). */
  async function open(url: string): Promise<{ page: Page; violations: () => Promise<string[]>; close: () => Promise<void> }> {
    const { page, context, errors } = await newPage(browser, { context: { bypassCSP: false } });
    await context.addInitScript(
      `window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + (e.sample || '')));`,
    );
    const cdp = await context.newCDPSession(page);
    const log: string[] = [];
    cdp.on('Log.entryAdded', ({ entry }) => /Content.Security.Policy|Refused to/i.test(entry.text) && log.push(entry.text));
    cdp.on('Runtime.consoleAPICalled', (e) => {
      const text = e.args.map((a) => String(a.value ?? a.description ?? '')).join(' ');
      if (/Content.Security.Policy|Refused to/i.test(text)) log.push(text);
    });
    await Promise.all([cdp.send('Log.enable'), cdp.send('Runtime.enable')]);
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    return {
      page,
      violations: async () => [...(await page.evaluate(() => (window as { __csp: string[] }).__csp)), ...log, ...errors.map((e) => e.message)],
      close: () => context.close(),
    };
  }

  const PAGES = [
    ['home', ''],
    ['a doc', 'docs/ublhub/getting-started'],
    ['a blog post', 'blog/2024/06/11/xhandler-5-0-2-released'],
    ['the search page', 'search?q=factura'],
    ['an API page', 'api/ublhub'],
    ['the 404 page', 'no-existe'],
  ] as const;

  for (const [name, path] of PAGES) {
    test(`this repository's site, ${name}: a strict policy, 0 violations, theme toggle and search work`, async () => {
      const { page, violations, close } = await open(real.url + path);
      const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      assert.match(policy ?? '', /default-src 'self'; script-src 'self' 'sha256-[^']+'/);
      assert.doesNotMatch(policy ?? '', /unsafe-inline|unsafe-eval/);
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await page.click('.theme-toggle');
      assert.notEqual(await page.evaluate(() => document.documentElement.dataset.theme), before);
      await page.click('.search-button');
      await page.waitForSelector('dialog.search-dialog[open]');
      await page.fill('.search-dialog-input', 'factura');
      await page.waitForSelector('.search-dialog [role="option"] .search-result-title');
      if (path.startsWith('search')) await page.waitForSelector('.search-page-results a');
      assert.deepEqual(await violations(), []);
      await close();
    });
  }

  test('the fixture: announcement bar colours, code, tabs and a client-side navigation keep 0 violations', async () => {
    const { page, violations, close } = await open(fixture.url + 'docs/guia');
    assert.ok(await page.isVisible('.announcement-bar'));
    assert.equal(await page.evaluate("getComputedStyle(document.querySelector('.announcement-bar')).backgroundColor"), 'rgb(255, 243, 205)');
    await page.click('.tabs [role="tab"]:nth-child(2)');
    await page.click('main a[href="/docs/intro"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción');
    assert.deepEqual(await violations(), []);
    await close();
  });
});
