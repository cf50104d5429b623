import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { build, check } from '../../src/index.js';
import { createSite } from '../helpers/site.js';
import { DevBuilder } from '../../src/dev/builder.js';
import { dialect } from '../../src/api/site.js';

// Issue 32 item 4: a Docusaurus site styles itself through PostCSS (Tailwind): its plugins' `configurePostCss()` add
// PostCSS plugins, and postcss-loader adds those of its postcss.config.js. Every stylesheet goes through them, the
// theme's customCss and the CSS modules its React pages import, with the site folder as the working folder (Tailwind
// reads its config and `content` globs from there).
const CONFIG = `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  plugins: ['./plugins/tiny-postcss', './plugins/throws'],
  presets: [['classic', {docs: false, blog: false, theme: {customCss: './src/css/custom.css'}}]],
};
`;
const TINY_PLUGIN = `module.exports = function () {
  return {
    name: 'tiny-postcss',
    configurePostCss(options) {
      options.plugins.push(require('./swap-color'));
      return options;
    },
  };
};
`;
// A PostCSS plugin creator, pushed as \`require('tailwindcss')\` is: papayawhip → rgb(1, 2, 3); \`--where\` → the working folder.
const SWAP_COLOR = `module.exports = () => ({
  postcssPlugin: 'swap-color',
  Declaration(d) {
    if (d.value === 'papayawhip') d.value = 'rgb(1, 2, 3)';
    if (d.prop === '--where') d.value = JSON.stringify(process.cwd());
  },
});
module.exports.postcss = true;
`;
const THROWS = `module.exports = function () {
  return {
    name: 'throws',
    configurePostCss(options) {
      throw new Error('no PostCSS today');
    },
  };
};
`;
const PAGE = `import React from 'react';
import styles from './index.module.css';

export default function Home() {
  return <div className={styles.box}>boxed</div>;
}
`;

