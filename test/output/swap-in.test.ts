import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { foreignEntries, listFolderFiles, markerText, OUTPUT_MARKER, planCarry, readPreviousOutput } from '../../src/output/output-manifest.js';
import { removeStaleTempFolders } from '../../src/output/stale-temp-folders.js';
import { recoverSwap, swapIn, type SwapFs } from '../../src/output/swap-in.js';

/** Issue 33, item 1: a build replaces only what fe-docs wrote into its output folder; the swap keeps that true at every step. */

async function tree(root: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
}

/** Every file under `dir` with its text (marker included), for comparing a folder before and after. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(abs, e.name), r);
      else out[r] = readFileSync(path.join(abs, e.name), 'utf8');
    }
  };
  walk(dir, '');
  return out;
}

/** An output folder written by fe-docs (its manifest lists `written`), plus the user's files `added`. */
async function output(dir: string, written: Record<string, string>, added: Record<string, string>): Promise<void> {
  await tree(dir, written);
  await writeFile(path.join(dir, OUTPUT_MARKER), markerText(Object.keys(written).sort()));
  await tree(dir, added);
}

const WRITTEN = { 'index.html': 'old home', 'docs/intro/index.html': 'old intro', 'docs/gone/index.html': 'a removed doc', 'assets/app-1.js': 'old js' };
const ADDED = {
  '.git/HEAD': 'ref: refs/heads/gh-pages\n',
  '.git/objects/ab/cdef': 'blob',
  CNAME: 'docs.example.org\n',
  'docs/notes.txt': 'mine',
  'docs/gone/draft.txt': 'mine too',
};
const NEW = { 'index.html': 'new home', 'docs/intro/index.html': 'new intro', 'assets/app-2.js': 'new js' };

