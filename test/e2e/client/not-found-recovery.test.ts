import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { document, location } from './browser-globals.js';
import { newPage, useServedSite } from './fixtures.js';

/**
 * Issue 12 item 13: a static host answers `/docs/guia.html` (no such file) with the 404 page; its script recognises the
 * `.html` or `/index.html` form of a page that exists and replaces the URL with the canonical one, showing the page.
 * The fixture server (test/helpers/static-server.ts) serves 404.html for unknown paths, as GitHub Pages does.
 */
describe('404 page: .html forms of existing pages', () => {
  const { ctx, u } = useServedSite();

  for (const [asked, canonical, h1] of [
    ['docs/guia.html', '/docs/guia', 'Guía'],
    ['blog.html', '/blog', undefined],
    ['en/docs/guia.html', '/en/docs/guia', 'Guide'],
  ] as const) {
    test(`/${asked} becomes ${canonical}`, async () => {
      const { page, context, errors } = await newPage(ctx.browser);
      const response = await page.goto(u(asked) + '?x=1#primeros');
      assert.equal(response?.status(), 404, 'the host answers with its 404 page');
      await page.waitForFunction((c) => location.pathname === c && !document.querySelector('.not-found-page'), canonical);
      assert.equal(await page.evaluate(() => location.search + location.hash), '?x=1#primeros');
      if (h1) assert.equal(await page.textContent('h1'), h1);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  test('an unknown page stays the 404 page', async () => {
    const { page, context, errors } = await newPage(ctx.browser);
    await page.goto(u('docs/nada.html'));
    await page.waitForFunction(() => document.querySelector('.route-announcer'));
    // Long enough for the check the 404 script makes to come back.
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => location.pathname), '/docs/nada.html');
    assert.ok(await page.isVisible('.not-found-page'));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
