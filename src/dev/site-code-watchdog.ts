import { Worker } from 'node:worker_threads';
import { createSiteCodeBuffer, SITE_CODE_LAYOUT, siteCodeTimeoutMs, useSiteCodeWatch, waitingNoteEveryMs } from '../core/site-code-watch.js';

/**
 * `fe-docs dev` renders the site in its main thread (the in-memory build and its caches live there). A small thread
 * watches the site-code marks (core/site-code-watch.ts): while one stretch of site code lasts, it says so every few
 * seconds; when the stretch keeps the main thread busy past the time limit, it writes where to stderr itself (the
 * main thread cannot) and ends the process, which otherwise would hang forever. (A hook waiting on a promise leaves
 * the main thread free: it stops waiting at the limit itself and reports, and the heartbeat it beats meanwhile keeps
 * this thread from ending the process.) The thread is plain JavaScript (no TypeScript loader) and reads the buffer
 * through SITE_CODE_LAYOUT.
 */
export function startSiteCodeWatchdog(): void {
  const buffer = createSiteCodeBuffer();
  useSiteCodeWatch(buffer);
  const worker = new Worker(
    `
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const L = workerData.layout;
const ints = new Int32Array(workerData.buffer, 0, L.SLOTS);
const text = (at, max, slot) => new TextDecoder().decode(new Uint8Array(workerData.buffer, at, max).slice(0, Math.min(Atomics.load(ints, slot), max)));
const safe = (s) => s.replace(/[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]/g, (c) => '\\\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
let last = -1, beat = -1, since = Date.now(), start = since, nextNote = 0;
setInterval(() => {
  const counter = Atomics.load(ints, L.COUNTER);
  const now = Date.now();
  if (counter !== last || Atomics.load(ints, L.DEPTH) === 0) { last = counter; since = start = now; nextNote = 0; return; }
  const heartbeat = Atomics.load(ints, L.HEARTBEAT);
  if (heartbeat !== beat) { beat = heartbeat; since = now; }
  const limit = Atomics.load(ints, L.KIND) === 1 ? workerData.pluginLimit : workerData.limit;
  const file = text(L.FILE_AT, L.FILE_BYTES, L.FILE_LENGTH);
  const what = text(L.WHAT_AT, L.WHAT_BYTES, L.WHAT_LENGTH);
  const shown = what ? what + ' (' + file + ')' : '\`' + file + '\`';
  const every = limit === workerData.limit ? workerData.noteEvery : workerData.pluginNoteEvery;
  nextNote ||= start + every;
  if (now >= nextNote) { fs.writeSync(2, safe('Waiting for ' + shown + ' … ' + Math.round((nextNote - start) / 100) / 10 + ' s') + '\\n'); nextNote += every; }
  if (now - since < limit) return;
  fs.writeSync(2, safe(file + ':1:1 error ' + shown + ' ran for more than ' + Math.round(limit / 1000) + ' s without returning (an endless loop?); fe-docs dev cannot stop it and exits. [site-code-timeout]') + '\\n  Fix the loop and start fe-docs dev again; if the code is only slow, raise FE_DOCS_SITE_CODE_TIMEOUT_MS.\\n');
  process.kill(process.pid, 'SIGTERM');
}, 200);
`,
    {
      eval: true,
      workerData: {
        buffer,
        layout: SITE_CODE_LAYOUT,
        limit: siteCodeTimeoutMs('code'),
        pluginLimit: siteCodeTimeoutMs('plugin'),
        noteEvery: waitingNoteEveryMs(siteCodeTimeoutMs('code')),
        pluginNoteEvery: waitingNoteEveryMs(siteCodeTimeoutMs('plugin')),
      },
    },
  );
  worker.unref();
}
