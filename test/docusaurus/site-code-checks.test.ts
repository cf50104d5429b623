import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, check } from '../../src/index.js';
import { diagnostic, sortDiagnostics } from '../../src/core/diagnostics.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const DOCUSAURUS_CONFIG =
  "module.exports = {title: 'Kite', url: 'https://kite.example', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: require.resolve('./sidebars.js')}, blog: false}]]};\n";

test('a problem reported twice (same rule, severity, message and place) is listed once', () => {
  const at = (line: number) => ({ file: 'docusaurus.config.js', line, column: 5 });
  const unknown = (line: number) => diagnostic('docusaurus-unsupported', 'The plugin `x` cannot run in fe-docs and is ignored.', { position: at(line) });
  const sorted = sortDiagnostics([
    unknown(21),
    diagnostic('broken-link', 'Broken link to /a', { position: { file: 'docs/a.md', line: 3, column: 1 } }),
    unknown(21),
    // The same message elsewhere, or under another rule or severity, is another problem.
    unknown(31),
    diagnostic('docusaurus-unsupported', 'The plugin `x` cannot run in fe-docs and is ignored.', { position: at(21), severity: 'error' }),
    diagnostic('internal-error', 'No position'),
    diagnostic('internal-error', 'No position'),
  ]);
  assert.deepEqual(
    sorted.map((d) => `${d.position?.file ?? '-'}:${d.position?.line ?? '-'} ${d.severity} ${d.code}`),
    [
      'docs/a.md:3 error broken-link',
      'docusaurus.config.js:21 warning docusaurus-unsupported',
      'docusaurus.config.js:21 error docusaurus-unsupported',
      'docusaurus.config.js:31 warning docusaurus-unsupported',
      '-:- error internal-error',
    ],
  );
});

test('a build-time note about a module many pages import is given once, at the module', async () => {
  const page = (n: number) => `import Mode from '@site/src/components/Mode';\n\n# Page ${n}\n\n<Mode />\n`;
  const site = await createSite({
    'docusaurus.config.js': DOCUSAURUS_CONFIG,
    'sidebars.js': "module.exports = {docs: ['one', 'two', 'three']};\n",
    'docs/one.md': page(1),
    'docs/two.md': page(2),
    'docs/three.md': page(3),
    'src/components/Mode.js':
      "import { useColorMode } from '@docusaurus/theme-common';\nexport default function Mode() {\n  return <p>{useColorMode().colorMode}</p>;\n}\n",
  });
  try {
    const result = await check({ root: site.root });
    const notes = result.diagnostics.filter((d) => d.code === 'docusaurus-build-time');
    assert.deepEqual(
      notes.map((d) => `${d.position?.file}:${d.position?.line}`),
      ['src/components/Mode.js:1'],
    );
  } finally {
    await site.cleanup();
  }
});

test('displayed_sidebar naming no sidebar is an error at the front matter, with the near name', async () => {
  const site = await createSite({
    'docusaurus.config.js': DOCUSAURUS_CONFIG,
    'sidebars.js': "module.exports = {guide: ['intro'], reference: ['api']};\n",
    'docs/intro.md': '# Intro\n',
    'docs/api.md': '---\ndisplayed_sidebar: refrence\n---\n\n# API\n',
  });
  try {
    const result = await check({ root: site.root });
    const d = result.diagnostics.find((x) => x.message.includes('displayed_sidebar'));
    assert.ok(d, JSON.stringify(result.diagnostics));
    assert.equal(d.severity, 'error');
    assert.equal(d.position?.file, 'docs/api.md');
    assert.equal(d.position?.line, 2); // the front matter block
    assert.match(d.message, /`displayed_sidebar: refrence` names no sidebar of `default`/);
    assert.match(d.hint ?? '', /`reference`/);
    // Both keys are read, not warned about as unknown.
    assert.equal(
      result.diagnostics.some((x) => /Unknown front matter field/.test(x.message)),
      false,
    );
  } finally {
    await site.cleanup();
  }
});

