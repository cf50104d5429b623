import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sourceWorker } from '../core/source-worker.js';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { buildThreadHeapMb, buildThreadResourceLimits } from '../core/build-thread.js';
import type { Position } from '../core/position.js';
import {
  clearExitCall,
  createSiteCodeBuffer,
  describeSiteCode,
  formatLimit,
  readExitCall,
  readSiteCodeMark,
  siteCodeTimeoutMs,
  waitingNote,
  waitingNoteEveryMs,
} from '../core/site-code-watch.js';
import { OutDirRefusedError, resolveOutDir, type OutDirRefusal } from '../output/guard-out-dir.js';
import { buildTempPaths } from '../output/stale-temp-folders.js';
import { recoverSwap } from '../output/swap-in.js';
import type { BuildResult } from './build.js';
import type { CheckResult } from './check.js';

export type WatchedJob = ({ command: 'check'; root: string } | { command: 'build'; root: string; outDir: string; locales?: string[]; progress: boolean }) & {
  /** The process exits after this job (core/v8-tiering.ts). */
  oneShot?: boolean;
};
export type PlainBuildResult = Omit<BuildResult, 'config'>;
export type WorkerMessage =
  | { type: 'loaded'; routes: number }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; result: CheckResult | PlainBuildResult }
  | { type: 'error'; message: string; stack?: string; refusal?: OutDirRefusal };

const EXIT_CODE = { SIGINT: 130, SIGTERM: 143 } as const;
const POLL_MS = 200;

/**
 * Runs a check or a build in a worker thread while this thread keeps watch: the site's own code (the Docusaurus config,
 * plugins and their hooks, MDX, components, TSX pages, theme overrides, sidebars files) marks where it runs
 * (core/site-code-watch.ts), and one stretch of it that keeps the thread busy longer than FE_DOCS_SITE_CODE_TIMEOUT_MS
 * (30 s) is an infinite loop as far as fe-docs is concerned: the worker is stopped and the result is a
 * `site-code-timeout` error at that file, naming the hook. (A hook waiting on a promise keeps the thread free: the
 * thread itself stops waiting at the limit, `awaitSiteCode`.) A stretch longer than a few seconds is shown through
 * `onWaiting`. When the thread dies in site code, out of memory or by `process.exit()`, the result is an error naming
 * the file and the hook that ran. Ctrl-C and SIGTERM stop the worker (this thread is never busy, so it always hears
 * them), remove a build's temporary folder and exit 130 or 143.
 */
