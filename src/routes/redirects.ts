import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import { inSiteCode } from '../core/site-code-watch.js';
import { suggest } from '../core/suggest.js';
import { unsafePathReason } from '../core/output-path.js';
import type { SiteConfig } from '../config/types.js';
import { filePathOfUrl, normalizeUrl, routeHref, withTrailingSlash } from './permalink.js';
import type { RouteTable } from './types.js';

/** A page written only to send the reader on: an old path of the site and where it leads. */
export interface RedirectPage {
  /** The old path, without the base URL (`/docs/old-name`). */
  from: string;
  /** A path of the site (without the base URL, `?query` and `#hash` kept) or a URL of another site. */
  to: string;
  /** Where its HTML goes in the output folder. */
  outPath: string;
}

/**
 * `config.redirects` → the redirect pages to write, as Docusaurus' plugin-client-redirects makes them: from the
 * extension rules, the listed items and `createRedirects`, in that order. A `to` inside the site must be a page of
 * it (an error otherwise, as there); a `from` that is already a page, or a second redirect from one path, is left out
 * and reported under `onDuplicateRoutes`.
 */
export function planRedirects(config: SiteConfig, table: RouteTable): { redirects: RedirectPage[]; diagnostics: Diagnostic[] } {
  const { items, fromExtensions, toExtensions, createRedirects } = config.redirects;
  if (!items.length && !fromExtensions.length && !toExtensions.length && !createRedirects) return { redirects: [], diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const at = (path: (string | number)[]) => config.source.locate(['redirects', ...path]);
  // The site's paths as its links write them (what Docusaurus hands the plugin: its routes, trailing slash applied).
  const paths = table.routes.filter((r) => r.kind !== 'not-found').map((r) => (config.trailingSlash ? withTrailingSlash(r.url) : r.url));

  const wanted: { from: string; to: string; position: Position }[] = [];
  const dotted = (exts: string[]) => exts.map((e) => `.${e}`);
  for (const p of paths) {
    if (p === '/' || dotted(fromExtensions).some((e) => p.endsWith(e))) continue;
    for (const ext of fromExtensions)
      wanted.push({ from: p.endsWith('/') ? `${p.replace(/\/+$/, '')}.${ext}/` : `${p}.${ext}`, to: p, position: at(['fromExtensions']) });
  }
  for (const p of paths) {
    const ext = dotted(toExtensions).find((e) => p.endsWith(e));
    if (ext) wanted.push({ from: p.slice(0, -ext.length), to: p, position: at(['toExtensions']) });
  }
  items.forEach((item, i) => {
    const froms = typeof item.from === 'string' ? [item.from] : item.from;
    froms.forEach((from, j) => wanted.push({ from, to: item.to, position: at(['items', i, 'from', ...(typeof item.from === 'string' ? [] : [j])]) }));
  });
  if (createRedirects) {
    const position = at(['createRedirects']);
    for (const p of paths) {
      let made: unknown;
      try {
        made = inSiteCode(position.file, () => createRedirects(p)); // site code: watched for endless loops
      } catch (e) {
        diagnostics.push(
          diagnostic('redirect-invalid', `\`createRedirects\` threw for the path \`${p}\`: ${e instanceof Error ? e.message : String(e)}`, {
            position,
            hint: 'Fix the function so it returns a path, a list of paths or undefined for every path of the site.',
          }),
        );
        break;
      }
      const froms = typeof made === 'string' ? [made] : Array.isArray(made) ? made : made == null ? [] : [made];
      for (const from of froms) {
        if (typeof from === 'string') wanted.push({ from, to: p, position });
        else
          diagnostics.push(
            diagnostic('redirect-invalid', `\`createRedirects\` returned \`${JSON.stringify(from)}\` for \`${p}\`, which is not a path.`, {
              position,
              hint: 'Return a string such as `/docs/old-name`, a list of them, or undefined.',
            }),
          );
      }
    }
  }

  const known = new Set(paths.map(normalizeUrl));
  // Pages by their exact path (`/x.html` is not the page `/x`, which normalizeUrl would make it).
  const pages = new Set(paths.map(pathKey));
  for (const f of table.files) known.add(normalizeUrl(f));
  const redirects: RedirectPage[] = [];
  const taken = new Map<string, string>();
  const policy = config.onDuplicateRoutes;
  const duplicate = (message: string, position: Position) => {
    if (policy !== 'ignore')
      diagnostics.push(
        diagnostic('redirect-invalid', message, {
          position,
          hint: 'Remove the redirect, or give it another `from`.',
          severity: policy === 'warn' ? 'warning' : 'error',
        }),
      );
  };
  for (const r of wanted) {
    const to = config.trailingSlash === undefined || !r.to.startsWith('/') ? r.to : applyTrailingSlash(r.to, config.trailingSlash);
    const unsafe = !r.from.startsWith('/')
      ? 'it is not a path of the site (it must start with `/`)'
      : /[?#]/.test(r.from)
        ? 'it has a query or fragment'
        : unsafePathReason(r.from);
    if (unsafe) {
      diagnostics.push(
        diagnostic('redirect-invalid', `The redirect from \`${r.from}\` cannot be written: ${unsafe}.`, {
          position: r.position,
          hint: 'Write the old path as `/docs/old-name`.',
        }),
      );
      continue;
    }
    if (to.startsWith('/') && !known.has(normalizeUrl(to))) {
      const near = suggest(normalizeUrl(to), known);
      diagnostics.push(
        diagnostic('redirect-invalid', `The redirect from \`${r.from}\` leads to \`${to}\`, which is no page of the site.`, {
          position: r.position,
          hint: near ? `Did you mean \`${near}\`?` : 'Give the path of an existing page (without the base URL), or a full URL.',
        }),
      );
      continue;
    }
    const key = pathKey(r.from);
    if (pages.has(key)) {
      duplicate(`The redirect from \`${r.from}\` is left out: \`${r.from}\` is a page of the site.`, r.position);
      continue;
    }
    const first = taken.get(key);
    if (first !== undefined) {
      if (first !== to) duplicate(`A second redirect from \`${r.from}\` (to \`${to}\`) is left out: it already leads to \`${first}\`.`, r.position);
      continue;
    }
    taken.set(key, to);
    redirects.push({ from: r.from, to, outPath: redirectFilePath(r.from, config.trailingSlash) });
  }
  return { redirects, diagnostics };
}

function pathKey(p: string): string {
  let u = p;
  try {
    u = decodeURI(u);
  } catch {
    /* as written */
  }
  return u.length > 1 ? u.replace(/\/+$/, '') : u;
}

function applyTrailingSlash(url: string, trailingSlash: boolean): string {
  if (trailingSlash) return withTrailingSlash(url);
  const m = /^([^?#]*)(.*)$/s.exec(url)!;
  return (m[1].length > 1 ? m[1].replace(/\/+$/, '') : m[1]) + m[2];
}

/**
 * `/old` → `old/index.html`, never `old.html`, which hosts would serve before the page it leads to; with
 * `trailingSlash: false`, `/x.html` → `x.html.html`, as Docusaurus writes it (`x.html/` cannot sit beside `x.html`).
 */
function redirectFilePath(from: string, trailingSlash: boolean | undefined): string {
  const rel = filePathOfUrl(from).replace(/\/+$/, '');
  if (trailingSlash === false && rel.endsWith('.html')) return `${rel}.html`;
  return rel ? `${rel}/index.html` : 'index.html';
}

/** The redirect page: a refresh, a canonical link and a script that keeps the query and fragment (Docusaurus' template). */
export function redirectHtml(toUrl: string): string {
  const href = routeHref(toUrl);
  const attr = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  let forward = true;
  try {
    const u = new URL(href, 'https://example.com');
    forward = !u.search && !u.hash;
  } catch {
    forward = false;
  }
  const js = JSON.stringify(href).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${attr}">
    <link rel="canonical" href="${attr}" />
  </head>
  <script>
    window.location.href = ${js}${forward ? ' + window.location.search + window.location.hash' : ''};
  </script>
</html>
`;
}
