import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// A remark plugin that, like remark-typescript-tools, does its work only for files whose path it knows.
const PLUGIN = `module.exports = function stampPath() {
  return (tree, file) => {
    if (!file.path) return;
    tree.children.push({ type: 'paragraph', data: { hProperties: { className: ['stamp'] } }, children: [{ type: 'text', value: require('path').basename(file.path) + ' ' + file.extname }] });
  };
};
`;
const CONFIG = `module.exports = {
  title: 'Stamps', url: 'https://stamps.example', baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [require('./stamp-path.js')] } }]],
};
`;

/** Plain Markdown pages run the site's remark plugins with the file's path, as MDX pages (and Docusaurus) do. */
test('remark plugins see file.path on plain .md pages as on .mdx pages', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'stamp-path.js': PLUGIN,
    'docs/plain.md': '# Plain\n\nNo MDX here.\n',
    'docs/rich.mdx': '# Rich\n\n<span>MDX</span> here.\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-remark-path-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const stamp = async (page: string) => /<p class="stamp">([^<]+)<\/p>/.exec(await readFile(path.join(tmp, 'docs', page, 'index.html'), 'utf8'))?.[1];
    assert.equal(await stamp('plain'), 'plain.md .md');
    assert.equal(await stamp('rich'), 'rich.mdx .mdx');
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
