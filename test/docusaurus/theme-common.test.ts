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

test('an interactive React page whose component uses useColorMode is published as rendered at build time, with a warning (not a failed build)', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n",
    'docs/a.md': '# A\n',
    'src/components/Showcase.tsx': [
      "import {useColorMode} from '@docusaurus/theme-common';",
      'export function Showcase() {',
      '  const {colorMode} = useColorMode();',
      '  return <video className={`showcase-${colorMode}`} />;',
      '}',
      '',
    ].join('\n'),
    'src/pages/index.tsx': [
      "import {useState} from 'react';",
      "import Layout from '@theme/Layout';",
      "import {Showcase} from '../components/Showcase';",
      'export default function Home() {',
      '  const [n, setN] = useState(0);',
      '  return <Layout><button onClick={() => setN(n + 1)}>{n}</button><Showcase /></Layout>;',
      '}',
      '',
    ].join('\n'),
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-theme-common-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    assert.ok(
      r.diagnostics.some((d) => d.code === 'page-hydration' && d.position?.file === 'src/pages/index.tsx' && /@docusaurus\/theme-common/.test(d.message)),
      JSON.stringify(r.diagnostics),
    );
    assert.match(await readFile(path.join(out, 'index.html'), 'utf8'), /<video class="showcase-light">/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
