import { test } from 'node:test';
import assert from 'node:assert/strict';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveMarkdownPlugins } from '../../src/config/markdown-plugins.js';
import { loadConfig } from '../../src/config/load.js';
import { createWorkerLoader, POOL_THRESHOLD, poolThreshold, TWO_VCPU_POOL_THRESHOLD } from '../../src/content/markdown-loader.js';
import { formatReport } from '../../src/cli/report.js';
import { build, check } from '../../src/index.js';
import { contentStrings, loadStrings } from '../../src/i18n/strings.js';
import { createSite } from '../helpers/site.js';

/** A remark plugin that uppercases text, and a rehype plugin that marks paragraphs with an attribute from its options. */
const PLUGINS = {
  'plugins/upper.mjs': `
const walk = (node) => {
  if (node.type === 'text') node.value = node.value.toUpperCase();
  for (const child of node.children ?? []) walk(child);
};
export default function upper() {
  return (tree) => walk(tree);
}
`,
  'plugins/attr.mjs': `
export default function attr(options) {
  const walk = (node) => {
    if (node.type === 'element' && node.tagName === 'p') node.properties['data-mark'] = options.value;
    for (const child of node.children ?? []) walk(child);
  };
  return (tree) => walk(tree);
}
`,
};

const config = (lists: string) => `
title: Plugins
url: https://example.org
docs:
  - path: content/docs
pwa:
  enabled: false
markdown:
${lists}
`;

const DOC = { 'content/docs/intro.md': '# Intro\n\nhola mundo\n\n## Sección\n\nmás texto\n' };

test('markdown.remarkPlugins and rehypePlugins (paths relative to the site, with options) change the rendered docs', async () => {
  const site = await createSite({
    'site.config.yaml': config(`  remarkPlugins: [./plugins/upper.mjs]\n  rehypePlugins:\n    - [./plugins/attr.mjs, { value: seen }]`),
    ...PLUGINS,
    ...DOC,
  });
  try {
    const r = await build({ root: site.root });
    assert.equal(r.ok, true, formatReport(r.diagnostics));
    const { readFile } = await import('node:fs/promises');
    const html = await readFile(path.join(site.root, 'build/docs/intro/index.html'), 'utf8');
    assert.match(html, /<p data-mark="seen">HOLA MUNDO<\/p>/);
    // Headings changed by a plugin get their ids from the changed text, so links and the TOC agree.
    assert.match(html, /<h2 id="sección">SECCIÓN|<h2 id="seccion">SECCIÓN/);
  } finally {
    await site.cleanup();
  }
});

test('the Markdown worker threads apply the same plugins', async () => {
  const site = await createSite({
    'site.config.yaml': config(`  remarkPlugins: [./plugins/upper.mjs]\n  rehypePlugins: [[./plugins/attr.mjs, { value: worker }]]`),
    ...PLUGINS,
    ...DOC,
  });
  const { config: cfg } = loadConfig(site.root);
  const { plugins, diagnostics } = await resolveMarkdownPlugins(cfg!);
  assert.deepEqual(diagnostics, []);
  const loader = createWorkerLoader({
    threads: 1,
    workerData: { strings: contentStrings(loadStrings('es')), plugins: { remark: plugins.remark, rehype: plugins.rehype, key: plugins.key } },
  });
  try {
    const r = await loader.load({ absPath: path.join(site.root, 'content/docs/intro.md'), relPath: 'content/docs/intro.md', schema: 'doc' });
    assert.match(r.md.html, /<p data-mark="worker">HOLA MUNDO<\/p>/);
  } finally {
    await loader.close();
    await site.cleanup();
  }
});

test('a plugin that cannot be found, loaded or is not a function is an error at its place in site.config.yaml', async () => {
  const site = await createSite({
    'site.config.yaml': config(
      `  remarkPlugins:\n    - ./plugins/missing.mjs\n    - [remark-not-installed-anywhere, {}]\n  rehypePlugins:\n    - ./plugins/object.mjs\n    - ./plugins/broken.mjs`,
    ),
    'plugins/object.mjs': 'export default { not: "a function" };\n',
    'plugins/broken.mjs': 'export default function () {\n',
    ...DOC,
  });
  try {
    const r = await check({ root: site.root });
    const lines = formatReport(r.diagnostics).split('\n');
    assert.equal(lines[0], 'site.config.yaml:9:7 error Cannot find the remark plugin `./plugins/missing.mjs`. [config-markdown-plugin]');
    assert.equal(lines[2], 'site.config.yaml:10:8 error Cannot find the remark plugin `remark-not-installed-anywhere`. [config-markdown-plugin]');
    assert.equal(lines[4], 'site.config.yaml:12:7 error The rehype plugin `./plugins/object.mjs` does not export a function. [config-markdown-plugin]');
    assert.match(lines[6], /^site\.config\.yaml:13:7 error Cannot load the rehype plugin `\.\/plugins\/broken\.mjs`: .+ \[config-markdown-plugin\]$/);
    assert.equal(r.ok, false);
  } finally {
    await site.cleanup();
  }
});

