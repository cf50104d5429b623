import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// theme-classic marks a navbar item of type `docSidebar` active on every doc of its sidebar, and one of type `doc` on
// its doc and every doc of the doc's sidebar (homarr's docs pages: "Documentation" was not marked on most of them).
// fe-docs' own sites keep their rule: active under the item's own path.
const DOCS = {
  'docs/intro.md': '# Intro\n\nStart.\n',
  'docs/setup.md': '# Setup\n\nInstall.\n',
  'docs/api/overview.md': '# Overview\n\nThe API.\n',
  'docs/api/calls.md': '# Calls\n\nEvery call.\n',
};
const SIDEBARS = "module.exports = { guide: ['intro', 'setup'], api: ['api/overview', 'api/calls'] };\n";

/** The navbar links' labels, and whether each is marked active, on `page`. */
async function activeLinks(files: Record<string, string>, page: string): Promise<Record<string, boolean>> {
  const site = await createSite({ ...DOCS, ...files });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-navbar-active-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const html = await readFile(path.join(out, page, 'index.html'), 'utf8');
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const links = [...header.matchAll(/<a href="[^"]*" class="(navbar-link[^"]*)"[^>]*>([^<]+)<\/a>/g)];
    return Object.fromEntries(links.map((m) => [m[2], /\bactive\b/.test(m[1])]));
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

const DOCUSAURUS = {
  'docusaurus.config.js': `module.exports = {
  title: 'Active', url: 'https://active.example', baseUrl: '/',
  presets: [['classic', {blog: false, docs: {sidebarPath: './sidebars.js'}}]],
  themeConfig: {navbar: {items: [
    {type: 'docSidebar', sidebarId: 'guide', label: 'Guide'},
    {type: 'doc', docId: 'api/overview', label: 'API'},
  ]}},
};
`,
  'sidebars.js': SIDEBARS,
};

test("a Docusaurus site's `doc` and `docSidebar` navbar items are active on every doc of their sidebar", async () => {
  assert.deepEqual(await activeLinks(DOCUSAURUS, 'docs/setup'), { Guide: true, API: false });
  assert.deepEqual(await activeLinks(DOCUSAURUS, 'docs/api/calls'), { Guide: false, API: true });
});

test("an fe-docs site's doc items stay active under their own path only", async () => {
  const files = {
    'site.config.yaml': `title: Active\nurl: https://active.example\ndocs:\n  - path: docs\n    sidebars: ./sidebars.js\nnavbar:\n  items:\n    - {type: docSidebar, sidebarId: guide, label: Guide}\n    - {type: doc, docId: api/overview, label: API}\n`,
    'sidebars.js': SIDEBARS,
  };
  assert.deepEqual(await activeLinks(files, 'docs/setup'), { Guide: false, API: false });
  assert.deepEqual(await activeLinks(files, 'docs/intro'), { Guide: true, API: false });
});
