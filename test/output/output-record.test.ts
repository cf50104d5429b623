import assert from 'node:assert/strict';
import {
  appendFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { diagnostic } from '../../src/core/diagnostics.js';
import { loadSite, writeSite, type WriteResult } from '../../src/api/site.js';
import { OUTPUT_STEPS, type OutputStep } from '../../src/output/steps.js';
import { createSite } from '../helpers/site.js';

// A cached rebuild hard-links the files whose bytes the last build wrote (src/output/output-record.ts). These tests
// check what must never happen: a hand-edited output file carried over, the previous output modified by a build
// (failed or not), links or temporary folders left behind.

async function build(root: string, out: string, opts: { cache?: boolean; steps?: readonly OutputStep[] } = {}): Promise<WriteResult> {
  const saved = process.env.FE_DOCS_CACHE;
  if (opts.cache === false) process.env.FE_DOCS_CACHE = '0';
  else delete process.env.FE_DOCS_CACHE;
  try {
    const loaded = await loadSite(root);
    assert.deepEqual(
      loaded.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    return await writeSite(loaded.site!, out, { steps: opts.steps });
  } finally {
    if (saved === undefined) delete process.env.FE_DOCS_CACHE;
    else process.env.FE_DOCS_CACHE = saved;
  }
}

const errorsOf = (r: WriteResult) => r.diagnostics.filter((d) => d.severity === 'error');

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Every file's bytes, by path. */
function snapshot(dir: string): Map<string, Buffer> {
  return new Map(filesOf(dir).map((f) => [f, readFileSync(path.join(dir, f))]));
}

function assertSameFolders(a: string, b: string): void {
  assert.deepEqual(filesOf(a), filesOf(b), 'the same files');
  for (const f of filesOf(a)) assert.ok(readFileSync(path.join(a, f)).equals(readFileSync(path.join(b, f))), `${f} differs`);
}

const doc = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

const FILES = {
  'site.config.yaml': `
title: Sitio
url: https://example.org
docs:
  - path: content/docs
`,
  'content/docs/01-uno.md': doc('Uno', 'Primero, enlaza a [dos](02-dos.md).'),
  'content/docs/02-dos.md': doc('Dos', 'Segundo.\n\n## Sección\n\nTexto.'),
  'content/docs/03-tres.md': doc('Tres', 'Tercero.'),
  'node_modules/.keep': '',
};

test('output record: files edited, replaced or deleted by hand in the output are written again, never linked; the rebuild equals a cold build', async () => {
  const site = await createSite(FILES);
  try {
    const out = path.join(site.root, 'build');
    const cold = path.join(site.root, 'build-cold');
    await build(site.root, out);
    await build(site.root, out);
    const uno = path.join(out, 'docs/uno/index.html');
    const dos = path.join(out, 'docs/dos/index.html');
    const tres = path.join(out, 'docs/tres/index.html');
    const md = path.join(out, 'docs/uno/index.md');
    // In place, longer.
    appendFileSync(uno, '<!-- editado a mano -->');
    // In place, the same size (a later mtime).
    const dosText = readFileSync(dos, 'utf8');
    writeFileSync(dos, dosText.replace('Segundo', 'SEGUNDO'));
    // Replaced by another file of the same size, its mtime set back to the old one: another inode.
    const tresStat = statSync(tres);
    const tresText = readFileSync(tres, 'utf8');
    writeFileSync(`${tres}.new`, tresText.replace('Tercero', 'TERCERO'));
    utimesSync(`${tres}.new`, tresStat.atime, tresStat.mtime);
    renameSync(`${tres}.new`, tres);
    // Gone.
    unlinkSync(md);

    const rebuilt = await build(site.root, out);
    assert.deepEqual(errorsOf(rebuilt), []);
    assert.doesNotMatch(readFileSync(uno, 'utf8'), /editado a mano/);
    assert.match(readFileSync(dos, 'utf8'), /Segundo/);
    assert.match(readFileSync(tres, 'utf8'), /Tercero/);
    assert.ok(existsSync(md));
    await build(site.root, cold, { cache: false });
    assertSameFolders(out, cold);
  } finally {
    await site.cleanup();
  }
});

test('output record: a failed build leaves the previous output untouched, also a file it linked and then wrote again', async () => {
  const site = await createSite(FILES);
  try {
    const out = path.join(site.root, 'build');
    await build(site.root, out);
    const firstIno = statSync(path.join(out, 'docs/uno/index.html')).ino;
    await build(site.root, out);
    assert.equal(statSync(path.join(out, 'docs/uno/index.html')).ino, firstIno, 'the second build linked the page');
    const before = snapshot(out);
    const inodes = new Map(filesOf(out).map((f) => [f, statSync(path.join(out, f)).ino]));
    // A step that writes a page again with other bytes (its first write may be a link to the previous output's
    // file), then fails.
    const rewriteThenFail: OutputStep = {
      name: 'rewriteThenFail',
      async run({ sink }) {
        await sink.write('docs/uno/index.html', '<p>otra cosa</p>');
        return [diagnostic('config-invalid', 'Falla a propósito.')];
      },
    };
    const failed = await build(site.root, out, { steps: [...OUTPUT_STEPS, rewriteThenFail] });
    assert.equal(errorsOf(failed).length, 1);
    const after = snapshot(out);
    assert.deepEqual([...after.keys()], [...before.keys()], 'the same files');
    for (const [f, bytes] of before) assert.ok(after.get(f)!.equals(bytes), `${f} was modified by the failed build`);
    for (const [f, ino] of inodes) {
      const st = statSync(path.join(out, f));
      assert.equal(st.ino, ino, `${f} is the same file`);
      // The temporary folder (removed) held the only other links.
      assert.equal(st.nlink, 1, `${f}: no link left to it`);
    }
    assert.deepEqual(
      readdirSync(site.root).filter((n) => n.startsWith('build.')),
      [],
      'no temporary folder left',
    );
  } finally {
    await site.cleanup();
  }
});

test('output record: a file written twice by a build replaces the link, so the previous output keeps its bytes', async () => {
  const site = await createSite(FILES);
  try {
    const out = path.join(site.root, 'build');
    await build(site.root, out);
    const page = path.join(out, 'docs/uno/index.html');
    const firstIno = statSync(page).ino;
    await build(site.root, out);
    // Linked from the first build's output: the file the rewrite below must not write into.
    assert.equal(statSync(page).ino, firstIno, 'the second build linked the page');
    const old = readFileSync(page);
    // The test's own link to the previous output's file: whatever the build does, this inode must keep its bytes.
    const keep = path.join(site.root, 'keep.html');
    linkSync(page, keep);
    const rewrite: OutputStep = {
      name: 'rewrite',
      async run({ sink }) {
        await sink.write('docs/uno/index.html', '<p>otra cosa</p>');
      },
    };
    const r = await build(site.root, out, { steps: [...OUTPUT_STEPS, rewrite] });
    assert.deepEqual(errorsOf(r), []);
    assert.equal(readFileSync(page, 'utf8'), '<p>otra cosa</p>');
    assert.ok(readFileSync(keep).equals(old), 'the previous output file was not written into');
  } finally {
    await site.cleanup();
  }
});
