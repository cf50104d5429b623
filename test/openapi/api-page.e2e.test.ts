import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { serveDir } from '../helpers/static-server.js';
import { readRepoFile, sharedApiSite, type BuiltApiSite } from './fixture.js';

/** The API reference page in Chromium: deep links, nested schemas, side navigation, no-script reading, contrast. */
describe('API reference page in the browser', () => {
  let browser: Browser;
  let built: BuiltApiSite;
  let server: { url: string; close: () => Promise<void> };
  const contexts: BrowserContext[] = [];
  before(async () => {
    // Read only: shared with test/openapi/site-definitions.test.ts.
    built = await sharedApiSite({ ublhub: await readRepoFile('openapi/ublhub.yaml'), searchpe: await readRepoFile('openapi/searchpe.yaml') });
    [browser, server] = await Promise.all([launchBrowser(), serveDir(built.outDir)]);
  });
  after(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.close();
    await built?.cleanup();
  });

  async function open(path: string, opts: { javaScript?: boolean; dark?: boolean; width?: number } = {}): Promise<{ page: Page; errors: Error[] }> {
    const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 800 }, javaScriptEnabled: opts.javaScript ?? true });
    contexts.push(context);
    if (opts.dark) await context.addInitScript("localStorage.setItem('theme', 'dark')");
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(server.url + path.replace(/^\//, ''));
    return { page, errors };
  }
  /** Where an element's top sits in the viewport (0 = the top edge). */
  const topOf = (page: Page, id: string) => page.evaluate(`document.getElementById(${JSON.stringify(id)}).getBoundingClientRect().top`) as Promise<number>;

  test('a deep link opens its operation and brings it into view', async () => {
    const { page, errors } = await open('/api/ublhub#operation/getDocument');
    const op = page.locator('[id="operation/getDocument"]');
    await assertOpen(page, '[id="operation/getDocument"]');
    await op.locator('.api-op-body').waitFor({ state: 'visible' });
    // In view: its top below the sticky navbar, in the upper part of the window.
    await page.waitForFunction("(t => t >= 0 && t < 200)(document.getElementById('operation/getDocument').getBoundingClientRect().top)");
    const top = await topOf(page, 'operation/getDocument');
    assert.ok(top >= 0 && top < 200, `operation top at ${top}px`);
    // The operation's own section shows its path and its 200 response.
    assert.equal(await op.locator('.api-path').first().textContent(), '/api/api/projects/{projectId}/documents/{documentId}');
    assert.ok(await op.locator('.api-response', { hasText: 'Datos del documento.' }).isVisible());
    // Operations not linked to stay folded.
    assert.equal(await page.locator('[id="operation/listProjects"]').getAttribute('open'), null);
    assert.deepEqual(errors, []);
  });

  test('a nested schema expands on click, and a schema inside it too', async () => {
    const { page } = await open('/api/ublhub#operation/getDocument');
    const op = page.locator('[id="operation/getDocument"]');
    await assertOpen(page, '[id="operation/getDocument"]');
    const status = op.locator('details.s-nested', { has: page.locator('> summary', { hasText: 'Propiedades de Status' }) }).first();
    const inProgress = status.locator('> ul > li > .s-head > code', { hasText: 'inProgress' });
    assert.equal(await inProgress.isVisible(), false);
    await status.locator('> summary').click();
    await inProgress.waitFor({ state: 'visible' });
    const error = status.locator('details.s-nested', { has: page.locator('> summary', { hasText: 'Propiedades de Error' }) });
    const phase = error.locator('code.s-name', { hasText: 'phase' });
    assert.equal(await phase.isVisible(), false);
    await error.locator('> summary').click();
    await phase.waitFor({ state: 'visible' });
    assert.ok(await error.locator('.s-enum', { hasText: '"VERIFY_TICKET"' }).isVisible());
  });

  test('the side navigation opens the operation it links to, also when its hash is already in the URL', async () => {
    const { page } = await open('/api/ublhub');
    await page.locator('.api-nav a[href="#operation/createCompany"]').click();
    await assertOpen(page, '[id="operation/createCompany"]');
    assert.equal(new URL(page.url()).hash, '#operation/createCompany');
    assert.equal(await page.locator('.api-nav a[href="#operation/createCompany"]').getAttribute('aria-current'), 'true');
    // Fold it, then follow the same link again: no hashchange, the operation opens anyway.
    await page.locator('[id="operation/createCompany"] > summary').click();
    await page.waitForFunction("!document.getElementById('operation/createCompany').open");
    await page.locator('.api-nav a[href="#operation/createCompany"]').click();
    await assertOpen(page, '[id="operation/createCompany"]');
  });

  test('expand all and collapse all', async () => {
    const { page } = await open('/api/searchpe');
    await page.getByRole('button', { name: 'Expandir todo' }).click();
    assert.equal(await page.locator('details.api-op:not([open])').count(), 0);
    assert.equal(await page.locator('details.api-op[open]').count(), 16);
    await page.getByRole('button', { name: 'Contraer todo' }).click();
    assert.equal(await page.locator('details.api-op[open]').count(), 0);
  });

  test('without JavaScript the page reads: every operation is there and opens natively', async () => {
    const { page } = await open('/api/ublhub#operation/listDocuments', { javaScript: false });
    assert.equal(await page.locator('details.api-op').count(), 33);
    assert.ok(await page.locator('.api-nav').isVisible());
    const op = page.locator('[id="operation/listDocuments"]');
    await op.locator('> summary').click();
    await op.locator('.api-params').waitFor({ state: 'visible' });
    assert.ok(await op.locator('.api-params code', { hasText: 'sort_by' }).isVisible());
    assert.equal(await page.locator('.api-tools').count(), 0);
  });

  test('on a narrow screen the navigation folds above the content', async () => {
    const { page } = await open('/api/ublhub', { width: 390 });
    await page.waitForFunction("!document.querySelector('.api-nav-details').open");
    await page.locator('.api-nav-details > summary').click();
    await page.locator('.api-nav a[href="#operation/getServerInfo"]').click();
    await assertOpen(page, '[id="operation/getServerInfo"]');
    await page.waitForFunction("!document.querySelector('.api-nav-details').open");
  });

  test('an operation heading reads as separate words (method, path, name), and looks as before', async () => {
    const { page } = await open('/api/ublhub');
    const texts = await page.locator('.api-op-heading').allTextContents();
    const post = texts.find((t) => t?.startsWith('POST'));
    assert.match(post ?? '', /^POST \/\S+ \S/, `heading text: ${post}`);
    for (const t of texts) assert.doesNotMatch(t ?? '', /^[A-Z]+\/|\S\s{2,}\S/, `heading text: ${t}`);
    // The spaces between the flex items render nothing: every part sits where it sits without them.
    const moved = await page.evaluate(`(${SPACES_CHANGE_LAYOUT})(".api-op-heading")`);
    assert.deepEqual(moved, []);
  });

  for (const dark of [false, true]) {
    test(`text contrast is at least 4.5:1 in ${dark ? 'dark' : 'light'} mode`, async () => {
      const { page } = await open('/api/ublhub#operation/createCompany', { dark });
      await assertOpen(page, '[id="operation/createCompany"]');
      assert.equal(await page.evaluate('document.documentElement.dataset.theme'), dark ? 'dark' : 'light');
      const selectors = [
        '.api-kicker',
        '.api-badge',
        '.api-badge-soft',
        '.api-download',
        '.api-nav-section',
        '.api-nav-label',
        '.api-method-get',
        '.api-method-post',
        '.api-method-put',
        '.api-method-delete',
        '.api-op-name',
        '.api-op-main h4',
        '.s-type',
        '.s-req',
        '.s-c',
        '.s-nested > summary',
        '.api-status-2',
        '.api-status-4',
        '.s-ref',
        '.api-scope',
        '.api-tools button',
        '.code-title',
      ];
      const ratios = (await page.evaluate(`(${CONTRAST_OF})(${JSON.stringify(selectors)})`)) as Record<string, number>;
      for (const s of selectors) assert.ok(ratios[s] >= 4.5, `${s}: ${ratios[s]?.toFixed(2)}:1`);
    });
  }
});

