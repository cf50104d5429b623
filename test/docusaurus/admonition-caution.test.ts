import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = "module.exports = {title: 'Alerts', url: 'https://alerts.example', baseUrl: '/', presets: [['classic', {}]]};\n";
const TITLE = /<div role="note" class="admonition admonition-([a-z]+)" aria-label="([^"]+)"><p class="admonition-title">([^<]+)<\/p>/g;

/** Docusaurus 3 styles `:::caution` as a warning but titles it "caution" (`theme.admonition.caution`), not "warning". */
test(':::caution (Markdown, MDX, <Admonition type="caution">) is a warning titled Caution; :::warning keeps Warning', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/plain.md': '# Plain\n\n:::caution\n\nMind the step.\n\n:::\n\n:::warning\n\nWet floor.\n\n:::\n',
    'docs/rich.mdx':
      'import Admonition from \'@theme/Admonition\';\n\n# Rich\n\n:::caution\n\nMind the gap.\n\n:::\n\n<Admonition type="caution">\n\nLow ceiling.\n\n</Admonition>\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-caution-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const titles = async (page: string) =>
      [...(await readFile(path.join(tmp, 'docs', page, 'index.html'), 'utf8')).matchAll(TITLE)].map((m) => m.slice(1, 4).join(' '));
    assert.deepEqual(await titles('plain'), ['warning Caution Caution', 'warning Warning Warning']);
    assert.deepEqual(await titles('rich'), ['warning Caution Caution', 'warning Caution Caution']);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
