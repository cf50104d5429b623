import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  document,
  getComputedStyle,
  localStorage,
  navigator,
  requestAnimationFrame,
  scrollBy,
  scrollTo,
  scrollY,
  sessionStorage,
  window,
} from './browser-globals.js';
import { documentIsMarked, markDocument, newPage, useServedSite } from './fixtures.js';

/** Layout behaviour of every page (spec §2 and §4) on the client fixture. */
describe('layout', () => {
  const { ctx, u, open } = useServedSite();
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  test('the skip link is first in tab order and moves the focus to the main content', async () => {
    const { page, context } = await open('/docs/guia');
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'Saltar al contenido principal');
    assert.ok(await page.isVisible('.skip-link'), 'visible while focused');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    await context.close();
  });

  test('announcement bar: closing stores two keys; it stays closed on reload, before any script runs', async () => {
    const { page, context, errors } = await open('/docs/intro');
    assert.ok(await page.isVisible('.announcement-bar'));
    assert.equal(await page.textContent('.announcement-bar'), 'Versión 2.0 publicada');
    await page.click('.announcement-close');
    assert.equal(await page.isVisible('.announcement-bar'), false);
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('fe-docs.announcement.dismiss'), localStorage.getItem('fe-docs.announcement.id')]), [
      'true',
      'aviso-1',
    ]);
    // Without the client script: the head script alone hides it (no flash).
    await page.route('**/assets/app-*.js', (r) => r.abort());
    await page.reload();
    assert.equal(await page.isVisible('.announcement-bar'), false);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('announcement bar: a dismissal of another bar id does not hide the new bar', async () => {
    const { page, context } = await newPage(ctx.browser);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('fe-docs.announcement.dismiss', 'true');
        localStorage.setItem('fe-docs.announcement.id', 'aviso-0');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(u('/docs/intro'));
    assert.ok(await page.isVisible('.announcement-bar'), 'the bar with a new id shows');
    await page.waitForFunction(() => localStorage.getItem('fe-docs.announcement.dismiss') === null);
    await context.close();
  });

  test('navbar dropdown: opens on click, closes on a click outside', async () => {
    const { page, context } = await open('/docs/intro');
    const menu = '.navbar-left .dropdown .dropdown-menu';
    assert.equal(await page.isVisible(menu), false);
    await page.click('.navbar-left .dropdown-toggle');
    assert.ok(await page.isVisible(menu));
    assert.equal(await page.getAttribute('.navbar-left .dropdown-toggle', 'aria-expanded'), 'true');
    await page.mouse.click(600, 500);
    assert.equal(await page.isVisible(menu), false);
    assert.equal(await page.getAttribute('.navbar-left .dropdown-toggle', 'aria-expanded'), 'false');
    await context.close();
  });

  test('navbar dropdown: closes on a touch outside', async () => {
    const { page, context } = await open('/docs/intro', { context: { hasTouch: true } });
    await page.click('.navbar-left .dropdown-toggle');
    assert.ok(await page.isVisible('.navbar-left .dropdown-menu'));
    await page.touchscreen.tap(600, 500);
    assert.equal(await page.isVisible('.navbar-left .dropdown-menu'), false);
    await context.close();
  });

  test('navbar dropdown: opens on Enter, closes on Tab from the last item and on Escape', async () => {
    const { page, context } = await open('/docs/intro');
    await page.focus('.navbar-left .dropdown-toggle');
    await page.keyboard.press('Enter');
    assert.ok(await page.isVisible('.navbar-left .dropdown-menu'));
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'Guía');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.match(await focused(page), /^Ejemplo externo/);
    assert.ok(await page.isVisible('.navbar-left .dropdown-menu'), 'open while the focus is inside');
    await page.keyboard.press('Tab');
    assert.equal(await page.isVisible('.navbar-left .dropdown-menu'), false, 'Tab from the last item closes it');
    await page.focus('.navbar-left .dropdown-toggle');
    await page.keyboard.press('Enter');
    assert.ok(await page.isVisible('.navbar-left .dropdown-menu'));
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('.navbar-left .dropdown-menu'), false);
    assert.equal(await focused(page), 'Más');
    await context.close();
  });

  test('desktop layout above 996 px, mobile layout (menu button, no navbar items) at 996 px and below', async () => {
    const { page, context } = await open('/docs/guia', { width: 997 });
    assert.ok(await page.isVisible('.navbar-left'));
    assert.ok(await page.isVisible('.doc-sidebar'));
    assert.equal(await page.isVisible('.navbar-toggle'), false);
    await page.setViewportSize({ width: 996, height: 800 });
    assert.equal(await page.isVisible('.navbar-left'), false);
    assert.equal(await page.isVisible('.doc-sidebar'), false);
    assert.ok(await page.isVisible('.navbar-toggle'));
    await context.close();
  });

  test('mobile drawer on a docs page: the docs sidebar as secondary menu, "Volver al menú principal" to the primary menu', async () => {
    const { page, context } = await open('/docs/guia', { width: 390, height: 800 });
    await page.click('.navbar-toggle');
    assert.ok(await page.isVisible('#nav-drawer'));
    assert.equal(await page.getAttribute('.navbar-toggle', 'aria-expanded'), 'true');
    assert.ok(await page.isVisible('.drawer-secondary'));
    assert.equal(await page.isVisible('.drawer-primary'), false);
    assert.equal((await page.textContent('.drawer-back'))?.trim(), '← Volver al menú principal');
    assert.deepEqual(await page.$$eval('.drawer-secondary .menu-link', (l) => l.map((a) => a.textContent)), ['Introducción', 'Guía', 'Solo en 2.0']);
    assert.equal(await page.textContent('.drawer-secondary [aria-current="page"]'), 'Guía');
    await page.click('.drawer-back');
    assert.ok(await page.isVisible('.drawer-primary'));
    assert.equal(await page.isVisible('.drawer-secondary'), false);
    assert.deepEqual(await page.$$eval('.drawer-primary > .menu > li > .menu-link', (l) => l.map((a) => a.textContent)), ['Docs', 'Blog']);
    await context.close();
  });

  test('mobile drawer: body scroll locked while open; closes on back navigation without leaving the page', async () => {
    const { page, context } = await open('/docs/guia', { width: 390, height: 800 });
    await markDocument(page);
    await page.evaluate(() => scrollTo(0, 400));
    // Not page.click: Playwright scrolls sticky elements "into view" first, which would undo the 400 px.
    await page.dispatchEvent('.navbar-toggle', 'click');
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await page.evaluate(() => Math.round(scrollY)), 400, 'the page behind does not scroll');
    await page.goBack();
    await page.waitForFunction(() => document.getElementById('nav-drawer')!.hidden);
    assert.equal(page.url(), u('/docs/guia'));
    assert.ok(await documentIsMarked(page));
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible');
    assert.equal(await page.getAttribute('.navbar-toggle', 'aria-expanded'), 'false');
    await context.close();
  });

  test('mobile drawer: closes when the window grows to desktop width, and when a link is followed', async () => {
    const { page, context } = await open('/docs/guia', { width: 800, height: 800 });
    await page.click('.navbar-toggle');
    assert.ok(await page.isVisible('#nav-drawer'));
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForFunction(() => document.getElementById('nav-drawer')!.hidden);
    assert.equal(await page.evaluate(() => document.body.classList.contains('scroll-locked')), false);
    await page.setViewportSize({ width: 800, height: 800 });
    await page.click('.navbar-toggle');
    await page.click('.drawer-secondary a[href="/docs/intro"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción');
    assert.ok(await page.evaluate(() => document.getElementById('nav-drawer')!.hidden));
    // The drawer's history entry was replaced: one step back is the guide.
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía');
    await context.close();
  });

  test('mobile drawer: Escape closes it and gives the focus back to the menu button', async () => {
    const { page, context } = await open('/docs/intro', { width: 600, height: 800 });
    await page.click('.navbar-toggle');
    assert.ok(await page.isVisible('#nav-drawer'));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.getElementById('nav-drawer')!.hidden);
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'navbar-toggle icon-button');
    await context.close();
  });

  test('language switcher keeps path, query string and hash; the default locale has no prefix', async () => {
    const { page, context } = await open('/docs/guia?tab=java#seccion-2');
    await page.click('.locale-dropdown .dropdown-toggle');
    assert.equal(await page.getAttribute('.locale-dropdown a[data-value="en"]', 'href'), '/en/docs/guia?tab=java#seccion-2');
    await page.click('.locale-dropdown a[data-value="en"]');
    await page.waitForURL(u('/en/docs/guia?tab=java#seccion-2'));
    assert.equal(await page.textContent('h1'), 'Guide');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    await page.click('.locale-dropdown .dropdown-toggle');
    assert.equal(await page.getAttribute('.locale-dropdown a[data-value="es"]', 'href'), '/docs/guia?tab=java#seccion-2');
    await page.click('.locale-dropdown a[data-value="es"]');
    await page.waitForURL(u('/docs/guia?tab=java#seccion-2'));
    assert.equal(await page.textContent('h1'), 'Guía');
    await context.close();
  });

  test('version dropdown: the same doc in the other version, keeping query string and hash', async () => {
    const { page, context } = await open('/docs/guia?q=1#seccion-1');
    assert.equal(await page.textContent('.version-dropdown .dropdown-toggle'), '2.0');
    await page.click('.version-dropdown .dropdown-toggle');
    assert.equal(await page.getAttribute('.version-dropdown a[data-value="1.0"]', 'href'), '/docs/1.0/guia?q=1#seccion-1');
    await page.click('.version-dropdown a[data-value="1.0"]');
    await page.waitForURL(u('/docs/1.0/guia?q=1#seccion-1'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Guía 1.0');
    assert.equal(await page.textContent('.version-dropdown .dropdown-toggle'), '1.0');
    await context.close();
  });

  test("version dropdown: a doc missing in the other version leads to that version's main doc", async () => {
    const { page, context } = await open('/docs/solo-2?q=2#x');
    await page.click('.version-dropdown .dropdown-toggle');
    assert.equal(await page.getAttribute('.version-dropdown a[data-value="1.0"]', 'href'), '/docs/1.0/intro?q=2#x');
    await page.click('.version-dropdown a[data-value="1.0"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción 1.0');
    assert.equal(page.url(), u('/docs/1.0/intro?q=2#x'));
    await context.close();
  });

  test('the preferred version per docs area is stored, followed by the navbar elsewhere, and cleared when it no longer exists', async () => {
    const { page, context } = await open('/docs/intro');
    await page.click('.version-dropdown .dropdown-toggle');
    await page.click('.version-dropdown a[data-value="1.0"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introducción 1.0');
    assert.equal(await page.evaluate(() => localStorage.getItem('fe-docs.docs-preferred-version.default')), '1.0');
    // On a page outside the docs (a full load, to show the stored choice is read at start).
    await page.goto(u('/blog'));
    await page.waitForFunction(() => document.querySelector('.navbar-left a[data-docs-area]')?.getAttribute('href') === '/docs/1.0/intro');
    assert.equal(await page.textContent('.version-dropdown .dropdown-toggle'), '1.0');
    // Inside the 2.0 docs, the navbar follows the version being read.
    await page.goto(u('/docs/guia'));
    await page.waitForFunction(() => document.querySelector('.navbar-left a[data-docs-area]')?.getAttribute('href') === '/docs/intro');
    // A stored version this build does not have is forgotten.
    await page.evaluate(() => localStorage.setItem('fe-docs.docs-preferred-version.default', '0.9'));
    await page.evaluate(() => localStorage.setItem('fe-docs.docs-preferred-version.otra-area', '1.0'));
    await page.goto(u('/blog'));
    await page.waitForFunction(() => localStorage.getItem('fe-docs.docs-preferred-version.default') === null);
    assert.equal(await page.evaluate(() => localStorage.getItem('fe-docs.docs-preferred-version.otra-area')), null);
    assert.equal(await page.getAttribute('.navbar-left a[data-docs-area]', 'href'), '/docs/intro');
    await context.close();
  });

  test('tabs: groups switch together, the choice is stored under the tab prefix and restored', async () => {
    const { page, context } = await open('/docs/guia');
    const selected = () =>
      page.$$eval('.tabs[data-group="lenguaje"]', (groups) => groups.map((g) => g.querySelector('[role="tab"][aria-selected="true"]')?.textContent));
    const visiblePanels = () => page.$$eval('.tabs [role="tabpanel"]:not([hidden])', (ps) => ps.map((p) => p.textContent?.trim()));
    assert.deepEqual(await selected(), ['Java', 'Java']);
    await page.click('.tabs[data-group="lenguaje"] >> nth=0 >> [role="tab"]:text("Python")');
    assert.deepEqual(await selected(), ['Python', 'Python']);
    assert.deepEqual(await visiblePanels(), ['Código Python para la guía.', 'Código Python para el segundo bloque.']);
    assert.equal(await page.evaluate(() => localStorage.getItem('fe-docs.tab.lenguaje')), 'Python');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    assert.deepEqual(await selected(), ['Python', 'Python']);
    await context.close();
  });

  test('tabs: arrow keys, Home and End move between tabs and select them', async () => {
    const { page, context } = await open('/docs/guia');
    const first = '.tabs[data-group="lenguaje"] >> nth=0';
    await page.focus(`${first} >> [role="tab"][aria-selected="true"]`);
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(page), 'Python');
    assert.equal(await page.getAttribute(`${first} >> [role="tab"]:text("Python")`, 'aria-selected'), 'true');
    await page.keyboard.press('End');
    assert.equal(await focused(page), 'Go');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(page), 'Java', 'wraps around');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(page), 'Go');
    await page.keyboard.press('Home');
    assert.equal(await focused(page), 'Java');
    assert.equal(await page.getAttribute(`${first} >> [role="tab"]:text("Java")`, 'tabindex'), '0');
    assert.equal(await page.getAttribute(`${first} >> [role="tab"]:text("Go")`, 'tabindex'), '-1');
    await context.close();
  });

  test('code blocks: the copy button copies the code and says so', async () => {
    const { page, context } = await open('/docs/guia', { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    const button = '.code-block:has(.code-title) .copy-code';
    await page.hover('.code-block:has(.code-title)');
    await page.click(button);
    await page.waitForFunction((b) => document.querySelector(b)?.textContent === 'Copiado', button);
    assert.equal(await page.getAttribute(button, 'aria-label'), 'Copiado');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(text, 'class Hola {\n  void main() { System.out.println("hola"); }\n}');
    await page.waitForFunction((b) => document.querySelector(b)?.textContent === 'Copiar', button, { timeout: 10_000 });
    await context.close();
  });

  test('the table of contents (h2 and h3) highlights the heading in view', async () => {
    const { page, context } = await open('/docs/guia');
    const levels = await page.$$eval('.toc-link', (l) => l.map((a) => a.closest('li')!.className));
    assert.deepEqual([...new Set(levels)].sort(), ['toc-depth-0', 'toc-depth-1']);
    await page.click('.toc-link[href="#seccion-6"]');
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') === '#seccion-6');
    await page.evaluate(() => scrollBy(0, document.getElementById('detalle-6')!.getBoundingClientRect().top - 70));
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') === '#detalle-6');
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.toc-link.active')?.getAttribute('href') === '#seccion-1');
    await context.close();
  });

  test('blog posts show the reading time', async () => {
    const { page, context } = await open('/blog/2024/01/15/hola');
    assert.match((await page.textContent('.post-meta .reading-time')) ?? '', /\d+ min de lectura/);
    await context.close();
  });

  test('a client-side navigation keeps the announcement bar, colour mode and drawer frame; the navbar marks the new page', async () => {
    const { page, context } = await open('/docs/intro');
    await markDocument(page);
    await page.click('.navbar-left a[href="/blog"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Blog');
    assert.ok(await documentIsMarked(page));
    assert.equal(await page.getAttribute('.navbar-left a[href="/blog"]', 'aria-current'), 'page');
    assert.equal(await page.getAttribute('.navbar-left a[data-docs-area]', 'class'), 'navbar-link');
    assert.ok(await page.isVisible('.announcement-bar'));
    assert.equal(await page.evaluate(() => window.__feDocsMark), 1);
    await context.close();
  });
});
