import type { LoadedSite } from '../stages/site.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { SiteCodeError, siteCodePosition } from '../core/site-code-error.js';
import type { Route } from '../routes/types.js';
import { createPageRenderer } from './render-page.js';

/** The source file a route is rendered from, when it has one. */
export function routeSource(route: Route): string | undefined {
  if (route.replacedBy) return route.replacedBy.source;
  switch (route.kind) {
    case 'doc':
      return route.doc.source;
    case 'doc-index':
      return typeof route.index.source === 'string' ? route.index.source : route.index.source.file;
    case 'post':
      return route.post.source;
    case 'page':
      return route.page.source;
    case 'api':
      return route.api.source;
    default:
      return undefined;
  }
}

/** A page that failed to render: at the site's own code that threw (a theme override) when known, else at the page's source. */
export function renderErrorDiagnostic(e: unknown, source: string | undefined, url: string): Diagnostic {
  if (process.env.FE_DOCS_DEBUG) console.error(e);
  const own = siteCodePosition(e);
  const message = e instanceof SiteCodeError && e.cause instanceof Error ? `${e.cause.name}: ${e.cause.message}` : ((e as Error)?.message ?? String(e));
  return {
    code: 'page-render',
    severity: 'error',
    message: own ? `\`${own.file}\` threw while rendering ${url}: ${message}` : `Cannot render ${url}: ${message}`,
    ...(own ? { position: own } : source ? { position: { file: source, line: 1, column: 1 } } : {}),
    hint: own
      ? 'Fix the component (FE_DOCS_DEBUG=1 prints the stack); delete the override to use the theme original.'
      : 'This is probably a bug in a theme component; FE_DOCS_DEBUG=1 prints the stack.',
  };
}

function rendersWithPage(route: Route): boolean {
  if (route.kind === 'doc') return !!route.doc.md.renderWithPage;
  if (route.kind === 'post') return !!route.post.md.renderWithPage;
  return route.kind === 'page' && route.page.format === 'md' && !!route.page.md.renderWithPage;
}

/** Up to this many routes `check` renders them all; above, one route of each kind (each theme component once). */
const RENDER_ALL_UP_TO = 500;

/**
 * What `check` renders so that it fails where `build` would: the build-wide parts (footer) and every page, or, on a
 * large site, one page of each kind. Nothing is written. Each failure is reported once per place.
 */
export function checkRendering(site: LoadedSite): Diagnostic[] {
  let renderer: ReturnType<typeof createPageRenderer>;
  try {
    renderer = createPageRenderer(site);
  } catch (e) {
    return [renderErrorDiagnostic(e, undefined, '(every page)')];
  }
  const routes = site.table.routes;
  // Content rendered again with its page (it reads the page: docs hooks, <Head>) can fail only then: always rendered.
  const sample =
    routes.length <= RENDER_ALL_UP_TO ? routes : [...new Set([...new Map(routes.map((r) => [r.kind, r])).values(), ...routes.filter(rendersWithPage)])];
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const route of sample) {
    try {
      renderer.render(route);
    } catch (e) {
      const d = renderErrorDiagnostic(e, routeSource(route), route.url);
      const key = d.position ? `${d.position.file}:${d.position.line}:${d.position.column}` : d.message;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(d);
    }
  }
  return out;
}