async function assertOpen(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(`document.querySelector(${JSON.stringify(selector)})?.open === true`);
}

/** In the page: the headings whose parts move when the whitespace between them is removed. */
const SPACES_CHANGE_LAYOUT = `(selector) => {
  const rects = (h) => [h, ...h.children].map((e) => JSON.stringify(e.getBoundingClientRect()));
  const moved = [];
  for (const h of document.querySelectorAll(selector)) {
    const before = rects(h);
    for (const n of [...h.childNodes]) if (n.nodeType === 3 && !n.data.trim()) n.remove();
    if (JSON.stringify(rects(h)) !== JSON.stringify(before)) moved.push(h.textContent);
  }
  return moved;
}`;

/** In the page: the contrast ratio of each selector's first element, text colour against its effective background. */
const CONTRAST_OF = `(selectors) => {
  // Computed colours are rgb()/rgba() with 0–255 channels, or color(srgb …) with 0–1 channels (color-mix results).
  const rgb = (c) => {
    const v = (c.replace(/^color\\(srgb/, '').match(/[\\d.]+/g) || []).map(Number);
    return c.startsWith('color(srgb') ? v.map((x, i) => (i < 3 ? x * 255 : x)) : v;
  };
  const lum = ([r, g, b]) => {
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) return c.slice(0, 3);
    }
    return rgb(getComputedStyle(document.body).backgroundColor).slice(0, 3);
  };
  const out = {};
  for (const s of selectors) {
    const el = document.querySelector(s);
    if (!el) { out[s] = 0; continue; }
    const a = lum(rgb(getComputedStyle(el).color)), b = lum(background(el));
    out[s] = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }
  return out;
}`;