test('a changed plugin file re-renders pages that the disk cache holds', async () => {
  const site = await createSite({ 'site.config.yaml': config(`  rehypePlugins: [[./plugins/attr.mjs, { value: one }]]`), ...PLUGINS, ...DOC });
  const readDoc = async () => (await import('node:fs/promises')).readFile(path.join(site.root, 'build/docs/intro/index.html'), 'utf8');
  try {
    assert.ok((await build({ root: site.root })).ok);
    assert.match(await readDoc(), /data-mark="one"/);
    // New options: a new cache key.
    await writeFile(path.join(site.root, 'site.config.yaml'), config(`  rehypePlugins: [[./plugins/attr.mjs, { value: two }]]`).replace(/^\n/, ''));
    assert.ok((await build({ root: site.root })).ok);
    assert.match(await readDoc(), /data-mark="two"/);
    // Same path and options, edited code (ES modules are cached by URL in a process, so a new file name stands in
    // for the edit here; the key also carries each file's mtime for the next process).
    await writeFile(path.join(site.root, 'plugins/attr2.mjs'), PLUGINS['plugins/attr.mjs'].replace('options.value', "options.value + '-v2'"));
    await writeFile(path.join(site.root, 'site.config.yaml'), config(`  rehypePlugins: [[./plugins/attr2.mjs, { value: two }]]`).replace(/^\n/, ''));
    assert.ok((await build({ root: site.root })).ok);
    assert.match(await readDoc(), /data-mark="two-v2"/);
    // The mtime alone changes the key.
    const { config: cfg } = loadConfig(site.root);
    const before = (await resolveMarkdownPlugins(cfg!)).plugins.key;
    await utimes(path.join(site.root, 'plugins/attr2.mjs'), new Date(), new Date(Date.now() + 5000));
    assert.notEqual((await resolveMarkdownPlugins(cfg!)).plugins.key, before);
  } finally {
    await site.cleanup();
  }
});

test('a plugin that throws while transforming is reported as the plugin’s error on the file, not as a bug in fe-docs', async () => {
  const site = await createSite({
    'site.config.yaml': config(`  remarkPlugins: [./plugins/throws.mjs]\n  rehypePlugins: [./plugins/rejects.mjs, ./plugins/callback.mjs]`),
    'plugins/throws.mjs': `export default function throws() {\n  return (tree, file) => { if (JSON.stringify(tree).includes('remark')) throw new Error('remark boom'); };\n}\n`,
    'plugins/rejects.mjs': `export default function rejects() {\n  return async (tree, file) => { if (JSON.stringify(tree).includes('rehype')) throw new Error('rehype boom'); };\n}\n`,
    'plugins/callback.mjs': `export default function callback() {\n  return (tree, file, next) => next(JSON.stringify(tree).includes('callback') ? new Error('callback boom') : undefined);\n}\n`,
    'content/docs/a.md': '# A\n\nremark\n',
    'content/docs/b.md': '# B\n\nrehype\n',
    'content/docs/c.md': '# C\n\ncallback\n',
    'content/docs/d.md': '# D\n\nfine\n',
  });
  try {
    const r = await check({ root: site.root });
    const messages = r.diagnostics.map((d) => `${d.code} ${d.position?.file} ${d.message}`);
    assert.deepEqual(messages, [
      'config-markdown-plugin content/docs/a.md While rendering `content/docs/a.md`, the remark plugin `./plugins/throws.mjs` failed: remark boom',
      'config-markdown-plugin content/docs/b.md While rendering `content/docs/b.md`, the rehype plugin `./plugins/rejects.mjs` failed: rehype boom',
      'config-markdown-plugin content/docs/c.md While rendering `content/docs/c.md`, the rehype plugin `./plugins/callback.mjs` failed: callback boom',
    ]);
  } finally {
    await site.cleanup();
  }
});

test('worker pool threshold: on two vCPUs workers start at 2,500 files unless FE_DOCS_THREADS asks for them', () => {
  assert.equal(poolThreshold(2, false), TWO_VCPU_POOL_THRESHOLD);
  assert.equal(poolThreshold(1, false), TWO_VCPU_POOL_THRESHOLD);
  assert.equal(poolThreshold(2, true), POOL_THRESHOLD);
  assert.equal(poolThreshold(4, false), POOL_THRESHOLD);
  assert.ok(TWO_VCPU_POOL_THRESHOLD > POOL_THRESHOLD);
});
