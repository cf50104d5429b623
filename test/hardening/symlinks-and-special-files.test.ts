import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { lstat, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { build } from '../../src/api/build.js';
import { check } from '../../src/api/check.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const at = (ds: Diagnostic[], code: string) =>
  ds
    .filter((d) => d.code === code)
    .map((d) => d.position?.file)
    .sort();

/** Every entry under `dir` that is a symlink (the output must hold none). */
async function symlinksIn(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if ((await lstat(path.join(e.parentPath, e.name))).isSymbolicLink()) out.push(path.relative(dir, path.join(e.parentPath, e.name)));
  }
  return out;
}

// Issue 18, item 5: `static/etcdir -> /etc` was copied into the output as a symlink, and a content file linked to a
// file outside the site was published as a page.
test('symlinks: inside the site they are followed and copied as files; leading outside they are left out with a warning', async () => {
  const outside = await createSite({ 'secret.md': '# Secreto\n\nSECRET-OUTSIDE\n', 'dir/key.txt': 'SECRET-OUTSIDE\n' });
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n\nTexto.\n',
    'shared/compartido.md': '# Compartido\n\nTexto compartido.\n',
    'static/img/real.txt': 'real\n',
  });
  await symlink('/etc', path.join(site.root, 'static/etcdir'));
  await symlink(path.join(outside.root, 'dir'), path.join(site.root, 'static/outdir'));
  await symlink(path.join(outside.root, 'dir/key.txt'), path.join(site.root, 'static/key.txt'));
  await symlink('../content/docs/intro.md', path.join(site.root, 'static/intro-copy.md'));
  await symlink('img', path.join(site.root, 'static/img-alias'));
  await symlink(path.join(outside.root, 'secret.md'), path.join(site.root, 'content/docs/secret.md'));
  await symlink('../../shared/compartido.md', path.join(site.root, 'content/docs/compartido.md'));
  const out = path.join(site.root, 'build');
  try {
    const c = await check({ root: site.root });
    assert.deepEqual(at(c.diagnostics, 'symlink-outside'), ['content/docs/secret.md', 'static/etcdir', 'static/key.txt', 'static/outdir']);
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics, null, 1));
    assert.deepEqual(await symlinksIn(out), [], 'no symlink in the output');
    const top = await readdir(out);
    for (const name of ['etcdir', 'outdir', 'key.txt']) assert.ok(!top.includes(name), name);
    assert.equal(await readFile(path.join(out, 'intro-copy.md'), 'utf8'), '# Intro\n\nTexto.\n');
    assert.equal(await readFile(path.join(out, 'img-alias/real.txt'), 'utf8'), 'real\n');
    assert.ok(!top.includes('docs') || !(await readdir(path.join(out, 'docs'))).includes('secret'), 'the outside file is not a page');
    assert.ok((await readdir(path.join(out, 'docs'))).includes('compartido'), 'a linked file inside the site is a page');
    const all = (await readdir(out, { recursive: true })).join('\n');
    assert.ok(!all.includes('passwd'));
  } finally {
    await site.cleanup();
    await outside.cleanup();
  }
});

// Issue 18, item 4: one loop (`ln -s .. content/docs/loop`) turned 2 docs into 170 routes; two loops made `check`
// hang for minutes.
test('symlink loops in content/ are reported once each and never multiply routes', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n\nTexto.\n',
    'content/docs/sub/b.md': '# B\n\nTexto.\n',
  });
  await symlink('..', path.join(site.root, 'content/docs/loop'));
  await symlink('../..', path.join(site.root, 'content/docs/sub/loop2'));
  await symlink('.', path.join(site.root, 'content/docs/sub/self'));
  try {
    const c = await check({ root: site.root });
    assert.deepEqual(at(c.diagnostics, 'symlink-loop'), ['content/docs/loop', 'content/docs/sub/loop2', 'content/docs/sub/self']);
    const one = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'content/docs/sub/b.md': '# B\n' });
    try {
      const plain = await check({ root: one.root });
      assert.equal(c.routes, plain.routes, 'the loops add no route');
    } finally {
      await one.cleanup();
    }
  } finally {
    await site.cleanup();
  }
});

// Issue 18, item 9 (part): a FIFO in static/ passed `check`, then `build` named a temporary folder path.
test('a FIFO in static/ or content/ is reported by check at its path, and build neither hangs nor names a temporary folder', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Intro\n', 'static/ok.txt': 'ok\n' });
  execFileSync('mkfifo', [path.join(site.root, 'static/pipe')]);
  execFileSync('mkfifo', [path.join(site.root, 'content/docs/pipe.md')]);
  await mkdir(path.join(site.root, 'static/sub'));
  await writeFile(path.join(site.root, 'static/sub/a.txt'), 'a');
  const out = path.join(site.root, 'build');
  try {
    const c = await check({ root: site.root });
    assert.deepEqual(at(c.diagnostics, 'file-special'), ['content/docs/pipe.md', 'static/pipe']);
    const r = await build({ root: site.root, outDir: out });
    assert.ok(!JSON.stringify(r.diagnostics).includes('.tmp-'), 'no temporary folder named');
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics, null, 1));
    assert.deepEqual((await readdir(out)).filter((n) => ['ok.txt', 'pipe', 'sub'].includes(n)).sort(), ['ok.txt', 'sub']);
  } finally {
    await site.cleanup();
  }
});
