import type { OutStream } from './io.js';

/** A progress line appears only once a build has run this long: short builds print nothing extra. */
export const PROGRESS_DELAY_MS = 2000;
/** At most one redraw per interval: a 10,000-page build would otherwise write 10,000 lines to the terminal. */
const REDRAW_MS = 100;

export interface ProgressLine {
  /** `done` of `total` pages are written. */
  update(done: number, total: number): void;
  /** Erases the line, so the summary that follows starts at column 1. */
  finish(): void;
}

export interface ProgressOptions {
  env?: NodeJS.ProcessEnv;
  /** Milliseconds; `performance.now` unless a test passes its own clock. */
  now?: () => number;
  delayMs?: number;
}

/**
 * `pages done / total` redrawn in place on a terminal, for builds longer than two seconds. Nothing is written when the
 * stream is not a TTY (a pipe, a file, a CI log) or when `CI` is set (CI services that emulate a TTY would keep
 * every redraw in the log), nor for `TERM=dumb`, which cannot return to the start of the line.
 */
export function createProgressLine(stream: OutStream, opts: ProgressOptions = {}): ProgressLine | undefined {
  const env = opts.env ?? process.env;
  if (!stream.isTTY || (env.CI && env.CI !== 'false' && env.CI !== '0') || env.TERM === 'dumb') return undefined;
  const now = opts.now ?? (() => performance.now());
  const start = now();
  const delay = opts.delayMs ?? PROGRESS_DELAY_MS;
  let drawnAt = -Infinity;
  let shown = false;
  return {
    update(done, total) {
      const t = now();
      if (t - start < delay || (t - drawnAt < REDRAW_MS && done < total)) return;
      drawnAt = t;
      shown = true;
      const pct = total ? Math.floor((done * 100) / total) : 100;
      // \r and "erase to end of line": the line is redrawn in place and a shorter one leaves no trailing digits.
      stream.write(`\r\x1b[K  ${done}/${total} pages (${pct} %)`);
    },
    finish() {
      if (shown) stream.write('\r\x1b[K');
    },
  };
}
