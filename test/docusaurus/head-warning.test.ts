import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/** `<Head>` of @docusaurus/Head fills the page's <head> in Docusaurus; fe-docs does not, and says so at each use. */
test('<Head> in MDX is a warning at its line naming what it holds', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Heads', url: 'https://heads.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'docs/owls.mdx':
      'import Head from \'@docusaurus/Head\';\n\n# Owls\n\nThey hunt at night.\n\n<Head>\n  <meta name="keywords" content="owls" />\n  <title>Owls at night</title>\n</Head>\n',
  });
  try {
    const r = await check({ root: site.root });
    const heads = r.diagnostics.filter((d) => d.code === 'mdx-head');
    assert.equal(heads.length, 1, JSON.stringify(r.diagnostics));
    assert.equal(heads[0].severity, 'warning');
    assert.deepEqual([heads[0].position?.file, heads[0].position?.line], ['docs/owls.mdx', 7]);
    assert.match(heads[0].message, /\(<meta>, <title>\) is not put into the page's <head>/);
    assert.equal(r.ok, true);
  } finally {
    await site.cleanup();
  }
});
