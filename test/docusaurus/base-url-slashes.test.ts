import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// dragonflydb/documentation writes `baseUrl: "/docs"`: @docusaurus/core's config schema adds the slashes a written
// baseUrl lacks, so the site builds under /docs/ (fe-docs refused it: `baseUrl must start and end with a slash`).
for (const written of ['/docs', 'docs']) {
  test(`a Docusaurus baseUrl written as ${JSON.stringify(written)} is /docs/, as Docusaurus normalizes it`, async () => {
    await withSite(
      {
        'docusaurus.config.js': `module.exports = {title: 'Kite', url: 'https://kite.example', baseUrl: ${JSON.stringify(written)}, presets: [['classic', {blog: false}]]};\n`,
        'sidebars.js': "module.exports = {docs: ['intro']};\n",
        'docs/intro.md': '# Intro\n\n[Self](./intro.md)\n',
      },
      async (root) => {
        const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-base-url-'));
        try {
          const r = await build({ root, outDir: out });
          assert.deepEqual(
            r.diagnostics.filter((d) => d.severity === 'error'),
            [],
          );
          assert.equal(r.config?.baseUrl, '/docs/');
          const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8').catch(() => readFile(path.join(out, 'docs/intro.html'), 'utf8'));
          assert.match(html, /href="\/docs\/docs\/intro"/);
        } finally {
          await rm(out, { recursive: true, force: true });
        }
      },
    );
  });
}
