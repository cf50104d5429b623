import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { copyRepo } from '../helpers/repo-copy.js';

// Issue 35: `npm test` failed on a fresh clone anywhere but two folders below `/`, because a test whose temporary
// site is as deep as the usual checkout hid a path resolved against the wrong folder. The runner itself, run from a
// copy of the repository that is deeper and has spaces in its path, runs that test file and passes. (The whole suite
// from such a copy would take as long as the suite; test/cli/run-location.test.ts covers the CLI's places.)
test('the test runner works from a checkout in a deep folder with spaces', { timeout: 10 * 60_000 }, async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-deep-'));
  const repo = path.join(tmp, 'a folder', 'with spaces', 'three', 'four', 'fe docs');
  try {
    await copyRepo(repo);
    // A runner started from a test file would see node:test's context and run no file.
    const { NODE_TEST_CONTEXT: _context, ...env } = process.env;
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/test.mjs', 'test/docusaurus/site-code-checks.test.ts'], {
        cwd: repo,
        env: { ...env, TEST_SHARED_BROWSER: '0', NO_COLOR: '1' },
      });
      let output = '';
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
      child.on('close', (code) => resolve({ code, output }));
    });
    assert.equal(code, 0, output);
    assert.match(output, /^# fail 0$/m, output);
    assert.doesNotMatch(output, /^# pass 0$/m, output);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
