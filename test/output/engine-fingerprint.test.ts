import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { packageFingerprint } from '../../src/core/engine-fingerprint.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The fingerprint as a new process computes it (it is made once per process). */
function fingerprint(): string {
  const script = `import('${path.join(repoRoot, 'src/core/engine-fingerprint.ts')}').then((m) => console.log(m.engineFingerprint()))`;
  // Without the test runner's marker, which would make the child report to it.
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: repoRoot, encoding: 'utf8', env }).trim();
}

test('engine fingerprint (in every page, bundle and OpenAPI cache key): the same in every process for the same code', () => {
  const first = fingerprint();
  assert.match(first, /^[0-9a-f]{40}$/);
  assert.equal(fingerprint(), first, 'the same code, the same fingerprint');
});

// On a copy of the package's sources: the repository's own files are never touched (a restored modification time
// loses its sub-millisecond digits, and tests running beside this one key their caches on the real fingerprint).
test('engine fingerprint: an edit of the theme code or of the bundled chunks changes it', (t) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-fingerprint-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  cpSync(path.join(repoRoot, 'src/theme'), path.join(root, 'src/theme'), { recursive: true });
  cpSync(path.join(repoRoot, 'package.json'), path.join(root, 'package.json'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'cli.js'), 'console.log(1);\n');

  const first = packageFingerprint(root, dist);
  assert.equal(packageFingerprint(root, dist), first, 'nothing changed');

  const footer = path.join(root, 'src/theme/components/Footer.tsx');
  const st = statSync(footer);
  utimesSync(footer, st.atime, new Date(st.mtimeMs + 5000));
  const touched = packageFingerprint(root, dist);
  assert.notEqual(touched, first, 'the theme changed (a new modification time): every cached page is stale');

  // A later chunk of another length: the same length written within the same millisecond would keep size and time
  // (CI saw it), which a real upgrade, written seconds or days later, does not.
  writeFileSync(path.join(dist, 'cli.js'), 'console.log(2, 3);\n');
  assert.notEqual(packageFingerprint(root, dist), touched, 'a new bundled chunk (an installed fe-docs upgraded)');
  assert.notEqual(packageFingerprint(root), packageFingerprint(root, dist), 'from the sources, the chunks are not read');
});
