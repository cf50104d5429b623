import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

/** Serve a built folder on 127.0.0.1 with a free port; 404.html for unknown paths. For browser tests. */
export async function serveDir(dir: string, opts: { base?: string } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const base = opts.base ?? '/';
  const handler = sirv(dir, { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) => {
    if (!req.url!.startsWith(base)) {
      res.statusCode = 404;
      return res.end('outside base');
    }
    req.url = '/' + req.url!.slice(base.length);
    handler(req, res, () => {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      const notFound = path.join(dir, '404.html');
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    // Keep-alive sockets of a browser would hold close() open: cut them.
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
