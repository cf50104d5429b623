import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { getManifest } from 'workbox-build/build/get-manifest.js';
import { ALWAYS_EXCLUDED } from '../../src/output/pwa/generate-sw.js';
import { precacheManifest } from '../../src/output/pwa/precache-manifest.js';

test('the precache manifest is the one workbox-build computes: order, revisions, exclusions, size limit and its warning', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-precache-'));
  try {
    const files: Record<string, string | Buffer> = {
      'index.html': '<p>home</p>',
      '404.html': 'not found',
      'sw.js': 'self',
      'sitemap.xml': '<urlset/>',
      'llms.txt': 'x',
      'docs/index.md': '# md copy',
      'docs/a/index.html': 'a',
      'docs/b c/index.html': 'b with space',
      'docs/ñandú/index.html': 'non-ascii',
      'assets/app-0123456789.js': 'js',
      'assets/search/es-docs-abcdef0123.gz': Buffer.from([1, 2, 3]),
      'assets/not-hashed.js': 'plain',
      'blog/rss.xml': '<rss/>',
      'img/big.png': Buffer.alloc(3000, 7),
      'private/secret.html': 'left out by pwa.exclude',
      'drafts/one/index.html': 'left out by a ./ pattern',
      'docs/a/old.html': 'left out by a brace pattern',
      'docs/a/.hidden.html': 'a dotfile',
      '.well-known/x.txt': 'dotfolder',
    };
    for (const [rel, data] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), data);
    }
    const opts = {
      globDirectory: dir,
      globPatterns: ['**/*'],
      globIgnores: [...ALWAYS_EXCLUDED, 'private/**', './drafts/**', '**/{old,older}.html', 'img/*.gif'],
      maximumFileSizeToCacheInBytes: 2048,
      dontCacheBustURLsMatching: /(^|\/)assets\/[^/]+-[0-9a-f]{8,}\.[a-z0-9]+$/,
    };
    const ours = precacheManifest(opts);
    const theirs = await getManifest({ ...opts, globPatterns: ['**/*'] });
    // Ours is in URL order (glob's order is its walk's).
    const byUrl = (a: { url: string }, b: { url: string }) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
    assert.deepEqual(ours.manifestEntries, [...(theirs.manifestEntries ?? [])].sort(byUrl));
    assert.equal(ours.count, theirs.count);
    assert.equal(ours.size, theirs.size);
    assert.deepEqual(ours.warnings, theirs.warnings);
    assert.equal(ours.warnings.length, 1, 'the large image is reported');
    assert.ok(ours.manifestEntries.some((e) => e.url === 'assets/app-0123456789.js' && e.revision === null));
    assert.ok(ours.manifestEntries.some((e) => e.url === 'assets/not-hashed.js' && e.revision !== null));
    assert.ok(!ours.manifestEntries.some((e) => e.url.startsWith('private/') || e.url.endsWith('.md') || e.url === 'sw.js'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
