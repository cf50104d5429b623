import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { inputsUnchanged, recordInputs } from '../../src/core/input-files.js';

test('input records: an unchanged file passes; a rewrite of the same size, even with its old mtime restored, does not', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-inputs-'));
  try {
    const file = path.join(dir, 'a.tsx');
    writeFileSync(file, 'export const a = 1;\n');
    // Trust the stat right away (the default waits until the file has been still for 2 s).
    const records = recordInputs([file, path.join(dir, 'missing.ts')], { stillMs: -60_000 });
    assert.ok(records[0].stat, 'the stat is kept');
    assert.equal(records[1].sha1, 'missing');
    assert.equal(inputsUnchanged(records), true);

    const before = statSync(file);
    writeFileSync(file, 'export const a = 2;\n');
    // A tool that restores the modification time: ctime still moves.
    utimesSync(file, before.atime, before.mtime);
    assert.equal(inputsUnchanged(records), false);

    // A file that appears where none was.
    writeFileSync(file, 'export const a = 1;\n');
    const again = recordInputs([file, path.join(dir, 'missing.ts')]);
    writeFileSync(path.join(dir, 'missing.ts'), 'export {};\n');
    assert.equal(inputsUnchanged(again), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('input records: a file written just before it was recorded is checked by its contents, not its stat', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-inputs-'));
  try {
    const file = path.join(dir, 'a.tsx');
    writeFileSync(file, 'export const a = 1;\n');
    const [record] = recordInputs([file]);
    assert.equal(record.stat, '', 'a file modified within the last 2 s: its stat is not trusted');
    assert.equal(inputsUnchanged([record]), true);
    writeFileSync(file, 'export const a = 3;\n');
    assert.equal(inputsUnchanged([record]), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
