import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { createSite } from '../helpers/site.js';

const DOCS = {
  'content/docs/01-intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHola.\n',
  'content/docs/02-guia/_category_.yml': 'label: Guía\n',
  'content/docs/02-guia/01-instalar.md': '# Instalar\n\nTexto.\n',
};

async function report(config: string, files: Record<string, string> = DOCS): Promise<string[]> {
  const site = await createSite({ 'site.config.yaml': config, ...files });
  try {
    const r = await loadSite(site.root);
    return formatReport(r.diagnostics).split('\n');
  } finally {
    await site.cleanup();
  }
}

const BASE = 'title: T\nurl: https://example.org\ndocs:\n  - id: default\n';

test('an unknown navbar item type names its position and the accepted types', async () => {
  const lines = await report(BASE + 'navbar:\n  items:\n    - type: docz\n      label: Docs\n');
  assert.deepEqual(lines, [
    'site.config.yaml:7:13 error `navbar.items[0].type`: unknown navbar item type `docz`. [config-navbar-type]',
    '  Use one of: link, doc, docSidebar, dropdown, localeDropdown, docsVersionDropdown, search, html.',
    '✖ 1 error, 0 warnings in 1 file',
  ]);
});

test('a navbar doc id that does not exist suggests the nearest one', async () => {
  const lines = await report(BASE + 'navbar:\n  items:\n    - type: doc\n      docId: guia/instalr\n      label: Docs\n');
  assert.deepEqual(lines.slice(0, 2), [
    'site.config.yaml:8:14 error Navbar item refers to doc id `guia/instalr`, which does not exist in docs area `default`. [config-missing-doc]',
    '  Did you mean `guia/instalar`?',
  ]);
});

test('a navbar sidebar id that does not exist is an error', async () => {
  const lines = await report(BASE + 'navbar:\n  items:\n    - type: docSidebar\n      sidebarId: api\n      label: API\n');
  assert.equal(
    lines[0],
    'site.config.yaml:8:18 error Navbar item refers to sidebar `api`, which does not exist in docs area `default`. [config-missing-sidebar]',
  );
  assert.equal(lines[1], '  Use one of: default.');
});

test('sidebar items: a missing doc id and a link without target are errors with positions', async () => {
  const cfg =
    'title: T\nurl: https://example.org\ndocs:\n  - id: default\n    sidebars:\n      main:\n        - intro\n        - type: doc\n          id: nope\n        - type: link\n          label: Fuera\n';
  const lines = await report(cfg);
  assert.deepEqual(lines, [
    'site.config.yaml:9:15 error Doc id `nope` does not exist in content/docs. [config-missing-doc]',
    '  A doc id is its path below the docs folder, without number prefixes and extension (e.g. `guides/install`).',
    'site.config.yaml:10:11 error Sidebar link `Fuera` has no link target. [config-sidebar-target]',
    '  Add `href: /path` or `href: https://…` to the item.',
    '✖ 2 errors, 0 warnings in 1 file',
  ]);
});

test('wrong types, unknown keys and YAML syntax errors are reported with file:line:col', async () => {
  let lines = await report('title: T\nurl: https://example.org\nblog:\n  postsPerPage: diez\n  colour: red\n');
  assert.deepEqual(lines, [
    'site.config.yaml:4:17 error `blog.postsPerPage`: expected number, received string `diez`. [config-invalid]',
    '  Write a number here.',
    'site.config.yaml:5:3 error `blog.colour`: unknown key `colour`. [config-unknown-key]',
    '  Remove it; `blog` takes `path`, `routeBasePath`, `title`, `description`, `postsPerPage`, `showReadingTime`, `feeds`, `editUrl`, `recentPostsCount`, `translationsPath` (node_modules/fe-docs/docs/configuration.md).',
    '✖ 2 errors, 0 warnings in 1 file',
  ]);
  // At the bracket left open, not past the end of the file where the parser gave up.
  lines = await report('title: T\nurl: https://example.org\nnavbar: [\n');
  assert.match(lines[0], /^site\.config\.yaml:3:9 error YAML syntax error: .+ \[config-syntax\]$/);
  lines = await report('url: https://example.org\n');
  assert.equal(lines[0], 'site.config.yaml:1:1 error `title` is required. [config-invalid]');
});

test('a misspelt key is an error at its line and column that names the key meant', async () => {
  const lines = await report(
    [
      'titel: T',
      'url: https://example.org',
      'docs:',
      '  - id: default',
      '    routeBasePth: guides',
      'navbar:',
      '  items:',
      '    - { to: /docs, lable: Docs }',
      '    - { to: /blog, label: Blog, zzz: 1 }',
      'search:',
      '  algolia: { appId: A, apiKey: K, indexName: i, hots: https://x.example }',
      '',
    ].join('\n'),
  );
  assert.deepEqual(
    lines.filter((l) => /unknown key/.test(l)),
    [
      'site.config.yaml:1:1 error `titel`: unknown key `titel`; did you mean `title`? [config-unknown-key]',
      'site.config.yaml:5:5 error `docs[0].routeBasePth`: unknown key `routeBasePth`; did you mean `routeBasePath`? [config-unknown-key]',
      'site.config.yaml:8:20 error `navbar.items[0].lable`: unknown key `lable`; did you mean `label`? [config-unknown-key]',
      'site.config.yaml:9:33 error `navbar.items[1].zzz`: unknown key `zzz`. [config-unknown-key]',
      'site.config.yaml:11:49 error `search.algolia.hots`: unknown key `hots`; did you mean `host`? [config-unknown-key]',
    ],
    lines.join('\n'),
  );
  assert.equal(lines[lines.indexOf(lines.find((l) => l.includes('`titel`'))!) + 1], '  Rename it `title`, or remove it.');
});

test('a missing site.config.yaml is a clear error', async () => {
  const site = await createSite({ 'content/docs/a.md': 'x' });
  const r = await loadSite(site.root);
  await site.cleanup();
  assert.equal(r.diagnostics[0].code, 'config-invalid');
  assert.match(r.diagnostics[0].message, /Cannot read `site\.config\.yaml`/);
});
