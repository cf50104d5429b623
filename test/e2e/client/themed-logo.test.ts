import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser } from '../../helpers/browser.js';
import { document, getComputedStyle } from './browser-globals.js';
import { newPage, serveFixture, type ServedSite } from './fixtures.js';

const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="${fill}"/></svg>`;

/** `navbar.logo.srcDark` and `footer.logo.srcDark` (as Docusaurus takes them): one logo per colour mode. */
let browser: Browser;
let site: ServedSite;
let plain: ServedSite;
const config = (srcDark: boolean) => `title: Logos
url: https://example.org
baseUrl: /
docs:
  - path: content/docs
navbar:
  title: Logos
  logo: { src: img/light.svg, ${srcDark ? 'srcDark: img/dark.svg, ' : ''}alt: Logotipo }
footer:
  logo: { src: img/light.svg, ${srcDark ? 'srcDark: /img/dark.svg, ' : ''}alt: Pie }
`;
const files = (srcDark: boolean) => ({
  'site.config.yaml': config(srcDark),
  'static/img/light.svg': svg('#eee'),
  'static/img/dark.svg': svg('#111'),
  'content/docs/intro.md': '# Inicio\n\nUna página.\n',
});
before(async () => {
  [browser, site, plain] = await Promise.all([launchBrowser(), serveFixture(files(true)), serveFixture(files(false))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  await plain?.close();
});

/** The logos a reader sees: the navbar's, then the footer's. */
const shown = () =>
  [...document.querySelectorAll('header.navbar .navbar-brand img, footer .footer-logo img')]
    .filter((img) => getComputedStyle(img).display !== 'none')
    .map((img) => img.getAttribute('src'));

test("a logo's dark image shows in dark mode, the light one in light mode, under the page's CSP", async () => {
  const { page, errors } = await newPage(browser, { context: { bypassCSP: false } });
  const violations = cspViolations(page);
  await page.goto(site.url + 'docs/intro');
  assert.deepEqual(await page.evaluate(shown), ['/img/light.svg', '/img/light.svg']);
  await page.click('.theme-toggle');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.deepEqual(await page.evaluate(shown), ['/img/dark.svg', '/img/dark.svg']);
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
});

test('without srcDark the logo is one image, and the page carries no rule for it', async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(plain.url + 'docs/intro');
  await page.click('.theme-toggle');
  assert.deepEqual(await page.evaluate(shown), ['/img/light.svg', '/img/light.svg']);
  assert.equal(await page.locator('body style').count(), 0);
  assert.deepEqual(errors, []);
});
