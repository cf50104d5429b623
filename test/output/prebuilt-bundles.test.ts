import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { build as esbuild } from 'esbuild';
import { build as buildSite } from '../../src/index.js';
import { clientBundleOptions, engineBundleOptions, serviceWorkerBundleOptions } from '../../src/output/client-bundles.js';
import { prebuiltBundle, prebuiltDir, prebuiltServiceWorker, writePrebuiltBundles } from '../../src/output/prebuilt-bundles.js';
import { runtimeCacheNames } from '../../src/shared/pwa-caches.js';
import { createSite } from '../helpers/site.js';
import { siteFiles } from '../pwa/fixture.js';

// The bundles the pack step makes (scripts/build-cli.mjs) must be the bytes esbuild gives at build time.
let dir: string;
before(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-prebuilt-'));
  await writePrebuiltBundles(dir);
});
after(() => rmSync(dir, { recursive: true, force: true }));

async function bundled(options: Parameters<typeof esbuild>[0]) {
  const result = await esbuild({ ...options, write: false });
  return result.outputFiles.map((f) => ({ path: f.path, text: f.text }));
}

test('prebuilt bundles: the client runtime and the search engine are the files esbuild makes', { timeout: 120_000 }, async () => {
  const client = prebuiltBundle('client', dir);
  assert.ok(client && client.some((f) => path.basename(f.path) === 'app.js') && client.length > 1);
  assert.deepEqual(
    [...client].sort((a, b) => (a.path < b.path ? -1 : 1)),
    (await bundled(clientBundleOptions(false))).sort((a, b) => (a.path < b.path ? -1 : 1)),
  );
  assert.deepEqual(prebuiltBundle('search-engine', dir), await bundled(engineBundleOptions()));
});

test('prebuilt bundles: the service worker made for a base URL is the one esbuild makes for it', { timeout: 120_000 }, async () => {
  for (const baseUrl of ['/', '/docs/', '/a.b_c~d-e/f/', '/x%20y+z/']) {
    const expected = (await bundled(serviceWorkerBundleOptions(runtimeCacheNames(baseUrl))))[0].text;
    assert.equal(prebuiltServiceWorker(baseUrl, dir), expected, baseUrl);
  }
  // A base URL esbuild might quote or escape otherwise is bundled as before.
  for (const baseUrl of ['/a"b/', "/it's/", '/año/', '/a\\b/']) assert.equal(prebuiltServiceWorker(baseUrl, dir), undefined, baseUrl);
});

test('prebuilt bundles: not used once a source file they were made from changed, nor from the sources by default', () => {
  assert.equal(prebuiltDir(), process.env.FE_DOCS_PREBUILT_DIR ? path.resolve(process.env.FE_DOCS_PREBUILT_DIR) : undefined);
  const stale = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-prebuilt-stale-'));
  try {
    cpSync(dir, stale, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(stale, 'manifest.json'), 'utf8'));
    assert.ok(manifest.inputs['src/app/main.ts']);
    manifest.inputs['src/app/main.ts'] = '0'.repeat(40);
    writeFileSync(path.join(stale, 'manifest.json'), JSON.stringify(manifest));
    assert.equal(prebuiltBundle('client', stale), undefined);
    assert.equal(prebuiltServiceWorker('/', stale), undefined);
    assert.ok(prebuiltBundle('client', dir));
  } finally {
    rmSync(stale, { recursive: true, force: true });
  }
});

/** Every file of a folder with its bytes. */
function folder(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true }))
    if (e.isFile()) files.set(path.relative(root, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name)));
  return files;
}

test('prebuilt bundles: a site built with them is byte-identical to one bundled by esbuild', { timeout: 240_000 }, async () => {
  const site = await createSite(siteFiles({ baseUrl: '/sitio-docs/' }));
  const saved = { prebuilt: process.env.FE_DOCS_PREBUILT_DIR, cache: process.env.FE_DOCS_CACHE };
  process.env.FE_DOCS_CACHE = '0';
  try {
    const outs: Map<string, Buffer>[] = [];
    for (const source of [dir, '0']) {
      process.env.FE_DOCS_PREBUILT_DIR = source;
      const out = path.join(site.root, `build-${outs.length}`);
      const result = await buildSite({ root: site.root, outDir: out });
      assert.ok(result.ok, result.diagnostics.map((d) => d.message).join('\n'));
      outs.push(folder(out));
    }
    const [prebuilt, esbuilt] = outs;
    assert.deepEqual([...prebuilt.keys()].sort(), [...esbuilt.keys()].sort());
    // The client's chunks, the search engine and the worker are among the files compared.
    const names = [...prebuilt.keys()];
    assert.ok(names.some((n) => /^assets\/chunk-[A-Z0-9]+\.js$/.test(n)) && names.includes('sw.js'), names.join(' '));
    assert.ok(
      names.some((n) => /^assets\/search\/engine-[0-9a-f]+\.js$/.test(n)),
      names.join(' '),
    );
    for (const [name, bytes] of prebuilt) assert.ok(bytes.equals(esbuilt.get(name)!), `${name} differs`);

    // And the prebuilt files are what that build copied: marked, the marks reach the output.
    const marked = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-prebuilt-marked-'));
    try {
      cpSync(dir, marked, { recursive: true });
      for (const file of ['client/app.js', 'search-engine/search-engine.js', 'service-worker/service-worker.js'])
        writeFileSync(path.join(marked, file), readFileSync(path.join(marked, file), 'utf8') + '/*prebuilt-mark*/');
      process.env.FE_DOCS_PREBUILT_DIR = marked;
      const out = path.join(site.root, 'build-marked');
      assert.ok((await buildSite({ root: site.root, outDir: out })).ok);
      const files = folder(out);
      const withMark = [...files].filter(([, bytes]) => bytes.includes('/*prebuilt-mark*/')).map(([name]) => name.replace(/-[0-9a-f]{10}\./, '.'));
      assert.deepEqual(withMark.sort(), ['assets/app.js', 'assets/search/engine.js', 'sw.js']);
    } finally {
      rmSync(marked, { recursive: true, force: true });
    }
  } finally {
    for (const [key, value] of [
      ['FE_DOCS_PREBUILT_DIR', saved.prebuilt],
      ['FE_DOCS_CACHE', saved.cache],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    await site.cleanup();
  }
});
