import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';

// nonebot/nonebot2's website: `plugins: [require("./src/plugins/webpack-plugin.ts")]`, whose `configureWebpack()`
// returns `resolve: {alias: {'@': src}}`; its MDX and pages import `@/components/…` (4 `mdx-import` errors). The
// plugin entry was a module object to fe-docs' jiti (ignored, "neither a name nor a function"), and the alias was
// never applied: Docusaurus applies every plugin's `configureWebpack()` result to its bundles.
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-webpack-alias');
/** Docusaurus 3 as a site installs it (test/docusaurus-packages, installed by the repository's postinstall). */
const INSTALLED = path.resolve(import.meta.dirname, '../docusaurus-packages/node_modules/@docusaurus');
const shown = (ds: readonly Diagnostic[]) => ds.map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.code} ${d.message}`);

for (const installed of [true, false]) {
  test(`a plugin's configureWebpack resolve.alias applies to MDX and pages (${installed ? "the site's Docusaurus installed" : 'no Docusaurus installed'})`, async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-webpack-alias-'));
    const root = path.join(tmp, 'site');
    const out = path.join(tmp, 'out');
    try {
      await cp(FIXTURE, root, { recursive: true });
      // With the site's @docusaurus/utils, its config is loaded with the jiti it brings (1.x), as `docusaurus build` does.
      if (installed) {
        await mkdir(path.join(root, 'node_modules/@docusaurus'), { recursive: true });
        await symlink(path.join(INSTALLED, 'utils'), path.join(root, 'node_modules/@docusaurus/utils'));
      }
      const built = await build({ root, outDir: out });
      assert.deepEqual(shown(built.diagnostics.filter((d) => d.severity === 'error' || d.code.startsWith('docusaurus'))), []);
      // A hydrated page's text nodes are separated by `<!-- -->`.
      const page = async (rel: string) => (await readFile(path.join(out, rel), 'utf8')).replaceAll('<!-- -->', '');
      assert.match(await page('intro/index.html'), /<div class="messenger">Hello docs, from Messenger<\/div>/);
      assert.match(await page('about/index.html'), /<div class="messenger">Hello page, from Messenger<\/div>/);
      // An island's browser bundle resolves the aliases too (the client's `configureWebpack()`), its own imports included.
      const intro = await page('intro/index.html');
      assert.match(intro, /<fe-island[^>]*data-mode="load"[^>]*><button class="clicker">Hello: 0<\/button>/);
      const islands = (await readdir(path.join(out, 'assets'))).filter((f) => /^islands-.*\.js$/.test(f));
      assert.equal(islands.length, 1, 'one islands bundle');
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
}
