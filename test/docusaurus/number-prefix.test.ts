import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

test("version-like file names (3-0.md, 7.1-notes.md) keep their names, as Docusaurus' number-prefix parser does", async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n",
    'docs/01-start.md': '# Start\n\nPour the water.\n',
    'docs/upgrading/3-0.md': '# To three\n\nSwap the filter.\n',
    'docs/upgrading/4-0.md': '# To four\n\nSwap the lid.\n',
    'docs/upgrading/7.1-notes.md': '# Notes\n\nNothing else changed.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-number-prefix-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => `${d.code} ${d.message}`),
      [],
    );
    const pages = (await fg('docs/**/index.html', { cwd: out })).sort();
    assert.deepEqual(pages, ['docs/start/index.html', 'docs/upgrading/3-0/index.html', 'docs/upgrading/4-0/index.html', 'docs/upgrading/7.1-notes/index.html']);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
