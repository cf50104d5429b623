import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, check, type BuildResult } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * `fe-docs build` in the folder of a Docusaurus site, config unchanged: every docs version, the blog, the pages and
 * the translations in Docusaurus' own folders are built; links to the blog and to src/pages resolve; the link
 * policies of the config decide what a broken link does.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/sites');

async function buildFixture(name: string): Promise<{ out: string; result: BuildResult; cleanup: () => Promise<void> }> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-dz-build-'));
  const out = path.join(tmp, 'site');
  const result = await build({ root: path.join(FIXTURES, name), outDir: out });
  return { out, result, cleanup: () => rm(tmp, { recursive: true, force: true }) };
}

describe('the TypeScript-config fixture builds as Docusaurus lays it out', () => {
  let built: Awaited<ReturnType<typeof buildFixture>>;
  const page = (url: string) => readFile(path.join(built.out, url, 'index.html'), 'utf8');
  before(async () => {
    built = await buildFixture('docusaurus-config-ts');
  });
  after(() => built.cleanup());

  test('with no error, and no warning but the untranslated theme text of `fr`', () => {
    assert.equal(built.result.ok, true, JSON.stringify(built.result.diagnostics));
    assert.deepEqual(
      built.result.diagnostics.map((d) => d.code),
      ['config-locale-strings'],
    );
  });

  test('each version at its URL: the last one (versions.json) at /docs, the docs folder at /docs/next', async () => {
    assert.match(await page('docs/intro'), /Introduction \(1\.0\)/);
    assert.match(await page('docs/next/intro'), /Lantern turns a room on in stages/);
    assert.match(await page('docs/next/guides/wiring'), /Connect the rows in order/);
    assert.match(await page('community/welcome'), /People who build lanterns meet here/);
    assert.match(await page('blog/first-light'), /The first lantern shipped today/);
    assert.match(await page('help'), /Write to the list/);
  });

  test('links to the blog, a blog post and a src/pages page resolve', async () => {
    const intro = await page('docs/next/intro');
    assert.match(intro, /href="\/blog"/);
    assert.match(intro, /href="\/blog\/first-light"/);
    assert.match(intro, /href="\/help"/);
    assert.match(intro, /href="https:\/\/git\.example\.com\/lantern\/edit\/main\/docs\/intro\.md"/, 'editUrl + the file path');
  });

  test('translations are read from i18n/<locale>/docusaurus-plugin-content-*/, file by file', async () => {
    assert.match(await page('fr/docs/next/intro'), /Lantern allume une salle par étapes/);
    // A doc not translated yet comes from the docs folder, as in Docusaurus; the translated intro's relative link
    // to it (./guides/wiring.md, not in the translation folder) resolves to it.
    assert.match(await page('fr/docs/next/guides/wiring'), /Connect the rows in order/);
    assert.match(await page('fr/docs/next/intro'), /href="\/fr\/docs\/next\/guides\/wiring"/);
    assert.match(await page('fr/blog/first-light'), /La première lanterne est sortie/);
    // Not translated: the default locale's file.
    assert.match(await page('fr/docs/intro'), /Introduction \(1\.0\)/);
    assert.match(await page('fr/docs/next/intro'), /<html lang="fr-FR"/);
  });
});

describe('the ES module fixture', () => {
  let built: Awaited<ReturnType<typeof buildFixture>>;
  before(async () => {
    built = await buildFixture('docusaurus-config-esm');
  });
  after(() => built.cleanup());

  test('runs the remark plugin function from the config, and calls its editUrl function', async () => {
    assert.equal(built.result.ok, true, JSON.stringify(built.result.diagnostics.filter((d) => d.severity === 'error')));
    const home = await readFile(path.join(built.out, 'index.html'), 'utf8');
    assert.match(home, /are broken on purpose\. STEAM/, 'docs at routeBasePath "/"');
    const spout = await readFile(path.join(built.out, 'spout/index.html'), 'utf8');
    assert.match(spout, /Pour slowly\. STEAM/);
    assert.match(spout, /href="https:\/\/code\.example\.org\/kettle\/current\/spout\.md"/);
    assert.ok(existsSync(path.join(built.out, 'robots.txt')), 'the first static directory is published');
  });

  test('onBrokenLinks: warn makes a broken link a warning; onBrokenAnchors: ignore drops a broken anchor', () => {
    const links = built.result.diagnostics.filter((d) => d.code === 'broken-link' || d.code === 'broken-anchor');
    assert.deepEqual(
      links.map((d) => [d.code, d.severity, d.position?.file]),
      [['broken-link', 'warning', 'docs/index.md']],
    );
  });
});

test("the CommonJS fixture uses Docusaurus' default policies: broken anchors and Markdown links are warnings", async () => {
  const r = await check({ root: path.join(FIXTURES, 'docusaurus-config-cjs') });
  assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
  assert.deepEqual(
    r.diagnostics.filter((d) => d.code !== 'docusaurus-unsupported').map((d) => [d.code, d.severity, d.position?.file]),
    [
      ['broken-anchor', 'warning', 'handbook/start.md'],
      ['missing-md-file', 'warning', 'handbook/start.md'],
    ],
  );
});

test('onBrokenLinks: throw (the Docusaurus default) stops the build at the broken link', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'A', url: 'https://a.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n",
    'docs/a.md': '# A\n\nSee [the missing page](/docs/missing).\n',
  });
  try {
    const r = await check({ root: site.root });
    assert.equal(r.ok, false);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.severity, d.position?.file, d.position?.line]),
      [['broken-link', 'error', 'docs/a.md', 3]],
    );
  } finally {
    await site.cleanup();
  }
});
