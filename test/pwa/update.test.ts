import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { createFixture, mainText, openPage, serveBuilt, siteFiles, waitForController, type FixtureSite } from './fixture.js';

let browser: Browser;
let site: FixtureSite;

before(async () => {
  site = await createFixture(siteFiles({ release: 'versión uno' }));
  await site.build();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.cleanup();
});

const focusedText = (page: Page) => page.evaluate('document.activeElement && document.activeElement.textContent');
const popup = (page: Page) => page.getByRole('alertdialog', { name: 'Nueva versión disponible' });

test('a new build shows the update popup; Escape closes it, Recargar activates the new version and reloads once', async () => {
  const server = await serveBuilt(site.out);
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(server.url + 'docs/guia?offlineMode=true');
    await waitForController(page);
    assert.match(await mainText(page), /Estado: versión uno/);

    // Deploy a changed site. The open page keeps the version it has until the reader accepts the new one.
    const rebuilt = await site.build(siteFiles({ release: 'versión dos' }));
    assert.ok(rebuilt.precache && rebuilt.precache.count > 0);
    await page.reload();
    await popup(page).waitFor({ timeout: 60_000 });
    assert.match(await mainText(page), /Estado: versión uno/, 'the page is not changed behind the reader’s back');
    assert.match(await popup(page).innerText(), /Hay una versión más reciente de este sitio/);

    // Keyboard: focus starts on Recargar, Tab reaches the other button, Escape closes and gives focus back.
    const reload = popup(page).getByRole('button', { name: 'Recargar' });
    assert.equal(await focusedText(page), 'Recargar');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(page), 'Ahora no');
    await page.keyboard.press('Escape');
    await popup(page).waitFor({ state: 'detached' });

    // The new version is still waiting: the next page load offers it again.
    await page.goto(server.url + 'docs/guia');
    await popup(page).waitFor();
    assert.match(await mainText(page), /Estado: versión uno/);

    let navigations = 0;
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations++);
    await reload.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(`document.querySelector('main')?.innerText.includes('Estado: versión dos')`, null, { timeout: 60_000 });
    await waitForController(page);
    assert.equal(await popup(page).count(), 0);
    assert.equal(navigations, 1, 'accepting reloads the page exactly once');

    // The new version is what the worker now serves offline.
    await server.close();
    await context.setOffline(true);
    await page.goto(server.url);
    assert.match(await mainText(page), /Estado del sitio: versión dos/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await server.close();
  }
});
