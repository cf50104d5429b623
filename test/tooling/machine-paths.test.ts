import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO } from '../helpers/repo-copy.js';

/**
 * Folders of the machines fe-docs was written on (the checkouts, the shared files, root's home), and the folder this
 * checkout is in: none belongs in a tracked file. The names are assembled here so that this file does not name them.
 */
function machinePaths(): RegExp {
  const folders = ['work', 'root'].map((f) => `/${f}/`);
  const parent = path.dirname(REPO);
  if (parent.split('/').filter(Boolean).length >= 2) folders.push(parent + '/');
  const escaped = folders.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Not inside a URL or a longer path (`https://example.org/work/`, `src/root/`).
  return new RegExp(`(?<![\\w.~:/-])(?:${escaped.join('|')})`);
}

/** What each tracked text file says of machine paths, as `file:line: text`. */
function machinePathLines(files: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(REPO, file));
    } catch {
      continue; // deleted in the working tree, not yet committed
    }
    if (bytes.subarray(0, 8000).includes(0)) continue; // binary
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
      });
  }
  return found;
}

// Issue 31: histories and notes named the folders of the machine they were written on (checkouts, shared files,
// scratch folders). A path of this machine means nothing to another reader; a placeholder (`<sites>/NAME`,
// `$TMPDIR/x`) says what it stands for.
test('no tracked file names a folder of the machine it was written on', (t) => {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8', maxBuffer: 64 << 20 })
      .split('\0')
      .filter(Boolean);
  } catch {
    t.skip('not a git checkout');
    return;
  }
  assert.ok(files.length > 100, `git ls-files listed ${files.length} files`);
  assert.deepEqual(machinePathLines(files, machinePaths()), []);
});

test('the pattern finds machine paths and leaves URLs and relative paths alone', () => {
  const pattern = machinePaths();
  const hit = (s: string) => pattern.test(s);
  assert.ok(hit(`node ${'/wo' + 'rk'}/main/bin/fe-docs build`));
  assert.ok(hit(`(${'/ro' + 'ot'}/.cache/x)`));
  assert.ok(!hit('https://example.org/work/x'));
  assert.ok(!hit('src/root/file.ts'));
  assert.ok(!hit('/workspace/x'));
});
