import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startStaticServer, type RunningServer } from '../../src/serve/static-server.js';
import { rawRequest } from '../helpers/raw-http.js';

const page = (canonical: string | undefined, text: string) =>
  `<!doctype html><html lang="es" data-base="/"><head><meta charset="utf-8"><title>${text}</title>${canonical ? `<link rel="canonical" href="https://example.org${canonical}">` : ''}</head><body><main>${text}</main></body></html>`;
const SECRET = 'SECRET-OUTSIDE-THE-SITE';
const bigJs = `console.log(${JSON.stringify('fe-docs '.repeat(400))});\n`;

let tmp: string;
let site: string;
let server: RunningServer;

before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-serve-'));
  site = path.join(tmp, 'site');
  const files: Record<string, string> = {
    'index.html': page('/', 'Inicio'),
    'docs/intro/index.html': page('/docs/intro', 'Introducción'),
    'about/index.html': page('/about/', 'Acerca de'),
    'search/index.html': page(undefined, 'Buscar'),
    '404.html': page(undefined, 'Página no encontrada. ' + 'No encontramos lo que buscabas. '.repeat(40)),
    'assets/app-0123456789.js': bigJs,
    'assets/style-abcdef0123.css': 'body{color:red}',
    'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'blog/rss.xml': '<?xml version="1.0"?><rss/>',
    'search-index.json': '{"a":1}',
    'docs/intro/guía.md': '# Guía',
    'llms.txt': 'texto',
    '.env': SECRET,
    '.git/config': SECRET,
    'img/.secret/key.txt': SECRET,
    '.well-known/security.txt': 'Contact: mailto:security@example.org',
  };
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, rel)), { recursive: true });
    await writeFile(path.join(site, rel), text);
  }
  await writeFile(path.join(tmp, 'secret.txt'), SECRET);
  await writeFile(path.join(tmp, 'site-secret.txt'), SECRET);
  await symlink(path.join(tmp, 'secret.txt'), path.join(site, 'leak.txt'));
  await symlink(tmp, path.join(site, 'leakdir'));
  await symlink(path.join(site, 'llms.txt'), path.join(site, 'inside.txt'));
  server = await startStaticServer({ dir: site, port: 0 });
});

after(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

const get = (p: string, headers?: Record<string, string>) => rawRequest(server.url, p, { headers });

describe('fe-docs serve: routing', () => {
  test('/x and /x/ serve x/index.html; / serves index.html', async () => {
    for (const p of ['/docs/intro', '/docs/intro/']) {
      const r = await get(p);
      assert.equal(r.status, 200, p);
      assert.match(r.body.toString(), /<main>Introducción<\/main>/, p);
    }
    const home = await get('/');
    assert.equal(home.status, 200);
    assert.match(home.body.toString(), /<main>Inicio<\/main>/);
  });

  test('/x.html and /x/index.html redirect to the canonical URL, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/docs/intro/index.html', '/docs/intro'],
      ['/docs/intro.html', '/docs/intro'],
      ['/about/index.html', '/about/'],
      ['/about.html', '/about/'],
      ['/search/index.html', '/search/'],
      ['/index.html', '/'],
      ['/docs/intro.html?q=xml', '/docs/intro?q=xml'],
    ];
    for (const [from, to] of cases) {
      const r = await get(from);
      assert.equal(r.status, 301, from);
      assert.equal(r.headers.location, to, from);
    }
  });

  test('unknown paths get 404.html with status 404', async () => {
    for (const p of ['/nope', '/docs/nope/', '/docs/intro/nope.html', '/assets/missing-0123456789.js']) {
      const r = await get(p);
      assert.equal(r.status, 404, p);
      assert.match(String(r.headers['content-type']), /^text\/html/, p);
      assert.match(r.body.toString(), /Página no encontrada/, p);
    }
  });

  test('non-ASCII file names are found through their percent-encoded URL', async () => {
    const r = await get('/docs/intro/gu%C3%ADa.md');
    assert.equal(r.status, 200);
    assert.equal(r.body.toString(), '# Guía');
  });

  test('only GET and HEAD are allowed', async () => {
    const r = await rawRequest(server.url, '/', { method: 'POST' });
    assert.equal(r.status, 405);
    assert.equal(r.headers.allow, 'GET, HEAD');
    const head = await rawRequest(server.url, '/docs/intro', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
  });
});

