import path from 'node:path';

/**
 * Runs `run` with `process.cwd()` (and `path.resolve`, which reads it) answering `folder`, for code written to run
 * in a project's folder (a site's PostCSS plugins: Tailwind reads its config and its `content` globs from there).
 * fe-docs builds in a worker thread, where `process.chdir()` is not allowed, and the process' folder is shared with
 * the main thread: the thread's `process.cwd` is replaced while a run lasts. Runs take turns, so two folders never
 * overlap in one thread, and the real value is back after each run (code running meanwhile in the same thread sees the
 * folder too). Relative paths given to `fs` directly are still read from the real folder.
 */
let turn: Promise<unknown> = Promise.resolve();

export function inWorkingFolder<T>(folder: string, run: () => Promise<T>): Promise<T> {
  const next = turn.then(async () => {
    const cwd = process.cwd;
    if (path.resolve(cwd.call(process)) === folder) return run();
    process.cwd = () => folder;
    try {
      return await run();
    } finally {
      process.cwd = cwd;
    }
  });
  turn = next.catch(() => undefined);
  return next;
}
