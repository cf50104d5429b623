import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startDevServer } from '../../src/dev/dev-server.js';
import { dialect } from '../../src/api/site.js';
import { startStaticServer } from '../../src/serve/static-server.js';
import { rawRequest, type RawResponse } from '../helpers/raw-http.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/**
 * Issue 33: `fe-docs serve` sent no `X-Content-Type-Options: nosniff` (a browser could take an uploaded text file
 * for a script or a page) and no `Referrer-Policy`. Every response of `serve` and of `dev` carries both: pages,
 * assets, 304s, ranges, redirects, 404s and the 400/405 answers.
 */
function assertHeaders(r: RawResponse, what: string): void {
  assert.equal(r.headers['x-content-type-options'], 'nosniff', `${what} (${r.status})`);
  assert.equal(r.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${what} (${r.status})`);
}

test('fe-docs serve: every response says nosniff and its referrer policy', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-headers-'));
  try {
    const page = '<!doctype html><html lang="es" data-base="/docs-site/"><title>x</title></html>';
    await mkdir(path.join(dir, 'docs', 'intro'), { recursive: true });
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, '404.html'), page);
    await writeFile(path.join(dir, 'docs', 'intro', 'index.html'), page);
    await writeFile(path.join(dir, 'assets', 'app-0123456789.js'), 'console.log(1);\n'.repeat(100));
    await writeFile(path.join(dir, 'notes.txt'), '<script>alert(1)</script>');
    const server = await startStaticServer({ dir, base: '/docs-site/', port: 0 });
    try {
      const origin = new URL(server.url).origin;
      const page200 = await rawRequest(origin, '/docs-site/docs/intro/');
      assert.equal(page200.status, 200);
      assertHeaders(page200, 'a page');
      assertHeaders(await rawRequest(origin, '/docs-site/assets/app-0123456789.js', { headers: { 'accept-encoding': 'gzip' } }), 'a compressed asset');
      const txt = await rawRequest(origin, '/docs-site/notes.txt');
      assert.match(String(txt.headers['content-type']), /^text\/plain/);
      assertHeaders(txt, 'a text file holding markup');
      const etag = String(page200.headers.etag);
      const notModified = await rawRequest(origin, '/docs-site/docs/intro/', { headers: { 'if-none-match': etag } });
      assert.equal(notModified.status, 304);
      assertHeaders(notModified, 'a 304');
      const range = await rawRequest(origin, '/docs-site/notes.txt', { headers: { range: 'bytes=0-3' } });
      assert.equal(range.status, 206);
      assertHeaders(range, 'a range');
      assertHeaders(await rawRequest(origin, '/'), 'the redirect to the base URL');
      assertHeaders(await rawRequest(origin, '/docs-site/docs/intro'), 'a redirect or page without the slash');
      assertHeaders(await rawRequest(origin, '/docs-site/nada'), 'a 404');
      assertHeaders(await rawRequest(origin, '/docs-site/%zz'), 'a bad request');
      assertHeaders(await rawRequest(origin, '/docs-site/', { method: 'POST' }), 'a 405');
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('fe-docs dev: every response says nosniff and its referrer policy', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Introducción\n', 'static/notes.txt': 'texto' });
  const server = await startDevServer({ root: site.root, port: 0, log: () => {}, dialect });
  try {
    const origin = new URL(server.url).origin;
    const page = await rawRequest(origin, '/docs/intro');
    assert.equal(page.status, 200);
    assertHeaders(page, 'a page');
    assertHeaders(await rawRequest(origin, '/notes.txt'), 'a static file');
    assertHeaders(await rawRequest(origin, '/docs/nada'), 'a 404');
    assertHeaders(await rawRequest(origin, '/sw.js'), 'the service worker stand-in');
    assertHeaders(await rawRequest(origin, '/docs/intro', { headers: { host: 'evil.example' } }), 'a 403 for another host');
    assertHeaders(await rawRequest(origin, '/', { method: 'POST' }), 'a 405');
  } finally {
    await server.close();
    await site.cleanup();
  }
});
