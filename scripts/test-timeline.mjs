// With TEST_TIMELINE=file, scripts/test.mjs preloads this into every test file's process (`--import`, which Node's
// runner passes on to the files it starts): each file appends one line when it exits — start and end (ms since the
// epoch), its own user and system CPU (ms, child processes and the shared browser not included) and its name — so
// a whole run's lanes can be read afterwards: which files ran when, where cores stood idle, what ran on alone at the end.
// A process that runs a group of small files (scripts/test-groups.mjs) writes one line, named `group(a.test.ts b.test.ts …)`.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { groupFiles } from './test-groups.mjs';

const out = process.env.TEST_TIMELINE;
const file = process.argv[1] ?? '';
if (out && isMainThread && !process.execArgv.includes('--test') && /[\\/]fe-docs-tests-/.test(file)) {
  const start = Math.round(performance.timeOrigin);
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    const group = groupFiles(file);
    const name = group ? `group(${group.join(' ')})` : file.replace(/.*[\\/]fe-docs-tests-[^\\/]+[\\/]\d+[\\/]/, '').replace(/\.mjs$/, '.ts');
    appendFileSync(out, `${start}\t${Date.now()}\t${Math.round(user / 1000)}\t${Math.round(system / 1000)}\t${name}\n`);
  });
}
