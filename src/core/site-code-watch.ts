/**
 * Marks the moments fe-docs runs the site's own code (the Docusaurus config and its function, presets, plugins and
 * every lifecycle hook fe-docs calls, MDX and its components, TSX pages, theme overrides, sidebars files, remark and
 * rehype plugins), so that a watchdog in another thread can stop a build that spins there, say where and which hook,
 * show what it waits for, and name the code that was running when the thread died (out of memory, `process.exit()`).
 * The marks go into a SharedArrayBuffer the watchdog reads without the busy thread's help; when no watchdog is set
 * (the public API, tests, `dev`), marking costs a function call.
 *
 * Layout: Int32 slots, then three UTF-8 strings at fixed places (`SITE_CODE_LAYOUT`, which the dev watchdog's plain
 * JavaScript reads too).
 */
export const SITE_CODE_LAYOUT = {
  /** Bumped at every enter and leave. */
  COUNTER: 0,
  /** Depth of nesting in site code (0: none runs). */
  DEPTH: 1,
  FILE_LENGTH: 2,
  /** 1 when the innermost stretch is a remark/rehype plugin's transform (its own time limit, see `siteCodeTimeoutMs`). */
  KIND: 3,
  WHAT_LENGTH: 4,
  /** Bumped every HEARTBEAT_MS while this thread waits for site code's promise: its event loop turns, it is not stuck. */
  HEARTBEAT: 5,
  EXIT_LENGTH: 6,
  /** Where in the file the innermost stretch's code is written (a hook's line), 0 when unknown. */
  LINE: 7,
  COLUMN: 8,
  SLOTS: 16,
  /** The innermost stretch's file (relative to the site root). */
  FILE_AT: 64,
  FILE_BYTES: 1024,
  /** What runs there, as messages name it (`loadContent()` of the plugin `x`); empty when the file says enough. */
  WHAT_AT: 1088,
  WHAT_BYTES: 512,
  /** `file:line:col` of a `process.exit()` call, written just before the thread ends (`noteExitCall`). */
  EXIT_AT: 1600,
  EXIT_BYTES: 1024,
  SIZE: 2624,
} as const;
const L = SITE_CODE_LAYOUT;
export const HEARTBEAT_MS = 250;

let ints: Int32Array | undefined;
let buf: SharedArrayBuffer | undefined;
/** What runs: a plugin's transform may take far longer than a component's render without being stuck. */
export type SiteCodeKind = 'code' | 'plugin';
/** Where a stretch's code is written in its file, when known (a hook's line): messages point there. */
export interface SiteCodePlace {
  line: number;
  column: number;
}
const stack: { file: string; kind: SiteCodeKind; what?: string; at?: SiteCodePlace }[] = [];

/** A buffer for `watchSiteCodeIn` (main thread) and `useSiteCodeWatch` (the thread that runs the site). */
export function createSiteCodeBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(L.SIZE);
}

/** Called in the thread that runs the site: marks from now on go into `buffer`. */
export function useSiteCodeWatch(buffer: SharedArrayBuffer): void {
  if (ints) return;
  buf = buffer;
  ints = new Int32Array(buffer, 0, L.SLOTS);
}

let wasInside = false;
const depthListeners = new Set<(inside: boolean) => void>();

/**
 * Called when this thread starts or stops running site code. `fe-docs dev` runs the site in its main thread: it drops
 * its SIGINT/SIGTERM listeners meanwhile, so that a signal ends the process even while site code spins.
 */
export function onSiteCodeDepth(listener: (inside: boolean) => void): () => void {
  depthListeners.add(listener);
  return () => depthListeners.delete(listener);
}

const encoder = new TextEncoder();

function writeText(buffer: SharedArrayBuffer, at: number, max: number, lengthSlot: number, text: string): void {
  const encoded = encoder.encode(text).subarray(0, max);
  new Uint8Array(buffer, at, max).set(encoded);
  Atomics.store(new Int32Array(buffer, 0, L.SLOTS), lengthSlot, encoded.length);
}

