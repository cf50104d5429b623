import type http from 'node:http';

/** What the live-reload client is told. `state` carries the content errors the page should show (none: hide). */
export type DevEvent = { type: 'reload'; build: number; html?: string } | { type: 'state'; build: number; errors: OverlayError[]; strings: OverlayStrings };

export interface OverlayError {
  /** `content/docs/x.md:12:5` or `(site)` */
  where: string;
  code: string;
  message: string;
  hint?: string;
}

export interface OverlayStrings {
  /** Language of the text (the error page's `<html lang>`). */
  lang: string;
  title: string;
  intro: string;
  close: string;
}

export interface DevClient {
  /** The page path the tab shows (with the base URL). */
  page: string;
  /** The build its HTML came from, when the page said so. */
  build?: number;
  send(e: DevEvent): void;
}

/** Server-sent events: one long response per open tab, on DEV_EVENTS_PATH. */
export class DevEvents {
  readonly clients = new Set<DevClient>();

  /** Take over the response; `hello` is sent first (the current state). */
  connect(req: http.IncomingMessage, res: http.ServerResponse, url: URL, hello: (c: DevClient) => DevEvent[]): DevClient {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write('retry: 300\n\n');
    const build = Number(url.searchParams.get('build'));
    const client: DevClient = {
      page: url.searchParams.get('page') ?? '/',
      build: Number.isInteger(build) && url.searchParams.get('build') ? build : undefined,
      send: (e) => res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`),
    };
    this.clients.add(client);
    const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
    req.on('close', () => {
      clearInterval(ping);
      this.clients.delete(client);
    });
    for (const e of hello(client)) client.send(e);
    return client;
  }

  broadcast(e: DevEvent): void {
    for (const c of this.clients) c.send(e);
  }
}
