import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// reduxjs/reselect's docs: `![…](@site/static/img/normal-memoization-function.png)` in an MDX file, which Docusaurus'
// image plugin reads from the site's root; fe-docs reported a broken link to `/introduction/@site/static/img/…`.
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n';

test('a Markdown image or link to `@site/…` is the file of the site’s root, published with a hash', async () => {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'A', url: 'https://a.example', baseUrl: '/', onBrokenLinks: 'throw', presets: [['classic', {blog: false}]]};\n",
    'static/img/flow.svg': SVG,
    'docs/guide/intro.mdx': '# Intro\n\n![The flow](@site/static/img/flow.svg)\n\nSee [the drawing](@site/static/img/flow.svg).\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-site-alias-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const html = await readFile(path.join(out, 'docs/guide/intro/index.html'), 'utf8');
    const src = /<img src="(\/assets\/files\/flow-[0-9a-f]{8}\.svg)" alt="The flow"/.exec(html)?.[1];
    assert.ok(src, 'the image is published under /assets/files/');
    assert.match(html, new RegExp(`<a href="${src}">the drawing</a>`));
    assert.equal(await readFile(path.join(out, src), 'utf8'), SVG);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
