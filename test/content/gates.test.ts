import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadSite } from '../../src/core/pipeline.js';
import { formatReport } from '../../src/cli/report.js';
import { normalizeUrl } from '../../src/routes/permalink.js';
import { SPEC_ROUTES } from './spec-routes.js';

const root = path.resolve(import.meta.dirname, '../..');
const loaded = loadSite(root);

test('the OpenUBL site has no broken link, anchor or other problem', async () => {
  const { diagnostics } = await loaded;
  assert.equal(formatReport(diagnostics), '✔ no problems found');
});

test('every route of the spec exists', async () => {
  const { site } = await loaded;
  const missing = SPEC_ROUTES.filter((r) => !site!.table.byUrl.has(normalizeUrl(r)));
  assert.deepEqual(missing, []);
});

test('no doc page is a stub: at least 250 words of prose outside code', async () => {
  const { site } = await loaded;
  const short = site!.graph.docs.filter((d) => d.md.proseWords < 250).map((d) => `${d.source}: ${d.md.proseWords}`);
  assert.deepEqual(short, []);
});

test('every release post has at least 80 words of prose, a tag from the list and an author', async () => {
  const { site } = await loaded;
  const posts = site!.graph.posts;
  assert.equal(posts.length, 43);
  const allowed = new Set(['project', 'release', 'searchpe', 'ublhub', 'xbuilder', 'xsender']);
  for (const p of posts) {
    assert.ok(p.md.proseWords >= 80, `${p.source}: ${p.md.proseWords} words`);
    assert.ok(p.tags.length > 0 && p.tags.every((t) => allowed.has(t)), `${p.source}: tags ${p.tags.join(',')}`);
    assert.equal(p.authors[0]?.name, 'Carlos Feria', p.source);
    if (p.md.proseWords > 150) assert.ok(p.md.excerptHtml, `${p.source} is longer than a screen and has no <!-- truncate -->`);
  }
});

test('Spanish spell check of all content passes (cspell, es + project words)', () => {
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/cspell/bin.mjs'), '--no-progress', '--no-summary', 'content/**/*.md'], { cwd: root, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stdout + r.stderr);
});
