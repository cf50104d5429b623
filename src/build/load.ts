import { existsSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, hasErrors, sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { CONFIG_FILE } from '../config/load.js';
import { loadSiteConfig, siteConfigFile } from './config.js';
import { hooksFor, openSession, siteCodeContext } from './session.js';
import { createContentRenderer } from './content-renderer.js';
import { localizeConfig } from '../config/localize.js';
import { resolveMarkdownPlugins } from '../config/markdown-plugins.js';
import { loadContent } from '../content/load-content.js';
import type { ThemeOverrides } from '../mdx/load-theme-overrides.js';
import { buildRouteTable } from '../routes/build-route-table.js';
import type { Route } from '../routes/types.js';
import { checkLinks } from '../check/links.js';
import { planRedirects } from '../routes/redirects.js';
import type { ContentFiles } from '../check/content-files.js';
import { checkStaticFiles } from '../check/static-files.js';
import { apiAnchorIds } from '../openapi/anchor-ids.js';
import { checkStringOverrides, siteContentStrings } from '../i18n/strings.js';
import type { Dialect, StageTimer } from '../stages/hooks.js';
import type { LoadedSite, LoadOptions, LoadResult } from '../stages/site.js';

export type { LoadedSite, LoadOptions, LoadResult };

/**
 * Never throws for what a site contains: an unexpected exception (a bug) becomes an `internal-error` diagnostic,
 * so `check --format json` still prints a report and `dev` keeps running. Per-file loaders catch their own
 * exceptions first and report them on the file; this is the last resort.
 */
export async function loadSite(root: string, opts: LoadOptions = {}): Promise<LoadResult> {
  const timings: Record<string, number> = {};
  try {
    return await loadSiteStages(root, opts, timings);
  } catch (e) {
    return { diagnostics: [unexpected(e, root, opts.session?.dialect ?? opts.dialect)], timings };
  }
}

function unexpected(e: unknown, root: string, dialect: Dialect | undefined): Diagnostic {
  if (process.env.FE_DOCS_DEBUG) console.error(e);
  const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  return diagnostic('internal-error', `fe-docs failed while loading the site (${message.split('\n')[0].slice(0, 300)}); this is a bug in fe-docs.`, {
    // The site's own config file (a Docusaurus site has no site.config.yaml).
    position: { file: path.relative(path.resolve(root), siteConfigFile(root, dialect)).split(path.sep).join('/') || CONFIG_FILE, line: 1, column: 1 },
    hint: 'Please report it; FE_DOCS_DEBUG=1 prints the stack. The file that triggers it is usually the last one edited.',
  });
}

async function loadSiteStages(root: string, opts: LoadOptions, timings: Record<string, number>): Promise<LoadResult> {
  const time: StageTimer = async (name, fn) => {
    const t = performance.now();
    try {
      return await fn();
    } finally {
      timings[name] = performance.now() - t;
    }
  };
  // The session's dialect: another locale's load, or a dev server's rebuild, reads the config as the first load did.
  const dialect = opts.session?.dialect ?? opts.dialect;
  const cfg = await time('config', () => loadSiteConfig(root, { dev: opts.dev, dialect }));
  if (!cfg.config) return { diagnostics: sortDiagnostics(cfg.diagnostics), timings };
  const config = opts.locale && opts.locale !== cfg.config.currentLocale ? localizeConfig(cfg.config, opts.locale) : cfg.config;
  // What the site's code reads while bundled, and the build's session it adds its stylesheets and images to.
  const session = opts.session ?? openSession(root, dialect);
  // What the site's format adds to this load (stages/hooks.ts#SiteHooks): none for a site.config.yaml.
  const hooks = hooksFor(session, config);
  const siteCode = siteCodeContext(config, session, hooks.siteCode);
  await hooks.load.begin?.(siteCode);
  const md = await resolveMarkdownPlugins(config);
  if (md.diagnostics.length) return { diagnostics: sortDiagnostics(md.diagnostics), timings };
  // The theme strings of every locale are checked once, by the default locale's load (the others are built from it).
  const stringProblems = config.currentLocale === config.i18n.defaultLocale ? checkStringOverrides(config) : [];
  if (hasErrors(stringProblems)) return { diagnostics: sortDiagnostics([...cfg.diagnostics, ...stringProblems]), timings };
  // The dialect's plugins (a Docusaurus site's own): run before anything reads the site's global data.
  const pluginProblems = (await hooks.load.beforeContent?.(time, siteCode)) ?? [];
  const overrides = await time('theme', async () =>
    (async () => {
      // No overrides folder (most sites): the loader and what it imports (esbuild, the site-module machinery) are not
      // loaded at all; it would find no file either.
      // `theme.overridesPath`: a Docusaurus project's src/theme is set there when its config loads (docusaurus/config/project.ts).
      if (!existsSync(path.resolve(config.root, config.theme.overridesPath))) return { diagnostics: [] } satisfies ThemeOverrides as ThemeOverrides;
      const { loadThemeOverrides } = await import('../mdx/load-theme-overrides.js');
      return loadThemeOverrides(siteCode, config.theme.overridesPath, { overrides: config.policies.siteCode.overrides });
    })(),
  );
  // Shiki and unified load only when a file actually needs rendering (a warm disk cache needs neither).
  const renderer = createContentRenderer({ config, opts, timings, overrides, plugins: md.plugins, siteCode });
  const content = await time('content', () =>
    opts.loadContent
      ? opts.loadContent(config, renderer)
      : loadContent(config, {
          renderer,
          strings: siteContentStrings(config),
          allowWorkers: !opts.markdownCache,
          plugins: md.plugins,
          cacheReadOnly: opts.highlight === false,
        }),
  );
  let routes = await time('routes', () => buildRouteTable(config, content.graph));
  // The dialect's own pages (its plugins' routes fe-docs has no page for); then the table again, with them.
  const extra = await hooks.load.extraPages?.(content.graph, routes.table, siteCode, time);
  if (extra) {
    content.diagnostics.push(...extra.diagnostics);
    if (extra.pages.length) {
      content.graph = { ...content.graph, pages: [...content.graph.pages, ...extra.pages] };
      routes = await time('routes', () => buildRouteTable(config, content.graph));
    }
  }
  content.diagnostics.push(...((await hooks.load.routesReady?.(routes.table, siteCode, time)) ?? []));
  const apiIds = new Map(content.graph.apis.map((a) => [a.id, apiAnchorIds(a.document)]));
  // `dev` serves the static folder as it is instead of copying it: no walk of it on every rebuild.
  const staticFiles = checkStaticFiles(config, { copied: !opts.dev });
  // Images the site's React code imported from outside the static folder: published with the content's files.
  const published: ContentFiles = session.siteCode.images;
  /** The ids an anchor may point to on a route's page. */
  const routeAnchors = (r: Route): Set<string> | undefined => {
    if (r.kind === 'doc') return new Set(r.doc.md.ids);
    if (r.kind === 'post') return new Set(r.post.md.ids);
    if (r.kind === 'page') return new Set(r.page.format === 'md' ? r.page.md.ids : r.page.ids);
    // Every page of a split reference accepts the whole definition's anchors; anchorHome moves the link.
    if (r.kind === 'api') return apiIds.get(r.api.id);
    return undefined;
  };
  const checked = await time('links', () =>
    checkLinks({
      config,
      published,
      graph: content.graph,
      table: routes.table,
      navbar: routes.navbar,
      // A page shown in place of the route's own (its `replacedBy`) has the ids of both: it shows the route's content.
      anchors: (r) => (r.replacedBy ? new Set([...(routeAnchors(r) ?? []), ...r.replacedBy.ids]) : routeAnchors(r)),
      anchorHome: (r, id) => (r.kind === 'api' ? r.plan.pageOf.get(id) : undefined),
    }),
  );
  const redirects = planRedirects(config, routes.table);
  const diagnostics = sortDiagnostics([
    // The config is the same for every locale: its warnings come once, with the default locale's load.
    ...(config.currentLocale === config.i18n.defaultLocale ? cfg.diagnostics : []),
    ...stringProblems,
    ...pluginProblems,
    ...overrides.diagnostics,
    ...content.diagnostics,
    ...routes.diagnostics,
    ...checked.diagnostics,
    ...redirects.diagnostics,
    ...staticFiles,
  ]);
  const site: LoadedSite = {
    config,
    graph: content.graph,
    table: routes.table,
    navbar: routes.navbar,
    links: checked.resolved,
    contentFiles: checked.files,
    themeComponents: overrides.components,
    builtins: { strings: siteContentStrings(config), highlighter: renderer.highlighter },
    redirects: redirects.redirects,
    session,
    hooks,
  };
  return { site, diagnostics, timings };
}
