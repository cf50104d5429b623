import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (not decompressed). */
  body: Buffer;
}

/**
 * One HTTP request with the path sent exactly as given: no normalisation of `..`, no re-encoding, no
 * decompression. For tests of what a server does with hostile or unusual request lines.
 */
export function rawRequest(origin: string, rawPath: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const u = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: rawPath, method: opts.method ?? 'GET', headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
