import { existsSync, renameSync, rmSync } from 'node:fs';

const EXIT_CODE = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * While `fn` runs, Ctrl-C or SIGTERM removes the build's temporary folder (and puts a set-aside previous output
 * back, if the signal came between the two renames of the swap), then exits 130 or 143 as a shell would.
 */
export async function cleanUpOnInterrupt<T>(paths: { tmp: string; old: string; outDir: string }, fn: () => Promise<T>): Promise<T> {
  const onSignal = (signal: keyof typeof EXIT_CODE) => {
    rmSync(paths.tmp, { recursive: true, force: true });
    if (existsSync(paths.old) && !existsSync(paths.outDir)) renameSync(paths.old, paths.outDir);
    else rmSync(paths.old, { recursive: true, force: true });
    process.exit(EXIT_CODE[signal]);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fn();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
