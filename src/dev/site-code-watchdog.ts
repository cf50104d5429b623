import { Worker } from 'node:worker_threads';
import { createSiteCodeBuffer, siteCodeTimeoutMs, useSiteCodeWatch } from '../core/site-code-watch.js';

/**
 * `fe-docs dev` renders the site in its main thread (the in-memory build and its caches live there). A small thread
 * watches the site-code marks (core/site-code-watch.ts): when one stretch of site code passes the time limit, it
 * writes where to stderr itself (the main thread cannot) and ends the process, which otherwise would hang forever.
 * The thread is plain JavaScript (no TypeScript loader) and reads the buffer layout of site-code-watch.ts.
 */
export function startSiteCodeWatchdog(): void {
  const buffer = createSiteCodeBuffer();
  useSiteCodeWatch(buffer);
  const worker = new Worker(
    `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const ints = new Int32Array(workerData.buffer, 0, 4);
let last = -1, since = Date.now();
setInterval(() => {
  const counter = Atomics.load(ints, 0);
  if (counter !== last || Atomics.load(ints, 1) === 0) { last = counter; since = Date.now(); return; }
  const limit = Atomics.load(ints, 3) === 1 ? workerData.pluginLimit : workerData.limit;
  if (Date.now() - since < limit) return;
  const length = Atomics.load(ints, 2);
  const file = new TextDecoder().decode(new Uint8Array(workerData.buffer, 16, 1024).slice(0, length));
  fs.writeSync(2, file + ':1:1 error \`' + file + '\` ran for more than ' + Math.round(limit / 1000) + ' s without returning (an endless loop?); fe-docs dev cannot stop it and exits. [site-code-timeout]\\n  Fix the loop and start fe-docs dev again; if the code is only slow, raise FE_DOCS_SITE_CODE_TIMEOUT_MS.\\n');
  process.kill(process.pid, 'SIGTERM');
}, 200);
`,
    { eval: true, workerData: { buffer, limit: siteCodeTimeoutMs('code'), pluginLimit: siteCodeTimeoutMs('plugin') } },
  );
  worker.unref();
}
