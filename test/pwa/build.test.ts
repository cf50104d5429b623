import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { main } from '../../src/cli/main.js';
import { formatReport } from '../../src/cli/report.js';
import { createFixture, siteFiles } from './fixture.js';

/** The precache list inside a generated sw.js, as [url, revision]. */
function precacheList(swFile: string): [string, string | null][] {
  const source = readFileSync(swFile, 'utf8');
  return [...source.matchAll(/\{"url":"([^"]+)","revision":(null|"[0-9a-f]+")\}/g)].map((m) => [m[1], m[2] === 'null' ? null : JSON.parse(m[2])]);
}

test('the worker precaches every page and asset, hashed assets without a revision, and leaves out files for machines', async () => {
  const site = await createFixture(siteFiles());
  try {
    const result = await site.build();
    const list = precacheList(path.join(site.out, 'sw.js'));
    const urls = list.map(([u]) => u);
    for (const u of [
      'index.html',
      '404.html',
      'docs/intro/index.html',
      'docs/guia/index.html',
      'blog/index.html',
      'blog/2024/03/01/lanzamiento/index.html',
      'blog/tags/release/index.html',
      'search/index.html',
      'search-index.json',
      'img/logo.svg',
      'manifest.webmanifest',
      'pwa/icon-192.png',
      'pwa/icon-512.png',
      'pwa/icon-maskable-512.png',
      'pwa/apple-touch-icon.png',
    ])
      assert.ok(urls.includes(u), `${u} is precached`);
    const hashed = list.filter(([u]) => /^assets\/(app|style)-[0-9a-f]{10}\.(js|css)$/.test(u));
    assert.equal(hashed.length, 2);
    assert.ok(hashed.every(([, rev]) => rev === null));
    assert.ok(list.filter(([u]) => u.endsWith('.html')).every(([, rev]) => typeof rev === 'string'));
    for (const u of urls) assert.doesNotMatch(u, /^(sw\.js|sitemap\.xml|llms\.txt)$|\.md$|(rss|atom)\.xml$/, `${u} is not precached`);
    // Everything the search wrote is there (chunks and engine, whatever their names).
    for (const f of walk(site.out).filter((f) => f.startsWith('search-index'))) assert.ok(urls.includes(f), `${f} is precached`);

    assert.equal(result.precache?.count, list.length);
    const bytes = urls.reduce((n, u) => n + statSync(path.join(site.out, u)).size, 0);
    assert.equal(result.precache?.bytes, bytes);
    assert.doesNotMatch(readFileSync(path.join(site.out, 'sw.js'), 'utf8'), /__FE_DOCS_PRECACHE_MANIFEST__/);
    assert.deepEqual(result.diagnostics, []);
  } finally {
    await site.cleanup();
  }
});

test('pwa.exclude and pwa.maximumFileSizeToCacheInBytes leave files out; a file over the limit is a warning', async () => {
  const big = 'Texto de relleno para una página grande. '.repeat(2000);
  const files = siteFiles({ pwaExtra: '  exclude: ["blog/**"]\n  maximumFileSizeToCacheInBytes: 60000' });
  files['content/docs/03-grande.md'] = `# Página grande\n\n${big}\n`;
  const site = await createFixture(files);
  try {
    const result = await site.build();
    const urls = precacheList(path.join(site.out, 'sw.js')).map(([u]) => u);
    assert.ok(urls.includes('docs/guia/index.html'));
    assert.ok(!urls.some((u) => u.startsWith('blog/')), 'blog excluded');
    assert.ok(!urls.includes('docs/grande/index.html'), 'too large');
    const report = formatReport(result.diagnostics);
    const line =
      files['site.config.yaml']
        .replace(/^\n/, '')
        .split('\n')
        .findIndex((l) => l.includes('maximumFileSizeToCacheInBytes')) + 1;
    assert.match(
      report,
      new RegExp(
        `^site\\.config\\.yaml:${line}:34 warning \`docs/grande/index\\.html\` \\([\\d.]+ kB\\) is larger than \`pwa\\.maximumFileSizeToCacheInBytes\` \\(60000 bytes\\): it is left out of the offline copy\\. \\[pwa-precache\\]$`,
        'm',
      ),
    );
  } finally {
    await site.cleanup();
  }
});

test('icons: PNG at the sizes browsers ask for; the maskable and iOS icons have an opaque background', async () => {
  const site = await createFixture(siteFiles({ pwaExtra: "  backgroundColor: '#102030'" }));
  try {
    await site.build();
    const pixel = async (file: string, x: number, y: number) => {
      const { data, info } = await sharp(path.join(site.out, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const i = (y * info.width + x) * 4;
      return [...data.subarray(i, i + 4)];
    };
    // The logo has rounded corners: transparent in the "any" icon, the background colour elsewhere.
    assert.equal((await pixel('pwa/icon-512.png', 1, 1))[3], 0);
    assert.deepEqual(await pixel('pwa/icon-maskable-512.png', 1, 1), [0x10, 0x20, 0x30, 255]);
    assert.deepEqual(await pixel('pwa/apple-touch-icon.png', 0, 0), [0x10, 0x20, 0x30, 255]);
    // The logo itself is drawn: its green at the centre-left of the icon.
    const [r, g, b] = await pixel('pwa/icon-512.png', 20, 256);
    assert.deepEqual([r, g, b], [0x1a, 0x8f, 0x78]);
  } finally {
    await site.cleanup();
  }
});

test('a missing icon image fails the build with its position in site.config.yaml', async () => {
  const files = siteFiles({ pwaExtra: '  icon: img/no-existe.svg' });
  const site = await createFixture(files);
  try {
    // Returned, not thrown: the build's result says it failed and carries the diagnostics.
    const result = await site.build(undefined, { expectErrors: true });
    assert.equal(result.ok, false);
    const line =
      files['site.config.yaml']
        .replace(/^\n/, '')
        .split('\n')
        .findIndex((l) => l.includes('no-existe')) + 1;
    assert.equal(
      formatReport(result.diagnostics).split('\n')[0],
      `site.config.yaml:${line}:9 error The app icon image \`img/no-existe.svg\` does not exist in \`static/\`. [pwa-icon]`,
    );
    assert.ok(!existsSync(site.out), 'no output is written');

    // The command line prints the same report and exits with 1.
    const err: string[] = [];
    const code = await main(['node', 'fe-docs', 'build', site.root], {
      stdout: { write: () => true },
      stderr: { write: (s: string) => err.push(s) },
      cwd: site.root,
    });
    assert.equal(code, 1);
    assert.match(err.join(''), /site\.config\.yaml:\d+:9 error The app icon image `img\/no-existe\.svg` does not exist/);
  } finally {
    await site.cleanup();
  }
});

test('a site without any logo gets a manifest without icons and a warning', async () => {
  const files = siteFiles();
  files['site.config.yaml'] = files['site.config.yaml']
    .replace('favicon: img/logo.svg\n', '')
    .replace(/  logo:\n    src: img\/logo\.svg\n    alt: Logotipo\n/, '');
  const site = await createFixture(files);
  try {
    const result = await site.build();
    assert.match(formatReport(result.diagnostics), /warning The web app manifest has no icons.* \[pwa-icon\]/);
    const manifest = JSON.parse(readFileSync(path.join(site.out, 'manifest.webmanifest'), 'utf8')) as { icons: unknown[] };
    assert.deepEqual(manifest.icons, []);
    assert.doesNotMatch(readFileSync(path.join(site.out, 'index.html'), 'utf8'), /apple-touch-icon/);
  } finally {
    await site.cleanup();
  }
});

function walk(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(dir, path.posix.join(rel, e.name)) : [path.posix.join(rel, e.name)],
  );
}
