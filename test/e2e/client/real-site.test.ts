import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { document, localStorage, navigator } from './browser-globals.js';
import { documentIsMarked, markDocument, newPage, serveRealSite, type ServedSite } from './fixtures.js';

/** The client on the Project OpenUBL site itself: every kind of page, docs navigation, drawer, tabs, copy, TOC. */
describe('the real site', () => {
  let browser: Browser;
  let site: ServedSite;
  before(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveRealSite()]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  const u = (path: string) => site.url + path.replace(/^\//, '');
  const ready = (page: import('playwright-core').Page) => page.waitForFunction(() => document.querySelector('.route-announcer'));

  const PAGES = [
    '/',
    '/docs/',
    '/docs/xbuilder/create-xml',
    '/blog',
    '/blog/2023/09/23/xbuilder-3-0-0-released',
    '/blog/tags/release',
    '/blog/archive',
    '/apis/',
    '/api/searchpe',
    '/community/support',
    '/about/',
    '/search?q=xml',
    '/no-existe',
  ];
  test('every kind of page loads with no script error, and the skip link comes first', async () => {
    const { page, context, errors, warnings } = await newPage(browser);
    const failed: string[] = [];
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${new URL(r.url()).pathname}`));
    for (const path of PAGES) {
      await page.goto(u(path));
      await ready(page);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.className), 'skip-link', path);
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(failed, ['404 /no-existe'], 'only the missing page is missing');
    // This machine has no network: images on other sites (an author's avatar) cannot load here.
    assert.deepEqual(
      warnings.filter((w) => !w.includes('ERR_NAME_NOT_RESOLVED') && !w.includes('status of 404')),
      [],
    );
    await context.close();
  });

  test('docs: sidebar, next link and breadcrumbs change the page without a full load', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(u('/docs/xbuilder/create-xml'));
    await ready(page);
    await markDocument(page);
    await page.click('.paginator-next');
    await page.waitForURL(u('/docs/xbuilder/read-xml'));
    await page.waitForFunction(() => document.querySelector('.doc-sidebar a[aria-current="page"]')?.getAttribute('href') === '/docs/xbuilder/read-xml');
    await page.click('.doc-sidebar a[href="/docs/xbuilder/sign-xml"]');
    await page.waitForURL(u('/docs/xbuilder/sign-xml'));
    await page.click('.breadcrumbs a[href="/"]');
    await page.waitForURL(u('/'));
    await page.waitForFunction(() => document.documentElement.dataset.kind === 'page');
    assert.ok(await documentIsMarked(page));
    await page.goBack();
    await page.waitForURL(u('/docs/xbuilder/sign-xml'));
    await page.waitForFunction(() => document.querySelector('.doc-sidebar a[aria-current="page"]')?.getAttribute('href') === '/docs/xbuilder/sign-xml');
    assert.ok(await documentIsMarked(page));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('mobile: the drawer of a docs page offers its sidebar; the home page has only the primary menu', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(u('/docs/xsender/send-xml'));
    await ready(page);
    await page.click('.navbar-toggle');
    assert.ok(await page.isVisible('.drawer-secondary'));
    assert.equal(await page.textContent('.drawer-secondary [aria-current="page"]'), await page.textContent('.doc-sidebar [aria-current="page"]'));
    await page.click('.drawer-back');
    assert.deepEqual(await page.$$eval('.drawer-primary > .menu > li > .menu-link', (l) => l.map((a) => a.textContent?.replace(/\s*\(.*\)$/, ''))), [
      'Docs',
      'Blog',
      'Community',
      'GitHub',
    ]);
    await page.click('.drawer-primary a[href="/blog"]');
    await page.waitForURL(u('/blog'));
    assert.ok(await page.evaluate(() => document.getElementById('nav-drawer')!.hidden));
    await page.goto(u('/'));
    await ready(page);
    await page.click('.navbar-toggle');
    assert.ok(await page.isVisible('.drawer-primary'));
    assert.equal(await page.isVisible('.drawer-secondary'), false);
    await context.close();
  });

  test('a release post: reading time, tabs synced by group and remembered', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(u('/blog/2021/01/10/xbuilder-released_114Final'));
    await ready(page);
    assert.match((await page.textContent('.reading-time')) ?? '', /min de lectura/);
    const group = await page.getAttribute('.tabs[data-group]', 'data-group');
    const second = await page.$eval('.tabs[data-group] [role="tab"]:nth-child(2)', (t) => t.getAttribute('data-value'));
    await page.click('.tabs[data-group] [role="tab"]:nth-child(2)');
    assert.equal(await page.evaluate((g) => localStorage.getItem('fe-docs.tab.' + g), group), second);
    await page.goto(u('/blog/2022/12/19/xbuilder-2-0-0-Beta3-released'));
    await ready(page);
    const chosen = await page.$$eval(`.tabs[data-group="${group}"] [aria-selected="true"]`, (t) => t.map((x) => x.getAttribute('data-value')));
    assert.ok(chosen.length > 0 && chosen.every((v) => v === second), `the stored choice applies on another post (${chosen})`);
    await context.close();
  });

  test('a doc: copy button and table of contents', async () => {
    const { page, context } = await newPage(browser, { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    await page.goto(u('/docs/xbuilder/create-xml'));
    await ready(page);
    const first = await page.$eval('.code-block pre', (p) => p.textContent!.replace(/\n$/, ''));
    await page.hover('.code-block');
    await page.click('.code-block .copy-code');
    await page.waitForFunction(() => document.querySelector('.code-block .copy-code')?.textContent === 'Copiado');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), first);
    await page.click('.toc-link[href="#crea-el-xml"]');
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') === '#crea-el-xml');
    await context.close();
  });
});
