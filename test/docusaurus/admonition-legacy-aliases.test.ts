import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = "module.exports = {title: 'Alerts', url: 'https://alerts.example', baseUrl: '/', presets: [['classic', {}]]};\n";
// theme-classic's markup, as a Docusaurus site's admonitions have it (policies.content.admonitionMarkup).
const TITLE =
  /<div role="note" class="theme-admonition theme-admonition-([a-z]+) alert alert--[a-z]+" aria-label="([^"]+)"><div class="fd-admonition-heading">([^<]+)<\/div>/g;

/**
 * Docusaurus 3 keeps `important`, `secondary` and `success` as aliases titled with their own name, untranslated
 * (theme-classic `Admonition/Types.js`: `important` is an info admonition titled "important").
 */
test(':::important / :::secondary / :::success (Markdown and <Admonition>) keep their own name as title', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/plain.md':
      '# Plain\n\n:::important\n\nRead first.\n\n:::\n\n:::secondary\n\nAside.\n\n:::\n\n:::success\n\nDone.\n\n:::\n\n:::important[Own title]\n\nKept.\n\n:::\n\n:::info\n\nPlain info.\n\n:::\n',
    'docs/rich.mdx': 'import Admonition from \'@theme/Admonition\';\n\n# Rich\n\n<Admonition type="important">\n\nRead first.\n\n</Admonition>\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-legacy-admonition-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const titles = async (page: string) =>
      [...(await readFile(path.join(tmp, 'docs', page, 'index.html'), 'utf8')).matchAll(TITLE)].map((m) => m.slice(1, 4).join(' '));
    assert.deepEqual(await titles('plain'), [
      'info important important',
      'note secondary secondary',
      'tip success success',
      'info Own title Own title',
      'info Info Info',
    ]);
    assert.deepEqual(await titles('rich'), ['info important important']);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
