import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../helpers/browser.js';
import { document, localStorage, window } from './browser-globals.js';
import { newPage, serveRealSite, type ServedSite } from './fixtures.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** Run axe-core (every rule it runs by default: WCAG 2 A/AA and best practices) on the page as it is now. */
async function axe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}
const report = (v: AxeViolation[]) =>
  v.map((x) => `${x.id} (${x.impact}): ${x.help}\n${x.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`).join('\n');

/** Issue 4 budget: axe-core finds no violations on the home page, a doc, a blog post and an API page, in both colour modes. */
describe('accessibility (axe-core) of the real site', () => {
  let browser: Browser;
  let site: ServedSite;
  before(async () => {
    [browser, site] = await Promise.all([launchBrowser(), serveRealSite()]);
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });

  const PAGES = { home: '/', doc: '/docs/xbuilder/create-xml', 'blog post': '/blog/2023/09/23/xbuilder-3-0-0-released', 'API page': '/api/searchpe' };
  for (const mode of ['light', 'dark'] as const) {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name}, ${mode} mode: no violations`, async () => {
        const { page, context } = await newPage(browser);
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(site.url + path.slice(1));
        await page.waitForFunction(() => document.querySelector('.route-announcer'));
        assert.equal(await page.getAttribute('html', 'data-theme'), mode);
        const violations = await axe(page);
        assert.equal(violations.length, 0, report(violations));
        await context.close();
      });
    }
  }

  test('mobile doc page with the drawer open, both modes: no violations', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { page, context } = await newPage(browser, { width: 390, height: 844 });
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      await page.goto(site.url + 'docs/xbuilder/create-xml');
      await page.waitForFunction(() => document.querySelector('.route-announcer'));
      await page.click('.navbar-toggle');
      const violations = await axe(page);
      assert.equal(violations.length, 0, `${mode}: ${report(violations)}`);
      await context.close();
    }
  });
});
