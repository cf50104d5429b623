import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../src/index.js';
import { builtPageExists, groupFindings, scanBuiltSite } from '../helpers/built-site-scan.js';

/**
 * The shape of reduxjs/redux's website: a TypeScript config in `website/` for docs kept beside it (`path: '../docs'`,
 * served at the root, an `include` list), a remark plugin with options that wraps code blocks in Tabs and adds the
 * imports, components and partials imported by relative path from the docs folder, and a package installed only in the
 * site's node_modules imported by a doc outside the site folder (as redux's docs import react-lite-youtube-embed).
 */
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'sites', 'dz-real-outside-docs');

describe('dz-real-outside-docs: a TS config in website/ for ../docs at the root (redux)', () => {
  let tmp: string;
  let out: string;
  let result: BuildResult;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-outside-docs-'));
    await cp(FIXTURE, path.join(tmp, 'src'), { recursive: true });
    // The site's dependencies (node_modules is not kept in the repository): one package with a stylesheet, whose
    // `main` is CommonJS in a `"type": "module"` package and whose `module` is ESM (as react-lite-youtube-embed 2.5):
    // webpack, and so Docusaurus, takes `module`.
    const pkg = path.join(tmp, 'src', 'website', 'node_modules', 'clip-embed');
    await mkdir(path.join(pkg, 'dist'), { recursive: true });
    await writeFile(
      path.join(pkg, 'package.json'),
      JSON.stringify({ name: 'clip-embed', version: '1.0.0', type: 'module', main: 'dist/index.js', module: 'dist/index.es.js' }),
    );
    await writeFile(path.join(pkg, 'dist', 'index.js'), "var React = require('react');\nexports = function () { return null; };\n");
    await writeFile(
      path.join(pkg, 'dist', 'index.es.js'),
      "import { createElement } from 'react';\nexport default function ClipEmbed(props) {\n  return createElement('div', { className: 'clip-embed', 'data-clip': props.id }, props.title);\n}\n",
    );
    await writeFile(path.join(pkg, 'dist', 'clip.css'), '.clip-embed { aspect-ratio: 16 / 9; }\n');
    const doc = path.join(tmp, 'src', 'docs', 'guide', 'getting-started.md');
    await writeFile(
      doc,
      (await readFile(doc, 'utf8')).replace("import ClipEmbed from 'clip-embed'\n", "import ClipEmbed from 'clip-embed'\nimport 'clip-embed/dist/clip.css'\n"),
    );
    out = path.join(tmp, 'site');
    result = await build({ root: path.join(tmp, 'src', 'website'), outDir: out });
  });
  after(() => rm(tmp, { recursive: true, force: true }));

  test('builds with no error', () => {
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.position?.file}:${d.position?.line} ${d.message}`),
      [],
    );
    assert.equal(result.ok, true);
  });

  test('a page for every included doc at its Docusaurus URL, nothing for the files the include list leaves out', () => {
    assert.deepEqual(
      ['/', '/guide/getting-started', '/guide/accounts', '/api'].filter((p) => !builtPageExists(out, p)),
      [],
    );
    // The classic preset's blog with no blog folder: Docusaurus publishes no blog page.
    for (const left of ['/drafts/unfinished', '/README', '/components/_Prerequisites', '/blog', '/blog/archive'])
      assert.equal(builtPageExists(out, left), false, left);
    assert.deepEqual(groupFindings(scanBuiltSite(out).importText), []);
    assert.deepEqual(groupFindings(scanBuiltSite(out).unknownTags), []);
  });

  test("a package from the site's node_modules, imported by a doc outside the site folder, renders (its CSS too)", async () => {
    const html = await readFile(path.join(out, 'guide', 'getting-started', 'index.html'), 'utf8');
    assert.match(html, /<div class="clip-embed" data-clip="ledger-intro">Ledger in five minutes<\/div>/);
    const css = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)"/.exec(html)?.[1];
    assert.ok(css && existsSync(path.join(out, css)));
    assert.match(await readFile(path.join(out, css!), 'utf8'), /aspect-ratio:\s*16\s*\/\s*9/);
  });

  test('the remark plugin from the TS config gets its options; the tabs and imports it adds render', async () => {
    const html = await readFile(path.join(out, 'guide', 'getting-started', 'index.html'), 'utf8');
    assert.match(html, /role="tab"[^>]*>\s*TypeScript\s*</);
    assert.match(html, /role="tab"[^>]*>\s*JavaScript\s*</);
    assert.match(html.replace(/<[^>]+>/g, ''), /const amount = 42/, 'the JavaScript tab has the types stripped');
    assert.match(html, /<details class="detailed-explanation">/);
    assert.match(html, /Prerequisites/);
  });
});
