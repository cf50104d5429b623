import path from 'node:path';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import type { Dialect } from '../stages/hooks.js';
import { loadSite, type LoadedSite } from './load.js';

export interface CheckResult {
  /** No errors (warnings may remain). */
  ok: boolean;
  /** Sorted by file, line and column. */
  diagnostics: Diagnostic[];
  /** Routes the site would have, every locale's; 0 when the config or content could not be loaded. */
  routes: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

/**
 * Validate config, front matter, sidebars, links, anchors and OpenAPI files without writing anything: the whole of
 * `fe-docs check`, for a site of `dialect` (the composition's, api/site.ts) or site.config.yaml.
 */
export async function checkSite(opts: { root: string; dialect?: Dialect }): Promise<CheckResult> {
  const root = path.resolve(opts.root);
  // Code blocks are checked, not highlighted: no one sees check's HTML (src/markdown/highlight.ts#createPlainHighlighter).
  const loaded = await loadSite(root, { highlight: false, dialect: opts.dialect });
  const timings = loaded.timings;
  let diagnostics = loaded.diagnostics;
  const site = loaded.site;
  if (!site || hasErrors(diagnostics)) return { ok: false, diagnostics, routes: site?.table.routes.length ?? 0, timings };
  // Render what build renders (nothing written), so a theme override that throws fails check too, at its line.
  const { checkRendering } = await import('../render/render-errors.js');
  const render = (s: LoadedSite) => {
    const t = performance.now();
    const rendered = checkRendering(s);
    timings.render = (timings.render ?? 0) + performance.now() - t;
    return rendered;
  };
  const found = [...diagnostics, ...render(site)];
  let routes = site.table.routes.length;
  // Every other locale, as build loads and renders it (build-site.ts#emitLocale), in the same session: check reports
  // what build reports. Unlike build, a locale with errors does not stop the others from being checked.
  for (const locale of otherLocales(site)) {
    const other = await loadSite(root, { locale, highlight: false, session: site.session });
    for (const [k, v] of Object.entries(other.timings)) timings[k] = (timings[k] ?? 0) + v;
    found.push(...other.diagnostics);
    if (!other.site || hasErrors(other.diagnostics)) continue;
    routes += other.site.table.routes.length;
    found.push(...render(other.site));
  }
  // The stylesheets' url()s and @imports, as build reports them while it bundles the stylesheet.
  const { stylesheetDiagnostics } = await import('../output/assets.js');
  found.push(...(await stylesheetDiagnostics(site.config, site.session.siteCode, site.hooks)));
  diagnostics = sortDiagnostics(found);
  return { ok: !hasErrors(diagnostics), diagnostics, routes, timings };
}

/** The locales build writes besides the default one's (build-site.ts#writeInto): all of `i18n.locales`. */
function otherLocales(site: LoadedSite): string[] {
  const { currentLocale, i18n } = site.config;
  if (currentLocale !== i18n.defaultLocale) return [];
  return i18n.locales.filter((l) => l !== currentLocale);
}
