import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/** Docusaurus (webpack's `resolve.roots`) looks an import starting with `/` up in the static folder, then the site root. */
test('an import starting with / is read from the static folder, then the site root', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Roots', url: 'https://roots.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'static/data/crew.json': '[{"name": "Ottoline Brisk"}, {"name": "Fenwick Dray"}]\n',
    'src/data/tides.json': '{"high": "06:40"}\n',
    'docs/crew.mdx': "# Crew\n\nimport crew from '/data/crew.json';\n\n<ul>{crew.map((c) => <li key={c.name}>{c.name}</li>)}</ul>\n",
    'src/pages/tides.tsx': "import tides from '/src/data/tides.json';\nexport default function Tides() {\n  return <p>High water at {tides.high}</p>;\n}\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-roots-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.match(await readFile(path.join(tmp, 'docs', 'crew', 'index.html'), 'utf8'), /<li>Ottoline Brisk<\/li><li>Fenwick Dray<\/li>/);
    assert.match(await readFile(path.join(tmp, 'tides', 'index.html'), 'utf8'), /High water at <!-- -->06:40|High water at 06:40/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
