import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type http from 'node:http';
import { lookup as mimeType } from 'mrmime';

/**
 * Sends one file of the served folder: content type, ETag and Last-Modified, 304 for `If-None-Match` and
 * `If-Modified-Since`, byte ranges. The file is opened first and everything else is read from the open handle,
 * so a file deleted or replaced meanwhile (a rebuild swapping the folder) is either sent whole or not found;
 * `notFound` answers a file that vanished, and a read error mid-way ends that response only, never the server.
 */
export async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, abs: string, rel: string, notFound: () => unknown): Promise<void> {
  let fh: FileHandle;
  try {
    fh = await open(abs, 'r');
  } catch (e) {
    if (isMissing(e)) return void (await notFound());
    throw e;
  }
  let streaming = false;
  try {
    const st = await fh.stat();
    if (!st.isFile()) return void (await notFound());
    const etag = `W/"${st.size}-${st.mtime.getTime()}"`;
    const lastModified = st.mtime.toUTCString();
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', lastModified);
    if (notModified(req, etag, st.mtime)) {
      res.writeHead(304);
      return void res.end();
    }
    res.setHeader('Content-Type', contentType(rel));
    res.setHeader('Accept-Ranges', 'bytes');
    let start = 0;
    let end = st.size - 1;
    let status = 200;
    const range = parseRange(req.headers.range, st.size);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': `bytes */${st.size}` });
      return void res.end();
    }
    if (range) {
      [start, end] = range;
      status = 206;
      res.setHeader('Content-Range', `bytes ${start}-${end}/${st.size}`);
    }
    res.setHeader('Content-Length', Math.max(0, end - start + 1));
    res.writeHead(status);
    if (req.method === 'HEAD' || st.size === 0) return void res.end();
    const stream = fh.createReadStream({ start, end, autoClose: true });
    streaming = true;
    // The status line is gone already: a failed read can only cut this response short.
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  } finally {
    if (!streaming) await fh.close().catch(() => undefined);
  }
}

function isMissing(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

function contentType(rel: string): string {
  const t = mimeType(rel) ?? 'application/octet-stream';
  return t === 'text/html' ? 'text/html; charset=utf-8' : t;
}

/** `If-None-Match` wins over `If-Modified-Since` (RFC 9110 §13.2.2); HTTP dates have whole seconds. */
function notModified(req: http.IncomingMessage, etag: string, mtime: Date): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) return inm.split(',').some((t) => t.trim() === etag || t.trim() === '*');
  const ims = req.headers['if-modified-since'];
  if (!ims) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is ignored (the whole file is sent). */
function parseRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const m = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}
