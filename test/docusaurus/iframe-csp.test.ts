import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cspViolations } from '../helpers/browser.js';
import { documentIsMarked, markDocument, newPage, useServedSite } from '../e2e/client/fixtures.js';

const CONFIG = `module.exports = {
  title: 'Frames', url: 'https://frames.example', baseUrl: '/',
  presets: [['classic', {}]],
};
`;
const EMBED = 'https://embed.example.com';

const { ctx, u } = useServedSite(() => ({
  'docusaurus.config.js': CONFIG,
  'docs/a.md': '---\nsidebar_position: 1\n---\n\n# Plain\n\nSee [the sandbox](./b.mdx).\n',
  'docs/b.mdx': `---\nsidebar_position: 2\n---\n\n# Sandbox\n\n<iframe title="Sandbox" src="${EMBED}/embed/x?view=preview&amp;theme=dark" width="600" height="300"></iframe>\n`,
}));

/**
 * An external embed (CodeSandbox, YouTube) in a page's content loads under the page's policy: the page's `frame-src`
 * lists the embed's origin, and only that page has one. The embed is served by the test (no network).
 */
test('an external <iframe> in content loads under the page CSP; reached by a link, the page is loaded in full', async () => {
  const { page, context, errors } = await newPage(ctx.browser, { context: { bypassCSP: false } });
  await context.route(`${EMBED}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title><p id="inside">Embedded</p>' }),
  );
  const violations = cspViolations(page);
  await page.goto(u('docs/a'));
  const plainPolicy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.doesNotMatch(plainPolicy ?? '', /frame-src/, 'a page without frames keeps the plain policy');
  await markDocument(page);
  await page.getByRole('link', { name: 'the sandbox' }).click();
  await page.waitForURL(/docs\/b$/);
  const frame = page.frameLocator('iframe[title="Sandbox"]');
  assert.equal(await frame.locator('#inside').textContent(), 'Embedded');
  // The plain page's policy has no frame-src: the router loads the framing page in full instead of swapping it in.
  assert.equal(await documentIsMarked(page), false, 'a full load');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.match(policy ?? '', /frame-src 'self' https:\/\/embed\.example\.com;/);
  assert.deepEqual(violations, []);
  assert.deepEqual(errors, []);
});
