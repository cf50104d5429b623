// Runs every test file with node:test; TypeScript through tsx. Usage: node scripts/test.mjs [--node-test-option…] [filter…]
// (e.g. `--test-reporter=spec`); `--typecheck` also runs `npm run typecheck`, alongside the files (`npm test`).
// TEST_CONCURRENCY sets how many files run at once (default: 3 on two cores, else one per core up to 4).
// Files run bundled (scripts/bundle-tests.mjs) on plain Node; TEST_BUNDLE=0 runs the sources through tsx instead.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { bundleTests, TEST_NODE_FLAGS } from './bundle-tests.mjs';
import { startSharedBrowser } from './shared-browser.mjs';
import { canShareProcess, GROUP_SIZE, planUnits, writeGroupEntry } from './test-groups.mjs';

// `--typecheck` (what `npm test` passes) runs `npm run typecheck` alongside the test files instead of before them: tsc
// keeps one core busy for ≈40 s, time the files leave idle while they wait for Chromium or child processes.
const typecheck = process.argv.includes('--typecheck');
const options = process.argv.slice(2).filter((a) => a.startsWith('--') && a !== '--typecheck');
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const files = (await fg(['test/**/*.test.ts', 'src/**/*.test.ts'], { ignore: ['**/node_modules/**', '**/fixtures/**'] }))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort();
if (!files.length) {
  console.error('no test files match', filters.join(' '));
  process.exit(1);
}

// Files that must run alone, after the others (none today: test/package/pack-install.test.ts, whose `npm pack`
// rebuilds dist/, packs a copy of the repository instead).
const SERIAL = [];
const serial = files.filter((f) => SERIAL.includes(f));
// The longest files start first, so that none of them starts last and runs on alone at the end: the files over 6 s of
// CPU alone (2026-11-26, user+sys, each file run alone with the run's shared builds), most first; the fuzz file, whose
// time budget makes it long in wall time whatever its CPU, among the first. The rest follow in name order. (The order
// is the names of the bundles, see scripts/bundle-tests.mjs: Node 20's runner sorts the files it is given, which had
// made this list of no effect — the longest files ran in name order, pack-install and the pwa and search files last.)
const SLOW = [
  'test/package/pack-install.test.ts',
  'test/engine/large-markdown.test.ts',
  'test/fuzz/check.fuzz.test.ts',
  'test/e2e/client/layout.test.ts',
  'test/output/page-cache.test.ts',
  'test/engine/large-markdown-build.test.ts',
  'test/e2e/client/accessibility.test.ts',
  'test/e2e/client/navigation.test.ts',
  'test/openapi/api-page.e2e.test.ts',
  'test/search/search-box.test.ts',
  'test/hardening/endless-loops.test.ts',
  'test/e2e/client/real-site.test.ts',
  'test/openapi/split-pages.e2e.test.ts',
  'test/openapi/split-pages.test.ts',
  'test/pwa/activation.test.ts',
  'test/docusaurus/theme-browser.test.ts',
  'test/docusaurus/theme-overrides-swizzle.test.ts',
  'test/e2e/client/color-mode.test.ts',
  'test/dev/dev-server.test.ts',
  'test/serve/resilience.test.ts',
  'test/e2e/security/csp.test.ts',
  'test/pwa/offline.test.ts',
  'test/islands/hydration.test.ts',
  'test/search/search-page.test.ts',
  'test/pwa/base-url.test.ts',
  'test/content/gates.test.ts',
  'test/search/accessibility.test.ts',
  'test/engine/syntax-extensions.test.ts',
  'test/pwa/retire.test.ts',
  'test/pwa/update.test.ts',
  'test/e2e/client/navbar-hide.test.ts',
  'test/engine/shared-regex-engine.test.ts',
  'test/openapi/third-party.test.ts',
  'test/cli/output-dir.test.ts',
  'test/islands/island-images.test.ts',
  'test/search/algolia.test.ts',
  'test/pwa/build.test.ts',
  'test/e2e/client/not-found-recovery.test.ts',
  'test/pwa/locales.test.ts',
  'test/e2e/client/full-sidebar.test.ts',
  // Long in wall time for little CPU of their own (CLI subprocesses, a browser): by name order they started among the
  // last files, and cached-rebuild ran on alone for the last ≈ 20 s (TEST_TIMELINE of 2026-11-26 11:39 UTC).
  'test/output/cached-rebuild.test.ts',
  'test/docusaurus/sidebar-behaviour.test.ts',
  // A test runner of its own, in a copy of the repository (≈ 15 s, mostly building the copy's CLI and test bundle).
  'test/tooling/deep-checkout.test.ts',
];
// Of those, the files that keep a process of their own: much CPU of their own (where a process's start-up is little),
// or long waits on subprocesses. The other slow files share processes in fours, in the order above (a browser file's
// process spent ≈ 2 s of CPU starting: scripts/test-groups.mjs).
const ALONE = [
  'test/package/pack-install.test.ts',
  'test/engine/large-markdown.test.ts',
  'test/fuzz/check.fuzz.test.ts',
  'test/output/page-cache.test.ts',
  'test/engine/large-markdown-build.test.ts',
  'test/e2e/client/accessibility.test.ts',
  'test/hardening/endless-loops.test.ts',
  'test/openapi/split-pages.e2e.test.ts',
  'test/openapi/split-pages.test.ts',
  'test/engine/syntax-extensions.test.ts',
  'test/engine/shared-regex-engine.test.ts',
  'test/pwa/build.test.ts',
  'test/output/cached-rebuild.test.ts',
];
const SLOW_GROUP_SIZE = 4;
const rank = (f) => (SLOW.includes(f) ? SLOW.indexOf(f) : SLOW.length);
const parallel = files.filter((f) => !SERIAL.includes(f)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

// Tests that run bin/fe-docs run the bundled CLI in dist/, as users do: build it from the current sources first, or
// they would test whatever `npm install` last bundled. It builds while the test files are bundled and the shared
// browser starts (≈2–3 s each, one after the other before); no file starts before all three are done.
const cliBuilt = new Promise((resolve) => spawn(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)));

