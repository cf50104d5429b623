import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * Docusaurus escapes the first `{#` of every heading line before MDX reads it, whether or not an id follows: a
 * heading naming a setting such as `ui.slots.{#}` is text, while `{#custom}` still gives the heading its id.
 */
test('a `{#` in a heading that is no heading id stays text in MDX, and custom ids still work', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Braces', url: 'https://braces.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'docs/settings.md': '# Settings\n\n## ui.slots.{#}\n\nOne key per slot number.\n\n## Colours {#palette}\n\nPick two.\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-braces-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(tmp, 'docs', 'settings', 'index.html'), 'utf8');
    assert.match(html, /<h2[^>]*>ui\.slots\.\{#\}/);
    assert.match(html, /<h2[^>]*id="palette"[^>]*>Colours/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
