import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * `<Head>` of @docusaurus/Head fills the page's <head> in Docusaurus; in a Docusaurus project fe-docs renders such
 * content again with its page and puts the tags there too, so there is nothing to warn about any more.
 */
test('<Head> in MDX puts what it holds into the page head, with no warning', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Heads', url: 'https://heads.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'docs/owls.mdx':
      'import Head from \'@docusaurus/Head\';\n\n# Owls\n\nThey hunt at night.\n\n<Head>\n  <meta name="keywords" content="owls" />\n  <title>Owls at night</title>\n</Head>\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-head-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    assert.deepEqual(
      r.diagnostics.filter((d) => d.code === 'mdx-head'),
      [],
    );
    const html = await readFile(path.join(out, 'docs/owls/index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.equal(head.split('<title>').length - 1, 1);
    assert.match(head, /<title>Owls at night<\/title>/);
    assert.match(head, /<meta name="keywords" content="owls"\/>/);
    // Once in the body; the head's description is that first line too, as in Docusaurus.
    assert.equal(html.slice(html.indexOf('<body')).split('They hunt at night.').length - 1, 1);
    assert.match(head, /<meta name="description" content="They hunt at night\.">/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
