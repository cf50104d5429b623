import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { diagnostic } from '../core/diagnostics.js';
import { createSiteCodeBuffer, readSiteCodeMark, siteCodeTimeoutMs } from '../core/site-code-watch.js';
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
 * Runs a check or a build in a worker thread while this thread keeps watch: the site's own code (MDX, components,
 * TSX pages, theme overrides, sidebars files, plugins) marks where it runs (core/site-code-watch.ts), and one stretch
 * of it that lasts longer than FE_DOCS_SITE_CODE_TIMEOUT_MS (30 s) is an infinite loop as far as fe-docs is
 * concerned: the worker is stopped and the result is a `site-code-timeout` error at that file. Ctrl-C and SIGTERM
 * stop the worker (this thread is never busy, so it always hears them), remove a build's temporary folder and exit
 * 130 or 143.
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
  worker.postMessage(full);
  // The folders of the build's swap (writeSite's, for a symbolic link the folder it names), made whole after a stop.
  const target = job.command === 'build' ? resolveOutDir(job.outDir) : undefined;
  const cleanUp = () => {
    if (target) recoverSwap({ ...buildTempPaths(target), outDir: target });
  };
  return new Promise((resolve, reject) => {
    let last = readSiteCodeMark(buffer);
    let since = performance.now();
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
      void worker.terminate().finally(() => {
        cleanUp();
        process.exit(EXIT_CODE[signal]);
      });
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const timer = setInterval(() => {
      const now = readSiteCodeMark(buffer);
      if (now.counter !== last.counter || !now.file) {
        last = now;
        since = performance.now();
        return;
      }
      const limit = siteCodeTimeoutMs(now.kind);
      if (performance.now() - since < limit) return;
      const file = now.file;
      finish(() => {
        void worker.terminate().finally(() => {
          cleanUp();
          const d = diagnostic(
            'site-code-timeout',
            `\`${file}\` ran for more than ${Math.round(limit / 1000)} s without returning (an endless loop?); fe-docs stopped it.`,
            {
              position: { file, line: 1, column: 1 },
              hint: 'Look for a loop that never ends in this file or the components it uses; if the code is only slow, raise FE_DOCS_SITE_CODE_TIMEOUT_MS (milliseconds).',
            },
          );
          const empty = { ok: false, diagnostics: [d], timings: {} };
          resolve(job.command === 'check' ? { ...empty, routes: 0 } : { ...empty, outDir: job.outDir, routes: 0, pages: 0, files: 0, bytes: 0 });
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
    const onError = (e: Error) => finish(() => reject(e));
    const onExit = (code: number) => finish(() => reject(new Error(`the build thread stopped (exit code ${code})`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
  });
}

interface Hooks {
  onLoaded?: (routes: number) => void;
  onProgress?: (done: number, total: number) => void;
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
    });
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './site-worker.ts' : './site-worker.js', import.meta.url);
  // From sources the worker registers tsx itself: loader hooks of the main thread do not reach worker threads on Node 20.
  return fromSource
    ? // tsx resolved here: an eval'd worker would resolve it from the working directory, which may be any folder.
      new Worker(`import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`, {
        eval: true,
        workerData,
      })
    : new Worker(url, { workerData });
}
