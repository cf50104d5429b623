import path from 'node:path';
import { sitePagesDir } from '../content/page-path.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Dialect } from '../stages/hooks.js';
import { listen, normalizeBase, type RunningServer } from '../serve/static-server.js';
import { FALLBACK_STRINGS_LOCALE, intlLocale, loadStrings, siteStrings } from '../i18n/strings.js';
import { DevBuilder, type BuildOutcome } from './builder.js';
import { DevEvents, type DevClient, type DevEvent, type OverlayStrings } from './events.js';
import type { Generation } from './generation.js';
import { hidePaths } from './hide-paths.js';
import { isAllowedHost } from './host-check.js';
import { createDevHandler, overlayErrors, withBuildId } from './server.js';
import { SiteWatcher, watchedPaths } from './watch.js';

export interface DevServerOptions {
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Terminal output: build results and content errors. */
  log?: (line: string, diagnostics?: Diagnostic[]) => void;
  /** The site format the server understands besides site.config.yaml (the composition's, api/site.ts). */
  dialect?: Dialect;
}

/** A build after file changes: `changed` are the absolute paths of the files and folders the watcher reported. */
export type WatchBuild = BuildOutcome & { changed: readonly string[] };

export interface DevServer extends RunningServer {
  builder: DevBuilder;
  events: DevEvents;
  /** Resolves after the next build that follows a file change (for tests and the benchmark). */
  nextBuild(): Promise<WatchBuild>;
}

/**
 * `fe-docs dev`: build in memory, serve on localhost, watch the site and rebuild what a change touches, then
 * reload the tabs whose page changed (server-sent events). Content errors go to the terminal and to an overlay
 * in the open tabs, while the last good build keeps being served.
 */
export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(opts.root);
  const log = opts.log ?? (() => {});
  const builder = new DevBuilder(root, { dialect: opts.dialect });
  const events = new DevEvents();
  const strings = (): OverlayStrings => {
    // Without any build (site.config.yaml itself is broken) the overlay is in English, like the diagnostics it lists.
    const config = builder.current?.site.config;
    const s = config ? siteStrings(config) : loadStrings(FALLBACK_STRINGS_LOCALE);
    return { lang: config ? intlLocale(config) : FALLBACK_STRINGS_LOCALE, title: s.devErrorTitle, intro: s.devErrorIntro, close: s.devErrorClose };
  };

  const first = await builder.build('all');
  report(log, first, []);
  const waiters: ((o: WatchBuild) => void)[] = [];

  const onBatch = async (changed: string[]) => {
    const outcome = await builder.build(changed);
    // Nothing after a build may stop the server: a failure here is logged and the next save tries again.
    try {
      report(
        log,
        outcome,
        changed.map((p) => path.relative(root, p)),
      );
      if (outcome.current) watcher.setPaths(watchedPaths(root, outcome.current.site.config, opts.dialect));
      notifyTabs(events, builder, outcome, changed, strings());
    } catch (e) {
      log(`✖ after the build: ${(e as Error).stack ?? String(e)}`);
    }
    for (const w of waiters.splice(0)) w({ ...outcome, changed });
  };
  const watcher = await SiteWatcher.start(watchedPaths(root, builder.current?.site.config, opts.dialect), onBatch, { root });

  const host = opts.host ?? '127.0.0.1';
  const handler = createDevHandler({ builder, events, strings, catchUp: (client) => catchUp(builder, client) });
  const running = await listen(
    (req, res) => {
      if (!isAllowedHost(req.headers.host, host)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end(
          `Forbidden: fe-docs dev answers requests for localhost only (Host: ${JSON.stringify(req.headers.host)}); pass --host to listen on another name.\n`,
        );
      }
      handler(req, res).catch((e: unknown) => {
        log(`✖ ${req.url}: ${(e as Error).stack ?? String(e)}`);
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(`Internal error: ${hidePaths((e as Error).message, root)}\n`);
      });
    },
    { host, port: opts.port ?? 3000, base: builder.current?.site.config.baseUrl },
  );
  return {
    ...running,
    builder,
    events,
    nextBuild: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      await watcher.close();
      await running.close();
    },
  };
}

