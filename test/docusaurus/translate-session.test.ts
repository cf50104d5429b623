import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/**
 * The messages `translate()` and `<Translate>` answer with are set by the adapter session of the site whose code runs
 * (docusaurus/session.ts): a Docusaurus site's i18n/<locale>/code.json, none for a site.config.yaml. A site
 * built after a Docusaurus site in the same process does not get that site's messages.
 */
test("a site.config.yaml site built after a Docusaurus site does not translate with the other site's code.json", async () => {
  const docusaurus = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'A', url: 'https://a.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'docs/intro.mdx': 'import Translate from \'@docusaurus/Translate\';\n\n# Intro\n\n<Translate id="greet">Hello from A</Translate>\n',
    'i18n/en/code.json': '{"greet": {"message": "Hola desde A"}}\n',
  });
  const yaml = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.mdx': 'import Translate from \'@docusaurus/Translate\';\n\n# Intro\n\n<Translate id="greet">Hello from B</Translate>\n',
  });
  const outs = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-translate-session-'));
  try {
    const first = await build({ root: docusaurus.root, outDir: path.join(outs, 'a') });
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    assert.match(await readFile(path.join(outs, 'a/docs/intro/index.html'), 'utf8'), /Hola desde A/, "the Docusaurus site's code.json answers");

    const second = await build({ root: yaml.root, outDir: path.join(outs, 'b') });
    assert.equal(second.ok, true, JSON.stringify(second.diagnostics));
    const html = await readFile(path.join(outs, 'b/docs/intro/index.html'), 'utf8');
    assert.ok(!html.includes('Hola desde A'), "the other site's message is not used");
    assert.match(html, /Hello from B/);
  } finally {
    await rm(outs, { recursive: true, force: true });
    await docusaurus.cleanup();
    await yaml.cleanup();
  }
});
