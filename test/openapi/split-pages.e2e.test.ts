import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generateOpenApi } from '../../bench/generate-openapi.js';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';
import { buildApiSite, type BuiltApiSite } from './fixture.js';

/**
 * A split reference in Chromium: a link written for the single page (`/api/gen#operation/x`) lands on the overview,
 * which sends the browser on to the tag page, where the operation opens and comes into view.
 */
describe('split API reference in the browser', () => {
  let browser: Browser;
  let built: BuiltApiSite;
  let server: { url: string; close: () => Promise<void> };
  const contexts: BrowserContext[] = [];
  before(async () => {
    // 60 operations over 3 tags (about 300 KB of HTML each), a budget that holds one tag.
    built = await buildApiSite({ gen: generateOpenApi({ operations: 60, tags: 3, schemas: 12, webhooks: 2 }) }, { maxPageSize: 450_000 });
    [browser, server] = await Promise.all([launchBrowser(), serveDir(built.outDir)]);
  });
  after(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.close();
    await built?.cleanup();
  });

  async function open(path: string): Promise<{ page: Page; errors: Error[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(server.url + path.replace(/^\//, ''));
    return { page, errors };
  }
  const pathOf = (page: Page) => {
    const u = new URL(page.url());
    return u.pathname.replace(/\/$/, '') + u.hash;
  };
  const isOpenAndInView = (id: string) =>
    `(el => !!el && el.open === true && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < 200)(document.getElementById(${JSON.stringify(id)}))`;

  test("an operation's fragment on the overview lands on its tag page, the operation open and in view", async () => {
    const { page, errors } = await open('/api/gen#operation/operacion5');
    // operacion5 is the fifth operation: the second of three tags.
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === '/api/gen/recurso-2');
    assert.equal(pathOf(page), '/api/gen/recurso-2#operation/operacion5');
    await page.waitForFunction(isOpenAndInView('operation/operacion5'));
    assert.ok(await page.locator('[id="operation/operacion5"] .api-op-body').isVisible());
    assert.equal(await page.locator('[id="operation/operacion8"]').getAttribute('open'), null);
    assert.deepEqual(errors, []);
    // Replaced, not pushed: Back leaves the reference instead of returning to the overview that only forwarded.
    await page.goBack();
    assert.ok(!page.url().includes('/api/gen'), page.url());
  });

  test("a schema's fragment on the overview lands on the schemas page with the schema open", async () => {
    const { page, errors } = await open('/api/gen#schema/Modelo3');
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === '/api/gen/schemas');
    await page.waitForFunction(isOpenAndInView('schema/Modelo3'));
    assert.deepEqual(errors, []);
  });

  test('the overview stays put without a fragment, with its own sections, and with an unknown fragment', async () => {
    for (const hash of ['', '#servers', '#operation/noExiste']) {
      const { page, errors } = await open('/api/gen' + hash);
      await page.locator('.api-contents').waitFor();
      // The client has run (its tools are added) and left the page where it is.
      await page.locator('.api-tools').waitFor();
      assert.equal(pathOf(page), '/api/gen' + hash);
      assert.deepEqual(errors, []);
    }
  });

  test('a schema link in an operation goes to the schemas page and opens the schema; the side navigation reaches another tag', async () => {
    const { page, errors } = await open('/api/gen/recurso-1#operation/operacion1');
    await page.waitForFunction(isOpenAndInView('operation/operacion1'));
    await page.locator('[id="operation/operacion1"] a.s-ref', { hasText: 'Modelo1' }).first().click();
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === '/api/gen/schemas' && u.hash === '#schema/Modelo1');
    await page.waitForFunction(isOpenAndInView('schema/Modelo1'));
    await page.locator('.api-nav a.api-nav-section', { hasText: 'Recurso 3' }).click();
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === '/api/gen/recurso-3');
    await page.locator('h1', { hasText: 'Recurso 3' }).waitFor();
    assert.equal(await page.locator('.api-nav a[aria-current="page"]').textContent(), 'Recurso 3');
    assert.equal(await page.locator('.api-nav a[href="#operation/operacion3"]').count(), 1);
    assert.deepEqual(errors, []);
  });
});
