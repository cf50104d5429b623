import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.js';

/** A running dev server. */
export interface DevServer {
  /** e.g. `http://127.0.0.1:3000/` (with the site's base URL). */
  url: string;
  /** Stop watching and serving. */
  close(): Promise<void>;
}

export interface DevServerOptions {
  /** The site folder (holds site.config.yaml). */
  root: string;
  /** 3000 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  /** Build results and content problems as they happen; nothing is printed by default. */
  log?: (line: string, diagnostics?: Diagnostic[]) => void;
}

/**
 * `fe-docs dev` as a function: builds in memory, serves, watches and reloads. Content errors do not reject it
 * (they go to `log` and to an overlay in the browser); it rejects only when the port cannot be opened.
 * Call `close()` on the result to stop.
 */
export async function createDevServer(opts: DevServerOptions): Promise<DevServer> {
  const [{ startDevServer }, { dialect }] = await Promise.all([import('../dev/dev-server.js'), import('./dialect.js')]);
  return startDevServer({ root: path.resolve(opts.root), port: opts.port ?? 3000, host: opts.host ?? '127.0.0.1', log: opts.log, dialect });
}
