import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { document, getComputedStyle, localStorage, requestAnimationFrame, window } from './browser-globals.js';
import { featureSite, newPage, serveFixture, type ServedSite } from './fixtures.js';

const theme = (page: Page) => page.getAttribute('html', 'data-theme');
const ready = (page: Page) => page.waitForFunction(() => document.querySelector('.route-announcer'));

/** Colour mode (spec §4): light by default, toggle stored under `theme`, other tabs, system preference, printing. */
describe('colour mode', () => {
  let browser: Browser;
  let site: ServedSite;
  let respecting: ServedSite;
  before(async () => {
    const respectConfig = featureSite()['site.config.yaml'].replace('docs:\n', 'theme:\n  colorMode:\n    respectPrefersColorScheme: true\ndocs:\n');
    [browser, site, respecting] = await Promise.all([launchBrowser(), serveFixture(featureSite()), serveFixture(featureSite({ config: respectConfig }))]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await respecting?.close();
  });

  test('light by default; the toggle switches, stores the choice under `theme` and relabels itself', async () => {
    const { page, context, errors } = await newPage(browser, { context: { colorScheme: 'dark' } });
    await page.goto(site.url + 'docs/guia');
    await ready(page);
    assert.equal(await theme(page), 'light', 'the system preference is not respected by default');
    assert.match((await page.getAttribute('.theme-toggle', 'aria-label')) ?? '', /ahora: modo claro/);
    await page.click('.theme-toggle');
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.match((await page.getAttribute('.theme-toggle', 'aria-label')) ?? '', /ahora: modo oscuro/);
    await page.click('.theme-toggle');
    assert.equal(await theme(page), 'light');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('no flash: the stored mode applies before the first paint, even without the client script', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(site.url + 'docs/guia');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/assets/app-*.js', (r) => r.abort());
    // The mode the page had when the body first started parsing (set by a script in <head>).
    await page.addInitScript(() =>
      document.addEventListener('readystatechange', () => ((window as unknown as { first: string }).first ??= document.documentElement.dataset.theme), {
        once: true,
      }),
    );
    await page.reload();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => (window as unknown as { first: string }).first), 'dark');
    await context.close();
  });

  test('code blocks have a light and a dark theme', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(site.url + 'docs/guia');
    await ready(page);
    const colour = () => page.$eval('.code-block pre .t-keyword', (el) => getComputedStyle(el).color);
    const plain = () => page.$eval('.code-block pre', (el) => getComputedStyle(el).color);
    const background = () => page.$eval('.code-block', (el) => getComputedStyle(el).backgroundColor);
    const light = [await colour(), await background()];
    assert.notEqual(light[0], await plain(), 'keywords are highlighted in light mode');
    await page.click('.theme-toggle');
    const dark = [await colour(), await background()];
    assert.notEqual(dark[0], await plain(), 'keywords are highlighted in dark mode');
    assert.notEqual(light[0], dark[0], 'keyword colour differs');
    assert.notEqual(light[1], dark[1], 'background differs');
    await context.close();
  });

  test('a change made in another tab is picked up; clearing it falls back to the default mode', async () => {
    const { page, context } = await newPage(browser, { context: { colorScheme: 'dark' } });
    await page.goto(site.url + 'docs/guia');
    const other = await context.newPage();
    await other.goto(site.url + 'blog');
    await Promise.all([ready(page), ready(other)]);
    await other.click('.theme-toggle');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await other.evaluate(() => localStorage.removeItem('theme'));
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await other.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await other.evaluate(() => localStorage.clear());
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
  });

  test('when the site respects the system preference, it applies without a stored choice, and after clearing it', async () => {
    const { page, context } = await newPage(browser, { context: { colorScheme: 'dark' } });
    await page.goto(respecting.url + 'docs/guia');
    await ready(page);
    assert.equal(await theme(page), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.click('.theme-toggle');
    assert.equal(await theme(page), 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    assert.equal(await theme(page), 'dark', 'a stored choice wins over the system preference');
    const other = await context.newPage();
    await other.goto(respecting.url + 'blog');
    await other.evaluate(() => localStorage.removeItem('theme'));
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await context.close();
  });

  test('printing does not change the colour mode', async () => {
    const { page, context } = await newPage(browser, { context: { colorScheme: 'dark' } });
    await page.goto(respecting.url + 'docs/guia');
    await ready(page);
    assert.equal(await theme(page), 'dark');
    // Chromium reports a light colour scheme while printing.
    await page.emulateMedia({ media: 'print', colorScheme: 'light' });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await theme(page), 'dark');
    await page.emulateMedia({ media: 'screen', colorScheme: 'dark' });
    assert.equal(await theme(page), 'dark');
    await context.close();
  });
});
