import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/** A site's own plugin that extends the blog plugin (to add pages) still has its blog built, with a warning when its code cannot run. */
test('a local plugin wrapping @docusaurus/plugin-content-blog builds the blog with its options', async () => {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'Wrap', url: 'https://wrap.example', baseUrl: '/', presets: [['classic', {blog: false}]],\n" +
      "  plugins: [['./plugins/journal-plugin', {path: 'journal', routeBasePath: 'journal', blogTitle: 'Field journal'}]]};\n",
    'plugins/journal-plugin.js':
      "const blog = require('@docusaurus/plugin-content-blog');\nmodule.exports = async function journal(context, options) {\n" +
      '  const plugin = await blog.default(context, options);\n  return { ...plugin, name: "journal" };\n};\n',
    'journal/2025-03-04-first-frost.md': '---\ntitle: First frost\n---\n\nThe pond froze overnight.\n',
    'docs/intro.md': '# Intro\n\nRead the [journal](/journal).\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-wrap-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.ok(existsSync(path.join(tmp, 'journal', 'index.html')));
    assert.match(await readFile(path.join(tmp, 'journal', 'index.html'), 'utf8'), /First frost/);
    // The plugin's code runs (docusaurus/plugins/lifecycle.ts); here it cannot even load (no node_modules): one
    // warning at its file, and the blog is fe-docs' own.
    const warning = result.diagnostics.find((d) => d.code === 'docusaurus-plugin' && /journal-plugin/.test(d.message));
    assert.ok(warning, JSON.stringify(result.diagnostics));
    assert.match(warning.message, /cannot be loaded \(Cannot find module '@docusaurus\/plugin-content-blog'/);
    assert.match(warning.message, /fe-docs builds its blog content with these options/);
    assert.equal(warning.position?.file, 'plugins/journal-plugin.js');
    assert.equal(warning.severity, 'warning');
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
