import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../src/index.js';
import { builtPageExists, groupFindings, scanBuiltSite } from '../helpers/built-site-scan.js';

/**
 * The shape of ionic-team/capacitor-docs: a vendor preset wrapping the classic plugins (called as Docusaurus calls
 * presets; its plugins and themes come back as paths into node_modules), versions with the docs at the root of a
 * `/docs/` base URL, two index files in one versioned folder (Docusaurus warns: `onDuplicateRoutes`), a video
 * `require`d from the static folder in MDX, and an inline plugin that would fetch data over the network at build time.
 */
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'sites', 'dz-real-custom-preset');
const unsupported = (r: BuildResult) => r.diagnostics.filter((d) => d.code === 'docusaurus-unsupported');

describe('dz-real-custom-preset: a vendor preset, versions under /docs/, a network plugin (capacitor-docs)', () => {
  let tmp: string;
  let out: string;
  let result: BuildResult;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-custom-preset-'));
    out = path.join(tmp, 'site');
    result = await build({ root: ROOT, outDir: out });
  });
  after(() => rm(tmp, { recursive: true, force: true }));

  test('builds with no error, under its own link policies', () => {
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    assert.equal(result.ok, true);
  });

  test('a page at the Docusaurus URL of every docs source (lastVersion at the root, current under next/)', () => {
    const pages = ['/docs/', '/docs/setup', '/docs/cli', '/docs/next/', '/docs/next/setup', '/docs/next/cli', '/docs/next/cli/run'];
    assert.deepEqual(
      pages.filter((p) => !builtPageExists(out, p, '/docs/')),
      [],
    );
    assert.equal(existsSync(path.join(out, 'README', 'index.html')), false, '`exclude: [README.md]` leaves the root README out');
    assert.deepEqual(groupFindings(scanBuiltSite(out).importText), []);
    assert.deepEqual(groupFindings(scanBuiltSite(out).unknownTags), []);
  });

  test('the inline plugin runs; its loadContent throwing (no network) is one warning naming it, at the throw, and the build goes on', () => {
    const named = result.diagnostics.filter((d) => d.message.includes('beacon-ads'));
    assert.equal(named.length, 1, JSON.stringify(result.diagnostics.map((d) => d.message)));
    assert.equal(named[0]!.severity, 'warning');
    assert.equal(named[0]!.code, 'docusaurus-plugin');
    assert.match(named[0]!.message, /`loadContent\(\)`: this plugin needs the network/);
    assert.equal(named[0]!.position?.file, 'docusaurus.config.js');
    assert.equal(named[0]!.position?.line, 29);
  });

  test("the preset's plugins and themes are named by package; the vendor theme is not mistaken for the classic one", () => {
    const messages = unsupported(result).map((d) => d.message);
    assert.ok(
      messages.some((m) => m.includes('The theme `@beacon/theme-harbor` (from the preset `preset`)')),
      JSON.stringify(messages),
    );
    // The preset's inline plugin runs, its `configurePostCss()` too (the site's PostCSS, issue 32 item 4): no warning.
    const plugin = result.diagnostics.filter((d) => d.code === 'docusaurus-plugin').map((d) => d.message);
    assert.ok(!plugin.some((m) => m.includes('`scope-styles`')), JSON.stringify(plugin));
    assert.ok(!messages.some((m) => /node_modules|theme-classic|plugin-sitemap|plugin-content/.test(m)), JSON.stringify(messages));
    assert.equal(unsupported(result).length, 1, JSON.stringify(messages));
  });

  test("the version badge and the unreleased notice of Docusaurus' defaults, in English, linking to the same doc in the last version", async () => {
    const next = await readFile(path.join(out, 'next', 'setup', 'index.html'), 'utf8');
    assert.match(next, /<span class="doc-version-badge[^"]*">Version: v3<\/span>/);
    assert.match(next, /This is unreleased documentation for [^<]+ v3 version\./);
    assert.match(next, /<a href="\/docs\/setup"[^>]*>latest version<\/a><\/b> \(v2\)/);
    const last = await readFile(path.join(out, 'setup', 'index.html'), 'utf8');
    assert.match(last, /Version: v2/);
    assert.doesNotMatch(last, /doc-version-banner/);
  });

  test('two index files of one folder: a warning (Docusaurus onDuplicateRoutes default), the first one published', async () => {
    const dup = result.diagnostics.filter((d) => d.code === 'duplicate-route');
    assert.equal(dup.length, 1, JSON.stringify(dup));
    assert.equal(dup[0]!.severity, 'warning');
    assert.match(await readFile(path.join(out, 'cli', 'index.html'), 'utf8'), /CLI notes \(v2\)/);
  });

  test('a video required from the static folder in MDX is published and linked; `aria-label` names a navbar link', async () => {
    const html = await readFile(path.join(out, 'next', 'setup', 'index.html'), 'utf8');
    const src = /<source src="([^"]+\.mp4)"/.exec(html)?.[1];
    assert.ok(src?.startsWith('/docs/'), html.slice(0, 200));
    assert.ok(existsSync(path.join(out, src!.slice('/docs/'.length))), `${src} is written`);
    assert.match(html, /<a href="https:\/\/code\.example\.org\/lighthouse"[^>]*aria-label="Source code"/);
    // No label: an empty link, as Docusaurus renders it (the site's CSS draws an icon), not the URL as its text.
    const link = /<a href="https:\/\/code\.example\.org\/lighthouse"[^>]*>(.*?)<\/a>/.exec(html)?.[1];
    assert.equal(link?.includes('code.example.org'), false, link);
    assert.equal(result.diagnostics.filter((d) => /aria-label/.test(d.message)).length, 0, 'the key is read, not reported as unsupported');
  });
});

test("Sass in theme.customCss and in a component's CSS module is compiled with the sass package the site has (docusaurus-plugin-sass)", async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-custom-preset-sass-'));
  try {
    const result = await build({ root: ROOT, outDir: tmp });
    assert.equal(result.ok, true);
    const html = await readFile(path.join(tmp, 'index.html'), 'utf8');
    const css = await readFile(path.join(tmp, /<link rel="stylesheet" href="\/docs\/(assets\/[^"]+\.css)"/.exec(html)![1]), 'utf8');
    assert.match(css, /\.beam-note\s*\{\s*color:\s*#0a7f6f/);
    assert.match(css, /\.beam-note:hover\s*\{/);
    assert.doesNotMatch(css, /\$beam/);
    // A component's `*.module.scss` (feature-sliced): compiled, then scoped like a CSS module.
    const page = await readFile(path.join(tmp, 'next', 'setup', 'index.html'), 'utf8');
    const cls = /<p class="(beacon_[\w-]+)">Keep the <strong>lens<\/strong> clean\.<\/p>/.exec(page)?.[1];
    assert.ok(cls, 'the component got its scoped class');
    assert.match(css, new RegExp(`\\.${cls}\\s*\\{\\s*border-left:\\s*4px solid #f5b700`));
    assert.match(css, new RegExp(`\\.${cls} strong\\s*\\{`));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
