import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadConfig } from '../../src/config/load.js';
import { renderAppIcons } from '../../src/output/pwa/icons.js';
import { createSite } from '../helpers/site.js';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#25c2a0"/></svg>';

/** Every file under a folder, relative paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

test('app icons are kept in the project cache: a rebuild reads them instead of rendering, and a new logo renders again', async () => {
  const site = await createSite({
    'site.config.yaml': 'title: T\nurl: https://example.org\nbaseUrl: /\nnavbar:\n  logo:\n    src: img/logo.svg\n    alt: Logo\n',
    'static/img/logo.svg': LOGO,
  });
  mkdirSync(path.join(site.root, 'node_modules'));
  const saved = process.env.FE_DOCS_CACHE;
  delete process.env.FE_DOCS_CACHE;
  try {
    const { config } = loadConfig(site.root);
    assert.ok(config);
    const first = await renderAppIcons(config);
    assert.deepEqual(first.diagnostics, []);
    assert.equal(first.icons.length, 4);
    const cacheDir = path.join(site.root, 'node_modules/.cache/fe-docs/pwa-icons');
    const [entry] = filesUnder(cacheDir);
    assert.ok(entry, 'one cache entry written');
    // The cached PNGs are what a rebuild returns: mark one and see the mark come back.
    const stored = JSON.parse(readFileSync(entry, 'utf8')) as { file: string; png: string }[];
    stored[0].png = Buffer.from('cached').toString('base64');
    writeFileSync(entry, JSON.stringify(stored));
    const second = await renderAppIcons(config);
    assert.equal(second.icons[0].png.toString(), 'cached');
    assert.deepEqual(
      second.icons.slice(1).map((i) => i.png),
      first.icons.slice(1).map((i) => i.png),
    );
    assert.deepEqual(
      second.icons.map((i) => [i.file, i.size, i.purpose]),
      first.icons.map((i) => [i.file, i.size, i.purpose]),
    );
    // Another logo is another key: rendered, not taken from the cache.
    writeFileSync(path.join(site.root, 'static/img/logo.svg'), LOGO.replace('#25c2a0', '#1d6ae5'));
    const third = await renderAppIcons(config);
    assert.notEqual(third.icons[0].png.toString(), 'cached');
    assert.equal(third.icons[0].png.subarray(1, 4).toString(), 'PNG');
    assert.equal(filesUnder(cacheDir).length, 2);
    // FE_DOCS_CACHE=0: neither read nor written.
    process.env.FE_DOCS_CACHE = '0';
    writeFileSync(path.join(site.root, 'static/img/logo.svg'), LOGO);
    const cold = await renderAppIcons(config);
    assert.notEqual(cold.icons[0].png.toString(), 'cached');
  } finally {
    if (saved === undefined) delete process.env.FE_DOCS_CACHE;
    else process.env.FE_DOCS_CACHE = saved;
    await site.cleanup();
  }
});
