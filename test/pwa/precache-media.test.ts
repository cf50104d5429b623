import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { launchBrowser } from '../helpers/browser.js';
import { document } from '../e2e/client/browser-globals.js';
import { PRECACHED_IMAGE_MAX_BYTES } from '../../src/output/pwa/generate-sw.js';
import { createFixture, openPage, serveBuilt, siteFiles, waitForController } from './fixture.js';

/** A PNG of noise (it does not compress): `size` pixels square. */
const noisePng = (size: number) =>
  sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();

test('the offline copy leaves out large images and media; a large image is cached when shown and then works offline', async () => {
  const files = siteFiles();
  files['content/docs/03-captura.md'] = '# Captura\n\nLa pantalla de inicio:\n\n![Pantalla de inicio](/img/captura.png)\n';
  const site = await createFixture(files);
  const browser = await launchBrowser();
  try {
    const big = await noisePng(200);
    const small = await noisePng(8);
    assert.ok(big.length > PRECACHED_IMAGE_MAX_BYTES && small.length <= PRECACHED_IMAGE_MAX_BYTES);
    await mkdir(path.join(site.root, 'static/img'), { recursive: true });
    await mkdir(path.join(site.root, 'static/descargas'), { recursive: true });
    await writeFile(path.join(site.root, 'static/img/captura.png'), big);
    await writeFile(path.join(site.root, 'static/img/punto.png'), small);
    await writeFile(path.join(site.root, 'static/descargas/manual.pdf'), '%PDF-1.4 manual\n');
    await writeFile(path.join(site.root, 'static/descargas/demo.mp4'), 'not really a video\n');
    const result = await site.build();

    const sw = await readFile(path.join(site.out, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/\{"url":"([^"]+)","revision":(?:null|"[0-9a-f]+")\}/g)].map((m) => m[1]);
    for (const u of ['docs/captura/index.html', 'img/logo.svg', 'img/punto.png', 'pwa/icon-512.png', 'manifest.webmanifest', 'search-index.json'])
      assert.ok(urls.includes(u), `${u} is precached`);
    for (const u of ['img/captura.png', 'descargas/manual.pdf', 'descargas/demo.mp4']) assert.ok(!urls.includes(u), `${u} is not precached`);
    assert.equal(result.precache?.count, urls.length);
    assert.deepEqual(result.diagnostics, []);

    // In Chromium: once the worker controls the page, the image it shows is cached at run time, and offline the
    // page still shows it.
    const server = await serveBuilt(site.out);
    const { context, page, errors } = await openPage(browser);
    let open = true;
    try {
      await page.goto(server.url + 'docs/captura?offlineMode=true');
      await waitForController(page);
      await page.reload();
      const loaded = () => page.waitForFunction(() => (document.querySelector('main img[alt="Pantalla de inicio"]')?.naturalWidth ?? 0) === 200);
      await loaded();
      await page.waitForFunction(async () => {
        const store = (globalThis as unknown as { caches: { keys(): Promise<string[]>; open(n: string): Promise<{ match(u: string): Promise<unknown> }> } })
          .caches;
        for (const name of await store.keys()) if (await (await store.open(name)).match('/img/captura.png')) return true;
        return false;
      });
      await server.close();
      open = false;
      await context.setOffline(true);
      await page.reload();
      await loaded();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      if (open) await server.close();
    }
  } finally {
    await browser.close();
    await site.cleanup();
  }
});
