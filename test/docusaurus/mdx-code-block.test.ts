import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';

// PaloAltoNetworks/docusaurus-openapi-docs' demo (`docs/customization/styling.mdx`): its imports are in a
// ```mdx-code-block fence, which Docusaurus' mdx-loader unwraps (their content is MDX); fe-docs showed them as code,
// and `<Tabs>`, `<TabItem>`, `<BrowserWindow>` were then "not imported" (3 `mdx-component` errors).
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-mdx-code-block');

test('```mdx-code-block fences are MDX in a Docusaurus site, other lines keep their numbers', async () => {
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mdx-code-block-'));
  try {
    const built = await build({ root: FIXTURE, outDir: out });
    // Only the component the page really does not import, at its own line (the unwrapped fences' lines stay blank).
    assert.deepEqual(
      built.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.code}`),
      ['docs/styling.mdx:36 error mdx-component'],
    );
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});

test('```mdx-code-block content renders as MDX (tabs, components; in `.md` files too), other fences stay code', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mdx-code-block-site-'));
  const out = path.join(root, 'out');
  try {
    const { cp, writeFile } = await import('node:fs/promises');
    await cp(FIXTURE, root, { recursive: true });
    const page = path.join(root, 'docs/styling.mdx');
    await writeFile(page, (await readFile(page, 'utf8')).replace('<Missing />\n', ''));
    const built = await build({ root, outDir: out });
    assert.deepEqual(built.diagnostics, []);
    const html = await readFile(path.join(out, 'styling/index.html'), 'utf8');
    assert.doesNotMatch(html, /import Tabs from/);
    assert.doesNotMatch(html, /mdx-code-block/);
    assert.match(html, /role="tablist"/);
    assert.match(html, /data-url="https:\/\/example.com\/styling"/);
    assert.match(html, /data-url="https:\/\/example.com\/alt"[^>]*>Four backticks/);
    assert.match(html, /stays/);
    // facebook/react-native-website (`docs/button.md`, 11 versions): `export function ColorDefaults()` in an
    // ```mdx-code-block fence of a `.md` file, used in a table: "ColorDefaults is not imported" (11 `mdx-component` errors).
    const button = await readFile(path.join(out, 'button/index.html'), 'utf8');
    assert.match(button, /<td[^>]*><ins style="background:#2196F3" class="color-box"><\/ins> <code>&#x27;#2196F3&#x27;<\/code><\/td>/);
    assert.doesNotMatch(button, /export function/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
