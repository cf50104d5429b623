import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import { suggest } from '../core/suggest.js';
import { contentFileUrl, type ContentFiles } from './content-files.js';
import { relativeLinkBase } from './link-base.js';
import { markdownLinkTargets } from './markdown-link-target.js';
import type { SiteConfig } from '../config/types.js';
import type { ContentGraph } from '../content/types.js';
import type { LinkRef } from '../markdown/types.js';
import type { ResolvedNavbar, NavItem } from '../routes/navbar.js';
import { resolveFooter } from '../routes/navbar.js';
import { normalizeUrl } from '../routes/permalink.js';
import { stripBaseUrl } from '../routes/base-url-prefix.js';
import type { Route, RouteTable } from '../routes/types.js';

/** For each source, the final site URL of each of its links (index = placeholder number), without base URL. */
export type ResolvedLinks = Map<string, string[]>;

/** Ids an anchor may point to on a route. */
export type AnchorLookup = (route: Route) => ReadonlySet<string> | undefined;
/**
 * The URL of the page that holds an anchor a route accepts, when that is another page: the pages of a split API
 * reference accept every anchor of their definition, and a link is written to the page holding it.
 */
export type AnchorHome = (route: Route, id: string) => string | undefined;

/**
 * Check every internal link of the site against the route table: Markdown and React pages, navbar and footer.
 * What a broken page link, anchor or relative link to a missing .md file does is the site's `onBrokenLinks`,
 * `onBrokenAnchors` and `onBrokenMarkdownLinks` (error, warning or nothing). Returns the resolved URLs so rendering
 * writes exactly what was checked.
 */
