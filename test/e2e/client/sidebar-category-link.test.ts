import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { axeReport, axeViolations } from '../../helpers/axe.js';
import { document } from './browser-globals.js';
import { newPage, serveFixture, type ServedSite } from './fixtures.js';

/** A sidebar category with a page of its own (`link: {type: doc}`) beside one without. */
const FILES = {
  'site.config.yaml': `
title: Sitio de prueba
url: https://example.org
baseUrl: /
docs:
  - id: default
    path: content/docs
    routeBasePath: docs
    sidebars:
      main:
        - intro
        - type: category
          label: Guías
          link: {type: doc, id: guias}
          items: [guias/uno, guias/dos]
        - type: category
          label: Referencia
          items: [ref]
`,
  'content/docs/intro.md': '# Inicio\n\nTexto.\n',
  'content/docs/guias.md': '# Guías\n\nTodas las guías.\n',
  'content/docs/guias/uno.md': '# Uno\n\nTexto.\n',
  'content/docs/guias/dos.md': '# Dos\n\nTexto.\n',
  'content/docs/ref.md': '# Referencia\n\nTexto.\n',
};

const isOpen = (details: Locator) => details.evaluate((d) => (d as unknown as { open: boolean }).open);

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveFixture(FILES)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test('a category with a page of its own: its link is not inside the <summary>, and keyboards reach both', async () => {
  const { page, context, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/intro');
  const nav = page.locator('.sidebar-nav');
  // No interactive element inside another (axe nested-interactive), in either colour mode's markup: one DOM.
  assert.equal(await nav.locator('summary a').count(), 0);
  const link = nav.locator('a.menu-category-link', { hasText: 'Guías' });
  assert.equal(await link.getAttribute('href'), '/docs/guias');
  const toggle = nav.locator('.menu-item-linked > details > summary');
  assert.equal(await toggle.textContent(), 'Mostrar u ocultar las páginas de «Guías»');
  assert.equal(await nav.locator('details:has(> summary:text-is("Referencia"))').count(), 1);

  // Tab from the category's link lands on its toggle; Enter opens the category without leaving the page.
  await link.focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY');
  assert.equal(await isOpen(nav.locator('.menu-item-linked > details')), false);
  await page.keyboard.press('Enter');
  assert.equal(await isOpen(nav.locator('.menu-item-linked > details')), true);
  assert.match(page.url(), /\/docs\/intro$/);
  assert.equal(await nav.locator('a', { hasText: 'Uno' }).isVisible(), true);

  const violations = (await axeViolations(page)).filter((v) => v.nodes.some((n) => n.target.join(' ').includes('menu')));
  assert.deepEqual(violations, [], axeReport(violations));
  assert.deepEqual(errors, []);
  await context.close();
});

test("the category's own page opens it and marks its link", async () => {
  const { page, context } = await newPage(browser);
  await page.goto(site.url + 'docs/guias');
  const link = page.locator('.sidebar-nav a.menu-category-link');
  assert.equal(await link.getAttribute('aria-current'), 'page');
  assert.equal(await isOpen(page.locator('.sidebar-nav .menu-item-linked > details')), true);
  await context.close();
});
