import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { loadConfig } from '../../src/config/load.js';
import type { SiteConfig } from '../../src/config/types.js';
import { stableJson } from '../../src/output/page-cache.js';
import { MINIMAL_CONFIG, withSite } from '../helpers/site.js';

// The validated config of an unchanged site.config.yaml comes from the project cache (src/config/config-cache.ts).

const cacheDir = (root: string) => path.join(root, 'node_modules/.cache/fe-docs/config');

/** The cache's entries; the store is not awaited by loadConfig (it is synchronous), so wait for it. */
async function entries(root: string, count: number): Promise<string[]> {
  for (let i = 0; i < 600; i++) {
    // Entries sit in folders named by their key's first two characters (core/disk-cache.ts).
    const names = existsSync(cacheDir(root)) ? readdirSync(cacheDir(root), { recursive: true, encoding: 'utf8' }).filter((n) => n.endsWith('.bin')) : [];
    if (names.length >= count) return names.map((n) => path.join(cacheDir(root), n));
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`no ${count} config cache entries in ${cacheDir(root)}`);
}

const plain = (c: SiteConfig) => stableJson({ ...c, source: undefined });

test('config cache: a cached load equals validation (keys in order), is really read, and positions still work', async () => {
  await withSite({ 'site.config.yaml': MINIMAL_CONFIG, 'node_modules/.keep': '' }, async (root) => {
    const first = loadConfig(root);
    assert.ok(first.config);
    const [entry] = await entries(root, 1);
    const second = loadConfig(root);
    assert.deepEqual(second.diagnostics, []);
    assert.equal(plain(second.config!), plain(first.config!), 'same values, same key order');
    assert.deepEqual(Object.keys(second.config!), Object.keys(first.config!));
    assert.ok(Object.isFrozen(second.config));
    assert.deepEqual(second.config!.source.data, first.config!.source.data);
    // The lazily parsed source gives the same positions as the one validation used.
    for (const at of [['title'], ['docs', 0, 'path'], ['blog']]) assert.deepEqual(second.config!.source.locate(at), first.config!.source.locate(at));
    assert.deepEqual(second.config!.source.locate(['docs', 0], { key: true }), first.config!.source.locate(['docs', 0], { key: true }));
    assert.equal(second.config!.source.has(['blog', 'path']), true);
    assert.deepEqual(second.config!.source.find('content/blog'), first.config!.source.find('content/blog'));

    // A marked entry is what the next load returns: the cache is really read.
    const stored = v8.deserialize(readFileSync(entry)) as { config: Record<string, unknown> };
    stored.config.title = 'Marcado';
    writeFileSync(entry, v8.serialize(stored));
    assert.equal(loadConfig(root).config!.title, 'Marcado');
  });
});

test('config cache: an edited config is validated again, errors are reported from the file; a config that reads a sidebars file is never stored', async () => {
  await withSite({ 'site.config.yaml': MINIMAL_CONFIG, 'node_modules/.keep': '' }, async (root) => {
    loadConfig(root);
    await entries(root, 1);
    writeFileSync(path.join(root, 'site.config.yaml'), MINIMAL_CONFIG.replace('Sitio de prueba', 'Otro título'));
    assert.equal(loadConfig(root).config!.title, 'Otro título');
    await entries(root, 2);
    // An error is reported as before, from the file, at its position.
    writeFileSync(path.join(root, 'site.config.yaml'), `${MINIMAL_CONFIG}colours: red\n`);
    const bad = loadConfig(root);
    assert.equal(bad.config, undefined);
    assert.match(bad.diagnostics[0].message, /colours/);
    assert.equal(bad.diagnostics[0].position?.line, 12);
  });
  // A sidebars file is an input the key does not cover: such a config is always loaded from its files.
  await withSite(
    {
      'site.config.yaml': 'title: T\nurl: https://example.org\ndocs:\n  - path: content/docs\n    sidebars: sidebars.json\n',
      'sidebars.json': JSON.stringify({ docs: ['intro'] }),
      'content/docs/intro.md': '# Intro\n',
      'node_modules/.keep': '',
    },
    async (root) => {
      const r = loadConfig(root);
      assert.ok(r.config, JSON.stringify(r.diagnostics));
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.ok(!existsSync(cacheDir(root)) || readdirSync(cacheDir(root)).length === 0, 'nothing stored');
    },
  );
});

test('config cache: FE_DOCS_CACHE=0 neither reads nor writes it', async () => {
  await withSite({ 'site.config.yaml': MINIMAL_CONFIG }, async (root) => {
    mkdirSync(path.join(root, 'node_modules'));
    const before = process.env.FE_DOCS_CACHE;
    process.env.FE_DOCS_CACHE = '0';
    try {
      assert.ok(loadConfig(root).config);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(existsSync(cacheDir(root)), false);
    } finally {
      if (before === undefined) delete process.env.FE_DOCS_CACHE;
      else process.env.FE_DOCS_CACHE = before;
    }
  });
});
