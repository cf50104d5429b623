import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// A partial that starts with `# Heading` (open-webui's quick start imports one per install method): Docusaurus keeps
// that heading in the importing page. Only the page's own leading `# Title` is its title.
test('an imported partial keeps its leading # heading; the page keeps its own title', async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n`,
    'docs/install.mdx': "# Install\n\nimport Compose from './_compose.md';\n\nPick a way.\n\n<Compose />\n",
    'docs/_compose.md': '# Compose setup\n\nRun the stack.\n\n## Update\n\nPull again.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-partial-h1-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    const html = await readFile(path.join(out, 'docs/install/index.html'), 'utf8');
    assert.match(html, /<header><h1>Install<\/h1><\/header>/);
    assert.match(html, /<h1[^>]*>Compose setup<\/h1>\s*<p>Run the stack\.<\/p>/);
    assert.match(html, /<h2[^>]*id="update"/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
