import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';

// nonebot/nonebot2: its generated API pages (`versioned_docs/*/api/consts.md`) say `mdx: { format: md }` in their
// front matter, Docusaurus' per-file format (its mdx-loader reads `frontMatter.mdx.format`); fe-docs read them as MDX
// (`markdown.format: mdx`, Docusaurus' default) and failed on `{id}`: "id is not defined" (3 `mdx-render` errors).
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-mdx-format-md');

test('front matter `mdx.format: md` reads a file as plain Markdown in an MDX site', async () => {
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-mdx-format-md-'));
  try {
    const built = await build({ root: FIXTURE, outDir: out });
    assert.deepEqual(
      built.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.code} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, 'consts/index.html'), 'utf8');
    assert.match(html, /Literal\['_receive_\{id\}'\]/);
    assert.match(html, /<h2 id="RECEIVE-KEY"/);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
