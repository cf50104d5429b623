// Small test files run several to a process (scripts/test.mjs). Each file used to be a process of its own, and a small
// file spent most of its CPU starting: Node loading and compiling its bundle (the build's modules), then the build's
// code running cold, unoptimised, for its few tests. 40 small files run one process each took 59–67 s of CPU, the same
// 40 files imported by one process 11–13 s (notes/bench-notes/suite3.md). A group is a module that imports its files'
// bundles one after the other, each inside a suite named after the file: each file's tests and hooks register in that
// suite as they would at the top level of a process of their own, and run in order, one at a time (as the tests of one
// file always did).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Files per process (TEST_GROUP_SIZE; 1 runs every file in its own process, as before). */
export const GROUP_SIZE = Number(process.env.TEST_GROUP_SIZE ?? 12);

/**
 * Whether a file can share its process with others, judged from its source. Not: a file that sets process-wide state
 * at its top level (environment, working folder). Hooks at a file's top level (`before`, `afterEach`…) are fine: the
 * group imports each file inside a suite of its own (`writeGroupEntry`), and a hook applies to its suite only. Browser
 * files can: each test or suite opens its own context and closes it. The caller keeps the long files (its SLOW list)
 * apart too.
 */
export function canShareProcess(file) {
  const source = readFileSync(file, 'utf8');
  return !/^(?:process\.env\b.*[^=!]=[^=]|delete process\.env|process\.chdir)/m.test(source);
}

/**
 * Plan the processes for `files` (in the order they should start): every file that cannot share a process alone, the
 * others in groups of up to `size`, each group of files from one folder (test/engine, test/docusaurus…), so a group's
 * name says where its tests are (`folderOf` can put all in one); the files of folders with a single such file form
 * groups of their own. Returns units `{ files }`, in the order of their first file.
 */
export function planUnits(files, shares, size = GROUP_SIZE, folderOf = (f) => path.dirname(f).split('/').slice(0, 2).join('/')) {
  const sharing = files.filter((f) => size > 1 && shares(f));
  const perFolder = new Map();
  for (const f of sharing) perFolder.set(folderOf(f), (perFolder.get(folderOf(f)) ?? 0) + 1);
  const units = [];
  const open = new Map();
  for (const f of files) {
    if (!sharing.includes(f)) {
      units.push({ files: [f] });
      continue;
    }
    const key = perFolder.get(folderOf(f)) > 1 ? folderOf(f) : '(others)';
    let unit = open.get(key);
    if (!unit || unit.files.length >= size) {
      unit = { files: [] };
      open.set(key, unit);
      units.push(unit);
    }
    unit.files.push(f);
  }
  return units.flatMap((u) => (u.files.length > 1 ? [u] : u.files.map((f) => ({ files: [f] }))));
}

/**
 * The group's module: its files' bundles imported one after the other, each inside a suite named after its file, and
 * their names in its first line. Tests and hooks a module registers at its top level while it is imported belong to
 * the suite that imports it (node:test keeps the suite as their parent across the `await`), so one file's `before`
 * or `afterEach` never runs for another file's tests, and a failure names its file.
 */
export function writeGroupEntry(entryPath, files, bundles) {
  const suites = bundles.map(
    (b, i) =>
      `describe(${JSON.stringify(files[i])}, async () => {\n  await import(${JSON.stringify('./' + path.relative(path.dirname(entryPath), b).split(path.sep).join('/'))});\n});`,
  );
  writeFileSync(entryPath, `// fe-docs test group: ${files.join(' ')}\nimport { describe } from 'node:test';\n${suites.join('\n')}\n`);
  return entryPath;
}

/** The files of a group's module (its first line), or undefined for a single file's bundle. */
export function groupFiles(entryPath) {
  if (!/[\\/]group-[^\\/]*\.mjs$/.test(entryPath)) return undefined;
  const first = readFileSync(entryPath, 'utf8').split('\n', 1)[0];
  return first.startsWith('// fe-docs test group: ') ? first.slice('// fe-docs test group: '.length).split(' ') : undefined;
}
