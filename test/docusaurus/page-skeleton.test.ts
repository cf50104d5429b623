import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * Docusaurus' page skeleton, which a site's stylesheets target (kysely's `#__docusaurus { padding-top }` under its
 * fixed navbar, keploy's `.docs-wrapper aside` and `.blog-list-page`, gladys' `html.docs-doc-id-…`): the `<html>`
 * classes theme-classic gives each kind of page, the `#__docusaurus` root, the Layout's `main-wrapper`.
 */
const SITE: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kiln', url: 'https://kiln.example', baseUrl: '/',
  presets: [['classic', {blog: {showReadingTime: false, authorsMapPath: 'authors.yml'}}]],
  plugins: [
    ['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: 'community'}],
    ['./plugins/showcase.js', {id: 'gallery'}],
  ],
};
`,
  // A site plugin's route: its page gets the plugin's classes (theme-common's PluginHtmlClassNameProvider).
  'plugins/showcase.js': `module.exports = function showcase() {
  return {
    name: 'docusaurus-plugin-showcase',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/showcase', component: '@site/src/components/Showcase', exact: true, modules: {} });
    },
  };
};
`,
  'src/components/Showcase.js': `import React from 'react';
import Layout from '@theme/Layout';
export default function Showcase() {
  return <Layout title="Showcase"><main><h1>Pots</h1></main></Layout>;
}
`,
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/glazes/_category_.json': '{ "label": "Glazes", "link": { "type": "generated-index" } }\n',
  'docs/glazes/celadon.md': '# Celadon\n\nGreen.\n',
  'community/team.md': '# Team\n\nUs.\n',
  'blog/authors.yml': 'ama:\n  name: Ama\n  page: true\n',
  'blog/2024-03-01-raku.md': '---\ntitle: Raku firing\nauthors: [ama]\ntags: [raku]\n---\n\nHot.\n',
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
export default function Home() {
  return <Layout title="Home" wrapperClassName="homepage"><main><h1>Kiln</h1></main></Layout>;
}
`,
  'src/pages/about.md': '---\ntitle: About\nwrapperClassName: about-wrapper\n---\n\n# About\n\nWe fire clay.\n',
  'src/pages/terms.mdx': '# Terms\n\nNone.\n',
};

let root: string;
let out: string;
let cleanup: () => Promise<void>;
before(async () => {
  ({ root, cleanup } = await createSite(SITE));
  out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-skeleton-'));
  const result = await build({ root, outDir: out });
  assert.deepEqual(
    result.diagnostics.filter((d) => d.severity === 'error'),
    [],
  );
});
after(async () => {
  await cleanup?.();
  await rm(out, { recursive: true, force: true });
});

const page = (url: string) => readFile(path.join(out, url, url.endsWith('.html') ? '' : 'index.html'), 'utf8');
const htmlClass = (html: string) => /<html[^>]*?\sclass="([^"]*)"/.exec(html)?.[1];

test('each kind of page gets the <html> classes Docusaurus gives it', async () => {
  const expected: Record<string, string | undefined> = {
    'docs/intro': 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro',
    'docs/glazes/celadon': 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-glazes/celadon',
    'docs/category/glazes': 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page',
    'community/team': 'docs-wrapper plugin-docs plugin-id-community docs-version-current docs-doc-page docs-doc-id-team',
    'blog/2024/03/01/raku': 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
    blog: 'blog-wrapper blog-list-page plugin-blog plugin-id-default',
    'blog/tags': 'blog-wrapper blog-tags-list-page plugin-blog plugin-id-default',
    'blog/tags/raku': 'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default',
    'blog/authors': 'blog-wrapper blog-authors-list-page plugin-blog plugin-id-default',
    'blog/authors/ama': 'blog-wrapper blog-authors-posts-page plugin-blog plugin-id-default',
    'blog/archive': 'plugin-blog plugin-id-default',
    '': 'plugin-pages plugin-id-default',
    about: 'about-wrapper mdx-page plugin-pages plugin-id-default',
    terms: 'mdx-wrapper mdx-page plugin-pages plugin-id-default',
    showcase: 'plugin-showcase plugin-id-gallery',
    '404.html': 'plugin-native plugin-id-default',
  };
  const got: Record<string, string | undefined> = {};
  for (const url of Object.keys(expected)) {
    assert.ok(existsSync(path.join(out, url, url.endsWith('.html') ? '' : 'index.html')), `${url} is built`);
    got[url] = htmlClass(await page(url));
  }
  assert.deepEqual(got, expected);
});

