import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { unsafePathReason } from '../../src/core/output-path.js';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/**
 * Issue 33, item 6: a slug, id or tag whose URL segment is over 255 bytes passed `check`, then `build` failed with
 * ENAMETOOLONG and a temporary path. Every such segment is now an error at its place, in `check` and `build` alike.
 */
const LONG = 'a'.repeat(256);
/** 128 two-byte characters: 128 characters, 256 bytes. */
const LONG_UTF8 = 'ñ'.repeat(128);

const CASES: { name: string; files: Record<string, string>; at: RegExp }[] = [
  {
    name: 'a doc slug',
    files: { 'content/docs/a.md': `---\ntitle: A\nslug: /guia/${LONG}\n---\n# A\n` },
    at: /^content\/docs\/a\.md:3:7 error Front matter `slug` cannot be a route: its segment `a{24}…` is 256 bytes long, and a file or folder name may have at most 255/m,
  },
  {
    name: 'a doc slug of two-byte characters (256 bytes, 128 characters)',
    files: { 'content/docs/a.md': `---\nslug: ${LONG_UTF8}\n---\n# A\n` },
    at: /^content\/docs\/a\.md:2:7 error Front matter `slug` cannot be a route: its segment `ñ{24}…` is 256 bytes long/m,
  },
  {
    name: 'a doc id',
    files: { 'content/docs/a.md': `---\nid: ${LONG}\n---\n# A\n` },
    at: /^content\/docs\/a\.md:2:5 error Front matter `id` cannot be a route: .* 256 bytes long/m,
  },
  {
    name: 'a blog slug',
    files: { 'content/blog/2024-01-02-p.md': `---\ntitle: P\nslug: ${LONG}\n---\nTexto.\n` },
    at: /^content\/blog\/2024-01-02-p\.md:3:7 error Front matter `slug` cannot be a route: .* 256 bytes long/m,
  },
  {
    name: 'a blog tag',
    files: { 'content/blog/2024-01-02-p.md': `---\ntitle: P\ntags: [corto, ${'Etiqueta Larga '.repeat(20)}]\n---\nTexto.\n` },
    at: /^content\/blog\/2024-01-02-p\.md:3:15 error Front matter `tags\[1\]` cannot be a tag: its page's URL segment .* is 299 bytes long/m,
  },
  {
    name: 'a blog tag given as label',
    files: { 'content/blog/2024-01-02-p.md': `---\ntitle: P\ntags:\n  - label: ${LONG}\n    permalink: /x\n---\nTexto.\n` },
    at: /^content\/blog\/2024-01-02-p\.md:4:12 error Front matter `tags\[0\]\.label` cannot be a tag: .* 256 bytes long/m,
  },
  {
    name: 'a generated-index slug in _category_.json',
    files: {
      'content/docs/cat/_category_.json': JSON.stringify({ label: 'Cat', link: { type: 'generated-index', slug: `/cat/${LONG}` } }),
      'content/docs/cat/b.md': '# B\n',
    },
    at: /^content\/docs\/cat\/_category_\.json:1:\d+ error .*cannot be a route: .* 256 bytes long/m,
  },
  {
    // A name the file system holds is at most 255 bytes, and fe-docs only shortens names; a category's label is a
    // name that becomes a segment (`/docs/category/<label slug>`) with no length limit of its own.
    name: 'a segment made from a category label',
    files: {
      'content/docs/cat/_category_.json': JSON.stringify({ label: LONG, link: { type: 'generated-index' } }),
      'content/docs/cat/b.md': '# B\n',
    },
    at: /^content\/docs\/cat\/_category_\.json:1:1 error The route `\/docs\/category\/a+…` cannot be published: its segment `a{24}…` is 256 bytes long.*\[route-unsafe\]\n {2}Every segment of a route becomes a folder name of the output: shorten/m,
  },
  {
    name: 'a docs routeBasePath in site.config.yaml',
    files: { 'site.config.yaml': MINIMAL_CONFIG.replace('routeBasePath: docs', `routeBasePath: ${LONG}`) },
    at: /^site\.config\.yaml:\d+:\d+ error `docs\[0\]\.routeBasePath` cannot be a route: .* 256 bytes long/m,
  },
];

for (const c of CASES) {
  test(`${c.name} over 255 bytes: check reports it at its place; build stops with the same error, no ENAMETOOLONG`, async () => {
    const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', ...c.files });
    try {
      const checked = await runCli(['check', site.root], { cwd: site.root });
      assert.equal(checked.code, 1, checked.stdout + checked.stderr);
      assert.match(checked.stdout, c.at);
      const built = await runCli(['build', site.root], { cwd: site.root });
      assert.equal(built.code, 1, built.stdout + built.stderr);
      assert.match(built.stderr, c.at);
      assert.doesNotMatch(built.stderr, /ENAMETOOLONG|failed unexpectedly|\.tmp-/);
      assert.deepEqual(
        (await readdir(site.root)).filter((n) => n.startsWith('build')),
        [],
        'nothing written',
      );
    } finally {
      await site.cleanup();
    }
  });
}

test('a segment of exactly 255 bytes is a route like any other, and builds', async () => {
  assert.equal(unsafePathReason(`/docs/${'a'.repeat(255)}`), undefined);
  assert.match(unsafePathReason(`/docs/${'a'.repeat(256)}/x`) ?? '', /256 bytes long/);
  // Judged decoded: 129 escaped `ñ` are 258 bytes on disk (774 characters in the URL).
  assert.match(unsafePathReason(`/docs/${'%C3%B1'.repeat(129)}`) ?? '', /258 bytes long/);
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': `---\nslug: ${'a'.repeat(255)}\n---\n# Intro\n`,
    'content/blog/2024-01-02-p.md': `---\ntitle: P\ntags: [${'b'.repeat(255)}]\n---\nTexto.\n`,
  });
  try {
    const built = await runCli(['build', site.root], { cwd: site.root });
    assert.equal(built.code, 0, built.stderr);
    assert.ok((await readdir(path.join(site.root, 'build', 'docs'))).includes('a'.repeat(255)));
    assert.ok((await readdir(path.join(site.root, 'build', 'blog', 'tags'))).includes('b'.repeat(255)));
  } finally {
    await site.cleanup();
  }
});
