import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadSite, writeSite } from '../../src/api/site.js';
import type { SearchChunk, SearchManifest } from '../../src/shared/search-index.js';
import { generateBigMarkdownSite } from '../../bench/big-markdown.js';

// Apart from test/engine/large-markdown.test.ts, whose parser checks take minutes too: two files run side by side.
test('large Markdown: a 2 MB doc builds with every heading in its TOC and search index, and is reported as too large', async () => {
  const root = path.join(os.tmpdir(), `fe-docs-large-md-${process.pid}`);
  await generateBigMarkdownSite(root, 2 * 1024 * 1024);
  try {
    await checkBigSite(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

async function checkBigSite(root: string): Promise<void> {
  const source = await readFile(path.join(root, 'content/docs/enorme.md'), 'utf8');
  const expected = [...source.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]);
  assert.ok(expected.length > 1500, `${expected.length} headings`);

  const { site, diagnostics } = await loadSite(root);
  assert.ok(site, diagnostics.map((d) => d.message).join('\n'));
  assert.deepEqual(
    diagnostics.map((d) => [d.code, d.position?.file]),
    [['file-too-large', 'content/docs/enorme.md']],
  );
  const out = path.join(root, 'build');
  await writeSite(site, out);

  const html = await readFile(path.join(out, 'docs/enorme/index.html'), 'utf8');
  const toc = [...html.matchAll(/<a href="#([^"]+)" class="toc-link">([^<]+)<\/a>/g)];
  assert.deepEqual(
    toc.map((m) => m[2]),
    expected,
  );
  const lastId = toc.at(-1)![1];
  assert.match(html, new RegExp(`<h3 id="${lastId}">`), 'the last heading is in the content');
  // Positions far down the file are those of the whole file: the last link to firma.md is on its line.
  const doc = site.graph.docs.find((d) => d.id === 'enorme')!;
  const lines = source.split('\n');
  const lastLink = doc.md.links.filter((l) => l.url === './firma.md').at(-1)!;
  const frontMatterLines = source.slice(0, source.indexOf('\n---\n') + 5).split('\n').length - 1;
  assert.equal(lines[lastLink.position.line - 1].indexOf('[guía de firma]'), lastLink.position.column - 1);
  assert.ok(lastLink.position.line > lines.length - 40 && lastLink.position.line > frontMatterLines);

  const manifest = JSON.parse(await readFile(path.join(out, 'search-index.json'), 'utf8')) as SearchManifest;
  const pages = manifest.chunks.flatMap((c) => (JSON.parse(gunzipSync(readFileSync(path.join(out, c.url))).toString('utf8')) as SearchChunk).pages);
  const record = pages.find((p) => p.u === '/docs/enorme')!;
  assert.deepEqual(
    record.s.slice(1).map((s) => s[1]),
    expected,
  );
  assert.match(record.s.at(-1)![2], /Revisa la fecha de emisión/);
}
