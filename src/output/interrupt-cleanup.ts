import { recoverSwap, type SwapPaths } from './swap-in.js';

const EXIT_CODE = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * While `fn` runs, Ctrl-C or SIGTERM removes the build's temporary folder (and puts a set-aside previous output
 * back, with the entries fe-docs did not write, if the signal came during the swap: swap-in.ts#recoverSwap), then
 * exits 130 or 143 as a shell would.
 */
export async function cleanUpOnInterrupt<T>(paths: SwapPaths, fn: () => Promise<T>): Promise<T> {
  const onSignal = (signal: keyof typeof EXIT_CODE) => {
    recoverSwap(paths);
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
