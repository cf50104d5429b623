import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import { startDevServer } from '../../src/dev/dev-server.js';
import { dialect } from '../../src/api/site.js';
import { overlayErrors } from '../../src/dev/server.js';
import { DEV_EVENTS_PATH } from '../../src/shared/constants.js';
import { rawRequest } from '../helpers/raw-http.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const CONFIG = MINIMAL_CONFIG + 'static:\n  path: static\nopenapi:\n  - id: api\n    spec: openapi/api.yaml\n    route: /api/\n';
const api = (schema: string) => `openapi: 3.0.3
info: { title: API, version: '1' }
paths:
  /x:
    get:
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: ${schema}
`;
/** A reference to a file that does not exist: an error in the first build. */
const THROWS = api(`{ $ref: './other.yaml#/Foo' }`);
const GOOD = api('{ type: string }');
const FILES = {
  'site.config.yaml': CONFIG,
  'content/docs/intro.md': '---\ntitle: Introducción\n---\n\nTexto de la introducción.\n',
  'content/docs/guia.md': '---\ntitle: Guía\n---\n\nVer la [introducción](/docs/intro).\n',
  'content/blog/2024-01-02-hola.md': '---\ntitle: Hola\n---\n\nPrimera entrada.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'static/.env': 'TOKEN=secreto',
  'openapi/api.yaml': GOOD,
};

test('dev: a rebuild that throws keeps the last good build served, shows the error without absolute paths, and recovers', async () => {
  const site = await createSite(FILES);
  const server = await startDevServer({ root: site.root, port: 0, dialect });
  try {
    const next = server.nextBuild();
    await writeFile(path.join(site.root, 'openapi/api.yaml'), THROWS);
    const outcome = await next;
    assert.equal(outcome.ok, false);
    const errors = overlayErrors(server.builder);
    assert.ok(errors.length, 'the overlay shows the error');
    assert.match(errors.map((e) => e.message).join('\n'), /other\.yaml/);
    assert.ok(!JSON.stringify(errors).includes(site.root), `absolute path in the overlay: ${JSON.stringify(errors)}`);
    const page = await rawRequest(server.url, '/docs/intro');
    assert.equal(page.status, 200, 'the last good build is served');
    assert.match(page.body.toString(), /Texto de la introducción/);

    const fixed = server.nextBuild();
    await writeFile(path.join(site.root, 'openapi/api.yaml'), GOOD);
    assert.equal((await fixed).ok, true);
    assert.deepEqual(overlayErrors(server.builder), []);
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test('dev: a first build that throws still starts the server, which shows the error and builds once it is fixed', async () => {
  const site = await createSite({ ...FILES, 'openapi/api.yaml': THROWS });
  const server = await startDevServer({ root: site.root, port: 0, dialect });
  try {
    // The unreadable `$ref` is now a positioned error (it used to throw): the server is up and shows it.
    const r = await rawRequest(server.url, '/docs/intro');
    assert.ok(r.status === 200 || r.status === 500, String(r.status));
    assert.match(JSON.stringify(overlayErrors(server.builder)), /other\.yaml/);
    assert.ok(!r.body.toString().includes(site.root), 'absolute path in the page');
    const fixed = server.nextBuild();
    await writeFile(path.join(site.root, 'openapi/api.yaml'), GOOD);
    assert.equal((await fixed).ok, true);
    assert.equal((await rawRequest(server.url, '/docs/intro')).status, 200);
  } finally {
    await server.close();
    await site.cleanup();
  }
});

test('dev: while the site has errors after a file was deleted, the 404 page, search index, sitemap and feeds still come from the last good build', async () => {
  const site = await createSite(FILES);
  const server = await startDevServer({ root: site.root, port: 0, dialect });
  try {
    const next = server.nextBuild();
    // guia.md links to intro.md: deleting it is a broken link, so the last good build stays.
    await rm(path.join(site.root, 'content/docs/intro.md'));
    assert.equal((await next).ok, false);
    for (const p of ['/nada', '/search-index.json', '/sitemap.xml', '/blog/rss.xml', '/llms.txt', '/docs/intro.md', '/docs/intro/index.md']) {
      const r = await rawRequest(server.url, p);
      assert.notEqual(r.status, 500, `${p}: ${r.body.toString().slice(0, 300)}`);
      assert.ok(!r.body.toString().includes(site.root), `${p} shows an absolute path`);
    }
    assert.equal((await rawRequest(server.url, '/sitemap.xml')).status, 200);
  } finally {
    await server.close();
    await site.cleanup();
  }
});

/** A request with a Host header of our choosing (DNS rebinding: a page of another name that resolves to 127.0.0.1). */
function withHost(url: string, p: string, host: string): Promise<number> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: u.port, path: p, headers: { Host: host }, agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

test('dev: only requests for localhost, 127.0.0.1, [::1] or the configured host are answered (DNS rebinding); dotfiles of static/ are not served', async () => {
  const site = await createSite(FILES);
  const server = await startDevServer({ root: site.root, port: 0, dialect });
  try {
    const port = new URL(server.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost'])
      assert.equal(await withHost(server.url, '/docs/intro', host), 200, host);
    for (const host of [`evil.example:${port}`, 'evil.example', `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`])
      for (const p of ['/docs/intro', '/search-index.json', DEV_EVENTS_PATH]) assert.equal(await withHost(server.url, p, host), 403, `${host} ${p}`);
    assert.equal((await rawRequest(server.url, '/img/logo.svg')).status, 200);
    assert.equal((await rawRequest(server.url, '/.env')).status, 404);
  } finally {
    await server.close();
    await site.cleanup();
  }
});
