import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// ionic-team/stencil-site: `favicon: 'https://stenciljs.com/favicon-32x32.png'` under `baseUrl: '/docs/'` was linked
// as /docs/https://stenciljs.com/… (a 404 on every page). Docusaurus links a URL favicon as it is.
test('a favicon given as a URL is linked as it is; a file of the site below the base URL', async () => {
  const config = (favicon: string) => `module.exports = {
  title: 'Icons', url: 'https://icons.example', baseUrl: '/docs/', favicon: '${favicon}',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
};
`;
  for (const [favicon, href] of [
    ['https://icons.example/favicon-32x32.png', 'https://icons.example/favicon-32x32.png'],
    ['img/favicon.png', '/docs/img/favicon.png'],
  ]) {
    await withSite({ 'docusaurus.config.js': config(favicon), 'docs/intro.md': '# Intro\n', 'static/img/favicon.png': 'png' }, async (root) => {
      const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-favicon-'));
      try {
        const result = await build({ root, outDir: out });
        assert.deepEqual(
          result.diagnostics.filter((d) => d.severity === 'error'),
          [],
        );
        const html = await readFile(path.join(out, 'intro/index.html'), 'utf8');
        assert.match(html, new RegExp(`<link rel="icon" href="${href.replace(/[.]/g, '\\.')}">`));
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    });
  }
});