export function checkLinks(opts: {
  config: SiteConfig;
  graph: ContentGraph;
  table: RouteTable;
  navbar: ResolvedNavbar;
  anchors: AnchorLookup;
  anchorHome?: AnchorHome;
  /** Files other stages publish (URL without base → absolute path): links to them are good, and they are kept in `files`. */
  published?: ContentFiles;
}): {
  resolved: ResolvedLinks;
  /** Files beside the content that its links point to, to publish with the pages. */
  files: ContentFiles;
  diagnostics: Diagnostic[];
} {
  const { config, graph, table } = opts;
  const diagnostics = policyFilter(config);
  const resolved: ResolvedLinks = new Map();
  // Files published already by another stage (images React code imported from outside the static folder).
  const files: ContentFiles = new Map(opts.published ?? []);
  const unavailable = new Set((graph.unavailable ?? []).map((u) => normalizeUrl(u.url)));
  const routeUrls = () => table.routes.filter((r) => r.kind !== 'not-found').map((r) => r.url);
  // In a translated build, the docs of a version come from two folders (the translated ones from the translation
  // folder, the others from the default locale's): a relative link between them names the file in the wrong one.
  const translationFolders = config.docs.flatMap((a) =>
    a.versions.flatMap((v) =>
      v.untranslated ? [[v.relDir + '/', v.untranslated.relDir + '/'] as const, [v.untranslated.relDir + '/', v.relDir + '/'] as const] : [],
    ),
  );
  const untranslatedUrl = (target: string): string | undefined => {
    for (const [from, to] of translationFolders) if (target.startsWith(from)) return table.urlOfSource.get(to + target.slice(from.length));
    return undefined;
  };

  // Docusaurus does not add the base URL to a link that already starts with it (`useBaseUrl`): with baseUrl `/docs/`,
  // `/docs/intro` is the page `/intro`. In an fe-docs site, a route whose own path starts like the base URL wins.
  const withoutBaseUrl = (url: string): string => {
    const stripped = stripBaseUrl(config.baseUrl, url);
    if (stripped === undefined) return url;
    if (
      config.policies.links.baseUrlPrefix === 'route-first' &&
      (table.byUrl.has(normalizeUrl(url.split('?')[0])) || table.files.has(decodeSafe(url.split('?')[0])))
    )
      return url;
    return stripped;
  };

  const resolveOne = (link: LinkRef, fromSource: string, fromUrl: string, fromReactPage = false, out: Diagnostic[] = diagnostics): string => {
    const [pathPart, hash] = splitHash(link.url);
    const [pathOnly] = pathPart.split('?');
    if (/\.mdx?$/.test(pathOnly)) {
      const decoded = decodeOrUndefined(pathOnly);
      if (decoded === undefined) {
        // A bare `%` (`./100%.md`) is not an escape: the link names no file it can be read as.
        out.push(
          diagnostic(
            'broken-link',
            `Broken link to \`${link.url}\`: a \`%\` in a link starts an escape such as \`%20\`, and \`${pathOnly}\` has one that is not.`,
            {
              position: link.position,
              hint: 'Write a literal `%` as `%25` (`./100%25.md`), or rename the file without `%`.',
            },
          ),
        );
        return link.url;
      }
      const targets = markdownLinkTargets(config, fromSource, decoded);
      const target = targets[0];
      const url = firstDefined(targets, (t) => table.urlOfSource.get(t) ?? untranslatedUrl(t));
      if (!url) {
        const near = nearestMarkdownFile(target, table.urlOfSource.keys());
        out.push(
          diagnostic('missing-md-file', `Link to \`${link.written ?? link.url}\` points to a Markdown file that does not exist (\`${target}\`).`, {
            position: link.position,
            hint: near ? `Did you mean \`${relativeLink(fromSource, near)}\`?` : 'Fix the relative path, or link to the page route instead.',
          }),
        );
        return link.url;
      }
      const moved = checkAnchor(url, hash, link.position, link.url, out);
      return (moved ?? url) + (hash ? `#${hash}` : '');
    }
    const absolute = withoutBaseUrl(pathOnly.startsWith('/') ? pathPart : new URL(pathPart, 'http://x' + fromUrl).pathname);
    const key = normalizeUrl(absolute);
    const file = fromSource.endsWith('.yaml') || table.byUrl.has(key) ? undefined : contentFileUrl(config.root, fromSource, pathOnly, files);
    if (file) return file + (hash ? `#${hash}` : '');
    if (table.byUrl.has(key)) {
      const moved = checkAnchor(table.byUrl.get(key)!.url, hash, link.position, link.url, out);
      return (moved ?? absolute) + (hash ? `#${hash}` : '');
    }
    if (table.files.has(decodeSafe(absolute.split('?')[0])) || files.has(decodeSafe(absolute.split('?')[0]))) return absolute + (hash ? `#${hash}` : '');
    // The target's own source failed to load and is reported: this link is only a consequence.
    if (unavailable.has(key)) return absolute + (hash ? `#${hash}` : '');
    const near = suggest(key, routeUrls());
    const broken = diagnostic('broken-link', `Broken link to ${absolute} (no such route${near ? `; did you mean ${near}?` : ''})`, {
      position: link.position,
      hint: near ? `Change the link to ${near}.` : 'Link to an existing page, or add the page.',
    });
    if (fromReactPage && link.kind === 'asset' && config.policies.links.reactPageSrc === 'warning') {
      if (config.onBrokenLinks !== 'ignore')
        Array.prototype.push.call(out, { ...broken, severity: 'warning', hint: 'Add the file to the static folder, or fix the `src`.' });
    } else out.push(broken);
    return absolute;
  };

  /** Reports an anchor missing on its page; returns the URL of another page when the anchor lives there. */
  const checkAnchor = (url: string, hash: string | undefined, position: Position, written: string, out: Diagnostic[]): string | undefined => {
    if (!hash) return;
    const route = table.byUrl.get(normalizeUrl(url));
    const ids = route && opts.anchors(route);
    if (!ids) return;
    const id = decodeSafe(hash);
    if (ids.has(id)) {
      const home = opts.anchorHome?.(route, id);
      return home && normalizeUrl(home) !== normalizeUrl(route.url) ? home : undefined;
    }
    const near = suggest(id, ids);
    out.push(
      diagnostic('broken-anchor', `Broken anchor #${id} in link to ${url} (no heading or element with that id${near ? `; did you mean #${near}?` : ''})`, {
        position,
        hint: near ? `Change \`${written}\` to point at #${near}.` : `Link to one of the headings of ${url}, or give the heading a custom id with {#${id}}.`,
      }),
    );
  };

  // A React page's links no component reported are resolved without a check (policies.links.reactPageLinks): a
  // Docusaurus site's plain `<a href>`, which its broken-link check never sees.
  const unchecked = (l: object) => config.policies.links.reactPageLinks === 'reported' && 'reported' in l && l.reported === false;
  const entries = [...graph.docs, ...graph.posts, ...graph.pages];
  for (const e of entries) {
    const fromUrl = relativeLinkBase(e, table.urlOfSource.get(e.source) ?? '/', config);
    const links = 'md' in e ? e.md.links : e.links;
    resolved.set(
      e.source,
      links.map((l) => resolveOne(l, e.source, fromUrl, !('md' in e), unchecked(l) ? [] : diagnostics)),
    );
    // Same-page anchors.
    const ids = 'md' in e ? new Set(e.md.ids) : new Set(e.ids);
    for (const a of 'md' in e ? e.md.selfAnchors : e.selfAnchors) {
      if (!ids.has(a.id) && !unchecked(a)) {
        const near = suggest(a.id, ids);
        diagnostics.push(
          diagnostic('broken-anchor', `Broken anchor #${a.id} on the same page (no heading or element with that id${near ? `; did you mean #${near}?` : ''})`, {
            position: a.position,
            hint: near ? `Change the link to #${near}.` : `Give a heading the custom id {#${a.id}} or fix the link.`,
          }),
        );
      }
    }
  }

  // Navbar and footer links, with their position in site.config.yaml.
  const configLinks: { href: string; at: (string | number)[] }[] = [];
  const walk = (items: NavItem[]) => {
    for (const it of items) {
      if (it.type === 'link' && !it.external) configLinks.push({ href: it.href, at: it.configPath });
      if (it.type === 'dropdown') walk(it.items);
    }
  };
  walk([...opts.navbar.left, ...opts.navbar.right]);
  for (const col of resolveFooter(config))
    for (const it of col.items) if (it.type === 'link' && !it.external) configLinks.push({ href: it.href, at: it.configPath });
  for (const l of configLinks) {
    const key = config.source.has([...l.at, 'to']) ? 'to' : 'href';
    const position = config.source.has([...l.at, key]) ? config.source.locate([...l.at, key]) : config.source.locate(l.at);
    resolveOne({ url: l.href.startsWith('/') || l.href.startsWith('#') ? l.href : '/' + l.href, position, kind: 'link' }, 'site.config.yaml', '/');
  }
  return { resolved, files, diagnostics };
}

