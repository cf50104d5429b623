import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { lookup as mimeType } from 'mrmime';
import { formatPosition } from '../core/position.js';
import { DEV_EVENTS_PATH } from '../shared/constants.js';
import { esc } from '../output/html-document.js';
import { isHiddenPath } from '../output/hidden-path.js';
import { isHashedAsset } from '../serve/cache-policy.js';
import { parseRequestPath } from '../serve/request-path.js';
import { RootDir } from '../serve/resolve-file.js';
import { normalizeBase } from '../serve/static-server.js';
import type { DevBuilder } from './builder.js';
import type { DevClient, DevEvent, DevEvents, OverlayError, OverlayStrings } from './events.js';
import type { Generation } from './generation.js';
import { hidePaths } from './hide-paths.js';

/** No service worker in dev; a worker left by `fe-docs serve` on the same origin removes itself. */
const UNREGISTER_SW = `self.addEventListener('install',()=>self.skipWaiting());self.addEventListener('activate',()=>{self.registration.unregister().then(()=>self.clients.matchAll()).then((cs)=>cs.forEach((c)=>c.navigate(c.url)))});`;

/** The build a page comes from, on its <html>: the live-reload client tells it to the server. */
export function withBuildId(html: string, build: number): string {
  return html.replace('<html ', `<html data-dev-build="${build}" `);
}

export function overlayErrors(builder: DevBuilder): OverlayError[] {
  const hide = (t: string) => hidePaths(t, builder.root);
  return builder.errors.map((d) => ({
    where: d.position ? hide(formatPosition(d.position)) : '(site)',
    code: d.code,
    message: hide(d.message),
    hint: d.hint && hide(d.hint),
  }));
}

/**
 * Requests in `fe-docs dev`: pages rendered from the current build, hashed assets and static/ files, the build's
 * other files from memory, and the live-reload event stream. Paths are checked as in `fe-docs serve`.
 */
export function createDevHandler(opts: {
  builder: DevBuilder;
  events: DevEvents;
  strings: () => OverlayStrings;
  /** What a tab that connects showing an older build than the current one is told (a reload when its page changed). */
  catchUp?: (client: DevClient) => DevEvent[];
}) {
  const { builder, events } = opts;
  // Opened again for each build and until it opens: static/ may be made after the start, deleted and restored, or be
  // a symlink that now points elsewhere (its real path is what files are checked against).
  let staticRoot: { dir: string; build: number; root: Promise<RootDir | undefined> } | undefined;
  const staticDirOf = (gen: Generation) => {
    const dir = path.resolve(gen.site.config.root, gen.site.config.static.path);
    if (staticRoot?.dir !== dir || staticRoot.build !== gen.id) {
      const opening = { dir, build: gen.id, root: RootDir.open(dir).catch(() => undefined) };
      staticRoot = opening;
      void opening.root.then((r) => {
        if (!r && staticRoot === opening) staticRoot = undefined;
      });
    }
    return staticRoot.root;
  };

  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return void res.end();
    }
    const parsed = parseRequestPath(req.url ?? '/');
    if (!parsed.ok) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(`Bad request: ${parsed.reason}\n`);
    }
    if ('/' + parsed.segments.join('/') === DEV_EVENTS_PATH) {
      events.connect(req, res, new URL(req.url!, 'http://localhost'), (client) => {
        // A tab loaded while builds went on may connect after them, showing an older build: it catches up first.
        const caught = opts.catchUp?.(client) ?? [];
        // A tab that does not say which build it shows (after a client-side navigation) shows the current one.
        client.build ??= builder.current?.id;
        return [...caught, { type: 'state', build: builder.current?.id ?? 0, errors: overlayErrors(builder), strings: opts.strings() }];
      });
      return;
    }
    const gen = builder.current;
    if (!gen) return errorPage(res, builder, opts.strings());

    const send = (status: number, type: string, body: string | Buffer, rel: string) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': isHashedAsset(rel) ? 'public, max-age=31536000, immutable' : 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const sendPage = (status: number, html: string) => send(status, 'text/html; charset=utf-8', withBuildId(html, gen.id), 'x.html');

    const base = normalizeBase(gen.site.config.baseUrl);
    const baseSegments = base.split('/').filter(Boolean);
    const { segments, trailingSlash, query } = parsed;
    if (
      baseSegments.length &&
      segments.length <= baseSegments.length &&
      segments.every((s, i) => baseSegments[i] === s) &&
      !(segments.length === baseSegments.length && trailingSlash)
    ) {
      res.writeHead(302, { Location: base + query });
      return void res.end();
    }
    const notFound = () => {
      const nf = gen.notFoundRoute();
      if (nf) return sendPage(404, gen.page(nf));
      send(404, 'text/plain; charset=utf-8', 'Not found\n', 'x');
    };
    if (!baseSegments.every((s, i) => segments[i] === s)) return notFound();
    const rest = segments.slice(baseSegments.length);
    const rel = rest.join('/');
    const urlPath = '/' + rel + (trailingSlash && rel ? '/' : '');

    if (rel === 'sw.js') return send(200, 'text/javascript; charset=utf-8', UNREGISTER_SW, rel);
    const last = rest[rest.length - 1] ?? '';
    if (last.endsWith('.html')) {
      const target = gen.route(last === 'index.html' ? '/' + rest.slice(0, -1).join('/') : urlPath.slice(0, -'.html'.length));
      if (target && target.kind !== 'not-found') {
        res.writeHead(302, { Location: base.replace(/\/$/, '') + target.url + query });
        return void res.end();
      }
    }
    const route = gen.route(urlPath);
    if (route && route.kind !== 'not-found') return sendPage(200, gen.page(route));

    const asset = gen.asset(rel);
    if (asset !== undefined) return send(200, mimeType(rel) ?? 'application/octet-stream', asset, rel);
    const root = await staticDirOf(gen);
    const file = root && rest.length && !isHiddenPath(rest) ? await root.file(rest) : undefined;
    const body = file && (await readFile(file.abs).catch(() => undefined));
    if (body) return send(200, mimeType(rel) ?? 'application/octet-stream', body, rel);
    const extra = await gen.extra(rel);
    if (extra) return send(200, contentType(rel), extra, rel);
    return notFound();
  };
}

function contentType(rel: string): string {
  const t = mimeType(rel) ?? 'application/octet-stream';
  return /^text\/|json|xml|javascript/.test(t) ? `${t}; charset=utf-8` : t;
}

/** No build has succeeded yet: the errors, and a script that reloads when a build does. */
function errorPage(res: http.ServerResponse, builder: DevBuilder, strings: OverlayStrings): void {
  const items = overlayErrors(builder)
    .map((e) => `<li><code>${esc(e.where)}</code> ${esc(e.message)} <small>[${esc(e.code)}]</small>${e.hint ? `<br><small>${esc(e.hint)}</small>` : ''}</li>`)
    .join('');
  res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(
    `<!doctype html><html lang="${esc(strings.lang)}"><head><meta charset="utf-8"><title>${esc(strings.title)}</title></head><body style="font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1c1e21"><main><h1>${esc(strings.title)}</h1><p>${esc(strings.intro)}</p><ul id="fe-docs-dev-errors">${items}</ul></main><script>new EventSource(${JSON.stringify(DEV_EVENTS_PATH)}).addEventListener('reload',()=>location.reload())</script></body></html>`,
  );
}