test('the page is inside the #__docusaurus root, its content inside the Layout main-wrapper, once', async () => {
  for (const url of ['docs/intro', 'blog/2024/03/01/raku', 'about', '']) {
    const html = await page(url);
    const body = /<body>([\s\S]*)<\/body>/.exec(html)![1];
    assert.match(body, /^<div id="__docusaurus">[\s\S]*<\/div>$/, `${url}: the body is the root`);
    assert.equal(body.split('id="__docusaurus"').length, 2, `${url}: one root`);
    const wrappers = [...body.matchAll(/<div id="__docusaurus_skipToContent_fallback" class="([^"]*)">/g)].map((m) => m[1]);
    assert.deepEqual(wrappers, [url === '' ? 'theme-layout-main main-wrapper homepage' : 'theme-layout-main main-wrapper'], url);
    assert.match(body, /class="theme-layout-main main-wrapper[^"]*"><div class="page[ "]/, `${url}: the page region is in the wrapper`);
    // fe-docs' own skip link and landmark stay (the React page writes its own <main>).
    assert.match(body, /^<div id="__docusaurus"><a class="skip-link" href="#main">/, url);
    if (url !== '') assert.match(body, /<main[^>]* id="main"/, url);
  }
});

test("a page of a docs plugin served at the site root: its 404 page is the docs version's", async () => {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'Root', url: 'https://root.example', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]]};\n",
    'docs/intro.md': '# Intro\n',
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-skeleton-root-'));
  try {
    await build({ root: site.root, outDir: dir });
    assert.equal(htmlClass(await readFile(path.join(dir, '404.html'), 'utf8')), 'docs-wrapper plugin-docs plugin-id-default docs-version-current');
  } finally {
    await site.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
});

test("a swizzled Layout keeps its own main-wrapper (fe-docs adds none), one wrapping the original Layout gets the original's once", async () => {
  const config = "module.exports = {title: 'Lamps', url: 'https://lamps.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n";
  const own =
    "import React from 'react';\nimport Navbar from '@theme/Navbar';\nexport default function Layout({ children }) {\n  return <><Navbar /><div id=\"__docusaurus_skipToContent_fallback\" className=\"main-wrapper own\">{children}</div></>;\n}\n";
  const wrapping =
    "import React from 'react';\nimport Original from '@theme-original/Layout';\nexport default function Layout(props) {\n  return <div className=\"lamp-frame\"><Original {...props} /></div>;\n}\n";
  const navbar = "import React from 'react';\nexport default function Navbar() {\n  return <nav className=\"navbar navbar--fixed-top\"><div className=\"navbar__inner\">Lamps</div></nav>;\n}\n";
  for (const [name, layout, expected] of [
    ['own', own, ['main-wrapper own']],
    ['wrapping', wrapping, ['theme-layout-main main-wrapper']],
  ] as const) {
    const site = await createSite({
      'docusaurus.config.js': config,
      'docs/intro.md': '# Intro\n\nLight.\n',
      'src/theme/Layout/index.js': layout,
      'src/theme/Navbar/index.js': navbar,
    });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-skeleton-layout-'));
    try {
      const result = await build({ root: site.root, outDir: dir });
      assert.deepEqual(
        result.diagnostics.filter((d) => d.severity === 'error'),
        [],
      );
      const html = await readFile(path.join(dir, 'docs/intro/index.html'), 'utf8');
      const wrappers = [...html.matchAll(/<div id="__docusaurus_skipToContent_fallback" class="([^"]*)"/g)].map((m) => m[1]);
      assert.deepEqual(wrappers, expected, name);
      assert.equal(html.split('<div id="__docusaurus">').length, 2, `${name}: one root`);
      assert.equal(htmlClass(html), 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro', name);
    } finally {
      await site.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  }
});
