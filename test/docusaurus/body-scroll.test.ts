import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle, scrollTo, scrollY } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, longDoc, type ServedSite } from '../e2e/client/fixtures.js';

/**
 * A Docusaurus site whose stylesheet makes the body a scroll container (keploy's `html, body { height: 100%;
 * overflow-x: hidden }`): theme-classic's hydrated navbar sets `overflow: visible` on the body, so the window scrolls.
 */
const SITE = {
  'docusaurus.config.js':
    "module.exports = {title: 'Dunes', url: 'https://dunes.example', baseUrl: '/', presets: [['classic', {blog: false, theme: {customCss: './src/css/custom.css'}}]]};\n",
  'src/css/custom.css': 'html,\nbody {\n  height: 100%;\n  overflow-x: hidden;\n}\n',
  'docs/long.md': longDoc('Dunas', 12),
  'docs/short.md': '# Corta\n\nUna página corta.\n',
};

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveFixture(SITE)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("a site stylesheet that makes the body a scroll container is undone as Docusaurus' navbar does: the window scrolls", async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/long');
  await page.waitForFunction(() => document.body.style.overflow === 'visible');
  await page.evaluate(() => scrollTo(0, 800));
  await page.waitForFunction(() => Math.round(scrollY) === 800);
  assert.deepEqual(errors, []);
  await context.close();
});

test("fe-docs' drawer still locks the page's scroll on such a site", async () => {
  const { page, context } = await newPage(browser, { width: 390, height: 800 });
  await page.goto(site.url + 'docs/long');
  await page.waitForFunction(() => document.body.style.overflow === 'visible');
  await page.click('.navbar-toggle');
  await page.waitForFunction(() => document.body.classList.contains('scroll-locked'));
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflowY), 'hidden');
  await context.close();
});
