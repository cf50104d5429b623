import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, check } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/** Links written the ways Docusaurus accepts them, in a site served under a base URL. */
const CONFIG = `module.exports = {
  title: 'Kettle',
  url: 'https://kettle.example',
  baseUrl: '/manual/',
  presets: [['classic', { blog: false, docs: { routeBasePath: '/' } }]],
  themeConfig: {
    navbar: { items: [{ to: '/manual/setup/boil', label: 'Boiling' }] },
    footer: { links: [{ title: 'More', items: [{ to: '/manual/care', label: 'Care' }] }] },
  },
};
`;

test('a link or navbar item that already starts with the base URL is the page under it, as in Docusaurus', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nRead [how to boil](/manual/setup/boil) and [care](/manual/care#descaling).\n',
    'docs/setup/boil.md': '# Boil\n\nFill it halfway.\n',
    'docs/care.md': '# Care\n\n## Descaling\n\nUse vinegar.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-base-links-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => `${d.position?.file}:${d.position?.line} ${d.code}`),
      [],
    );
    const html = await readFile(path.join(out, 'intro', 'index.html'), 'utf8');
    assert.match(html, /href="\/manual\/setup\/boil"[^>]*>how to boil/);
    assert.match(html, /href="\/manual\/care#descaling"/);
    assert.doesNotMatch(html, /\/manual\/manual\//);
    assert.match(html, /href="\/manual\/setup\/boil"[^>]*>Boiling/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('a link to `/x.md` is read from the content folder of the linking file, a bare `x.md` also from the site root', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/guide/deep/page.md': '# Page\n\nSee [care](/care.md) and [boiling](docs/setup/boil.md).\n',
    'docs/setup/boil.md': '# Boil\n\nFill it halfway.\n',
    'docs/care.md': '# Care\n\nRinse it.\n',
  });
  try {
    const r = await check({ root: site.root });
    assert.deepEqual(
      r.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.code} ${d.message}`),
      [],
    );
  } finally {
    await site.cleanup();
  }
});

test('a link to `/x.md` that names no file there is still reported at its line', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/care.md': '# Care\n\nSee [nothing](/gone.md).\n',
    'docs/setup/boil.md': '# Boil\n\nFill it halfway.\n',
  });
  try {
    const r = await check({ root: site.root });
    assert.deepEqual(
      r.diagnostics.map((d) => `${d.position?.file}:${d.position?.line} ${d.code}`),
      ['docs/care.md:3 missing-md-file'],
    );
  } finally {
    await site.cleanup();
  }
});