/** The site's one stylesheet, as written to the output. */
async function builtCss(files: Record<string, string>): Promise<{ css: string; ok: boolean; problems: string }> {
  const site = await createSite(files);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-css-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    const names = await readdir(path.join(tmp, 'assets')).catch(() => []);
    const style = names.find((n) => /^style-.*\.css$/.test(n));
    const css = style ? await readFile(path.join(tmp, 'assets', style), 'utf8') : '';
    return { css, ok: result.ok, problems: JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')) };
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
}

test('the Docusaurus modules’ styles go only into the stylesheet of sites that use them', async () => {
  const marker = /\.themedImage--light|details\.details/;
  const plain = await builtCss({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n\nPlain Markdown.\n' });
  assert.ok(plain.ok, plain.problems);
  assert.ok(plain.css.length > 0);
  assert.doesNotMatch(plain.css, marker);

  const importing = await builtCss({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.mdx': "import Details from '@theme/Details';\n\n# Intro\n\n<Details summary={<summary>More</summary>}>Hidden text.</Details>\n",
  });
  assert.ok(importing.ok, importing.problems);
  assert.match(importing.css, marker);

  const docusaurus = await builtCss({
    'docusaurus.config.js': DOCUSAURUS_CONFIG,
    'sidebars.js': "module.exports = {docs: ['intro']};\n",
    'docs/intro.md': '# Intro\n',
  });
  assert.ok(docusaurus.ok, docusaurus.problems);
  assert.match(docusaurus.css, marker);
});

test('a React page that does not compile is the only one left out: the other pages and links to them stay', async () => {
  const site = await createSite({
    'docusaurus.config.js': DOCUSAURUS_CONFIG,
    'sidebars.js': "module.exports = {docs: ['intro']};\n",
    'docs/intro.md': '# Intro\n\nSee [the tools](/tools) and [the glossary](/glossary).\n',
    'src/pages/tools.js':
      'import Layout from \'@theme/Layout\';\nexport default function Tools() {\n  return <Layout title="Tools"><main><h1>Tools</h1></main></Layout>;\n}\n',
    'src/pages/glossary.js':
      "import Layout from '@theme/Layout';\nimport Nope from '@theme/NoSuchPart';\nexport default function Glossary() {\n  return <Layout><Nope /></Layout>;\n}\n",
  });
  try {
    const result = await check({ root: site.root });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      errors.map((d) => `${d.position?.file}:${d.position?.line} ${d.code}`),
      ['docs/intro.md:3 broken-link', 'src/pages/glossary.js:2 page-compile'],
    );
    assert.match(errors[0].message, /\/glossary/);
  } finally {
    await site.cleanup();
  }
});

test('require() of a path built at run time that cannot be bundled is a warning at the call', async () => {
  const site = await createSite({
    'docusaurus.config.js': DOCUSAURUS_CONFIG,
    'sidebars.js': "module.exports = {docs: ['intro']};\n",
    'docs/intro.md': "import Flag from '@site/src/components/Flag';\n\n# Intro\n\n<Flag />\n",
    'static/img/flags/fr.png': 'png',
    'src/components/Flag.js':
      '// Flags.\nconst pick = (name) => require(name);\nconst lazy = () => import(/* webpackChunkName: "x" */ `./Other`);\n' +
      "const flag = (c) => require('../../static/img/flags/' + c + '.png');\nexport default function Flag() {\n  return <span>{typeof pick}{typeof lazy}{typeof flag}</span>;\n}\n",
    'src/components/Other.js': 'export default 1;\n',
  });
  try {
    const result = await check({ root: site.root });
    const found = result.diagnostics.filter((d) => d.code === 'site-code-dynamic-path');
    // Only `require(name)`: the template literal without `${}` is a plain path, the concatenation starts with `../`.
    assert.deepEqual(
      found.map((d) => `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.severity}`),
      ['src/components/Flag.js:2:24 warning'],
    );
    assert.match(found[0].message, /`require\(\)` builds its path at run time/);
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  } finally {
    await site.cleanup();
  }
});

test('a broken Markdown link in a doc that another doc imports is reported once, as written', async () => {
  const site = await createSite({
    'docusaurus.config.js': DOCUSAURUS_CONFIG,
    'sidebars.js': "module.exports = {docs: ['concepts/features', 'explained/intro']};\n",
    'docs/concepts/features.md': '# Features\n\nSee [the guide](./no-such-guide.md).\n',
    'docs/explained/intro.md': "import Features from '../concepts/features.md';\n\n# Intro\n\n<Features />\n",
  });
  try {
    const result = await check({ root: site.root });
    const found = result.diagnostics.filter((d) => d.code === 'missing-md-file');
    assert.deepEqual(
      found.map((d) => `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.message}`),
      ['docs/concepts/features.md:3:5 Link to `./no-such-guide.md` points to a Markdown file that does not exist (`docs/concepts/no-such-guide.md`).'],
    );
  } finally {
    await site.cleanup();
  }
});

test('a Docusaurus site’s own front matter key is named once, with the number of files (Docusaurus accepts any key)', async () => {
  const doc = (n: string, extra = '') => `---\ntitle: ${n}\nseoTitle: ${n} for search\n${extra}---\n\n${n}.\n`;
  const site = await createSite({
    'docusaurus.config.js': DOCUSAURUS_CONFIG,
    'sidebars.js': "module.exports = {docs: ['a', 'b', 'c']};\n",
    'docs/b.md': doc('B', 'category: guides\n'),
    'docs/a.md': doc('A'),
    'docs/c.md': doc('C'),
  });
  try {
    const result = await check({ root: site.root });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.code === 'frontmatter-invalid').map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.message}`),
      [
        "docs/a.md:3 warning Front matter field `seoTitle` is not read by fe-docs (3 files, this one first): Docusaurus passes it to the site's code only, and so does fe-docs for docs (`useDoc().frontMatter`, DocItem's `content.frontMatter`).",
        "docs/b.md:4 warning Front matter field `category` is not read by fe-docs (1 file, this one first): Docusaurus passes it to the site's code only, and so does fe-docs for docs (`useDoc().frontMatter`, DocItem's `content.frontMatter`).",
      ],
    );
  } finally {
    await site.cleanup();
  }
});

test('an image a React page or theme override imports has the base URL in its URL, in `src` and in `style` alike', async () => {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'B', url: 'https://b.example', baseUrl: '/docs/', presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]]};\n",
    'docs/intro.md': '# Intro\n',
    'static/img/a.png': 'png',
    'src/pages/pics.js':
      'import Layout from \'@theme/Layout\';\nconst a = require(\'@site/static/img/a.png\').default;\nexport default function Pics() {\n  return <Layout title="Pics"><main><img alt="a" src={a} /><div style={{ backgroundImage: `url(${a})` }} /></main></Layout>;\n}\n',
    'src/theme/Footer/index.js':
      'import a from \'@site/static/img/a.png\';\nexport default function Footer() {\n  return <footer className="b-footer"><img alt="" src={a} /></footer>;\n}\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-base-img-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const pics = await readFile(path.join(tmp, 'pics', 'index.html'), 'utf8');
    assert.match(pics, /<main><img alt="a" src="\/docs\/img\/a\.png"\/><div style="background-image:url\(\/docs\/img\/a\.png\)"><\/div><\/main>/);
    assert.match(pics, /<footer class="b-footer"><img alt="" src="\/docs\/img\/a\.png"\/><\/footer>/);
    // The output folder is the site below its base URL: the file is there.
    await readFile(path.join(tmp, 'img', 'a.png'));
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
