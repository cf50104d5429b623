// The test runner's shared processes (scripts/test-groups.mjs): a group imports each file inside a suite of its own,
// so files with hooks at their top level can share a process without their hooks reaching the other files' tests.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
// @ts-expect-error: a plain .mjs script without types
import { canShareProcess, groupFiles, writeGroupEntry } from '../../scripts/test-groups.mjs';

test('a file’s top-level hooks run for its own tests only, and each failure names its file', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-groups-'));
  try {
    // One file counts its beforeEach calls and checks them; the other fails if that hook ever runs for it.
    writeFileSync(
      path.join(dir, 'hooks.mjs'),
      `import { after, beforeEach, test } from 'node:test';
import { appendFileSync } from 'node:fs';
let runs = 0;
beforeEach(() => { runs++; appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'hook\\n'); });
after(() => appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'after ' + runs + '\\n'));
test('first', () => {});
test('second', () => {});
`,
    );
    writeFileSync(
      path.join(dir, 'plain.mjs'),
      `import { test } from 'node:test';
import { appendFileSync } from 'node:fs';
test('plain passes', () => appendFileSync(${JSON.stringify(path.join(dir, 'log'))}, 'plain\\n'));
test('plain fails', () => { throw new Error('boom'); });
`,
    );
    const entry = writeGroupEntry(
      path.join(dir, 'group-1.mjs'),
      ['test/a/hooks.test.ts', 'test/a/plain.test.ts'],
      [path.join(dir, 'hooks.mjs'), path.join(dir, 'plain.mjs')],
    );
    assert.deepEqual(groupFiles(entry), ['test/a/hooks.test.ts', 'test/a/plain.test.ts']);
    // Without the runner's NODE_TEST_CONTEXT, which would make this run report to ours instead of printing TAP.
    const { NODE_TEST_CONTEXT: _, ...env } = process.env;
    const r = spawnSync(process.execPath, ['--test', '--test-reporter=tap', entry], { encoding: 'utf8', env });
    assert.equal(r.status, 1, 'the failing test fails the group');
    // The hook ran twice (its file's two tests), its `after` once at the end of its file, never around plain's tests.
    assert.equal(readFileSync(path.join(dir, 'log'), 'utf8'), 'hook\nhook\nafter 2\nplain\n');
    assert.match(r.stdout, /# Subtest: test\/a\/plain\.test\.ts[\s\S]*not ok \d+ - plain fails/);
    assert.match(r.stdout, /# pass 3\n/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('files with top-level hooks share processes; files that change process-wide state do not', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-groups-'));
  try {
    const write = (name: string, text: string) => (writeFileSync(path.join(dir, name), text), path.join(dir, name));
    assert.equal(canShareProcess(write('a.test.ts', "before(() => {});\ntest('x', () => {});\n")), true);
    assert.equal(canShareProcess(write('b.test.ts', "process.env.FE_DOCS_CACHE = '0';\ntest('x', () => {});\n")), false);
    assert.equal(canShareProcess(write('c.test.ts', "process.chdir('/tmp');\n")), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