function readText(buffer: SharedArrayBuffer, at: number, max: number, lengthSlot: number): string {
  const length = Math.min(Atomics.load(new Int32Array(buffer, 0, L.SLOTS), lengthSlot), max);
  return new TextDecoder().decode(new Uint8Array(buffer, at, max).slice(0, length));
}

function publish(): void {
  const inside = stack.length > 0;
  if (inside !== wasInside) {
    wasInside = inside;
    for (const l of depthListeners) l(inside);
  }
  if (!ints || !buf) return;
  const top = stack[stack.length - 1];
  writeText(buf, L.FILE_AT, L.FILE_BYTES, L.FILE_LENGTH, top?.file ?? '');
  writeText(buf, L.WHAT_AT, L.WHAT_BYTES, L.WHAT_LENGTH, top?.what ?? '');
  Atomics.store(ints, L.KIND, top?.kind === 'plugin' ? 1 : 0);
  Atomics.store(ints, L.LINE, top?.at?.line ?? 0);
  Atomics.store(ints, L.COLUMN, top?.at?.column ?? 0);
  Atomics.store(ints, L.DEPTH, stack.length);
  Atomics.add(ints, L.COUNTER, 1);
}

/**
 * The site's code of `file` (path relative to the site root) starts running; call the returned function when it ends.
 * `what` names it in messages when the file alone does not (plugin `x`'s `loadContent()`).
 */
export function enterSiteCode(file: string, kind: SiteCodeKind = 'code', what?: string, at?: SiteCodePlace): () => void {
  const entry = { file, kind, ...(what ? { what } : {}), ...(at ? { at } : {}) };
  stack.push(entry);
  publish();
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const i = stack.lastIndexOf(entry);
    if (i >= 0) stack.splice(i, 1);
    publish();
  };
}

/** Runs `fn`, the site's code of `file`, marked (sync or async). */
export function inSiteCode<T>(file: string, fn: () => T): T {
  const leave = enterSiteCode(file);
  let result: T;
  try {
    result = fn();
  } catch (e) {
    leave();
    throw e;
  }
  if (result instanceof Promise) return result.finally(leave) as T;
  leave();
  return result;
}

/** Site code whose promise did not settle within the time limit (`awaitSiteCode`): fe-docs stopped waiting for it. */
export class SiteCodeTimeoutError extends Error {
  constructor(
    readonly file: string,
    readonly what: string,
    readonly limitMs: number,
  ) {
    super(`${what} (${file}) did not settle within ${formatLimit(limitMs)}`);
    this.name = 'SiteCodeTimeoutError';
  }
}

/**
 * Runs `run`, the site's code of `file` (a Docusaurus plugin's hook, the config's function), marked, and waits for the
 * promise it returns no longer than the site-code time limit: a promise that never settles rejects with
 * `SiteCodeTimeoutError` instead of hanging the build. While it waits, a heartbeat tells the watchdog this thread is
 * not stuck (a loop that spins after an `await` stops the heartbeat, and the watchdog stops it as before).
 */
export function awaitSiteCode<T>(file: string, what: string, run: () => T | PromiseLike<T>, at?: SiteCodePlace): Promise<T> {
  const leave = enterSiteCode(file, 'code', what, at);
  let result: T | PromiseLike<T>;
  try {
    result = run();
  } catch (e) {
    leave();
    return Promise.reject(e);
  }
  if (!isThenable(result)) {
    leave();
    return Promise.resolve(result);
  }
  const limit = siteCodeTimeoutMs('code');
  return new Promise<T>((resolve, reject) => {
    const beat = ints && setInterval(() => Atomics.add(ints!, L.HEARTBEAT, 1), HEARTBEAT_MS);
    const timer = setTimeout(() => done(() => reject(new SiteCodeTimeoutError(file, what, limit))), limit);
    let settled = false;
    const done = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (beat) clearInterval(beat);
      leave();
      then();
    };
    (result as PromiseLike<T>).then(
      (v) => done(() => resolve(v)),
      (e: unknown) => done(() => reject(e)),
    );
  });
}

