import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, location, getComputedStyle } from '../e2e/client/browser-globals.js';
import { buildAndServe, newPage, type ServedSite } from '../e2e/client/fixtures.js';

/** The Docusaurus-shaped fixture in Chromium: tabs, TOCInline, an interactive page, CSS modules and global CSS. */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-theme');

describe('Docusaurus theme modules in the browser', () => {
  let browser: Browser;
  let site: ServedSite;
  let tmp: string;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-dz-browser-'));
    [browser, site] = await Promise.all([launchBrowser(), buildAndServe(FIXTURE, { out: path.join(tmp, 'site') })]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
    await rm(tmp, { recursive: true, force: true });
  });

  async function open(url: string): Promise<{ page: Page; errors: Error[]; warnings: string[]; scripts: string[] }> {
    const { page, errors, warnings } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await page.goto(site.url + url);
    return { page, errors, warnings, scripts };
  }
  const selected = (page: Page) =>
    page.locator('.tabs [role="tab"][aria-selected="true"]').evaluateAll((tabs) => tabs.map((t) => (t as { dataset: { value: string } }).dataset.value));

  test('Tabs with one groupId switch together; queryString puts the choice in the URL and reads it back', async () => {
    const { page, errors } = await open('docs/instalar');
    assert.deepEqual(await selected(page), ['linux', 'linux']);
    await page.locator('.tabs').first().locator('[role="tab"][data-value="mac"]').click();
    await page.waitForFunction(() => document.querySelectorAll('.tabs__item--active[data-value="mac"]').length === 2);
    assert.deepEqual(await selected(page), ['mac', 'mac']);
    assert.equal(await page.locator('.tabs').nth(1).locator('[role="tabpanel"]:not([hidden])').textContent(), 'Mira /opt/homebrew.');
    assert.equal(new URL(page.url()).searchParams.get('so'), 'mac');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(site.url + 'docs/instalar?so=mac');
    await other.waitForFunction(() => document.querySelectorAll('.tabs [role="tab"][aria-selected="true"][data-value="mac"]').length === 2);
    assert.equal(await other.locator('.tabs').first().locator('[role="tabpanel"]:not([hidden])').textContent(), 'Ejecuta brew install farola.');
    await fresh.close();
    assert.deepEqual(errors, []);
  });

  test('TOCInline links go to their headings', async () => {
    const { page, errors } = await open('docs/instalar');
    const links = page.locator('.tableOfContentsInline a');
    assert.deepEqual(await links.evaluateAll((as) => as.map((a) => (a as unknown as { getAttribute(n: string): string }).getAttribute('href'))), [
      '#con-un-gestor',
      '#desde-tar',
      '#comprobar',
    ]);
    await links.nth(2).click();
    await page.waitForFunction(() => location.hash === '#comprobar');
    await page.waitForFunction(() => {
      const top = document.getElementById('comprobar').getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    assert.deepEqual(errors, []);
  });

  test('an interactive React page hydrates (state works, no hydration error); a static one loads no island code', async () => {
    const home = await open('');
    await home.page.waitForLoadState('load');
    assert.equal(home.scripts.filter((u) => /islands-|island-chunk-/.test(u)).length, 0, home.scripts.join('\n'));
    assert.deepEqual(home.errors, []);

    const { page, errors, warnings, scripts } = await open('contador');
    const value = page.locator('main p');
    assert.equal(await value.textContent(), 'Pulsado 0 veces');
    await page.waitForFunction(() => document.querySelectorAll('script[src*="/assets/islands-"]').length === 1);
    // Clicking until React has hydrated the page and handles the click (a click before that is not seen).
    await page.waitForFunction(
      () => {
        document.querySelector('button.sumar').click();
        return /^Pulsado [1-9]\d* veces$/.test(document.querySelector('main p').textContent);
      },
      undefined,
      { polling: 100, timeout: 30_000 },
    );
    const n = Number(/\d+/.exec((await value.textContent())!)![0]);
    await page.locator('button.sumar').click();
    await page.waitForFunction((m) => document.querySelector('main p').textContent === `Pulsado ${m} veces`, n + 1);
    assert.equal(await page.locator('main a').getAttribute('href'), '/farola/docs/instalar');
    assert.ok(scripts.some((u) => /island-chunk-|islands-/.test(u)));
    assert.deepEqual(errors, []);
    assert.deepEqual(
      warnings.filter((w) => /hydrat|did not match|Minified React error/i.test(w)),
      [],
      warnings.join('\n'),
    );
  });

  test('CSS module classes and global CSS imported by a page are styled by the site stylesheet', async () => {
    const { page } = await open('');
    const hero = await page.locator('header[class^="hero_"]').evaluate((el) => getComputedStyle(el).borderLeft);
    assert.match(hero, /^7px solid rgb\(200, 100, 0\)$/);
    const help = await open('help');
    assert.equal(await help.page.locator('.ayuda-texto').evaluate((el) => getComputedStyle(el).textTransform), 'uppercase');
    const counter = await open('contador');
    assert.equal(await counter.page.locator('main p').evaluate((el) => getComputedStyle(el).color), 'rgb(0, 128, 0)');
  });
});
