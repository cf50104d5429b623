import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

test('a component using useColorMode of @docusaurus/theme-common renders in the default mode, with a warning at its import', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n",
    'src/components/Banner.js': [
      "import React from 'react';",
      "import {useColorMode} from '@docusaurus/theme-common';",
      'export default function Banner() {',
      '  const {colorMode} = useColorMode();',
      '  return <p className={`banner-${colorMode}`}>Tea is ready.</p>;',
      '}',
      '',
    ].join('\n'),
    'docs/a.md': "# A\n\nimport Banner from '@site/src/components/Banner';\n\n<Banner />\n",
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-theme-common-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.code}`),
      ['src/components/Banner.js:2 warning docusaurus-build-time'],
    );
    const html = await readFile(path.join(out, 'docs', 'a', 'index.html'), 'utf8');
    assert.match(html, /<p class="banner-light">Tea is ready\.<\/p>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
