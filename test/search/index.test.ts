import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createEngine } from '../../src/client/search/engine.js';
import type { SearchChunk, SearchManifest } from '../../src/shared/search-index.js';
import { buildAndServe, searchSiteFiles } from './fixture.js';

test('search index: one gzipped chunk per language and area, sections with heading anchors, API operations', async () => {
  const site = await buildAndServe(searchSiteFiles());
  try {
    const manifest = JSON.parse(await readFile(path.join(site.out, 'search-index.json'), 'utf8')) as SearchManifest;
    assert.deepEqual(manifest.chunks.map((c) => c.tag).sort(), ['api', 'blog', 'docs-default-1.0', 'docs-default-2.0', 'pages']);
    assert.ok(manifest.chunks.every((c) => c.lang === 'es' && /^assets\/search\/es-[\w.-]+-[0-9a-f]{10}\.gz$/.test(c.url)));
    assert.deepEqual(manifest.chunks.find((c) => c.tag === 'docs-default-1.0')?.docs, {
      area: 'default',
      version: '1.0',
      isLast: false,
      routeBase: '/docs/1.0',
    });
    assert.match(manifest.engine, /^assets\/search\/engine-[0-9a-f]{10}\.js$/);
    const engineCode = await readFile(path.join(site.out, manifest.engine), 'utf8');
    assert.match(engineCode, /export\s*\{[^}]*createEngine/);

    const chunks = new Map<string, SearchChunk>();
    for (const c of manifest.chunks) {
      const gz = await readFile(path.join(site.out, c.url));
      assert.equal(gz.length, c.bytes);
      assert.deepEqual([...gz.subarray(0, 2)], [0x1f, 0x8b], `${c.url} is gzip`);
      chunks.set(c.tag, JSON.parse(gunzipSync(gz).toString('utf8')) as SearchChunk);
    }
    const docs = chunks.get('docs-default-2.0')!.pages;
    const fact = docs.find((p) => p.u === '/docs/facturacion')!;
    assert.equal(fact.t, 'Facturación electrónica');
    assert.deepEqual(
      fact.s.map((s) => [s[0], s[1]]),
      [
        ['', ''],
        ['emitir-una-factura', 'Emitir una factura'],
        ['firmar-el-documento', 'Firmar el documento'],
      ],
    );
    const notas = docs.find((p) => p.u === '/docs/notas')!;
    assert.match(notas.s[0][2], /CreditNote/, 'identifiers from code are searchable');
    // React page: text under its h2 with an id; entities decoded.
    const home = chunks.get('pages')!.pages.find((p) => p.u === '/')!;
    assert.deepEqual(home.s[1], ['herramientas', 'Herramientas', 'Librerías para emitir boletas & facturas.']);
    // API: each operation under the renderer's anchor, with method, path and operationId.
    const api = chunks.get('api')!.pages[0];
    const op = api.s.find((s) => s[1] === 'Obtener un contribuyente')!;
    assert.equal(op[0], 'operation/getContribuyente');
    assert.match(op[2], /GET \/api\/contribuyentes\/\{numero\} getContribuyente Devuelve el contribuyente/);
    // Lists and the search page itself are not indexed.
    const urls = [...chunks.values()].flatMap((c) => c.pages.map((p) => p.u));
    assert.ok(!urls.some((u) => u.startsWith('/blog/tags') || u === '/blog' || u === '/search'), urls.join(' '));

    // Facets for a hosted crawler.
    const html = await readFile(path.join(site.out, 'docs/1.0/antiguo/index.html'), 'utf8');
    assert.match(html, /<meta name="docsearch:language" content="es"><meta name="docsearch:docusaurus_tag" content="docs-default-1.0">/);

    // Ranking: a title match comes before the same word in the text; filters keep other versions out.
    const engine = createEngine();
    for (const c of manifest.chunks) engine.add(c, chunks.get(c.tag)!);
    const filter = { lang: 'es', tags: ['docs-default-2.0', 'blog', 'pages', 'api'] };
    const top = engine.search('facturacion', filter).map((h) => engine.view(h).url);
    assert.equal(top[0], '/docs/facturacion');
    assert.ok(!top.some((u) => u.startsWith('/docs/1.0/')), top.join(' '));
    assert.ok(top.includes('/blog/2024/01/02/lanzamiento'), top.join(' '));
    assert.deepEqual(engine.search('xbuilderviejo', filter), []);
    assert.equal(engine.view(engine.search('xbuilderviejo', { lang: 'es', tags: ['docs-default-1.0'] })[0]).url, '/docs/1.0/antiguo');
    assert.deepEqual(engine.search('xbuilderviejo', { lang: 'en', tags: ['docs-default-1.0'] }), []);
  } finally {
    await site.close();
  }
});
