import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// fe-docs' own node_modules has no @docusaurus/plugin-content-blog, and tests may not download it: the fixture carries
// a stand-in with the real package's file and export (`lib/readingTime.js`, `calculateReadingTime(content, locale,
// options)`: every word-like segment of the Markdown, code included, at 200 words a minute unless told otherwise).
const READING_TIME = `'use strict';
exports.calculateReadingTime = function calculateReadingTime(content, locale, options) {
  const perMinute = (options && options.wordsPerMinute) || 200;
  let words = 0;
  for (const s of new Intl.Segmenter(locale, {granularity: 'word'}).segment(content)) if (s.isWordLike) words++;
  return words === 0 ? 0 : Math.round((words / perMinute) * 100) / 100;
};
`;
const BLOG_PLUGIN = {
  'node_modules/@docusaurus/plugin-content-blog/package.json': '{"name": "@docusaurus/plugin-content-blog", "version": "3.10.2", "main": "lib/index.js"}',
  'node_modules/@docusaurus/plugin-content-blog/lib/index.js':
    "module.exports = function pluginContentBlog() { return {name: 'docusaurus-plugin-content-blog'}; };\n",
  'node_modules/@docusaurus/plugin-content-blog/lib/readingTime.js': READING_TIME,
};
const words = (n: number, w: string) => Array.from({ length: n }, () => w).join(' ');
// 300 words of prose and a code block of 699 (+ its language): fe-docs' prose estimate says 2 minutes, Docusaurus
// counts 1,000 words.
const POST = `---
title: Long code
---

${words(300, 'prose')}

\`\`\`js
${words(699, 'code')}
\`\`\`
`;
const config = (blogOptions: string) => `module.exports = {
  title: 'Timed', url: 'https://timed.example', baseUrl: '/',
  presets: [['classic', {docs: false, blog: {showReadingTime: true${blogOptions}}}]],
};
`;

async function postPage(files: Record<string, string>) {
  const site = await createSite(files);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-reading-time-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const html = await readFile(path.join(out, 'blog/2024/05/01/long/index.html'), 'utf8');
    return { result, minutes: /(\d+) min read/.exec(html)?.[1] };
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test("a Docusaurus site's posts take the reading time of its installed blog plugin (every word, code included)", async () => {
  const { minutes } = await postPage({ ...BLOG_PLUGIN, 'docusaurus.config.js': config(''), 'blog/2024-05-01-long.md': POST });
  assert.equal(minutes, '5');
});

test("the blog option `readingTime` is called with the plugin's defaultReadingTime; undefined shows none", async () => {
  const option = `, readingTime: ({content, frontMatter, locale, defaultReadingTime}) =>
      frontMatter.hide_reading_time ? undefined : defaultReadingTime({content, locale, options: {wordsPerMinute: 100}})`;
  const timed = await postPage({ ...BLOG_PLUGIN, 'docusaurus.config.js': config(option), 'blog/2024-05-01-long.md': POST });
  assert.equal(timed.minutes, '10');
  const hidden = await postPage({
    ...BLOG_PLUGIN,
    'docusaurus.config.js': config(option),
    'blog/2024-05-01-long.md': POST.replace('title: Long code', 'title: Long code\nhide_reading_time: true'),
  });
  assert.equal(hidden.minutes, undefined);
});

test('a `readingTime` function that throws is a warning at the post, which is shown without a reading time', async () => {
  const { result, minutes } = await postPage({
    ...BLOG_PLUGIN,
    'docusaurus.config.js': config(", readingTime: () => { throw new Error('no clock'); }"),
    'blog/2024-05-01-long.md': POST,
  });
  const warning = result.diagnostics.find((d) => d.code === 'config-invalid');
  assert.ok(warning, JSON.stringify(result.diagnostics));
  assert.equal(warning.severity, 'warning');
  assert.equal(warning.position?.file, 'blog/2024-05-01-long.md');
  assert.match(warning.message, /no clock/);
  assert.equal(minutes, undefined);
});

test("without the blog plugin installed, fe-docs' own estimate (prose words) is kept", async () => {
  const { minutes } = await postPage({ 'docusaurus.config.js': config(''), 'blog/2024-05-01-long.md': POST });
  assert.equal(minutes, '2');
});
