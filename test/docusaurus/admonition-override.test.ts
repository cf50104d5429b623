import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// Docusaurus 3 compiles `:::note` to `<Admonition type="note">`, so a site that swizzles Admonition sees every
// admonition go through its component, also in a `.md` file with no other MDX. fe-docs must do the same.
const WRAPPER = `import React from 'react';
import Admonition from '@theme-original/Admonition';

export default function Wrapped(props) {
  return <div className="wrapped-admonition" data-type={props.type} data-title={props.title ?? ''}><Admonition {...props} /></div>;
}
`;

async function buildPage(files: Record<string, string>, page: string): Promise<{ html: string; problems: string[] }> {
  const site = await createSite(files);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-admonition-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    const problems = r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);
    return { html: problems.length ? '' : await readFile(path.join(out, page, 'index.html'), 'utf8'), problems };
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

const DOC = '# Plain\n\nSome text.\n\n:::tip[Brew first]\n\nWarm the **pot**.\n\n:::\n\n:::danger\n\nHot water.\n\n:::\n';

test('a swizzled Admonition renders the `:::` admonitions of a plain .md file, with type and title', async () => {
  const { html, problems } = await buildPage(
    {
      'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n`,
      'docs/plain.md': DOC,
      'src/theme/Admonition/index.js': WRAPPER,
    },
    'docs/plain',
  );
  assert.deepEqual(problems, []);
  assert.match(
    html,
    /<div class="wrapped-admonition" data-type="tip" data-title="Brew first"><div role="note" class="theme-admonition theme-admonition-tip alert alert--success"/,
  );
  assert.match(html, /<div class="fd-admonition-heading">Brew first<\/div>/);
  assert.match(html, /Warm the <strong>pot<\/strong>/);
  assert.match(
    html,
    /<div class="wrapped-admonition" data-type="danger" data-title=""><div role="note" class="theme-admonition theme-admonition-danger alert alert--danger"/,
  );
  assert.doesNotMatch(html, /:::/);
});

test('without an override, admonitions keep the theme’s markup (and a plain .md file keeps the Markdown path)', async () => {
  const { html, problems } = await buildPage(
    {
      'docusaurus.config.js': `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n`,
      'docs/plain.md': DOC,
    },
    'docs/plain',
  );
  assert.deepEqual(problems, []);
  assert.doesNotMatch(html, /wrapped-admonition/);
  assert.match(
    html,
    /<div role="note" class="theme-admonition theme-admonition-tip alert alert--success" aria-label="Brew first"><div class="fd-admonition-heading">Brew first<\/div>/,
  );
});
