import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { document, location, requestAnimationFrame, scrollBy, scrollTo, scrollY } from './browser-globals.js';
import { featureSite, newPage, serveFixture, type ServedSite } from './fixtures.js';

const hidden = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar-hidden'));
const waitHidden = (page: Page, value: boolean) =>
  page.waitForFunction((v) => document.querySelector('.navbar')!.classList.contains('navbar-hidden') === v, value);

/** Spec §4: with `navbar.hideOnScroll` the navbar hides on scroll down and shows on scroll up, near the top and for anchors. */
describe('navbar hide on scroll', () => {
  let browser: Browser;
  let hiding: ServedSite;
  let plain: ServedSite;
  before(async () => {
    const base = featureSite();
    const config = base['site.config.yaml'].replace('navbar:\n  title: Prueba\n', 'navbar:\n  title: Prueba\n  hideOnScroll: true\n');
    [browser, hiding, plain] = await Promise.all([launchBrowser(), serveFixture(featureSite({ config })), serveFixture(base)]);
  });
  after(async () => {
    await browser?.close();
    await hiding?.close();
    await plain?.close();
  });

  test('hides on scroll down, shows on scroll up, always shows near the top', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(hiding.url + 'docs/guia');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    assert.equal(await hidden(page), false);
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1200);
    await waitHidden(page, true);
    await page.mouse.wheel(0, -200);
    await waitHidden(page, false);
    await page.mouse.wheel(0, 800);
    await waitHidden(page, true);
    await page.evaluate(() => scrollTo(0, 10));
    await waitHidden(page, false);
    await context.close();
  });

  test('shows when jumping to an anchor, even far down the page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(hiding.url + 'docs/guia');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    await page.evaluate(() => scrollBy(0, 800));
    await page.evaluate(() => scrollBy(0, 400));
    await waitHidden(page, true);
    // An in-page link far below the current position: a jump down, and yet the navbar shows.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '#seccion-10';
      a.id = 'jump';
      a.textContent = 'saltar';
      a.style.cssText = 'position:fixed;bottom:10px;left:10px;z-index:99';
      document.body.append(a);
    });
    await page.click('#jump');
    await page.waitForFunction(() => location.hash === '#seccion-10');
    await waitHidden(page, false);
    const top = await page.evaluate(() => document.getElementById('seccion-10')!.getBoundingClientRect().top);
    const navbarBottom = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
    assert.ok(top >= navbarBottom, `the heading is not under the navbar (${top} < ${navbarBottom})`);
    // Loading a page with a hash shows it too.
    await page.goto(hiding.url + 'docs/guia#detalle-8');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    assert.equal(await hidden(page), false);
    await context.close();
  });

  test('without hideOnScroll the navbar never hides', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(plain.url + 'docs/guia');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => scrollY > 1000);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await hidden(page), false);
    const box = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().top);
    assert.equal(box, 0, 'sticky at the top');
    await context.close();
  });
});
