// Runs every test file with node:test; TypeScript through tsx. Usage: node scripts/test.mjs [filter…]
import { spawnSync } from 'node:child_process';
import fg from 'fast-glob';

const filters = process.argv.slice(2);
const files = (await fg(['test/**/*.test.ts', 'src/**/*.test.ts'], { ignore: ['**/node_modules/**', '**/fixtures/**'] }))
  .filter((f) => !filters.length || filters.some((x) => f.includes(x)))
  .sort();
if (!files.length) {
  console.error('no test files match', filters.join(' '));
  process.exit(1);
}
// Tests that run bin/fe-docs run the bundled CLI in dist/, as users do: build it from the current sources first, or
// they would test whatever `npm install` last bundled.
const cli = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
if (cli.status !== 0) process.exit(cli.status ?? 1);
// A test that hangs fails after TEST_TIMEOUT_MS (5 min) instead of stalling CI, and a file whose tests are done exits even
// when a browser or server handle was left open.
const timeout = process.env.TEST_TIMEOUT_MS ?? '300000';
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', `--test-timeout=${timeout}`, '--test-force-exit', ...files], {
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
