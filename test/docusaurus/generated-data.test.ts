import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Harbour', url: 'https://harbour.example', baseUrl: '/handbook/', customFields: {berth: 'Quay 9'},
  presets: [['classic', {blog: {blogSidebarCount: 2}}]],
};
`;

const POSTS = {
  'blog/2024-01-05-first.md': '---\ntitle: First light\n---\n\nThe first post.\n',
  'blog/2024-02-10-second.md': '---\ntitle: Second tide\nsidebar_label: Tide two\n---\n\nThe second post.\n',
  'blog/2024-03-15-third.md': '---\ntitle: Third bell\nslug: bells/\n---\n\nThe third post.\n',
};

/**
 * Docusaurus sites import data Docusaurus writes into `.docusaurus/` (the blog's post list, the config, i18n): fe-docs
 * writes no such folder and serves each from its own data, in Docusaurus' shape.
 */
test('imports of .docusaurus/ files get the blog post list, config and i18n in Docusaurus’ shape', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    ...POSTS,
    'src/pages/news.jsx': [
      "import list from '@site/.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';",
      "import Older from '../components/Older';",
      'export default function News() {',
      '  return <main><h2 id="title">{list.title}</h2><ul id="posts">{list.items.map((i) => <li key={i.permalink}><a href={i.permalink}>{i.title}</a> {i.date.slice(0, 10)} {String(i.unlisted)}</li>)}</ul><Older /></main>;',
      '}',
      '',
    ].join('\n'),
    // A relative path into the folder, with `require`, as sites write it.
    'src/components/Older.jsx':
      'export default function Older() {\n  const posts = require(\'../../.docusaurus/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json\');\n  return <p id="count">{posts.items.length} recent</p>;\n}\n',
    'docs/about.mdx': [
      '# About',
      '',
      "import config from '@site/.docusaurus/docusaurus.config.mjs';",
      "import i18n from '@site/.docusaurus/i18n.json';",
      "import meta from '@generated/site-metadata.json';",
      "import siteConfig from '@generated/docusaurus.config';",
      "import list from '@generated/docusaurus-plugin-content-blog/default/blog-post-list-prop-default.json';",
      '',
      '<p id="config">{config.title} at {config.customFields.berth}, base {config.baseUrl}</p>',
      '<p id="i18n">{i18n.defaultLocale} of {i18n.locales.join(",")}</p>',
      '<p id="meta">{typeof meta.docusaurusVersion}</p>',
      '<p id="alias">{siteConfig.url}</p>',
      '<p id="newest">{list.items[0].title}</p>',
      '',
    ].join('\n'),
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-generated-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    // React's text separators aside.
    const news = (await readFile(path.join(tmp, 'news', 'index.html'), 'utf8')).replace(/<!-- -->/g, '');
    assert.match(news, /<h2 id="title">Recent posts<\/h2>/);
    // Newest first, `blogSidebarCount` of them, the sidebar label as title, permalinks with the base URL.
    assert.match(
      news,
      /<ul id="posts"><li><a href="\/handbook\/blog\/bells\/">Third bell<\/a> 2024-03-15 false<\/li><li><a href="\/handbook\/blog\/2024\/02\/10\/second">Tide two<\/a> 2024-02-10 false<\/li><\/ul>/,
    );
    assert.match(news, /<p id="count">2 recent<\/p>/);
    const about = (await readFile(path.join(tmp, 'docs', 'about', 'index.html'), 'utf8')).replace(/<!-- -->/g, '');
    assert.match(about, /<p id="config">Harbour at Quay 9, base \/handbook\/<\/p>/);
    assert.match(about, /<p id="i18n">en of en<\/p>/);
    assert.match(about, /<p id="meta">string<\/p>/);
    assert.match(about, /<p id="alias">https:\/\/harbour\.example<\/p>/);
    assert.match(about, /<p id="newest">Third bell<\/p>/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('a .docusaurus/ file fe-docs does not generate is named at the import, with what is served', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    ...POSTS,
    // Left by an earlier `docusaurus build`: read as it is, with a warning.
    '.docusaurus/routesChunkNames.json': '{"/": "stale"}\n',
    'src/pages/chunks.jsx':
      "import React from 'react';\nimport chunks from '@site/.docusaurus/routesChunkNames.json';\nexport default function Chunks() {\n  return <p>{chunks['/']}</p>;\n}\n",
    'docs/missing.mdx': "# Missing\n\nimport registry from '@site/.docusaurus/registry.js';\n\n{String(registry)}\n",
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-generated-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, false);
    const stale = result.diagnostics.find((d) => d.code === 'docusaurus-generated-file');
    assert.deepEqual(stale?.position, { file: 'src/pages/chunks.jsx', line: 2, column: 20 }, JSON.stringify(result.diagnostics));
    assert.match(stale!.message, /does not generate `\.docusaurus\/routesChunkNames\.json`: the file an earlier Docusaurus build left is read as it is/);
    assert.match(stale!.hint ?? '', /blog-post-list-prop-default\.json/);
    const missing = result.diagnostics.find((d) => /registry\.js/.test(d.message));
    assert.deepEqual(missing?.position, { file: 'docs/missing.mdx', line: 3, column: 1 }, JSON.stringify(result.diagnostics));
    assert.equal(missing!.severity, 'error');
    assert.match(missing!.message, /fe-docs does not generate `\.docusaurus\/registry\.js`\./);
    assert.doesNotMatch(JSON.stringify(result.diagnostics), /Cannot find/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
