import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, check } from '../../src/index.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';

// karmada-io/website: `fe-docs build` failed on the navbar's `/partners` (a React page of src/pages) while `fe-docs
// check` passed. Two causes: check loaded the default locale only, and a locale whose pages translation folder
// exists (i18n/zh/docusaurus-plugin-content-pages, holding adopters.md only) took its pages from that folder alone,
// so the zh build had no /zh/partners. Docusaurus reads each page from the translation folder when it is there,
// else from src/pages.
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-i18n-pages');
const shown = (ds: readonly Diagnostic[]) =>
  ds.map((d) => `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.severity} ${d.code} ${d.message}`);

test('a locale with a pages translation folder keeps the untranslated pages; check reports what build reports, every locale', async () => {
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-i18n-pages-'));
  try {
    const built = await build({ root: FIXTURE, outDir: out });
    const checked = await check({ root: FIXTURE });
    // The one error: the zh translation's own broken link, in both.
    const expected = [
      'i18n/zh/docusaurus-plugin-content-pages/adopters.md:3:14 error broken-link Broken link to /old-adopters (no such route; did you mean /adopters?)',
    ];
    assert.deepEqual(shown(built.diagnostics.filter((d) => d.severity === 'error')), expected);
    assert.deepEqual(shown(checked.diagnostics), shown(built.diagnostics), 'check reports what build reports');
    // The pages options written out at Docusaurus' defaults are not named as ignored.
    assert.deepEqual(shown(built.diagnostics.filter((d) => d.code === 'docusaurus-unsupported')), []);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test('the zh build has the untranslated React page and the translated Markdown page', async () => {
  // Without the translation's broken link, the site builds; the copy is in a temporary folder.
  const { cp, writeFile } = await import('node:fs/promises');
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-i18n-pages-site-'));
  const root = path.join(tmp, 'site');
  const out = path.join(tmp, 'out');
  try {
    await cp(FIXTURE, root, { recursive: true });
    await writeFile(path.join(root, 'i18n/zh/docusaurus-plugin-content-pages/adopters.md'), '# 采用者\n\n谁在使用 Fleet。\n');
    const built = await build({ root, outDir: out });
    assert.deepEqual(shown(built.diagnostics.filter((d) => d.severity === 'error')), []);
    assert.equal(built.ok, true);
    assert.match(await readFile(path.join(out, 'zh/partners/index.html'), 'utf8'), /<h1>Fleet partners<\/h1>/);
    assert.match(await readFile(path.join(out, 'zh/adopters/index.html'), 'utf8'), /采用者/);
    assert.match(await readFile(path.join(out, 'adopters/index.html'), 'utf8'), /Who uses Fleet/);
    assert.ok(existsSync(path.join(out, 'partners/index.html')));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