const POLICY_OF = { 'broken-link': 'onBrokenLinks', 'broken-anchor': 'onBrokenAnchors', 'missing-md-file': 'onBrokenMarkdownLinks' } as const;

/** A list whose `push` applies the site's link policies: `throw` → error, `warn` → warning, `ignore` → dropped. */
function policyFilter(config: SiteConfig): Diagnostic[] {
  const list: Diagnostic[] = [];
  const push = (...ds: Diagnostic[]): number => {
    for (const d of ds) {
      const key = POLICY_OF[d.code as keyof typeof POLICY_OF];
      const policy = key ? config[key] : undefined;
      if (policy === 'ignore') continue;
      Array.prototype.push.call(list, policy ? { ...d, severity: policy === 'throw' ? 'error' : 'warning' } : d);
    }
    return list.length;
  };
  return Object.assign(list, { push });
}

/** A file in the same folder whose name differs only by its number prefix or one typo (`instalar.md` → `02-instalar.md`). */
function nearestMarkdownFile(target: string, sources: Iterable<string>): string | undefined {
  const dir = path.posix.dirname(target);
  const bare = (f: string) => path.posix.basename(f).replace(/^\d+[-_.]+/, '');
  const want = bare(target);
  const all = [...sources];
  const siblings = all.filter((s) => path.posix.dirname(s) === dir);
  const same = siblings.find((s) => bare(s) === want);
  if (same) return same;
  // The same file name in another folder: the file probably moved.
  const moved = all.filter((s) => /\.mdx?$/.test(s) && bare(s) === want);
  if (moved.length) return suggest(target, moved) ?? moved[0];
  if (want.length < 8) return undefined;
  const near = suggest(want, siblings.map(bare));
  return near ? siblings.find((s) => bare(s) === near) : undefined;
}

/** `./x.md` or `../a/x.md` from one source file to another, as a writer would type it. */
function relativeLink(fromSource: string, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromSource), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i < 0 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1) || undefined];
}

function decodeOrUndefined(s: string): string | undefined {
  try {
    return decodeURI(s);
  } catch {
    return undefined;
  }
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function firstDefined<T, R>(items: T[], f: (item: T) => R | undefined): R | undefined {
  for (const item of items) {
    const r = f(item);
    if (r !== undefined) return r;
  }
  return undefined;
}
