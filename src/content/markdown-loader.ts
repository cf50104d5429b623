import { stat } from 'node:fs/promises';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { sourceWorker } from '../core/source-worker.js';
import type { MarkdownRenderer } from '../markdown/render-markdown.js';
import { DocMetaSchema, PageMetaSchema, PostMetaSchema } from './frontmatter-schemas.js';
import { loadMarkdownFile, type LoadedMarkdown, type MarkdownFormat } from './markdown-source.js';
import { LARGE_FILE_BYTES } from './source-file.js';

export const SCHEMAS = { doc: DocMetaSchema, post: PostMetaSchema, page: PageMetaSchema } as const;

export interface MarkdownJob {
  absPath: string;
  relPath: string;
  schema: keyof typeof SCHEMAS;
}

/** Loads Markdown files in this thread or in a pool of worker threads; the callers cannot tell which. */
export interface MarkdownLoader {
  load(job: MarkdownJob): Promise<LoadedMarkdown<Record<string, unknown>>>;
  close(): Promise<void>;
}

/** `format` is the site's `markdown.format` (`detect` by default: `.mdx` is MDX, `.md` plain Markdown). */
export function createInProcessLoader(renderer: MarkdownRenderer, format: MarkdownFormat = 'detect'): MarkdownLoader {
  return {
    load: (job) =>
      loadMarkdownFile({ absPath: job.absPath, relPath: job.relPath, schema: SCHEMAS[job.schema], renderer, format }) as Promise<
        LoadedMarkdown<Record<string, unknown>>
      >,
    close: async () => {},
  };
}

/**
 * Files over LARGE_FILE_BYTES go to `inProcess`, the rest to `pool`: a worker's heap limit (WORKER_HEAP_MB) is sized
 * for ordinary pages, and a 10 MB doc needs more (its syntax trees alone are ≈ 350 MB); the main thread has none.
 */
export function largeFilesInProcess(pool: MarkdownLoader, inProcess: MarkdownLoader): MarkdownLoader {
  const size = (file: string) => stat(file).then((s) => s.size, () => 0); // an unreadable file is reported by the loader
  return {
    load: async (job) => ((await size(job.absPath)) > LARGE_FILE_BYTES ? inProcess : pool).load(job),
    close: () => pool.close(),
  };
}

/** Old-generation heap of a Markdown worker. */
const WORKER_HEAP_MB = 384;

/** Below this many files a pool costs more (each worker loads Shiki and unified) than it saves. */
export const POOL_THRESHOLD = 150;

/**
 * On two vCPUs (typically one core's two hyperthreads, as on common CI and cloud machines) two workers took longer
 * and 45 % more CPU than the main thread alone on 1,000 pages (9.0–9.6 s against 8.0–8.8 s wall); at 10,000 pages they
 * were 5 % faster and kept the peak at 590 MB instead of 1,246 MB (notes/benchmarks-history.md). So there, workers start at
 * this many files.
 */
export const TWO_VCPU_POOL_THRESHOLD = 2500;

/** How many Markdown files make a worker pool worth it here; an explicit FE_DOCS_THREADS keeps the general threshold. */
export function poolThreshold(cores = os.availableParallelism(), explicitThreads = !!process.env.FE_DOCS_THREADS): number {
  return cores <= 2 && !explicitThreads ? TWO_VCPU_POOL_THRESHOLD : POOL_THRESHOLD;
}

/** Worker threads for Markdown: FE_DOCS_THREADS, else one per core up to 4 (1 means render in this thread). */
export function poolSize(): number {
  const wanted = Number(process.env.FE_DOCS_THREADS);
  return Math.max(1, Number.isInteger(wanted) && wanted > 0 ? wanted : Math.min(os.availableParallelism(), 4));
}

/**
 * Worker threads, each with its own highlighter (one highlighter per worker). Jobs are handed out one at a time
 * to the first idle worker, so a slow file never holds up a queue.
 */
export function createWorkerLoader(opts: { threads: number; workerData: unknown }): MarkdownLoader {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './markdown-worker.ts' : './markdown-worker.js', import.meta.url);
  // A worker keeps nothing from one file to the next but its highlighter, yet V8 lets garbage pile up to a heap
  // limit sized for the whole machine (≈400 MB per worker by the end of a 10,000-page build): a limit well above
  // what one file needs makes it collect as it goes.
  const options = { workerData: opts.workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  const spawn = () =>
    fromSource
      ? sourceWorker(url, options)
      : new Worker(url, options);
  type Pending = { job: MarkdownJob; resolve: (r: LoadedMarkdown<Record<string, unknown>>) => void; reject: (e: unknown) => void };
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  const workers = Array.from({ length: opts.threads }, () => {
    const w = spawn();
    w.on('message', (msg: { ok: true; result: LoadedMarkdown<Record<string, unknown>> } | { ok: false; error: string }) => {
      const p = busy.get(w)!;
      busy.delete(w);
      if (msg.ok) p.resolve(msg.result);
      else p.reject(new Error(`${p.job.relPath}: ${msg.error}`));
      next(w);
    });
    // A worker that dies (a crash, a module that cannot load) fails every job, now and later: waiting for it
    // would hang the build.
    w.on('error', (e: NodeJS.ErrnoException) => {
      const hint =
        e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? ` (one file needed more than ${WORKER_HEAP_MB} MB; FE_DOCS_THREADS=1 renders in the main thread, without that limit)` : '';
      const file = busy.get(w)?.job.relPath;
      fail(new Error(`A Markdown worker stopped${file ? ` while rendering ${file}` : ''}: ${e.message}${hint}`, { cause: e }));
    });
    w.on('exit', (code) => code !== 0 && !closing && fail(new Error(`A Markdown worker exited with code ${code}.`)));
    idle.push(w);
    return w;
  });
  let failed: Error | undefined;
  let closing = false;
  const fail = (e: Error) => {
    failed ??= e;
    for (const p of [...busy.values(), ...queue.splice(0)]) p.reject(failed);
    busy.clear();
  };
  const next = (w: Worker) => {
    const p = queue.shift();
    if (!p) return void idle.push(w);
    busy.set(w, p);
    w.postMessage(p.job);
  };
  return {
    load(job) {
      return new Promise((resolve, reject) => {
        if (failed) return reject(failed);
        queue.push({ job, resolve, reject });
        const w = idle.pop();
        if (w) next(w);
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