/** Reload the tabs whose page is not the same in the new build; tell every tab the current errors. */
function notifyTabs(events: DevEvents, builder: DevBuilder, outcome: BuildOutcome, changed: string[], strings: OverlayStrings): void {
  const gen = outcome.current;
  const state = { type: 'state' as const, build: gen?.id ?? 0, errors: overlayErrors(builder), strings };
  if (!gen || gen === outcome.previous) return events.broadcast(state);
  // Files that are not content (images in static/, the config) can change what a page shows without changing its HTML.
  const config = gen.site.config;
  const content = [
    ...config.docs.flatMap((a) => a.versions.map((v) => v.dir)),
    config.blog?.dir,
    path.resolve(config.root, sitePagesDir(config)),
    ...config.openapi.map((s) => path.resolve(config.root, s.spec)),
  ].filter((d): d is string => !!d);
  const onlyContent = changed.every((p) => content.some((d) => p === d || p.startsWith(d + path.sep)));
  for (const c of events.clients) {
    const shown = c.build === undefined ? undefined : builder.generation(c.build);
    const before = shown && pageIn(shown, c);
    const after = pageIn(gen, c);
    const differs = !onlyContent || !before || !after || before.html !== after.html;
    // After this the tab shows the new build: refreshed if its page changed, the same page otherwise.
    c.build = gen.id;
    if (!differs) {
      c.send(state);
      continue;
    }
    // The new page goes with the event, so the tab does not have to ask for it (a found page of the same assets).
    const html = onlyContent && after?.found ? withBuildId(after.html, gen.id) : undefined;
    c.send({ type: 'reload', build: gen.id, html });
    c.send(state);
  }
}

/**
 * A tab that connects showing an older build than the current one (it loaded while builds went on, e.g. the 404 page
 * of a folder that was away and is back) gets the reload it missed, when its page is not the same now.
 */
function catchUp(builder: DevBuilder, client: DevClient): DevEvent[] {
  const gen = builder.current;
  if (!gen || client.build === undefined || client.build === gen.id) return [];
  const shown = builder.generation(client.build);
  const before = shown && pageIn(shown, client);
  const after = pageIn(gen, client);
  client.build = gen.id;
  if (before && after && before.html === after.html) return [];
  return [{ type: 'reload', build: gen.id, html: after?.found ? withBuildId(after.html, gen.id) : undefined }];
}

/** The HTML of the page a tab shows, in a build; `found` is false for the 404 page. */
function pageIn(g: Generation, client: DevClient): { html: string; found: boolean } | undefined {
  const base = normalizeBase(g.site.config.baseUrl);
  const p = client.page.startsWith(base) ? '/' + client.page.slice(base.length) : client.page;
  const found = g.route(p);
  const route = found && found.kind !== 'not-found' ? found : g.notFoundRoute();
  try {
    return route ? { html: g.page(route), found: route === found } : undefined;
  } catch {
    return undefined;
  }
}

function report(log: NonNullable<DevServerOptions['log']>, o: BuildOutcome, changed: string[]): void {
  const what = changed.length ? `${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ` and ${changed.length - 3} more` : ''}: ` : '';
  const problems = o.diagnostics;
  const stages = Object.entries(o.timings)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(' · ');
  if (o.ok)
    log(`✔ ${what}built in ${o.ms.toFixed(0)} ms (${stages} ms; ${o.current?.site.table.routes.length ?? 0} routes)`, problems.length ? problems : undefined);
  else
    log(
      `✖ ${what}the site has errors (${o.ms.toFixed(0)} ms)${o.current ? '; the last good build is still served' : ''}. Fix the file and save: the page updates by itself.`,
      problems,
    );
}
