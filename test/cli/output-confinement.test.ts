import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { pathInside, unsafePathReason } from '../../src/core/output-path.js';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/**
 * Issue 18, item 1: a slug, an id or a config value that climbs out of the output folder. The site sits seven
 * folders deep in a temporary folder, so a write that escapes lands inside that folder, where the test sees it.
 */
const DEEP = 'l1/l2/l3/l4/l5/site';
const UP = '../../../../../../..';

const OPENAPI = `openapi: 3.0.3
info:
  title: Prueba
  version: 1.0.0
paths: {}
`;

const CASES: { name: string; files: Record<string, string>; config?: string; at: RegExp }[] = [
  {
    name: 'a doc slug',
    files: { 'content/docs/a.md': `---\nslug: ${UP}/escaped-doc\n---\n# A\n` },
    at: /content\/docs\/a\.md:2:\d+ error .*`\.\.` segment/,
  },
  {
    name: 'a blog slug',
    files: { 'content/blog/2024-01-02-p.md': `---\ntitle: P\nslug: ${UP}/escaped-post\n---\nTexto.\n` },
    at: /content\/blog\/2024-01-02-p\.md:3:\d+ error .*`\.\.` segment/,
  },
  {
    name: 'a generated-index slug in _category_.json',
    files: {
      'content/docs/cat/_category_.json': JSON.stringify({ label: 'Cat', link: { type: 'generated-index', slug: `${UP}/escaped-cat` } }),
      'content/docs/cat/b.md': '# B\n',
    },
    at: /content\/docs\/cat\/_category_\.json:\d+:\d+ error .*`\.\.` segment/,
  },
  {
    name: 'an absolute slug with encoded dots',
    files: { 'content/docs/a.md': `---\nslug: /docs/${'%2e%2e/'.repeat(7)}escaped-enc\n---\n# A\n` },
    at: /content\/docs\/a\.md:2:\d+ error .*`\.\.` segment/,
  },
  {
    name: 'a doc id of `..`',
    files: { 'content/docs/a.md': `---\nid: ..\n---\n# A\n` },
    at: /content\/docs\/a\.md:2:\d+ error .*`\.\.` segment/,
  },
  {
    name: 'an OpenAPI id',
    files: { 'openapi/api.yaml': OPENAPI },
    config: `openapi:\n  - id: ${UP}/escaped-api\n    spec: openapi/api.yaml\n    route: /api\n`,
    at: /site\.config\.yaml:\d+:\d+ error .*cannot be a file name/,
  },
  {
    name: 'a blog routeBasePath',
    files: { 'content/blog/2024-01-02-p.md': `---\ntitle: P\n---\nTexto.\n` },
    config: `blog:\n  path: content/blog\n  routeBasePath: ${UP}/escaped-blog\n`,
    at: /site\.config\.yaml:\d+:\d+ error .*`\.\.` segment/,
  },
];

async function listTree(dir: string, skip: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = path.join(e.parentPath, e.name);
    if (full.startsWith(skip)) continue;
    out.push(path.relative(dir, full));
  }
  return out.sort();
}

for (const c of CASES) {
  test(`${c.name} that climbs out of the output folder is a positioned error; build writes nothing outside --out`, async () => {
    const config = c.config ? MINIMAL_CONFIG.replace(/^blog:\n {2}path: content\/blog\n/m, '') + c.config : MINIMAL_CONFIG;
    const files = { 'site.config.yaml': config, 'content/docs/intro.md': '# Intro\n', ...c.files };
    const tmp = await createSite(Object.fromEntries(Object.entries(files).map(([k, v]) => [`${DEEP}/${k}`, v])));
    const root = path.join(tmp.root, DEEP);
    try {
      const checked = await runCli(['check', root]);
      assert.equal(checked.code, 1, checked.stdout + checked.stderr);
      assert.match(checked.stdout, c.at);

      const before = await listTree(tmp.root, path.join(root, 'build'));
      const built = await runCli(['build', root]);
      assert.equal(built.code, 1, built.stdout + built.stderr);
      assert.match(built.stdout + built.stderr, c.at);
      assert.deepEqual(await listTree(tmp.root, path.join(root, 'build')), before, 'the build wrote outside its output folder');
    } finally {
      await tmp.cleanup();
    }
  });
}

test('the output sink refuses any path that resolves outside its folder', () => {
  assert.equal(pathInside('/out', 'docs/a/index.html'), path.resolve('/out/docs/a/index.html'));
  for (const bad of ['../x', 'docs/../../x', '/etc/passwd', 'a\0b']) assert.throws(() => pathInside('/out', bad), /outside the output folder/, bad);
});

test('unsafe route segments are judged decoded', () => {
  for (const bad of ['/docs/../x', '/docs/%2e%2e/x', '/docs/%2E./x', '/docs/a%2F..%2Fb', '/docs/a\\b', '/docs/./x', '/docs/a%00b', '/docs/-100%C2l,'])
    assert.ok(unsafePathReason(bad), bad);
  for (const good of ['/docs/a', '/docs/50%-off', '/docs/v1.2.3', '/docs/..a', '/docs/my file 🚀', '/']) assert.equal(unsafePathReason(good), undefined, good);
});
