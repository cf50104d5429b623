import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser } from '../helpers/browser.js';
import { getComputedStyle } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, type ServedSite } from '../e2e/client/fixtures.js';

// A site's own inline script put in the <head> by `@docusaurus/Head` (an analytics snippet in a swizzled Layout, as
// apache/answer-website has) must run under the page's Content-Security-Policy: its hash is in `script-src`, like the
// scripts of the config's head tags. Before, the policy blocked it in silence.
const CONFIG = `module.exports = {
  title: 'Counters', url: 'https://counters.example', baseUrl: '/',
  presets: [['classic', {}]],
};
`;

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': CONFIG,
      'docs/a.mdx':
        '---\nsidebar_position: 1\n---\n\nimport Head from \'@docusaurus/Head\';\n\n# Counted\n\n<Head>\n  <script>{`window.__headScriptRan = (window.__headScriptRan || 0) + 1;`}</script>\n  <style>{`#counted { color: rgb(7, 8, 9); }`}</style>\n</Head>\n\n<p id="counted">Counted words</p>\n',
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("an inline <script> and <style> of a page's @docusaurus/Head run under its CSP, with no violation", async () => {
  // The policy enforced (launchBrowser's contexts bypass it unless told otherwise).
  const { page, errors } = await newPage(browser, { context: { bypassCSP: false } });
  const violations = cspViolations(page);
  await page.goto(site.url + 'docs/a');
  await page.locator('#counted').waitFor();
  assert.equal(await page.evaluate(() => (globalThis as unknown as { __headScriptRan?: number }).__headScriptRan), 1);
  assert.equal(await page.locator('#counted').evaluate((el) => getComputedStyle(el).color), 'rgb(7, 8, 9)');
  const csp = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  assert.doesNotMatch(csp, /'unsafe-inline'/);
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
});
