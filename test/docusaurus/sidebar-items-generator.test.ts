import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, check } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

const config = (generator: string) => `module.exports = {title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', {blog: false, docs: {
    sidebarItemsGenerator: ${generator},
  }}]]};\n`;

const DOCS = {
  'docs/01-intro.md': '# Intro\n\nStart.\n',
  'docs/02-setup.md': '# Setup\n\nInstall.\n',
  'docs/03-internals.md': '---\nsidebar_class_name: internal\n---\n\n# Internals\n\nHidden from the sidebar.\n',
  'docs/guides/01-first.md': '# First guide\n\nOne.\n',
  'docs/guides/02-second.md': '# Second guide\n\nTwo.\n',
};

/** The labels of the sidebar of a built page, in order. */
function sidebarLabels(html: string): string[] {
  const nav = /<nav class="sidebar-nav[ "][\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/class="menu-link[^"]*"[^>]*>([^<]+)<|<summary class="menu-category-label[^"]*">([^<]+)</g)].map((m) => m[1] ?? m[2]);
}

test('sidebarItemsGenerator: the site filters the docs it passes to the default generator and reorders the result', () =>
  withSite(
    {
      ...DOCS,
      'docusaurus.config.js': config(`async ({defaultSidebarItemsGenerator, docs, item, numberPrefixParser, ...rest}) => {
      if (item.dirName !== '.' || numberPrefixParser('01-intro').filename !== 'intro') throw new Error('unexpected arguments');
      const items = await defaultSidebarItemsGenerator({...rest, item, numberPrefixParser, docs: docs.filter((d) => d.frontMatter.sidebar_class_name !== 'internal')});
      return items.reverse();
    }`),
    },
    async (root) => {
      const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-sidebar-gen-'));
      try {
        const r = await build({ root, outDir: out });
        assert.deepEqual(
          r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => d.message),
          [],
        );
        const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
        // Reversed top level (the guides category first), Internals left out; the category keeps its own order.
        assert.deepEqual(sidebarLabels(html), ['guides', 'First guide', 'Second guide', 'Setup', 'Intro']);
        // The left-out doc is still published; prev/next follow the generated sidebar.
        assert.match(await readFile(path.join(out, 'docs/internals/index.html'), 'utf8'), /<h1>Internals<\/h1>/);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    },
  ));

test('a sidebarItemsGenerator that throws is an error at the option, and the folder is listed as fe-docs generates it', () =>
  withSite({ ...DOCS, 'docusaurus.config.js': config(`() => { throw new Error('no sidebar today'); }`) }, async (root) => {
    const r = await check({ root });
    const found = r.diagnostics.find((d) => /sidebarItemsGenerator/.test(d.message));
    assert.ok(found, JSON.stringify(r.diagnostics));
    assert.equal(found.severity, 'error');
    assert.match(found.message, /threw for `\.`: no sidebar today/);
    assert.deepEqual([found.position?.file, found.position?.line], ['docusaurus.config.js', 3]);
  }));

test("sidebarItemsGenerator: the default items carry className and customProps (a _category_ file's), and the site's own are kept", () =>
  withSite(
    {
      ...DOCS,
      'docs/guides/_category_.json': '{"className": "guides", "customProps": {"tone": "calm"}}\n',
      'docusaurus.config.js': config(`async ({defaultSidebarItemsGenerator, ...args}) => {
      const items = await defaultSidebarItemsGenerator(args);
      return items.map((i) => (i.type === 'category' ? {...i, className: i.className + ' ' + i.customProps.tone} : {...i, className: 'doc-' + i.id}));
    }`),
    },
    async (root) => {
      const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-sidebar-gen-'));
      try {
        const r = await build({ root, outDir: out });
        assert.deepEqual(
          r.diagnostics.filter((d) => d.code !== 'pwa-icon').map((d) => d.message),
          [],
        );
        const nav = /<nav class="sidebar-nav[ "][\s\S]*?<\/nav>/.exec(await readFile(path.join(out, 'docs/intro/index.html'), 'utf8'))![0];
        const classes = [...nav.matchAll(/<li class="([^"]*)"/g)].map((m) =>
          m[1]!.replace(/ theme-doc-sidebar-item-\S+ theme-doc-sidebar-item-\S+ menu__list-item/, ''),
        );
        // Internals' own sidebar_class_name wins over the generator's, as front matter does in Docusaurus' sidebar props.
        assert.deepEqual(classes, ['menu-item doc-intro', 'menu-item doc-setup', 'menu-item internal', 'menu-item guides calm', 'menu-item', 'menu-item']);
      } finally {
        await rm(out, { recursive: true, force: true });
      }
    },
  ));
