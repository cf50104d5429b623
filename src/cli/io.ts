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
}

/** Exit codes: 0 success, 1 content errors, 2 usage errors. */
export const EXIT = { ok: 0, content: 1, usage: 2 } as const;

export function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
