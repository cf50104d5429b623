import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = "module.exports = {title: 'News', url: 'https://news.example', baseUrl: '/', presets: [['classic', {}]]};\n";

/**
 * Docusaurus dates a post with no date in its front matter or name by the file's first commit, else by the file's
 * creation time: never an error (answer's translated `i18n/zh-CN/…/answer-recap-july/index.md` has none).
 */
test('a Docusaurus blog post without a date is dated by its file, with a warning naming the date', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n',
    'blog/recap/index.md': '---\ntitle: Recap\n---\n\nWhat happened.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-blog-date-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const today = new Date().toISOString().slice(0, 10);
    const d = r.diagnostics.find((x) => x.message.includes('has no date'));
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.equal(d.severity, 'warning');
    assert.match(d.message, new RegExp(`dated ${today}, from the file's creation time`));
    assert.equal(d.position?.file, 'blog/recap/index.md');
    const html = await readFile(path.join(out, 'blog', 'recap', 'index.html'), 'utf8');
    assert.match(html, new RegExp(`datetime="${today}`, 'i'));
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

/**
 * Docusaurus reads front matter with js-yaml, whose timestamps are `Date.UTC` of their numbers: `2017-02-29` is
 * 1 March (babel's two posts). fe-docs' own sites keep the error (test/engine/robustness.test.ts).
 */
test('a Docusaurus blog post dated a day that does not exist is read as the rolled-over day, with a warning at the date', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n',
    'blog/leap.md': '---\ntitle: Leap\ndate:   2017-02-29 11:00:00\ntags: [news]\n---\n\nA day late.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-blog-date-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const d = r.diagnostics.filter((x) => x.message.includes('`date`'));
    assert.deepEqual(
      d.map((x) => `${x.position?.file}:${x.position?.line} ${x.severity} ${x.message}`),
      [
        "blog/leap.md:3 warning Front matter `date` `2017-02-29 11:00:00` names no day: it is read as 2017-03-01 11:00:00, rolled over as Docusaurus reads it (JavaScript's Date).",
      ],
    );
    const html = await readFile(path.join(out, 'blog', 'leap', 'index.html'), 'utf8');
    assert.match(html, /datetime="2017-03-01/i);
    // The rest of its front matter is read as written.
    assert.match(html, /<h1[^>]*>Leap<\/h1>/);
    assert.match(html, /href="\/blog\/tags\/news"/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