const typechecked = typecheck
  ? new Promise((resolve) =>
      spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'typecheck'], { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)),
    )
  : Promise.resolve(0);

// Files run in parallel, each in its own process: much of a file's time is spent loading modules, waiting for
// Chromium or for child processes, so on two cores three at once keep both busy. Files that run at the
// same time share nothing but this run's folder for builds they all need (test/helpers/shared-build.ts): they use
// free ports and their own temporary folders.
const cores = os.availableParallelism();
const concurrency = process.env.TEST_CONCURRENCY ?? String(cores <= 2 ? 3 : Math.min(cores, 4));
// A test that hangs fails after TEST_TIMEOUT_MS (10 min) instead of stalling CI, and a file whose tests are done exits
// even when a browser or server handle was left open. The limit also bounds each whole file, and files share the
// cores: the longest took over 5 min with three files at once on a loaded two-core machine.
const timeout = process.env.TEST_TIMEOUT_MS ?? '600000';
const sharedDir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-test-run-'));
// One Chromium for the run, which the browser files connect to (scripts/shared-browser.mjs); TEST_SHARED_BROWSER=0
// lets each file launch its own, as when it runs alone.
const browserStarted = process.env.TEST_SHARED_BROWSER === '0' ? Promise.resolve(undefined) : startSharedBrowser();
// The bundles sit under node_modules/.cache, so the packages they import resolve as from the sources.
const bundled = process.env.TEST_BUNDLE !== '0';
// What each process runs, in the order they start: a file's bundle, or a group of small files' bundles
// (scripts/test-groups.mjs). From source (TEST_BUNDLE=0) every file runs alone, in name order.
let units = [...parallel, ...serial].map((f) => ({ files: [f] }));
let bundleDir;
let entriesReady = Promise.resolve();
if (bundled) {
  mkdirSync(path.join('node_modules', '.cache'), { recursive: true });
  bundleDir = mkdtempSync(path.join('node_modules', '.cache', 'fe-docs-tests-'));
  // Bundled in the order they run: the bundles' names carry it.
  const ordered = [...parallel, ...serial];
  const outs = bundleTests(ordered, bundleDir);
  const slow = parallel.filter((f) => SLOW.includes(f));
  const rest = parallel.filter((f) => !SLOW.includes(f) && !SERIAL.includes(f));
  const slowUnits = planUnits(
    slow,
    (f) => !ALONE.includes(f) && canShareProcess(f),
    Math.min(SLOW_GROUP_SIZE, GROUP_SIZE),
    () => 'slow',
  );
  units = [...slowUnits, ...planUnits(rest, canShareProcess), ...serial.map((f) => ({ files: [f] }))];
  entriesReady = outs.then((bundles) => {
    const bundleOf = (f) => bundles[ordered.indexOf(f)];
    let groups = 0;
    for (const u of units) {
      if (u.files.length === 1) u.entry = bundleOf(u.files[0]);
      else {
        // Next to its first file's bundle (`007/…`), so it starts where that file would have.
        const first = bundleOf(u.files[0]);
        const rankDir = path.join(bundleDir, path.relative(bundleDir, first).split(path.sep)[0]);
        u.entry = writeGroupEntry(path.join(rankDir, `group-${++groups}.mjs`), u.files, u.files.map(bundleOf));
        u.name = `group-${groups}`;
      }
    }
  });
}
const [cliStatus, browser] = await Promise.all([cliBuilt, browserStarted, entriesReady]);
for (const u of units) u.entry ??= u.files[0];
const grouped = units.filter((u) => u.files.length > 1);
if (grouped.length)
  console.log(
    `# ${grouped.reduce((n, u) => n + u.files.length, 0)} small files run in ${grouped.length} shared processes (scripts/test-groups.mjs):\n` +
      grouped.map((u) => `#   ${u.name}: ${u.files.join(' ')}`).join('\n'),
  );
