import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const themeFile = path.join(repoRoot, 'src/theme/components/Footer.tsx');

/** The fingerprint as a new process computes it (it is made once per process). */
function fingerprint(): string {
  const script = `import('${path.join(repoRoot, 'src/core/engine-fingerprint.ts')}').then((m) => console.log(m.engineFingerprint()))`;
  // Without the test runner's marker, which would make the child report to it.
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: repoRoot, encoding: 'utf8', env }).trim();
}

test('engine fingerprint (in every page, bundle and OpenAPI cache key): stable across processes, changed by an edit of the theme code', () => {
  const before = statSync(themeFile);
  const first = fingerprint();
  assert.match(first, /^[0-9a-f]{40}$/);
  assert.equal(fingerprint(), first, 'the same code, the same fingerprint');
  try {
    // An edit shows as a new modification time (the file itself is left as it is).
    utimesSync(themeFile, before.atime, new Date(before.mtimeMs + 5000));
    assert.notEqual(fingerprint(), first, 'the theme changed: every cached page is stale');
  } finally {
    utimesSync(themeFile, before.atime, before.mtime);
  }
  assert.equal(fingerprint(), first);
});
