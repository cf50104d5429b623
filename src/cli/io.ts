import { onSiteCodeDepth } from '../core/site-code-watch.js';

/** Where a command writes; process.stdout/stderr in real use, string buffers in tests. */
export interface OutStream {
  write(s: string): unknown;
  isTTY?: boolean;
}

export interface CliIo {
  stdout: OutStream;
  stderr: OutStream;
  cwd: string;
  /**
   * Resolves when a long-running command (serve, dev) should stop: SIGINT/SIGTERM in real use, a test's own
   * signal in tests.
   */
  untilStopped?: () => Promise<void>;
  /** The process ends after this command (the real CLI, not a test's in-process run): V8 may be tuned for one run. */
  oneShot?: boolean;
}

/** Exit codes: 0 success, 1 content errors, 2 usage errors. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

/**
 * Resolves on Ctrl-C or SIGTERM. While this thread runs the site's own code (`fe-docs dev`), the listeners are
 * dropped: a signal then ends the process at once, even when that code loops forever and no listener could run.
 */
export function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const listen = (on: boolean) => {
      for (const s of ['SIGINT', 'SIGTERM'] as const) {
        if (on) process.on(s, stop);
        else process.off(s, stop);
      }
    };
    const stopWatching = onSiteCodeDepth((inside) => listen(!inside));
    const stop = () => {
      listen(false);
      stopWatching();
      resolve();
    };
    listen(true);
  });
}
