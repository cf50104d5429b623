import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// Served outside its baseUrl, a Docusaurus site's banner told the reader to fix site.config.yaml, a file the site
// does not have: it names the config file the site was read from.
test('the baseUrl banner of a Docusaurus site names its docusaurus.config file', async () => {
  const config = `export default {
  title: 'Base', url: 'https://base.example', baseUrl: '/guide/',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
`;
  await withSite({ 'docusaurus.config.mjs': config, 'docs/intro.md': '# Intro\n' }, async (root) => {
    const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-base-banner-'));
    try {
      const result = await build({ root, outDir: out });
      assert.deepEqual(result.diagnostics.filter((d) => d.severity === 'error'), []);
      const html = await readFile(path.join(out, 'intro/index.html'), 'utf8');
      const banner = /<div id="base-url-issue"[^>]*>([^<]*)<\/div>/.exec(html)?.[1] ?? '';
      assert.match(banner, /\(\/guide\/\)/);
      assert.match(banner, /in docusaurus\.config\.mjs\.$/);
      assert.doesNotMatch(banner, /site\.config\.yaml/);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