describe('fe-docs serve: headers', () => {
  test('content types', async () => {
    const expected: Record<string, RegExp> = {
      '/': /^text\/html; ?charset=utf-8$/,
      '/assets/app-0123456789.js': /^text\/javascript/,
      '/assets/style-abcdef0123.css': /^text\/css/,
      '/img/logo.svg': /^image\/svg\+xml/,
      '/blog/rss.xml': /^(application|text)\/xml/,
      '/search-index.json': /^application\/json/,
      '/llms.txt': /^text\/plain/,
    };
    for (const [p, type] of Object.entries(expected)) {
      const r = await get(p);
      assert.equal(r.status, 200, p);
      assert.match(String(r.headers['content-type']), type, p);
    }
  });

  test('hashed assets are immutable for a year; HTML and other files revalidate with an ETag', async () => {
    const asset = await get('/assets/app-0123456789.js');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/assets/style-abcdef0123.css')).headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const p of ['/', '/docs/intro', '/img/logo.svg', '/search-index.json']) {
      const r = await get(p);
      assert.equal(r.headers['cache-control'], 'no-cache', p);
      assert.ok(r.headers.etag, p);
      const again = await get(p, { 'If-None-Match': String(r.headers.etag) });
      assert.equal(again.status, 304, p);
      assert.equal(again.body.length, 0, p);
    }
  });

  test('If-Modified-Since: 304 when the file is not newer, 200 when it is', async () => {
    const r = await get('/img/logo.svg');
    assert.equal(r.status, 200);
    const lastModified = String(r.headers['last-modified']);
    assert.ok(lastModified);
    const same = await get('/img/logo.svg', { 'If-Modified-Since': lastModified });
    assert.equal(same.status, 304);
    assert.equal(same.body.length, 0);
    const older = await get('/img/logo.svg', { 'If-Modified-Since': new Date(Date.parse(lastModified) - 60_000).toUTCString() });
    assert.equal(older.status, 200);
    // An ETag that does not match wins over a date that does.
    assert.equal((await get('/img/logo.svg', { 'If-Modified-Since': lastModified, 'If-None-Match': 'W/"other"' })).status, 200);
  });

  test('gzip and brotli when the client accepts them, identity otherwise', async () => {
    const br = await get('/assets/app-0123456789.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.body).toString(), bigJs);
    assert.ok(br.body.length < bigJs.length / 4);

    const gz = await get('/assets/app-0123456789.js', { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), bigJs);

    const plain = await get('/assets/app-0123456789.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), bigJs);

    const html404 = await get('/nope', { 'Accept-Encoding': 'gzip' });
    assert.equal(html404.status, 404);
    assert.equal(html404.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(html404.body).toString(), /Página no encontrada/);
  });

  test('byte ranges are sent uncompressed', async () => {
    const r = await get('/llms.txt', { Range: 'bytes=0-3', 'Accept-Encoding': 'gzip' });
    assert.equal(r.status, 206);
    assert.equal(r.headers['content-encoding'], undefined);
    assert.equal(r.body.toString(), 'text');
  });
});

describe('fe-docs serve: nothing outside the folder is ever served', () => {
  const attempts = [
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/docs/..%2F..%2Fsecret.txt',
    '/%252e%252e/secret.txt',
    '/..\\secret.txt',
    '/%5c..%5csecret.txt',
    '/..%5csecret.txt',
    '/.%2e/secret.txt',
    '/secret.txt%00.html',
    '/%00',
    '//secret.txt',
    '/%ff%fe',
    '/leak.txt',
    '/leakdir/secret.txt',
    '/leakdir/site-secret.txt',
    '/../site-secret.txt',
    '/.env',
    '/.git/config',
    '/img/.secret/key.txt',
    '/%2egit/config',
  ];
  for (const p of attempts) {
    test(`GET ${p}`, async () => {
      const r = await get(p);
      assert.notEqual(r.status, 200, `${p} answered 200`);
      assert.ok(r.status === 400 || r.status === 404, `${p}: status ${r.status}`);
      assert.ok(!r.body.toString().includes(SECRET), `${p} leaked the file`);
    });
  }

  test('.well-known is the one dot folder served', async () => {
    const r = await get('/.well-known/security.txt');
    assert.equal(r.status, 200);
    assert.match(r.body.toString(), /Contact:/);
  });

  test('a symlink that stays inside the folder is served', async () => {
    const r = await get('/inside.txt');
    assert.equal(r.status, 200);
    assert.equal(r.body.toString(), 'texto');
  });
});

describe('fe-docs serve: base URL', () => {
  test('the site is served below its base; / redirects to it', async () => {
    const sub = await startStaticServer({ dir: site, port: 0, base: '/sub/' });
    try {
      assert.equal(sub.url.endsWith('/sub/'), true);
      const origin = sub.url.replace(/\/sub\/$/, '');
      const root = await rawRequest(origin, '/');
      assert.equal(root.status, 301);
      assert.equal(root.headers.location, '/sub/');
      assert.equal((await rawRequest(origin, '/sub')).headers.location, '/sub/');
      assert.equal((await rawRequest(origin, '/sub/docs/intro')).status, 200);
      // These pages were built for `/`, so their canonical URL is not below /sub/: the folder URL is used instead.
      assert.equal((await rawRequest(origin, '/sub/docs/intro.html')).headers.location, '/sub/docs/intro/');
      assert.equal((await rawRequest(origin, '/docs/intro')).status, 404);
    } finally {
      await sub.close();
    }
  });
});