test('configurePostCss() and postcss.config.js plugins transform customCss and CSS modules, run in the site folder', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'package.json': '{"name": "s", "private": true}\n',
    'plugins/tiny-postcss/index.js': TINY_PLUGIN,
    'plugins/tiny-postcss/swap-color.js': SWAP_COLOR,
    'plugins/throws.js': THROWS,
    // postcss-loader's config file: its plugins run too (before the options' plugins).
    'postcss.config.js': "module.exports = {plugins: {'./postcss/tomato.js': {}}};\n",
    'postcss/tomato.js':
      "module.exports = () => ({postcssPlugin: 'tomato', Declaration: {background(d) { if (d.value === 'tomato') d.value = 'rgb(4, 5, 6)'; }}});\nmodule.exports.postcss = true;\n",
    'src/css/custom.css': '.hero-x { color: papayawhip; background: tomato; }\n.where { --where: x; }\n',
    'src/pages/index.module.css': '.box { color: papayawhip; }\n',
    'src/pages/index.js': PAGE,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-postcss-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    const names = (await readdir(path.join(out, 'assets'))).filter((n) => n.endsWith('.css'));
    const css = (await Promise.all(names.map((n) => readFile(path.join(out, 'assets', n), 'utf8')))).join('\n');
    assert.doesNotMatch(css, /papayawhip|tomato/);
    assert.match(css, /\.hero-x\s*\{\s*color:\s*(rgb\(1,\s*2,\s*3\)|#010203);\s*background:\s*(rgb\(4,\s*5,\s*6\)|#040506)/);
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    const cls = /<div class="(box_[A-Za-z0-9]+)">boxed<\/div>/.exec(html)?.[1];
    assert.ok(cls, html);
    assert.match(css, new RegExp(`\\.${cls}\\s*\\{\\s*color:\\s*(rgb\\(1,\\s*2,\\s*3\\)|#010203)`));
    // The plugins ran with the site folder as the working folder (the test runs from the repository's).
    const where = /--where:\s*"([^"]*)"/.exec(css)?.[1];
    assert.equal(where && (await realpath(where)), await realpath(site.root));
    assert.notEqual(process.cwd(), where);
    // A hook that throws is a warning at its line; the other plugin's still applies.
    const thrown = r.diagnostics.find((d) => d.code === 'docusaurus-plugin' && d.message.includes('configurePostCss'));
    assert.ok(thrown, JSON.stringify(r.diagnostics));
    assert.match(thrown.message, /threw in `configurePostCss\(\)`: no PostCSS today/);
    assert.deepEqual([thrown.position?.file, thrown.position?.line], ['plugins/throws.js', 5]);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('a stylesheet the site’s PostCSS plugins reject is an error at its line, in customCss and in a CSS module', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace(", './plugins/throws'", ''),
    'package.json': '{"name": "s", "private": true}\n',
    'plugins/tiny-postcss/index.js': TINY_PLUGIN,
    'plugins/tiny-postcss/swap-color.js': SWAP_COLOR,
    'postcss.config.js': "module.exports = {plugins: [require('./postcss/no-tomato.js')]};\n",
    'postcss/no-tomato.js':
      "module.exports = () => ({postcssPlugin: 'no-tomato', Declaration(d) { if (d.value === 'tomato') throw d.error('tomato is not allowed'); }});\nmodule.exports.postcss = true;\n",
    'src/css/custom.css': '.a { color: papayawhip; }\n.b {\n  background: tomato;\n}\n',
    'src/pages/index.module.css': '.box { color: papayawhip; }\n',
    'src/pages/index.js': PAGE,
  });
  try {
    let r = await check({ root: site.root });
    const custom = r.diagnostics.find((d) => d.code === 'stylesheet-invalid' && d.position?.file === 'src/css/custom.css');
    assert.ok(custom, JSON.stringify(r.diagnostics));
    assert.equal(custom.severity, 'error');
    assert.equal(custom.position?.line, 3);
    assert.match(custom.message, /no-tomato: .*tomato is not allowed/);
    // (check stops at a load error: the module's, then customCss fixed.)
    await writeFile(path.join(site.root, 'src/pages/index.module.css'), '.box {\n  color: tomato;\n}\n');
    await writeFile(path.join(site.root, 'src/css/custom.css'), '.a { color: papayawhip; }\n');
    r = await check({ root: site.root });
    const module = r.diagnostics.find((d) => d.position?.file === 'src/pages/index.module.css');
    assert.ok(module, JSON.stringify(r.diagnostics));
    assert.equal(module.severity, 'error');
    assert.equal(module.position?.line, 2);
    assert.match(module.message, /tomato is not allowed/);
  } finally {
    await site.cleanup();
  }
});

test('fe-docs dev makes the stylesheet again when content the site’s PostCSS plugins read changes (Tailwind’s class names)', async () => {
  // A plugin that, as Tailwind does with its `content` globs, reads a content file relative to the working folder.
  const READS_DOC = `const fs = require('fs');
const path = require('path');
module.exports = () => ({
  postcssPlugin: 'reads-doc',
  Once(root) {
    const word = /class:(\\w+)/.exec(fs.readFileSync(path.resolve('docs/a.md'), 'utf8'))?.[1] ?? 'none';
    root.append('.' + word + ' { color: red; }');
  },
});
module.exports.postcss = true;
`;
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace("plugins: ['./plugins/tiny-postcss', './plugins/throws'],", '').replace('docs: false', 'docs: {}'),
    'package.json': '{"name": "s", "private": true}\n',
    'postcss.config.js': "module.exports = {plugins: [require('./postcss/reads-doc.js')]};\n",
    'postcss/reads-doc.js': READS_DOC,
    'src/css/custom.css': '.a { color: blue; }\n',
    'docs/a.md': '# A\n\nclass:first\n',
  });
  try {
    const builder = new DevBuilder(site.root, { dialect });
    const first = await builder.build('all');
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    assert.match(first.current!.assets.css.code, /\.first\s*\{/);
    const doc = path.join(site.root, 'docs/a.md');
    await writeFile(doc, '# A\n\nclass:second\n');
    const second = await builder.build([doc]);
    assert.equal(second.ok, true, JSON.stringify(second.diagnostics));
    assert.match(second.current!.assets.css.code, /\.second\s*\{/);
  } finally {
    await site.cleanup();
  }
});
