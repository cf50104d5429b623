import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';

// facebook/react-native-website: `src/components/releases/ReleasesTable.tsx` imports `./_releases-table.md`, an MDX
// component in Docusaurus (its webpack compiles `.md` with the mdx-loader); fe-docs failed the page that uses it:
// "Cannot compile React page: No loader is configured for ".md" files" (1 `page-compile` error).
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-md-import');

test("a `.md` file imported by the site's React code is an MDX component, in pages and in MDX content", async () => {
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-md-import-'));
  try {
    const built = await build({ root: FIXTURE, outDir: out });
    assert.deepEqual(
      built.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.code} ${d.message}`),
      [],
    );
    for (const page of ['versions/index.html', 'docs/intro/index.html']) {
      const html = await readFile(path.join(out, page), 'utf8');
      assert.match(html, /<table>.*<th>Version<\/th>.*<td><code>0\.86\.x<\/code><\/td><td>Active<\/td>/s, page);
      assert.match(html, /<a href="\/docs\/intro"[^>]*>release notes<\/a>/, page);
      assert.doesNotMatch(html, /The releases, newest first/, page);
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test('an imported `.md` file that is not valid MDX is an error at its line', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-md-import-bad-'));
  try {
    const { cp, writeFile } = await import('node:fs/promises');
    await cp(FIXTURE, root, { recursive: true });
    await writeFile(path.join(root, 'src/components/releases/_releases-table.md'), '# Releases\n\nText.\n\n<div>\n\nunclosed\n');
    const built = await build({ root, outDir: path.join(root, 'out') });
    const errors = built.diagnostics.filter((d) => d.severity === 'error');
    assert.ok(errors.length > 0);
    for (const e of errors) {
      assert.equal(`${e.position?.file}:${e.position?.line}`, 'src/components/releases/_releases-table.md:5', e.message);
      assert.match(e.message, /`src\/components\/releases\/_releases-table\.md` cannot be compiled as MDX/);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
