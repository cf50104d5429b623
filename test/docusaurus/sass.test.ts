import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, check } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// Docusaurus sites style themselves in Sass through docusaurus-plugin-sass (`customCss: './src/css/custom.scss'`,
// `import styles from './x.module.scss'`). fe-docs compiles those with the site's own `sass` package; read as CSS they
// would lose every nested rule and variable in silence.
const CONFIG = `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  plugins: ['docusaurus-plugin-sass'],
  presets: [['classic', {blog: false, theme: {customCss: require.resolve('./src/css/custom.scss')}}]],
};
`;
const SCSS = '$brand: rgb(10, 20, 30);\n.hero {\n  .title { color: $brand; }\n}\n';
const BOX =
  "import React from 'react';\nimport styles from './Box.module.scss';\n\nexport default function Box() {\n  return <div className={styles.box}>boxed</div>;\n}\n";

/** A site with the `sass` package in its node_modules (linked to fe-docs' own copy, as an install would put it). */
async function sassSite(files: Record<string, string>, withCompiler = true) {
  const site = await createSite({ 'docusaurus.config.js': CONFIG, ...files });
  if (withCompiler) {
    await mkdir(path.join(site.root, 'node_modules'), { recursive: true });
    await symlink(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(site.root, 'node_modules/sass'), 'dir');
  }
  return site;
}

async function builtCss(out: string): Promise<string> {
  const names = (await readdir(path.join(out, 'assets'))).filter((n) => n.endsWith('.css'));
  return (await Promise.all(names.map((n) => readFile(path.join(out, 'assets', n), 'utf8')))).join('\n');
}

test('customCss and CSS modules in Sass are compiled with the site’s compiler', async () => {
  const site = await sassSite({
    'src/css/custom.scss': SCSS,
    'src/components/Box.module.scss': '$pad: 7px;\n.box { padding: $pad; &:hover { outline: 1px solid; } }\n',
    'src/components/Box.js': BOX,
    'docs/intro.mdx': "# Intro\n\nimport Box from '@site/src/components/Box';\n\n<Box />\n",
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-sass-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error' || d.message.includes('sass')).map((d) => d.message),
      [],
    );
    const css = await builtCss(out);
    assert.match(css, /\.hero \.title\s*\{\s*color:\s*(rgb\(10,\s*20,\s*30\)|#0a141e)/);
    assert.doesNotMatch(css, /\$brand|\$pad/);
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    const cls = /<div class="(box_[A-Za-z0-9]+)">boxed<\/div>/.exec(html)?.[1];
    assert.ok(cls, html);
    assert.match(css, new RegExp(`\\.${cls}\\s*\\{\\s*padding:\\s*7px`));
    assert.match(css, new RegExp(`\\.${cls}:hover`));
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('Sass that does not compile is an error at its line', async () => {
  const site = await sassSite({ 'src/css/custom.scss': '.a {\n  color: $missing;\n}\n', 'docs/intro.md': '# Intro\n' });
  try {
    const r = await check({ root: site.root });
    const d = r.diagnostics.find((x) => x.code === 'stylesheet-invalid');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.equal(d.severity, 'error');
    assert.deepEqual([d.position?.file, d.position?.line], ['src/css/custom.scss', 2]);
    assert.match(d.message, /Undefined variable/);
  } finally {
    await site.cleanup();
  }
});

test('a Sass stylesheet without a Sass compiler in the site is an error that says what to install', async () => {
  const site = await sassSite({ 'src/css/custom.scss': SCSS, 'docs/intro.md': '# Intro\n' }, false);
  try {
    const r = await check({ root: site.root });
    const d = r.diagnostics.find((x) => x.code === 'stylesheet-invalid');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.match(d.message, /no Sass compiler/);
    assert.match(d.hint ?? '', /npm install --save-dev sass/);
  } finally {
    await site.cleanup();
  }
});

test('`@import "~pkg/…"` (sass-loader’s name for a package) resolves in the site’s node_modules', async () => {
  // answer's custom.scss: `$primary: …; @import '~bootstrap/scss/bootstrap';` ("Can't find stylesheet to import").
  const site = await sassSite({
    'src/css/custom.scss': "$primary: #0033ff;\n@import '~kit/scss/kit';\n",
    'node_modules/kit/scss/_variables.scss': '$primary: #123456 !default;\n',
    'node_modules/kit/scss/kit.scss': "@import 'variables';\n.kit-primary { color: $primary; }\n",
    'docs/intro.md': '# Intro\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-sass-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    assert.match(await builtCss(out), /\.kit-primary\s*\{\s*color:\s*(#03f\b|#0033ff)/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
