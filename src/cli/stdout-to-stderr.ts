/**
 * While `fn` runs, what is written to this process's stdout goes to stderr: site code run in the build thread (a
 * config that `console.log`s what it loaded) writes there, and stdout is where a machine-read report goes
 * (`check --format json`). The build thread's stdout reaches this process through a pipe into `process.stdout`, which
 * writes with `process.stdout.write`: that is what is swapped.
 */
export async function withStdoutToStderr<T>(fn: () => Promise<T>): Promise<T> {
  const write = process.stdout.write;
  process.stdout.write = ((...args: Parameters<typeof process.stdout.write>) =>
    (process.stderr.write as (...a: typeof args) => boolean)(...args)) as typeof process.stdout.write;
  try {
    return await fn();
  } finally {
    process.stdout.write = write;
  }
}
