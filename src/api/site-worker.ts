import { parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { noteExitCall, useSiteCodeWatch } from '../core/site-code-watch.js';
import { markOneShotProcess, restoreTiering } from '../core/v8-tiering.js';
import { OutDirRefusedError } from '../output/guard-out-dir.js';
import type { WatchedJob, WorkerMessage } from './watched.js';

/** The thread `runWatched` starts: runs one check or build with site code marked for the watchdog in the main thread. */
const { buffer, prewarm } = workerData as { buffer: SharedArrayBuffer; prewarm?: 'build' | 'check' };
useSiteCodeWatch(buffer);
// Started by bin/fe-docs before the CLI parsed its arguments (cli/code-cache.ts): the command's modules load meanwhile
// (the job imports them again; a failure here shows there).
if (prewarm === 'build') void Promise.all([import('./build.js'), import('./dialect.js'), import('../build/build-site.js')]).catch(() => {});
else if (prewarm === 'check') void Promise.all([import('./check.js'), import('./dialect.js'), import('../build/check-site.js')]).catch(() => {});
const post = (m: WorkerMessage) => parentPort!.postMessage(m);

/** The site root of the job running, for `process.exit()` calls (below). */
let siteRoot: string | undefined;
/**
 * `process.exit()` in this thread ends it (not the process): before it does, where it was called from goes into the
 * shared buffer, so the main thread reports the line (`api/watched.ts#exitCalled`), not just "the thread stopped".
 */
const exit = process.exit.bind(process);
process.exit = ((code?: number | string | null) => {
  noteExitCall(callerOf(new Error().stack ?? '', siteRoot));
  return exit(code as number | undefined);
}) as typeof process.exit;

/** The first frame of the stack in the site's own files (not its node_modules), else the first after this wrapper. */
function callerOf(stack: string, root: string | undefined): string {
  const frames = stack
    .split('\n')
    .slice(2)
    .map((l) => /\(?((?:file:\/\/)?\/[^()]*?|[A-Za-z]:\\[^()]*?):(\d+):(\d+)\)?\s*$/.exec(l))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ file: m[1].startsWith('file://') ? fileURLToPath(m[1]) : m[1], line: m[2], column: m[3] }));
  const inSite = (f: string) => {
    if (!root) return false;
    const rel = path.relative(root, f);
    return !!rel && !rel.startsWith('..') && !path.isAbsolute(rel) && !rel.split(path.sep).includes('node_modules');
  };
  const frame = frames.find((f) => inSite(f.file)) ?? frames[0];
  return frame ? `${frame.file}:${frame.line}:${frame.column}` : '';
}

/** One run per message; the thread stays for the next (runWatched keeps it while idle). */
parentPort!.on('message', (job: WatchedJob) => void run(job));

async function run(job: WatchedJob): Promise<void> {
  siteRoot = path.resolve(job.root);
  if (job.oneShot) markOneShotProcess(job.command);
  try {
    if (job.command === 'check') {
      const { check } = await import('./check.js');
      const r = await check({ root: job.root });
      saveCodeCache();
      post({ type: 'done', result: r });
    } else {
      const { build } = await import('./build.js');
      const r = await build({
        root: job.root,
        outDir: job.outDir,
        locales: job.locales,
        onLoaded: (routes) => post({ type: 'loaded', routes }),
        onProgress: job.progress ? (done, total) => post({ type: 'progress', done, total }) : undefined,
      });
      // The config holds functions (positions in site.config.yaml): it stays in this thread.
      const { config: _config, ...plain } = r;
      saveCodeCache();
      post({ type: 'done', result: plain });
    }
  } catch (e) {
    post({
      type: 'error',
      message: e instanceof Error ? e.message : String(e),
      stack: e instanceof Error ? e.stack : undefined,
      refusal: e instanceof OutDirRefusedError ? e.refusal : undefined,
    });
  }
}

/**
 * Started by the CLI's code-cache loader (cli/code-cache.ts), this thread writes V8's code cache after its first job,
 * when most of the code has been compiled, and before answering: the process may exit right after the answer.
 */
function saveCodeCache(): void {
  (globalThis as { __feDocsSaveCodeCache?: (prepare: () => void) => void }).__feDocsSaveCodeCache?.(restoreTiering);
}
