import path from 'node:path';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import type { Dialect } from '../stages/hooks.js';
import { loadSite } from './load.js';

export interface CheckResult {
  /** No errors (warnings may remain). */
  ok: boolean;
  /** Sorted by file, line and column. */
  diagnostics: Diagnostic[];
  /** Routes the site would have; 0 when the config or content could not be loaded. */
  routes: number;
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

/**
 * Validate config, front matter, sidebars, links, anchors and OpenAPI files without writing anything: the whole of
 * `fe-docs check`, for a site of `dialect` (the composition's, api/site.ts) or site.config.yaml.
 */
export async function checkSite(opts: { root: string; dialect?: Dialect }): Promise<CheckResult> {
  // Code blocks are checked, not highlighted: no one sees check's HTML (src/markdown/highlight.ts#createPlainHighlighter).
  const loaded = await loadSite(path.resolve(opts.root), { highlight: false, dialect: opts.dialect });
  let diagnostics = loaded.diagnostics;
  if (loaded.site && !hasErrors(diagnostics)) {
    // Render what build renders (nothing written), so a theme override that throws fails check too, at its line.
    const { checkRendering } = await import('../render/render-errors.js');
    const t = performance.now();
    const rendered = checkRendering(loaded.site);
    loaded.timings.render = performance.now() - t;
    // The stylesheets' url()s and @imports, as build reports them while it bundles the stylesheet.
    const { stylesheetDiagnostics } = await import('../output/assets.js');
    const styles = await stylesheetDiagnostics(loaded.site.config, loaded.site.session.siteCode);
    if (rendered.length || styles.length) diagnostics = sortDiagnostics([...diagnostics, ...rendered, ...styles]);
  }
  return { ok: !hasErrors(diagnostics), diagnostics, routes: loaded.site?.table.routes.length ?? 0, timings: loaded.timings };
}
