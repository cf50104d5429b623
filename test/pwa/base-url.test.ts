import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM, launchBrowser } from '../helpers/browser.js';
import { createFixture, mainText, openPage, registrations, servePlain, siteFiles, waitForController, type FixtureSite } from './fixture.js';

const BASE = '/manual/';
let site: FixtureSite;

before(async () => {
  site = await createFixture(siteFiles({ baseUrl: BASE }));
  await site.build();
});
after(async () => {
  await site?.cleanup();
});

test('under a non-root baseUrl the worker is scoped to it and serves the site offline', async () => {
  // A plain static host (/x/index.html served as is, no canonical redirects).
  const server = await servePlain(site.out, BASE);
  const browser = await launchBrowser();
  const { context, page, errors } = await openPage(browser);
  let serverOpen = true;
  try {
    assert.ok(server.url.endsWith(BASE));
    await page.goto(server.url + '?offlineMode=true');
    assert.equal(await waitForController(page), server.url + 'sw.js');
    assert.deepEqual(await registrations(page), [[server.url, server.url + 'sw.js']]);

    await server.close();
    serverOpen = false;
    await context.setOffline(true);
    await page.reload();
    assert.match(await mainText(page), /Estado del sitio: versión uno/);
    await page.getByRole('link', { name: 'Leer la introducción' }).click();
    await page.waitForURL(server.url + 'docs/intro');
    await page.goto(server.url + 'docs/guia');
    assert.match(await mainText(page), /Guía de facturación/);
    await page.goto(server.url + 'blog/2024/03/01/lanzamiento');
    await page.getByRole('heading', { level: 1, name: 'Lanzamiento del modo sin conexión' }).waitFor();
    const missing = await page.goto(server.url + 'no/existe');
    assert.equal(missing?.status(), 404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    // The logo and the app icons come from the precache too.
    const icon = await page.evaluate(`fetch(${JSON.stringify(server.url + 'pwa/icon-192.png')}).then((r) => r.status)`);
    assert.equal(icon, 200);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
    await browser.close();
    if (serverOpen) await server.close();
  }
});

test('the web app manifest names the site, its scope and PNG icons, and Chromium finds the site installable', async () => {
  const server = await servePlain(site.out, BASE);
  // Chromium never offers to install from an incognito profile, which is what browser.newContext() gives.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(server.url + 'docs/intro');
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    assert.equal(href, BASE + 'manifest.webmanifest');
    assert.equal(await page.getAttribute('link[rel="apple-touch-icon"]', 'href'), BASE + 'pwa/apple-touch-icon.png');

    const manifest = (await (await page.request.get(new URL(href!, server.url).href)).json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    assert.deepEqual(
      { ...manifest, icons: undefined },
      {
        id: BASE,
        name: 'Sitio sin conexión',
        short_name: 'SinRed',
        description: 'Documentación que funciona sin red',
        lang: 'es',
        dir: 'ltr',
        start_url: BASE,
        scope: BASE,
        display: 'standalone',
        theme_color: '#25c2a0',
        background_color: '#ffffff',
        icons: undefined,
      },
    );
    assert.deepEqual(
      manifest.icons.map((i) => [i.src, i.sizes, i.type, i.purpose]),
      [
        [BASE + 'pwa/icon-192.png', '192x192', 'image/png', 'any'],
        [BASE + 'pwa/icon-512.png', '512x512', 'image/png', 'any'],
        [BASE + 'pwa/icon-maskable-512.png', '512x512', 'image/png', 'maskable'],
      ],
    );
    for (const icon of [...manifest.icons, { src: BASE + 'pwa/apple-touch-icon.png', sizes: '180x180' }]) {
      const res = await page.request.get(new URL(icon.src, server.url).href);
      assert.equal(res.status(), 200, icon.src);
      const meta = await sharp(await res.body()).metadata();
      assert.equal(meta.format, 'png', icon.src);
      assert.equal(`${meta.width}x${meta.height}`, icon.sizes, icon.src);
    }

    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    assert.deepEqual(parsed.errors, []);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    assert.deepEqual(installabilityErrors, []);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await server.close();
  }
});