async function scene(): Promise<{ dir: string; outDir: string; tmp: string; old: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-swap-'));
  const outDir = path.join(dir, 'build');
  const tmp = path.join(dir, 'build.tmp-1');
  const old = path.join(dir, 'build.old-1');
  await output(outDir, WRITTEN, ADDED);
  await tree(tmp, NEW);
  await writeFile(path.join(tmp, OUTPUT_MARKER), markerText(listFolderFiles(tmp)));
  return { dir, outDir, tmp, old, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

test('foreignEntries: what the manifest does not list, top-most first; a folder none of whose files fe-docs wrote is one entry', async () => {
  const s = await scene();
  try {
    const previous = readPreviousOutput(s.outDir);
    assert.equal(previous.kind, 'manifest');
    assert.deepEqual(foreignEntries(s.outDir, previous), ['.git/', 'CNAME', 'docs/gone/draft.txt', 'docs/notes.txt']);
    const plan = planCarry(s.outDir, s.tmp, foreignEntries(s.outDir, previous));
    assert.deepEqual(plan, { moves: ['.git', 'CNAME', 'docs/gone/draft.txt', 'docs/notes.txt'], conflicts: [] });
  } finally {
    await s.cleanup();
  }
});

test('the swap carries the kept entries into the new output; fe-docs files of the old one (a removed page) are gone', async () => {
  const s = await scene();
  try {
    const plan = planCarry(s.outDir, s.tmp, foreignEntries(s.outDir, readPreviousOutput(s.outDir)));
    swapIn(s, plan.moves);
    await rm(s.old, { recursive: true });
    const after = snapshot(s.outDir);
    delete after[OUTPUT_MARKER];
    assert.deepEqual(after, { ...NEW, ...ADDED });
    assert.deepEqual(await readdir(s.dir), ['build']);
    // The next build judges by the new manifest, which lists none of the user's files: they are kept again.
    assert.deepEqual(foreignEntries(s.outDir, readPreviousOutput(s.outDir)), ['.git/', 'CNAME', 'docs/gone/', 'docs/notes.txt']);
  } finally {
    await s.cleanup();
  }
});

test('a kept folder where the new build writes a folder is merged; a kept file where it writes a file is a conflict', async () => {
  const s = await scene();
  try {
    // The user's own folder `blog/` (fe-docs never wrote it); the new build now has a blog.
    await tree(s.outDir, { 'blog/mine.txt': 'mine', 'docs/intro/index.md': 'user copy' });
    await tree(s.tmp, { 'blog/index.html': 'the blog' });
    const kept = foreignEntries(s.outDir, readPreviousOutput(s.outDir));
    assert.ok(kept.includes('blog/') && kept.includes('docs/intro/index.md'));
    const plan = planCarry(s.outDir, s.tmp, kept);
    assert.ok(plan.moves.includes('blog/mine.txt'), 'merged into the new blog/ folder');
    assert.deepEqual(plan.conflicts, []);
    await tree(s.tmp, { 'docs/intro/index.md': 'fe-docs copy', CNAME: 'from static/' });
    assert.deepEqual(planCarry(s.outDir, s.tmp, kept).conflicts, [
      { entry: 'CNAME', writes: 'CNAME' },
      { entry: 'docs/intro/index.md', writes: 'docs/intro/index.md' },
    ]);
    // A file of the new output where a kept entry's folder would be.
    await rm(path.join(s.tmp, 'docs'), { recursive: true });
    await writeFile(path.join(s.tmp, 'docs'), 'a file');
    assert.deepEqual(planCarry(s.outDir, s.tmp, ['docs/notes.txt']).conflicts, [{ entry: 'docs/notes.txt', writes: 'docs' }]);
  } finally {
    await s.cleanup();
  }
});

test('a failure at any step of the swap leaves the output folder exactly as it was, with the user files', async () => {
  const s = await scene();
  try {
    const before = snapshot(s.outDir);
    const plan = planCarry(s.outDir, s.tmp, foreignEntries(s.outDir, readPreviousOutput(s.outDir)));
    // Steps: 1 set aside, 4 moves (with a mkdir each), 1 final rename. Fail each in turn.
    let steps = 0;
    for (let failAt = 1; ; failAt++) {
      let n = 0;
      const fs: SwapFs = {
        rename(from, to) {
          if (++n === failAt) throw Object.assign(new Error(`injected failure at step ${n}`), { code: 'EIO' });
          renameSync(from, to);
        },
        mkdirp(dir) {
          if (++n === failAt) throw Object.assign(new Error(`injected failure at step ${n}`), { code: 'EIO' });
          mkdirSync(dir, { recursive: true });
        },
      };
      let failed = false;
      try {
        swapIn(s, plan.moves, fs);
      } catch (e) {
        failed = true;
        assert.match((e as Error).message, /injected failure/);
      }
      if (!failed) {
        steps = failAt - 1;
        break;
      }
      assert.deepEqual(snapshot(s.outDir), before, `failure at step ${failAt}`);
      assert.equal(existsSync(s.old), false, `failure at step ${failAt}: the set-aside folder is back`);
      assert.ok(existsSync(s.tmp), 'the new output is still there, for the caller to remove');
      assert.ok(failAt < 50, 'the swap never succeeds');
    }
    assert.ok(steps >= 6, `${steps} steps were tried`);
  } finally {
    await s.cleanup();
  }
});

/** The pid of a process that has exited (and been reaped), so no process has it for now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

test('a build killed in the middle of its swap: the next build puts the previous output back with every user file', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-swap-killed-'));
  try {
    const pid = await deadPid();
    const outDir = path.join(dir, 'build');
    const paths = { outDir, tmp: path.join(dir, `build.tmp-${pid}`), old: path.join(dir, `build.old-${pid}`) };
    await output(outDir, WRITTEN, ADDED);
    const before = snapshot(outDir);
    await tree(paths.tmp, NEW);
    await writeFile(path.join(paths.tmp, OUTPUT_MARKER), markerText(listFolderFiles(paths.tmp)));
    const plan = planCarry(outDir, paths.tmp, foreignEntries(outDir, readPreviousOutput(outDir)));
    // What swapIn had done when the process was killed (SIGKILL: no cleanup ran): the output set aside, three of the
    // four entries carried into the new folder (one of them into a folder made for it there).
    renameSync(outDir, paths.old);
    for (const rel of plan.moves.slice(0, 3)) {
      const to = path.join(paths.tmp, ...rel.split('/'));
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(path.join(paths.old, ...rel.split('/')), to);
    }
    assert.equal(existsSync(outDir), false);
    assert.ok(existsSync(path.join(paths.tmp, '.git', 'HEAD')), 'the .git folder was already in the new output');
    await removeStaleTempFolders(outDir);
    assert.deepEqual(snapshot(outDir), before);
    assert.deepEqual(await readdir(dir), ['build']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('recoverSwap after a finished swap removes the set-aside folder only when it holds nothing of the user', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-swap-done-'));
  try {
    const outDir = path.join(dir, 'build');
    const paths = { outDir, tmp: path.join(dir, 'build.tmp-2'), old: path.join(dir, 'build.old-2') };
    await output(outDir, NEW, {});
    await output(paths.old, WRITTEN, {});
    recoverSwap(paths);
    assert.deepEqual(await readdir(dir), ['build']);
    // A user file that reached the old folder after the build looked: kept, never deleted.
    await output(paths.old, WRITTEN, { 'late.txt': 'added during the build' });
    recoverSwap(paths);
    assert.deepEqual((await readdir(dir)).sort(), ['build', 'build.old-2']);
    assert.equal(lstatSync(path.join(paths.old, 'late.txt')).isFile(), true);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('an older fe-docs output (marker without a list): top-level entries the new build does not write are kept, dot-entries always', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-legacy-'));
  try {
    const outDir = path.join(dir, 'build');
    const tmp = path.join(dir, 'new');
    await tree(outDir, { ...WRITTEN, ...ADDED, 'old-page/index.html': 'a page the site no longer has' });
    await writeFile(path.join(outDir, OUTPUT_MARKER), 'Written by fe-docs: the next build replaces this folder.\n');
    await tree(tmp, NEW);
    const previous = readPreviousOutput(outDir);
    assert.equal(previous.kind, 'legacy');
    // docs/ and index.html are written again: replaced whole (docs/notes.txt with them: no list says it is the user's).
    assert.deepEqual(foreignEntries(outDir, previous, tmp), ['.git/', 'CNAME', 'old-page/']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
