/**
 * Marks the moments fe-docs runs the site's own code (MDX and its components, TSX pages, theme overrides, sidebars
 * files, plugins), so that a watchdog in another thread can stop a build that spins there and say where. The marks go
 * into a SharedArrayBuffer the watchdog reads without the busy thread's help; when no watchdog is set (the public
 * API, tests, `dev`), marking costs a function call.
 *
 * Layout (Int32): [0] a counter bumped at every enter and leave, [1] depth of nesting in site code, [2] byte length of
 * the file name, [3] 1 when the innermost stretch is a remark/rehype plugin's transform (its own time limit, see
 * `siteCodeTimeoutMs`); the file name's UTF-8 bytes from byte 16.
 */
const HEADER = 16;
const NAME_BYTES = 1024;

let ints: Int32Array | undefined;
let bytes: Uint8Array | undefined;
/** What runs: a plugin's transform may take far longer than a component's render without being stuck. */
export type SiteCodeKind = 'code' | 'plugin';
const stack: { file: string; kind: SiteCodeKind }[] = [];

/** A buffer for `watchSiteCodeIn` (main thread) and `useSiteCodeWatch` (the thread that runs the site). */
export function createSiteCodeBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(HEADER + NAME_BYTES);
}

/** Called in the thread that runs the site: marks from now on go into `buffer`. */
export function useSiteCodeWatch(buffer: SharedArrayBuffer): void {
  if (ints) return;
  ints = new Int32Array(buffer, 0, 4);
  bytes = new Uint8Array(buffer, HEADER, NAME_BYTES);
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

function publish(): void {
  const inside = stack.length > 0;
  if (inside !== wasInside) {
    wasInside = inside;
    for (const l of depthListeners) l(inside);
  }
  if (!ints || !bytes) return;
  const top = stack[stack.length - 1];
  const encoded = new TextEncoder().encode(top?.file ?? '').subarray(0, NAME_BYTES);
  bytes.set(encoded);
  Atomics.store(ints, 2, encoded.length);
  Atomics.store(ints, 3, top?.kind === 'plugin' ? 1 : 0);
  Atomics.store(ints, 1, stack.length);
  Atomics.add(ints, 0, 1);
}

/** The site's code of `file` (path relative to the site root) starts running; call the returned function when it ends. */
export function enterSiteCode(file: string, kind: SiteCodeKind = 'code'): () => void {
  const entry = { file, kind };
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

/** What the watchdog reads: the counter, and the file being run (undefined when none). */
export function readSiteCodeMark(buffer: SharedArrayBuffer): { counter: number; file?: string; kind?: SiteCodeKind } {
  const i = new Int32Array(buffer, 0, 4);
  const counter = Atomics.load(i, 0);
  if (Atomics.load(i, 1) === 0) return { counter };
  const length = Atomics.load(i, 2);
  const file = new TextDecoder().decode(new Uint8Array(buffer, HEADER, NAME_BYTES).slice(0, length));
  return { counter, file, kind: Atomics.load(i, 3) === 1 ? 'plugin' : 'code' };
}

/**
 * The time limit for one stretch of site code: FE_DOCS_SITE_CODE_TIMEOUT_MS when set (for every kind), else 30 s for
 * the site's components, pages, overrides and sidebars files, which render one page's worth of work, and 10 minutes
 * for a remark/rehype plugin's transform of one file, which may do heavy finite work in one go (remark-typescript-tools
 * type-checks every TypeScript block of a file with the TypeScript compiler: more than 30 s on a loaded machine). An
 * endless loop in a plugin is still stopped, later.
 */
export function siteCodeTimeoutMs(kind: SiteCodeKind = 'code'): number {
  const n = Number(process.env.FE_DOCS_SITE_CODE_TIMEOUT_MS);
  if (Number.isFinite(n) && n > 0) return n;
  return kind === 'plugin' ? 600_000 : 30_000;
}
