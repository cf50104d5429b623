import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadCorpus } from '../../bench/docusaurus-corpus/corpus.js';
import { canonicalLanguage, compareStructures, linkTarget, pageStructure } from '../../bench/docusaurus-corpus/structure.js';
import { missingPackage, rewriteLockUrls } from '../../bench/docusaurus-corpus/install.js';

test('the Docusaurus corpus lists at least 20 sites, the seven known ones and others, each pinned to a commit', () => {
  const sites = loadCorpus();
  assert.ok(sites.length >= 20);
  assert.equal(sites.filter((s) => s.known).length, 7);
  assert.equal(new Set(sites.map((s) => s.name)).size, sites.length, 'names are folder names: unique');
  for (const s of sites) {
    assert.match(s.repo, /^[\w.-]+\/[\w.-]+$/, s.name);
    assert.match(s.commit, s.known ? /^[0-9a-f]{7,40}$/ : /^[0-9a-f]{40}$/, s.name);
    assert.ok(!s.site.startsWith('/') && !s.site.includes('..'), `${s.name}: site is a folder inside the repository`);
    assert.ok(s.shape.length > 0, s.name);
    assert.ok(s.install.skip || /^(npm|pnpm@\d+\.\d+\.\d+(-[\w.]+)?)$/.test(s.install.with ?? 'npm'), `${s.name}: install with npm or a pinned pnpm`);
    if (s.prebuild) {
      assert.ok(s.prebuild.run || s.prebuild.clone, `${s.name}: a pre-build step runs a command or clones a repository`);
      if (s.prebuild.clone) assert.match(s.prebuild.clone.commit, /^[0-9a-f]{40}$/, `${s.name}: a cloned repository is pinned too`);
      assert.ok(s.prebuild.note, `${s.name}: the note says which script of the site the step is`);
    }
  }
  // The sites whose content a script of their own generates before `docusaurus build`.
  const prebuilt = sites.filter((s) => s.prebuild).map((s) => s.name);
  assert.deepEqual(prebuilt.sort(), ['babel', 'openapi-docs-demo', 'pnpm', 'sequelize']);
});

const docusaurusPage =
  '<html><body><nav class="navbar"><a href="/docs/intro">Docs</a><h2>Menu</h2></nav><main><div class="row"><div class="col">' +
  '<article><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav><div class="theme-doc-markdown markdown"><header><h1>Install</h1></header>' +
  '<h2 class="anchor anchorWithStickyNavbar" id="npm">With <code>npm</code><a href="#npm" class="hash-link" aria-label="Direct link" title="Direct link">&#8203;</a></h2>' +
  '<div class="language-js codeBlockContainer_x theme-code-block"><div class="codeBlockContent_x"><pre class="prism-code language-js"><code>a()</code></pre></div></div>' +
  '<div class="language-text codeBlockContainer_x theme-code-block"><pre class="prism-code language-text"><code>plain</code></pre></div>' +
  '<div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab" class="tabs__item tabs__item--active">npm</li><li role="tab" class="tabs__item">Yarn</li></ul>' +
  '<div role="tabpanel"><div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code>npm i</code></pre></div></div></div>' +
  '<div class="theme-admonition theme-admonition-important admonition_x alert alert--info"><div class="admonitionHeading_x">important</div>' +
  '<div class="admonitionContent_x"><p>See <a href="../api/">the API</a> and <a href="https://example.com/x/">x</a>.</p></div></div>' +
  '<p><img src="/img/a.png" alt=""></p><table><tr><td>1</td></tr></table>' +
  '<ul class="table-of-contents"><li><a href="#npm" class="table-of-contents__link">inline TOC</a></li></ul></div>' +
  '<footer><a href="https://github.com/edit">Edit this page</a></footer></article></div>' +
  '<div class="col col--3"><div class="tableOfContents_x theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href="#npm" class="table-of-contents__link toc-highlight">With <code>npm</code></a></li></ul></div></div>' +
  '</div></main></body></html>';
