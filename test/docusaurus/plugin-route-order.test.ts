import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// Issue 32: a URL that a site plugin's addRoute() and a content plugin both give shows the route added first, as
// Docusaurus' router does. A local plugin wrapping @docusaurus/plugin-content-blog (answer's blog plugin) adds its own
// post routes, then calls the blog plugin's contentLoaded(), which adds its @theme/BlogPostPage routes after them: the
// post's page is the plugin's component. Packages: test/docusaurus-packages. Tests run from the repository's root.
const PACKAGES = path.join(process.cwd(), 'test/docusaurus-packages/node_modules/@docusaurus');

const blogPlugin = (order: 'before' | 'after') => `const blog = require('@docusaurus/plugin-content-blog');
module.exports = {
  ...blog,
  default: async function coverBlog(context, options) {
    const plugin = await blog.default(context, options);
    return {
      ...plugin,
      async contentLoaded(data) {
        const { content, actions } = data;
        ${order === 'after' ? 'await plugin.contentLoaded(data);' : ''}
        for (const post of content.blogPosts)
          actions.addRoute({ path: post.metadata.permalink, component: '@site/src/components/CoverPost', exact: true, modules: { content: post.metadata.source } });
        actions.addRoute({ path: context.baseUrl + 'blog', component: '@site/src/components/CoverList', exact: true, modules: {} });
        ${order === 'before' ? 'return plugin.contentLoaded(data);' : ''}
      },
    };
  },
};
`;

/** A plugin of its own adding a route at a doc's URL: the docs plugin's routes are nested, Docusaurus sorts them last. */
const DOC_PLUGIN = `module.exports = function docCover() {
  return {
    name: 'doc-cover',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/docs/intro', component: '@site/src/components/CoverList', exact: true, modules: {} });
    },
  };
};
`;

const COVER_POST = `import React from 'react';
import Layout from '@theme/Layout';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function CoverPost({ content: Content }: any) {
  const { frontMatter, metadata } = Content;
  return (
    <Layout title={metadata.title}>
      <img className="post-cover" src={useBaseUrl('/img/' + frontMatter.image)} alt="cover" />
      <h1 className="cover-title">{metadata.title}</h1>
      <Content />
    </Layout>
  );
}
`;

const COVER_LIST = `import React from 'react';
import Layout from '@theme/Layout';

export default function CoverList() {
  return (
    <Layout title="Covers">
      <p className="cover-list">Every cover</p>
    </Layout>
  );
}
`;

async function buildSite(order: 'before' | 'after') {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'Covers', url: 'https://covers.example', baseUrl: '/',\n" +
      "  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},\n" +
      "  presets: [['classic', {blog: false}]],\n" +
      "  plugins: [['./plugins/cover-blog.js', {blogTitle: 'Covers', onUntruncatedBlogPosts: 'ignore'}], './plugins/doc-cover.js']};\n",
    'plugins/cover-blog.js': blogPlugin(order),
    'plugins/doc-cover.js': DOC_PLUGIN,
    'src/components/CoverPost.tsx': COVER_POST,
    'src/components/CoverList.tsx': COVER_LIST,
    'blog/2025-03-04-first-frost/index.md': '---\ntitle: First frost\nimage: frost.png\n---\n\nThe pond froze overnight.\n\n![pond](./pond.png)\n\n## Ice {#ice}\n\nThick.\n',
    'blog/2025-03-04-first-frost/pond.png': 'png',
    'i18n/fr/docusaurus-plugin-content-blog/2025-03-04-first-frost/index.md':
      '---\ntitle: Premier gel\nimage: frost.png\n---\n\nLa mare a gelé.\n\n![mare](./pond.png)\n\n## Glace {#ice}\n',
    'i18n/fr/docusaurus-plugin-content-blog/2025-03-04-first-frost/pond.png': 'png',
    'static/img/frost.png': 'png',
    'docs/intro.md': '# Intro\n\nRead the [first frost](/blog/2025/03/04/first-frost#ice).\n',
  });
  await mkdir(path.join(site.root, 'node_modules/@docusaurus'), { recursive: true });
  // The blog plugin, and the core that validates the site's config as the plugin reads it (`future`…).
  for (const name of ['plugin-content-blog', 'core']) await symlink(path.join(PACKAGES, name), path.join(site.root, 'node_modules/@docusaurus', name));
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-route-order-'));
  const result = await build({ root: site.root, outDir: out });
  const page = (rel: string) => readFile(path.join(out, rel, 'index.html'), 'utf8');
  return { result, page, out, cleanup: async () => (await rm(out, { recursive: true, force: true }), await site.cleanup()) };
}

test('a post route a wrapping blog plugin adds before the blog plugin’s own is the post’s page, in every locale', async () => {
  assert.ok(existsSync(PACKAGES), 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci`.');
  const { result, page, cleanup } = await buildSite('before');
  try {
    const problems = result.diagnostics.filter((d) => d.severity === 'error' || /link|anchor|docusaurus-plugin/.test(d.code));
    assert.deepEqual(problems, [], JSON.stringify(problems));
    const post = await page('blog/2025/03/04/first-frost');
    // The plugin's component, with the post's content (its front matter's cover, its image as the engine publishes it).
    assert.match(post, /<img class="post-cover" src="\/img\/frost\.png"/);
    assert.match(post, /<h1 class="cover-title">First frost<\/h1>/);
    assert.match(post, /The pond froze overnight/);
    assert.match(post, /<img src="\/assets\/files\/pond-[\w-]+\.png" alt="pond"/);
    assert.doesNotMatch(post, /fe-docs-content-link/);
    // Not fe-docs' own post layout (its post header).
    assert.doesNotMatch(post, /class="[^"]*post-header/);
    // The list page too (the plugin's route at /blog comes first), and the doc it adds a route at.
    assert.match(await page('blog'), /class="cover-list"/);
    assert.match(await page('docs/intro'), /class="cover-list"/);
    // The other locale: its routes start with the locale's base URL.
    const fr = await page('fr/blog/2025/03/04/first-frost');
    assert.match(fr, /<img class="post-cover" src="\/fr\/img\/frost\.png"/);
    assert.match(fr, /<h1 class="cover-title">Premier gel<\/h1>/);
    assert.match(fr, /<img src="\/fr\/assets\/files\/pond-[\w-]+\.png" alt="mare"/);
  } finally {
    await cleanup();
  }
});

test('a post route a wrapping blog plugin adds after the blog plugin’s own leaves fe-docs’ post page', async () => {
  assert.ok(existsSync(PACKAGES), 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci`.');
  const { result, page, cleanup } = await buildSite('after');
  try {
    const problems = result.diagnostics.filter((d) => d.severity === 'error' || /link|anchor|docusaurus-plugin/.test(d.code));
    assert.deepEqual(problems, [], JSON.stringify(problems));
    const post = await page('blog/2025/03/04/first-frost');
    assert.doesNotMatch(post, /post-cover/);
    assert.match(post, /The pond froze overnight/);
    assert.doesNotMatch(await page('blog'), /class="cover-list"/);
    // The doc's route is still the plugin's: the docs plugin's routes come after every flat route.
    assert.match(await page('docs/intro'), /class="cover-list"/);
  } finally {
    await cleanup();
  }
});
