import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { buildAndServe, newPage, type ServedSite } from '../e2e/client/fixtures.js';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-real-site-code');

/** Site code of `dz-real-site-code` in Chromium, under the page's Content-Security-Policy. */
describe('dz-real-site-code in the browser', () => {
  let browser: Browser;
  let site: ServedSite;
  let tmp: string;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-site-code-browser-'));
    [browser, site] = await Promise.all([launchBrowser(), buildAndServe(FIXTURE, { out: path.join(tmp, 'site') })]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  test('an inline SVG keeps the colours of its own <style>, a cover its run-time image, with no CSP violation', async () => {
    // The page's own policy enforced (the test browser bypasses it unless told not to), its violations recorded.
    const { page, context, errors, warnings } = await newPage(browser, { context: { bypassCSP: false } });
    await context.addInitScript(
      "window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + (e.sample || e.blockedURI)))",
    );
    await page.goto(site.url + 'docs/intro');
    const mark = page.locator('svg.lantern-mark');
    await mark.waitFor();
    // The class rule of the SVG's <style> applies (a blocked <style> leaves the path black).
    assert.equal(await mark.locator('path.mark-1').evaluate((p) => getComputedStyle(p).fill), 'rgb(124, 41, 125)');
    assert.equal(await mark.evaluate((s) => getComputedStyle(s).width), '120px');
    // The icon drawn with currentColor takes the link's colour, as an inline SVG does (an <img> could not).
    const arrow = page.locator('svg.lantern-card-arrow');
    assert.equal(await arrow.evaluate((s) => getComputedStyle(s).stroke), await page.locator('a.lantern-card').evaluate((a) => getComputedStyle(a).color));
    // The cover picked at run time is loaded.
    const cover = await page
      .locator('.lantern-cover')
      .first()
      .evaluate((d) => getComputedStyle(d).backgroundImage);
    assert.match(cover, /first[^/]*\.png/);
    const loaded = await page.evaluate((u) => fetch(u).then((r) => r.status), cover.replace(/^url\("?|"?\)$/g, ''));
    assert.equal(loaded, 200);
    assert.equal(await page.evaluate(() => document.querySelectorAll('img[src$=".svg"]').length), 0);
    assert.deepEqual(await page.evaluate('window.__violations'), []);
    assert.deepEqual(
      warnings.filter((w) => /Content Security Policy|Refused/.test(w)),
      [],
    );
    assert.deepEqual(errors, []);
  });
});