const feDocsPage =
  '<html><body><header class="navbar"><a href="docs/intro">Docs</a></header><main id="main"><div class="doc-container"><article class="doc-article">' +
  '<nav class="breadcrumbs"><ol><li><a href="/">Home</a></li></ol></nav><header><h1>Install</h1></header>' +
  '<div class="theme-doc-toc-mobile"><button>On this page</button><ul><li><a href="#npm" class="table-of-contents__link">With npm</a></li></ul></div><div class="markdown">' +
  '<h2 id="npm">With <code>npm</code><a class="hash-link" href="#npm" aria-label="Direct link to this section">#</a></h2>' +
  '<div class="code-block" data-lang="javascript"><pre class="shiki"><code>a()</code></pre><button class="copy-code">Copy</button></div>' +
  '<div class="code-block"><pre class="shiki"><code>plain</code></pre></div>' +
  '<div class="tabs tabs-container"><div role="tablist"><button role="tab" class="tab tabs__item tabs__item--active">npm</button><button role="tab" class="tab tabs__item">Yarn</button></div>' +
  '<div role="tabpanel" class="tab-panel"><div class="code-block" data-lang="bash"><pre><code>npm i</code></pre></div></div></div>' +
  '<div role="note" class="admonition admonition-info" aria-label="important"><p class="admonition-title">important</p><div class="admonition-content">' +
  '<p>See <a href="/docs/api">the API</a> and <a href="https://example.com/x" class="external">x<span class="sr-only"> (opens in a new tab)</span></a>.</p></div></div>' +
  '<p><img src="/img/a.png" alt=""></p><div class="table-wrap"><table><tr><td>1</td></tr></table></div>' +
  '<ul class="table-of-contents"><li><a href="#npm" class="table-of-contents__link">inline TOC</a></li></ul></div>' +
  '<p class="edit-link"><a href="https://github.com/edit">Edit this page</a></p></article></div>' +
  '<div class="doc-toc"><nav class="toc"><h2 class="toc-title">On this page</h2><ul><li class="toc-depth-1"><a href="#npm" class="toc-link">With npm</a></li></ul></nav></div></main></body></html>';

test("structural parity reads headings, code languages, tabs, admonitions, links, images, tables and TOC from both builds' markup", () => {
  const url = '/docs/guide/install/';
  const dz = pageStructure(docusaurusPage, url);
  assert.deepEqual(dz, {
    headings: ['h1 Install', 'h2 With npm'],
    code: ['javascript', 'text', 'shellscript'],
    tabs: ['npm', 'Yarn'],
    admonitions: ['info'],
    links: ['/docs/guide/api', 'https://example.com/x', '/docs/guide/install#npm'],
    images: 1,
    tables: 1,
    toc: ['With npm'],
  });
  const fe = pageStructure(feDocsPage, url);
  assert.deepEqual(compareStructures(dz, fe), [{ dimension: 'links', docusaurus: '3 [0] "/docs/guide/api"', feDocs: '3 [0] "/docs/api"' }]);
  const fixedHtml = feDocsPage.replace('href="/docs/api"', 'href="/docs/guide/api/index.html"');
  assert.deepEqual(compareStructures(dz, pageStructure(fixedHtml, url)), []);
  const other = pageStructure(
    fixedHtml.replace('data-lang="bash"', 'data-lang="text"').replace('admonition-info', 'admonition-warning').replace('>Yarn<', '>pnpm<'),
    url,
  );
  assert.deepEqual(
    compareStructures(dz, other).map((d) => d.dimension),
    ['code', 'tabs', 'admonitions'],
  );
});

test("a blog post's title is a heading wherever a swizzled layout puts it in the main content", () => {
  const swizzled =
    '<body><nav class="navbar"><h2>Site</h2></nav><div class="main-wrapper"><header><h1><a href="/blog/x">Release 1.0</a></h1></header>' +
    '<article itemprop="blogPost"><div id="__blog-post-container" class="markdown"><h2 id="new">New</h2></div></article></div><footer><h3>Links</h3></footer></body>';
  assert.deepEqual(pageStructure(swizzled, '/blog/x').headings, ['h1 Release 1.0', 'h2 New']);
});

