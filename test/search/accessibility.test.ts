import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { buildAndServe, searchSiteFiles, waitForText, type BuiltSite } from './fixture.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let site: BuiltSite;
let browser: Browser;

before(async () => {
  site = await buildAndServe(searchSiteFiles());
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** axe-core's violations (WCAG 2 A/AA and best practices) inside `selector`, as readable lines. */
async function violations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return (await page.evaluate(`axe.run(${JSON.stringify(selector)}, { resultTypes: ['violations'] }).then((r) =>
    r.violations.map((v) => v.id + ': ' + v.help + ' — ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')))`)) as string[];
}

for (const mode of ['light', 'dark'] as const) {
  test(`search box and /search, ${mode} mode: no axe-core violations with results, the active option and no results`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(mode)})`);
      await page.goto(site.url + 'docs/');
      await page.keyboard.press('Control+k');
      await page.fill('.search-dialog-input', 'facturas');
      await waitForText(page, '.search-dialog [role="option"] .search-result-title', 'factura');
      await page.keyboard.press('ArrowDown');
      assert.deepEqual(await violations(page, '.search-dialog'), []);
      await page.fill('.search-dialog-input', 'zzqqxx');
      await waitForText(page, '.search-dialog .search-status', 'No hay resultados para');
      assert.deepEqual(await violations(page, '.search-dialog'), []);

      await page.goto(site.url + 'search?q=comprobante');
      await waitForText(page, '.search-page-count', 'resultados');
      assert.deepEqual(await violations(page, 'main'), []);
    } finally {
      await context.close();
    }
  });
}