const env = { ...process.env, FE_DOCS_TEST_SHARED_DIR: sharedDir, ...(browser ? { [browser.env]: browser.endpoint } : {}) };
// (From source, TEST_BUNDLE=0, the files run in name order.)
const loader = bundled ? [...TEST_NODE_FLAGS] : ['--import', 'tsx'];
// TEST_TIMELINE=file: each test file appends when it ran and its own CPU (scripts/test-timeline.mjs).
if (process.env.TEST_TIMELINE) loader.push('--import', pathToFileURL(path.resolve('scripts/test-timeline.mjs')).href);
// The whole lane stops after TEST_RUN_TIMEOUT_MS (45 min; a full run takes ≈ 17): Node 20's runner itself can spin
// for good instead of failing (parsing the report of an assertion on a string of megabytes), which a test's own
// timeout does not end. CI then fails with this message instead of hanging.
const runTimeout = Number(process.env.TEST_RUN_TIMEOUT_MS ?? 45 * 60_000);
const run = (lane, n) => {
  if (!lane.length) return 0;
  const r = spawnSync(
    process.execPath,
    [...loader, '--test', `--test-concurrency=${n}`, `--test-timeout=${timeout}`, '--test-force-exit', ...options, ...lane.map((u) => u.entry)],
    { stdio: 'inherit', env, timeout: runTimeout, killSignal: 'SIGKILL' },
  );
  if (r.error?.code === 'ETIMEDOUT') console.error(`# the test run was stopped after ${runTimeout / 60_000} min (TEST_RUN_TIMEOUT_MS): it had stalled`);
  return r.status ?? 1;
};
const serialUnits = units.filter((u) => u.files.some((f) => SERIAL.includes(f)));
const parallelUnits = units.filter((u) => !serialUnits.includes(u));
let status = 1;
try {
  // A CLI that does not build fails the run at once (no file runs).
  const parallelStatus = cliStatus || run(parallelUnits, concurrency);
  status = cliStatus || run(serialUnits, 1) || parallelStatus;
  const typecheckStatus = await typechecked;
  if (typecheckStatus !== 0) console.error(`npm run typecheck failed (exit ${typecheckStatus})`);
  status ||= typecheckStatus;
} finally {
  await browser?.close();
  rmSync(sharedDir, { recursive: true, force: true });
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
}
process.exit(status);
