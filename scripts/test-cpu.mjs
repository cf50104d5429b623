// Per-file CPU of the test suite (docs/benchmarks.md, "Test suite time"): every test file bundled as scripts/test.mjs
// bundles it, run alone under `/usr/bin/time -f "%U %S %e"`, TEST_CPU_JOBS (default 2) at a time, with one run's
// shared builds and shared browser, as in `npm test`. CPU time, unlike wall time, says something on a shared machine.
// Usage: node scripts/test-cpu.mjs [filter…] > table.tsv   (columns: user+sys, user, sys, wall, exit, file; sorted)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { bundleTests, TEST_NODE_FLAGS } from './bundle-tests.mjs';
import { startSharedBrowser } from './shared-browser.mjs';

const filters = process.argv.slice(2);
const files = (await fg(['test/**/*.test.ts', 'src/**/*.test.ts'], { ignore: ['**/node_modules/**', '**/fixtures/**'] }))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort();
const cli = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (cli.status !== 0) process.exit(cli.status ?? 1);
mkdirSync(path.join('node_modules', '.cache'), { recursive: true });
const bundleDir = mkdtempSync(path.join('node_modules', '.cache', 'fe-docs-tests-'));
const sharedDir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-test-run-'));
const outs = await bundleTests(files, bundleDir);
const browser = process.env.TEST_SHARED_BROWSER === '0' ? undefined : await startSharedBrowser({ timeFile: path.join(sharedDir, 'time-browser.txt') });
const env = { ...process.env, FE_DOCS_TEST_SHARED_DIR: sharedDir, ...(browser ? { [browser.env]: browser.endpoint } : {}) };
const timeout = process.env.TEST_TIMEOUT_MS ?? '600000';

const rows = [];
let next = 0;
async function worker() {
  while (next < files.length) {
    const i = next++;
    const timeFile = path.join(sharedDir, `time-${i}.txt`);
    const code = await new Promise((resolve) =>
      spawn(
        '/usr/bin/time',
        ['-f', '%U %S %e', '-o', timeFile, process.execPath, ...TEST_NODE_FLAGS, '--test', `--test-timeout=${timeout}`, '--test-force-exit', outs[i]],
        {
          stdio: 'ignore',
          env,
        },
      ).on('close', resolve),
    );
    const [user, sys, wall] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
    rows.push({ file: files[i], user, sys, wall, code });
    console.error(`${rows.length}/${files.length} ${(user + sys).toFixed(2)} ${files[i]}${code ? ` (exit ${code})` : ''}`);
  }
}
try {
  await Promise.all(Array.from({ length: Number(process.env.TEST_CPU_JOBS ?? 2) }, worker));
} finally {
  await browser?.close();
  if (browser) {
    // Chromium's CPU for every browser file, which the files' own times no longer hold.
    const [user, sys, wall] = readFileSync(path.join(sharedDir, 'time-browser.txt'), 'utf8').trim().split('\n').pop().split(' ').map(Number);
    rows.push({ file: '(the shared browser: scripts/shared-browser.mjs)', user, sys, wall, code: 0 });
  }
  rmSync(sharedDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
}
rows.sort((a, b) => b.user + b.sys - (a.user + a.sys));
for (const r of rows) console.log([(r.user + r.sys).toFixed(2), r.user, r.sys, r.wall, r.code, r.file].join('\t'));
const sum = (k) => rows.reduce((s, r) => s + r[k], 0);
console.error(
  `files ${rows.length}, user ${sum('user').toFixed(1)}, sys ${sum('sys').toFixed(1)}, total ${(sum('user') + sum('sys')).toFixed(1)} s; failed: ${
    rows
      .filter((r) => r.code)
      .map((r) => r.file)
      .join(' ') || 'none'
  }`,
);