function isThenable(v: unknown): v is PromiseLike<unknown> {
  return !!v && (typeof v === 'object' || typeof v === 'function') && typeof (v as { then?: unknown }).then === 'function';
}

/** What the watchdog reads: the counter, the heartbeat, and the innermost site code running (none: `file` undefined). */
export function readSiteCodeMark(buffer: SharedArrayBuffer): {
  counter: number;
  heartbeat: number;
  file?: string;
  kind?: SiteCodeKind;
  what?: string;
  at?: SiteCodePlace;
} {
  const i = new Int32Array(buffer, 0, L.SLOTS);
  const counter = Atomics.load(i, L.COUNTER);
  const heartbeat = Atomics.load(i, L.HEARTBEAT);
  if (Atomics.load(i, L.DEPTH) === 0) return { counter, heartbeat };
  const file = readText(buffer, L.FILE_AT, L.FILE_BYTES, L.FILE_LENGTH);
  const what = readText(buffer, L.WHAT_AT, L.WHAT_BYTES, L.WHAT_LENGTH);
  const line = Atomics.load(i, L.LINE);
  const at = line > 0 ? { line, column: Math.max(1, Atomics.load(i, L.COLUMN)) } : undefined;
  return { counter, heartbeat, file, kind: Atomics.load(i, L.KIND) === 1 ? 'plugin' : 'code', ...(what ? { what } : {}), ...(at ? { at } : {}) };
}

/** Called by the build thread just before `process.exit()` ends it: where the call came from (`/abs/file.js:3:7`). */
export function noteExitCall(place: string): void {
  if (buf) writeText(buf, L.EXIT_AT, L.EXIT_BYTES, L.EXIT_LENGTH, place);
}

/** The place `noteExitCall` recorded, if any. */
export function readExitCall(buffer: SharedArrayBuffer): string | undefined {
  return readText(buffer, L.EXIT_AT, L.EXIT_BYTES, L.EXIT_LENGTH) || undefined;
}

/** Forget a recorded `process.exit()` place (a buffer is reused by the next job of its thread). */
export function clearExitCall(buffer: SharedArrayBuffer): void {
  Atomics.store(new Int32Array(buffer, 0, L.SLOTS), L.EXIT_LENGTH, 0);
}

/** The running site code as messages name it: plugin `x`'s `loadContent()` (plugins/x.js), else its file. */
export function describeSiteCode(mark: { file?: string; what?: string }): string {
  if (!mark.file) return 'site code';
  return mark.what ? `${mark.what} (${mark.file})` : `\`${mark.file}\``;
}

/**
 * The note printed while one stretch of site code has lasted `elapsedMs`: `Waiting for plugin `x`'s `loadContent()`
 * (plugins/x.js) … 5 s`.
 */
export function waitingNote(mark: { file?: string; what?: string }, elapsedMs: number): string {
  return `Waiting for ${describeSiteCode(mark)} … ${formatLimit(elapsedMs)}`;
}

/**
 * When the notes come: the first after 5 s (or a quarter of the time limit, when that is shorter), then as often, so
 * a hook that waits shows it long before the limit stops it.
 */
export function waitingNoteEveryMs(limitMs: number): number {
  return Math.max(250, Math.min(5000, limitMs / 4));
}

/** `30 s`, `1.5 s`, `500 ms`. */
export function formatLimit(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

/**
 * The time limit for one stretch of site code: FE_DOCS_SITE_CODE_TIMEOUT_MS when set (for every kind), else 30 s for
 * the config, presets, plugins' functions and lifecycle hooks, components, pages, overrides and sidebars files (a
 * hook's time includes waiting for the promise it returns), and 10 minutes for a remark/rehype plugin's transform of
 * one file, which may do heavy finite work in one go (remark-typescript-tools type-checks every TypeScript block of a
 * file with the TypeScript compiler: more than 30 s on a loaded machine). An endless loop in a plugin is still
 * stopped, later.
 */
export function siteCodeTimeoutMs(kind: SiteCodeKind = 'code'): number {
  const n = Number(process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS);
  if (Number.isFinite(n) && n > 0) return n;
  return kind === 'plugin' ? 600_000 : 30_000;
}