export function runWatched(job: { command: 'check'; root: string; oneShot?: boolean }, hooks?: Hooks): Promise<CheckResult>;
export function runWatched(
  job: { command: 'build'; root: string; outDir: string; locales?: string[]; oneShot?: boolean },
  hooks?: Hooks,
): Promise<PlainBuildResult>;
export function runWatched(
  job: { command: 'check'; root: string; oneShot?: boolean } | { command: 'build'; root: string; outDir: string; locales?: string[]; oneShot?: boolean },
  hooks: Hooks = {},
): Promise<CheckResult | PlainBuildResult> {
  const full: WatchedJob = job.command === 'build' ? { ...job, progress: !!hooks.onProgress } : job;
  const { worker, buffer } = takeWorker();
  clearExitCall(buffer);
  worker.postMessage(full);
  // The folders of the build's swap (writeSite's, for a symbolic link the folder it names), made whole after a stop.
  const target = job.command === 'build' ? resolveOutDir(job.outDir) : undefined;
  const cleanUp = () => {
    if (target) recoverSwap({ ...buildTempPaths(target), outDir: target });
  };
  /** The job's result when it could not finish: `d` is why. */
  const failed = (d: Diagnostic): CheckResult | PlainBuildResult => {
    const empty = { ok: false, diagnostics: [d], timings: {} };
    return job.command === 'check' ? { ...empty, routes: 0 } : { ...empty, outDir: job.outDir, routes: 0, pages: 0, files: 0, bytes: 0 };
  };
  return new Promise((resolve, reject) => {
    let last = readSiteCodeMark(buffer);
    // `since`: the thread last showed it was not stuck (a mark changed, or its heartbeat while it waits on a promise);
    // `stretchStart`: the innermost stretch began (what the waiting notes count from).
    let since = performance.now();
    let stretchStart = since;
    let nextNote = 0;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      fn();
    };
    const onSignal = (signal: keyof typeof EXIT_CODE) => {
      // Settled first: the thread's exit below is ours, not a `process.exit()` of the site to report.
      finish(() => {});
      void worker.terminate().finally(() => {
        cleanUp();
        process.exit(EXIT_CODE[signal]);
      });
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const timer = setInterval(() => {
      const now = readSiteCodeMark(buffer);
      const t = performance.now();
      if (now.counter !== last.counter || !now.file) {
        last = now;
        since = stretchStart = t;
        nextNote = 0;
        return;
      }
      const limit = siteCodeTimeoutMs(now.kind);
      if (now.heartbeat !== last.heartbeat) {
        last = now;
        since = t;
      }
      if (hooks.onWaiting) {
        nextNote ||= stretchStart + waitingNoteEveryMs(limit);
        if (t >= nextNote) {
          hooks.onWaiting(waitingNote(now, nextNote - stretchStart));
          nextNote += waitingNoteEveryMs(limit);
        }
      }
      if (t - since < limit) return;
      const file = now.file;
      finish(() => {
        void worker.terminate().finally(() => {
          cleanUp();
          const d = diagnostic(
            'site-code-timeout',
            `${now.what ? describeSiteCode(now) : `\`${file}\``} ran for more than ${formatLimit(limit)} without returning (an endless loop?); fe-docs stopped it.`,
            {
              position: { file, line: 1, column: 1, ...now.at },
              hint: 'Look for a loop that never ends in this file or the components it uses; if the code is only slow, raise FE_DOCS_SITE_CODE_TIMEOUT_MS (milliseconds).',
            },
          );
          resolve(failed(d));
        });
      });
    }, POLL_MS);
    timer.unref?.();
    const onMessage = (m: WorkerMessage) => {
      if (m.type === 'loaded') hooks.onLoaded?.(m.routes);
      else if (m.type === 'progress') hooks.onProgress?.(m.done, m.total);
      // The thread is kept for the next run of this process (tests and API users run many): loading fe-docs' modules
      // in a new thread costs seconds. Idle, it is unreferenced, so it never keeps the process alive.
      else if (m.type === 'done') finish(() => (release({ worker, buffer }), resolve(m.result)));
      else
        finish(() => {
          release({ worker, buffer });
          if (m.refusal) return reject(new OutDirRefusedError(m.refusal));
          const e = new Error(m.message);
          if (m.stack) e.stack = m.stack;
          reject(e);
        });
    };
    // The thread died: out of memory, or site code called process.exit(). What ran is still in the buffer.
    const onError = (e: Error) =>
      finish(() => {
        if ((e as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') return reject(e);
        cleanUp();
        resolve(failed(outOfMemory(readSiteCodeMark(buffer))));
      });
    const onExit = (code: number) =>
      finish(() => {
        cleanUp();
        resolve(failed(exitCalled(code, readSiteCodeMark(buffer), readExitCall(buffer), job.root)));
      });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

interface Hooks {
  onLoaded?: (routes: number) => void;
  onProgress?: (done: number, total: number) => void;
  /** One stretch of site code has lasted a few seconds: `Waiting for … (file) … 5 s`, again every few seconds. */
  onWaiting?: (note: string) => void;
}

/** `out-of-memory`: at the site code that ran when the build thread's heap was full, if any. */
function outOfMemory(mark: { file?: string; what?: string; at?: { line: number; column: number } }): Diagnostic {
  const mb = buildThreadHeapMb();
  return diagnostic(
    'out-of-memory',
    mark.file
      ? `The build thread ran out of memory while ${describeSiteCode(mark)} ran; fe-docs stopped the build.`
      : 'The build thread ran out of memory while no site code ran (fe-docs’ own work on this site); fe-docs stopped the build.',
    {
      ...(mark.file && { position: { file: mark.file, line: 1, column: 1, ...mark.at } }),
      hint: `Look for data the code keeps adding to (a loop that never ends, a cache without bound); a site that needs more memory can raise the build thread's heap limit with FE_DOCS_BUILD_HEAP_MB (megabytes; ${mb ? `now ${mb}` : 'Node’s default now'}).`,
    },
  );
}

/**
 * `site-code-exit`: the build thread ended without answering, so something called `process.exit()` there (an
 * exception would have been an error event). At the call when the build thread recorded it in the site's files
 * (api/site-worker.ts), else at the site code that ran.
 */
function exitCalled(
  code: number,
  mark: { file?: string; what?: string; at?: { line: number; column: number } },
  call: string | undefined,
  root: string,
): Diagnostic {
  const m = call && /^(.*):(\d+):(\d+)$/.exec(call);
  const abs = m ? (m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1]) : undefined;
  const rel = abs && path.relative(root, abs);
  const inSite = !!rel && !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
  const position: Position | undefined =
    m && inSite
      ? { file: rel.split(path.sep).join('/'), line: Number(m[2]), column: Number(m[3]) }
      : mark.file
        ? { file: mark.file, line: 1, column: 1, ...mark.at }
        : undefined;
  const where = mark.file ? ` while ${describeSiteCode(mark)} ran` : position ? ` in \`${position.file}\`` : '';
  const from = m && !inSite ? ` (called from ${rel && !rel.startsWith('..') ? rel.split(path.sep).join('/') : abs}:${m[2]}:${m[3]})` : '';
  return diagnostic('site-code-exit', `\`process.exit(${code})\` was called${where}${from}: it ended the build thread, and fe-docs stopped the build.`, {
    ...(position && { position }),
    hint: 'Site code must not end the process: throw an Error instead (fe-docs then reports it at its line), or return normally.',
  });
}

let idle: { worker: Worker; buffer: SharedArrayBuffer } | undefined;

function takeWorker(): { worker: Worker; buffer: SharedArrayBuffer } {
  const reuse = idle;
  idle = undefined;
  if (reuse) {
    reuse.worker.ref();
    return reuse;
  }
  const started = takePrestarted();
  const buffer = started?.buffer ?? createSiteCodeBuffer();
  const worker = started?.worker ?? spawnWorker({ buffer });
  worker.ref();
  worker.on('exit', () => {
    if (idle?.worker === worker) idle = undefined;
  });
  return { worker, buffer };
}

/** The build thread bin/fe-docs started before loading the CLI (cli/code-cache.ts#prestartBuildThread), taken once. */
function takePrestarted(): { worker: Worker; buffer: SharedArrayBuffer } | undefined {
  const g = globalThis as { __feDocsBuildThread?: { worker: Worker; buffer: SharedArrayBuffer } };
  const started = g.__feDocsBuildThread;
  g.__feDocsBuildThread = undefined;
  return started;
}

function release(w: { worker: Worker; buffer: SharedArrayBuffer }): void {
  w.worker.unref();
  if (idle) void w.worker.terminate();
  else idle = w;
}

function spawnWorker(workerData: { buffer: SharedArrayBuffer }): Worker {
  // The CLI's CommonJS bundle (dist/cli.cjs, run with V8's code cache): the thread runs dist/site-worker.cjs the same way.
  if (import.meta.url.endsWith('.cjs'))
    return new Worker(new URL('./code-cache.cjs', import.meta.url), {
      workerData: { ...workerData, feDocsBundle: fileURLToPath(new URL('./site-worker.cjs', import.meta.url)) },
      resourceLimits: buildThreadResourceLimits(),
    });
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './site-worker.ts' : './site-worker.js', import.meta.url);
  return fromSource
    ? sourceWorker(url, { workerData, resourceLimits: buildThreadResourceLimits() })
    : new Worker(url, { workerData, resourceLimits: buildThreadResourceLimits() });
}