test('a link to a published file is the same whatever content hash each build gives it', () => {
  assert.equal(linkTarget('/assets/files/shot-1-8dd283bceccca95a48d84e68643dc712.png', '/posts/x'), '/assets/files/shot-1.png');
  assert.equal(linkTarget('../assets/files/shot-1-c1986af3.png', '/posts/x'), '/assets/files/shot-1.png');
  assert.equal(linkTarget('./guide/index.html#top', '/docs/'), '/docs/guide#top');
  assert.equal(linkTarget('mailto:a@b.c', '/docs/'), 'mailto:a@b.c');
});

test("a <pre> no theme wrapped (a site's rehype plugin highlighted it) is a code block too, counted once", () => {
  const html = (pre: string) =>
    `<main><article><div class="markdown">${pre}<div class="code-block" data-lang="bash"><pre><code>ls</code></pre></div></div></article></main>`;
  assert.deepEqual(pageStructure(html('<pre class="shiki github-light" tabindex="0"><code>x</code></pre>'), '/').code, ['text', 'shellscript']);
  assert.deepEqual(pageStructure(html('<pre class="language-ts"><code>x</code></pre>'), '/').code, ['typescript', 'shellscript']);
});

test("a Mermaid diagram's container is not a code block: fe-docs writes its source there for the browser, Docusaurus nothing", () => {
  const html = (diagram: string) =>
    `<main><article><div class="markdown">${diagram}<div class="code-block" data-lang="bash"><pre><code>ls</code></pre></div></div></article></main>`;
  const feDocs = pageStructure(html('<div class="docusaurus-mermaid-container"><pre>flowchart LR\n  A --> B</pre></div>'), '/');
  assert.deepEqual(feDocs.code, ['shellscript']);
  assert.deepEqual(compareStructures(pageStructure(html('<!-- -->'), '/'), feDocs), []);
});

test('code languages are compared as the grammar both builds use: aliases resolved, names no grammar knows are text', () => {
  assert.equal(canonicalLanguage('js'), 'javascript');
  assert.equal(canonicalLanguage('sh'), canonicalLanguage('bash'));
  assert.equal(canonicalLanguage('objc'), canonicalLanguage('objective-c'));
  assert.equal(canonicalLanguage('config'), 'text');
  assert.equal(canonicalLanguage(undefined), 'text');
});

test('corpus installs read a lock file of a mirror from this registry and name the package a registry lacks', () => {
  const reg = 'https://registry.npmjs.org/';
  const lock =
    '"resolved": "https://repo.huaweicloud.com/repository/npm/semver/-/semver-7.6.0.tgz",\n' +
    '"resolved": "https://repo.huaweicloud.com/repository/npm/@types/node/-/node-20.1.0.tgz",\n' +
    'resolution: {tarball: https://node-registry.bit.cloud/postcss/-/postcss-8.4.1.tgz}\n' +
    '"resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n' +
    '"resolved": "https://registry.npmjs.org/@algolia/requester-node-http/-/requester-node-http-4.24.0.tgz"';
  assert.equal(
    rewriteLockUrls(lock, reg),
    '"resolved": "https://registry.npmjs.org/semver/-/semver-7.6.0.tgz",\n' +
      '"resolved": "https://registry.npmjs.org/@types/node/-/node-20.1.0.tgz",\n' +
      'resolution: {tarball: https://registry.npmjs.org/postcss/-/postcss-8.4.1.tgz}\n' +
      '"resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n' +
      // A scoped package of this registry keeps its scope (it was read as the path of a mirror).
      '"resolved": "https://registry.npmjs.org/@algolia/requester-node-http/-/requester-node-http-4.24.0.tgz"',
  );
  assert.equal(
    missingPackage('npm error notarget No matching version found for @nullbot/docusaurus-plugin-changelog@^3.8.0.', reg),
    '@nullbot/docusaurus-plugin-changelog',
  );
  assert.equal(missingPackage(' ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/-/-/--0.0.1.tgz: Not Found - 404', reg), '-');
  assert.equal(missingPackage(' ERR_PNPM_FETCH_404  GET https://registry.npmjs.org/@a/b/-/b-1.0.0.tgz: Not Found - 404', reg), '@a/b');
  assert.equal(missingPackage('npm error code ERESOLVE', reg), undefined);
});
