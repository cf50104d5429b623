import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { cacheControlFor } from './cache-policy.js';
import { isHiddenPath } from '../output/hidden-path.js';
import { parseRequestPath } from './request-path.js';
import { resolveRequest, RootDir } from './resolve-file.js';
import { sendFile } from './send-file.js';

export interface StaticServerOptions {
  /** The built folder. */
  dir: string;
  /** The site's base URL (`/` or `/sub/`); pages are served below it. */
  base?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
}

export interface RunningServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * The request handler of `fe-docs serve`: our own URL rules and path checks (resolve-file.ts), send-file.ts for
 * the file (content type, ETag/Last-Modified/304, ranges), and `compression` for gzip/brotli. A request may
 * fail; the server never does.
 */
export async function createStaticHandler(opts: { dir: string; base?: string }): Promise<Handler> {
  const root = await RootDir.open(opts.dir);
  const base = normalizeBase(opts.base ?? '/');
  const baseSegments = base.split('/').filter(Boolean);
  // Partial responses are sent as they are: compressing a byte range would change what the range means.
  const compress = compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) });

  const notFound = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const page = await root.file(['404.html']);
    res.statusCode = 404;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // 404.html may vanish between the lookup and the read while a rebuild swaps the folder.
    const body = page && (await readFile(page.abs).catch(() => undefined));
    res.end(req.method === 'HEAD' ? undefined : (body ?? '<!doctype html><title>404</title><h1>404</h1>'));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed\n');
    }
    const parsed = parseRequestPath(req.url ?? '/');
    if (!parsed.ok) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end(`Bad request: ${parsed.reason}\n`);
    }
    const { segments, query } = parsed;
    if (isHiddenPath(segments)) return notFound(req, res);
    // `/` or `/sub` while the site lives at `/sub/`: send the reader to the site.
    const aboveBase = segments.length <= baseSegments.length && segments.every((s, i) => baseSegments[i] === s);
    if (baseSegments.length && aboveBase && !(segments.length === baseSegments.length && parsed.trailingSlash)) return redirect(res, base + query);
    if (!baseSegments.every((s, i) => segments[i] === s)) return notFound(req, res);
    // A file missing because a rebuild replaced the folder meanwhile is looked up again in the new folder.
    for (let attempt = 0; ; attempt++) {
      const generation = await root.generation();
      const again = async () => attempt < 2 && (await root.generation()) !== generation;
      const r = await resolveRequest(root, base, segments.slice(baseSegments.length));
      if (r.kind === 'redirect') return redirect(res, r.location + query);
      if (r.kind === 'not-found') {
        if (await again()) continue;
        return notFound(req, res);
      }
      res.setHeader('Cache-Control', cacheControlFor(r.rel));
      let vanished = false;
      await sendFile(req, res, r.abs, r.rel, () => (vanished = true));
      if (!vanished) return;
      if (await again()) continue;
      return notFound(req, res);
    }
  };

  return (req, res) => {
    compress(req as never, res as never, () => {
      handle(req, res).catch((e: unknown) => {
        // The error code only: the message would show the folder's absolute path.
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`Internal error${(e as NodeJS.ErrnoException).code ? ` (${(e as NodeJS.ErrnoException).code})` : ''}\n`);
      });
    });
  };
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': 'no-cache' });
  res.end();
}

export function normalizeBase(base: string): string {
  return ('/' + base.replace(/^\/+|\/+$/g, '') + '/').replace(/^\/\/$/, '/');
}

/**
 * Sent with every response of `fe-docs serve` and `fe-docs dev`: browsers take each file for the type the server
 * names (no sniffing a text file into a script or a page), and links to other sites send no path of this one.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Listen on host:port (port 0: a free one); the URL printed uses the real port. Every response gets SECURITY_HEADERS. */
export async function listen(handler: Handler, opts: { host?: string; port?: number; base?: string }): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    handler(req, res);
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}${normalizeBase(opts.base ?? '/')}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export async function startStaticServer(opts: StaticServerOptions): Promise<RunningServer> {
  return listen(await createStaticHandler(opts), opts);
}
