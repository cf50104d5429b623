import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { isUnlistedMeta } from './unlisted.js';
import type { Position } from '../core/position.js';
import { suggest } from '../core/suggest.js';
import { listStaticFolder } from '../content/site-folder.js';
import { unsafePathReason } from '../core/output-path.js';
import { joinUrl } from '../config/load.js';
import type { SiteConfig } from '../config/types.js';
import type { ContentGraph, DocEntry, PostEntry } from '../content/types.js';
import { tagSlug } from '../content/slug.js';
import { buildApiModel } from '../openapi/model.js';
import { API_PAGE_BUDGET, planApiPages } from '../openapi/pages.js';
import { docUrl, normalizeUrl, outPathOf } from './permalink.js';
import { buildSidebars, flattenSidebar } from './sidebars.js';
import { resolveNavbar, type ResolvedNavbar } from './navbar.js';
import type { DocRouteData, Route, RouteTable, Sidebar, TagInfo } from './types.js';

export interface RouteStage {
  table: RouteTable;
  navbar: ResolvedNavbar;
  diagnostics: Diagnostic[];
}

/** ContentGraph + SiteConfig → every URL of the site, the sidebars and the navbar. Nothing is rendered here. */
export async function buildRouteTable(config: SiteConfig, graph: ContentGraph): Promise<RouteStage> {
  const diagnostics: Diagnostic[] = [];
  const routes: Route[] = [];
  const sources = new Map<string, Position | string>();
  const byUrl = new Map<string, Route>();
  const urlOfSource = new Map<string, string>();
  const urlOfDoc = new Map<string, string>();
  const sidebars = new Map<string, Sidebar>();
  const files = new Set<string>();
  /** Docs already reported for a duplicate id: their duplicate route follows from it and is not reported again. */
  const sameId = new Set<string>();
  /** Lower-cased URL → the first route with it, to warn about routes that differ only in case. */
  const byCase = new Map<string, { url: string; source: string }>();

  const add = (route: Route, source: string) => {
    // Front matter and config values are checked where they are written; this catches every other way a route
    // could name a path outside its place (a file name, a generated slug), before anything links to it or writes it.
    // A raw `?` or `#` would start the query or fragment of every link to the page (`C#.md`, `slug: a?b`).
    const unsafe =
      unsafePathReason(route.url) ??
      (/[?#]/.test(route.url) ? `it has a \`${/[?#]/.exec(route.url)![0]}\`, which would start a query or fragment in its URL` : undefined);
    if (unsafe) {
      diagnostics.push(
        diagnostic('route-unsafe', `The route \`${route.url}\` cannot be published: ${unsafe}.`, {
          position: { file: source, line: 1, column: 1 },
          hint: 'Routes must stay inside the site and be paths: remove `.`/`..` segments, backslashes, control characters, `?` and `#` from the slug, id or file name (or write them as `%3F`, `%23`).',
        }),
      );
      return;
    }
    const key = normalizeUrl(route.url);
    const existing = byUrl.get(key);
    if (existing) {
      if (sameId.has(source) || config.onDuplicateRoutes === 'ignore') return;
      const first = sources.get(key)!;
      const severity = config.onDuplicateRoutes === 'warn' ? { severity: 'warning' as const } : {};
      diagnostics.push(
        diagnostic(
          'duplicate-route',
          `Two sources claim the route \`${route.url}\`: ${typeof first === 'string' ? first : first.file} and ${source}; ${severity.severity ? 'only the first is published there' : 'only one page could be published there'}.`,
          {
            position: { file: source, line: 1, column: 1 },
            related: typeof first === 'string' ? [] : [first],
            hint: 'Give one of them a different `slug` in its front matter, or rename the file.',
            ...severity,
          },
        ),
      );
      return;
    }
    const twin = byCase.get(key.toLowerCase());
    if (twin) {
      diagnostics.push(
        diagnostic('route-case', `The routes \`${twin.url}\` (${twin.source}) and \`${route.url}\` (${source}) differ only in case.`, {
          position: { file: source, line: 1, column: 1 },
          related: [{ file: twin.source, line: 1, column: 1 }],
          hint: 'On a case-insensitive file system or host (macOS, Windows, many CDNs) one page replaces the other: rename one file or give it another `slug`.',
        }),
      );
    } else byCase.set(key.toLowerCase(), { url: route.url, source });
    byUrl.set(key, route);
    sources.set(key, { file: source, line: 1, column: 1 });
    routes.push(route);
  };

  // Docs: URLs first (sidebars link to them), then sidebars once per version, then one route per doc.
  for (const area of config.docs) {
    for (const version of area.versions) {
      const docs = graph.docs.filter((d) => d.area === area.id && d.version === version.name);
      for (const d of duplicateDocIds(docs)) {
        diagnostics.push(d);
        sameId.add(d.position!.file);
      }
      const urls = new Map<DocEntry, string>(docs.map((d) => [d, docUrl(d, version)]));
      for (const [d, u] of urls) {
        urlOfDoc.set(`${area.id}/${version.name}/${d.id}`, u);
        urlOfSource.set(d.source, u);
      }
      const built = buildSidebars({ config, area, version, docs, urlOf: (d) => urls.get(d)!, categories: graph.categories });
      diagnostics.push(...built.diagnostics);
      for (const s of built.sidebars) sidebars.set(s.key, s);
      const flat = built.sidebars.map((s) => ({ sidebar: s, links: flattenSidebar(s.items) }));
      // The sidebar a page shows: the first that links to it, or the one its `displayed_sidebar` names (Docusaurus'
      // getDocNavigation: prev/next and breadcrumbs from that sidebar when the page is in it, else none).
      const navOf = (url: string, displayed?: string | null): DocRouteData => {
        const nav: DocRouteData = { breadcrumbs: [] };
        const home = displayed === undefined ? flat.find((f) => f.links.some((l) => l.href === url)) : flat.find((f) => f.sidebar.id === displayed);
        if (home) nav.sidebar = home.sidebar;
        if (home?.links.some((l) => l.href === url)) {
          // Prev/next never lead to an unlisted doc (Docusaurus' getDocNavigation with its unlisted ids).
          const links = home.links.filter((l) => !l.unlisted || l.href === url);
          const i = links.findIndex((l) => l.href === url);
          nav.breadcrumbs = links[i].trail;
          if (i > 0) nav.prev = { label: links[i - 1].label, href: links[i - 1].href };
          if (i < links.length - 1) nav.next = { label: links[i + 1].label, href: links[i + 1].href };
        }
        return nav;
      };
      for (const doc of docs) {
        const url = urls.get(doc)!;
        const displayed = doc.meta.displayed_sidebar;
        if (typeof displayed === 'string' && !flat.some((f) => f.sidebar.id === displayed)) {
          const near = suggest(
            displayed,
            flat.map((f) => f.sidebar.id),
          );
          diagnostics.push(
            diagnostic(
              'frontmatter-invalid',
              `\`displayed_sidebar: ${displayed}\` names no sidebar of \`${area.id}\`${area.versions.length > 1 ? ` version \`${version.name}\`` : ''}.`,
              {
                position: doc.frontMatterPosition,
                hint: near ? `Did you mean \`${near}\`?` : `Use one of: ${flat.map((f) => f.sidebar.id).join(', ') || '(no sidebars)'}, or \`null\` for none.`,
              },
            ),
          );
        }
        add({ kind: 'doc', url, outPath: outPathOf(url), doc, nav: navOf(url, displayed) }, doc.source);
      }
      for (const index of built.indexes) {
        const source = typeof index.source === 'string' ? index.source : index.source.file;
        // The same category in two sidebars of a version is one page.
        if (byUrl.get(normalizeUrl(index.url))?.kind === 'doc-index') continue;
        const nav = navOf(index.url);
        // The page's own entry is the category: its trail ends with the category itself.
        nav.breadcrumbs = nav.breadcrumbs.filter((b) => b.href !== index.url);
        add({ kind: 'doc-index', url: index.url, outPath: outPathOf(index.url), index, nav }, source);
      }
    }
  }

  // Blog.
  const tags: TagInfo[] = [];
  if (config.blog) {
    const base = '/' + config.blog.routeBasePath.replace(/^\/+|\/+$/g, '');
    // Unlisted posts have their page, and are in no list, tag page, archive or neighbour link (unless all of a
    // tag's posts are unlisted: its page then lists them, as Docusaurus' getTagVisibility does).
    const posts = graph.posts.filter((p) => !isUnlistedMeta(config, p.meta));
    for (const post of graph.posts) {
      const url = joinUrl(base, post.slugPath);
      urlOfSource.set(post.source, url);
      const i = posts.indexOf(post);
      add({ kind: 'post', url, outPath: outPathOf(url), post, prev: i < 0 ? undefined : posts[i + 1], next: i < 0 ? undefined : posts[i - 1] }, post.source);
    }
    const generated = `(generated by the blog: ${config.blog.path})`;
    const paginate = (list: PostEntry[], first: string, tag?: TagInfo) => {
      const per = config.blog!.postsPerPage;
      const count = Math.max(1, Math.ceil(list.length / per));
      for (let p = 1; p <= count; p++) {
        const url = p === 1 ? first : joinUrl(first, 'page', String(p));
        add(
          { kind: 'blog-list', url, outPath: outPathOf(url), page: p, pageCount: count, posts: list.slice((p - 1) * per, p * per), tag, firstPageUrl: first },
          generated,
        );
      }
    };
    paginate(posts, base);
    const byTag = new Map<string, { label: string; posts: PostEntry[] }>();
    for (const post of graph.posts) {
      for (const label of post.tags) {
        const slug = tagSlug(label);
        const t = byTag.get(slug) ?? { label, posts: [] };
        t.posts.push(post);
        byTag.set(slug, t);
      }
    }
    for (const [slug, t] of [...byTag].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const listed = t.posts.filter((p) => posts.includes(p));
      const shown = listed.length ? listed : t.posts;
      const info: TagInfo = { label: t.label, slug, url: joinUrl(base, 'tags', slug), count: shown.length };
      if (listed.length) tags.push(info);
      paginate(shown, info.url, info);
    }
    add({ kind: 'blog-tags', url: joinUrl(base, 'tags'), outPath: outPathOf(joinUrl(base, 'tags')), tags }, generated);
    add({ kind: 'blog-archive', url: joinUrl(base, 'archive'), outPath: outPathOf(joinUrl(base, 'archive')), posts }, generated);
    for (const feed of config.blog.feeds) files.add(joinUrl(base, feed === 'rss' ? 'rss.xml' : 'atom.xml'));
  }

  for (const page of graph.pages) {
    const url = '/' + page.pagePath;
    urlOfSource.set(page.source, url);
    add({ kind: 'page', url, outPath: outPathOf(url), page }, page.source);
  }
  for (const api of graph.apis) {
    urlOfSource.set(api.source, api.route);
    const plan = planApiPages(buildApiModel(api.document), api.route, api.maxPageSize ?? API_PAGE_BUDGET);
    for (const page of plan.pages) add({ kind: 'api', url: page.url, outPath: outPathOf(page.url), api, plan, page }, api.source);
    files.add(`/openapi/${api.id}.yaml`);
  }
  if (!byUrl.has('/search')) add({ kind: 'search', url: '/search', outPath: outPathOf('/search') }, '(generated: search page)');
  routes.push({ kind: 'not-found', url: '/404.html', outPath: '404.html' });

  for (const f of ['/sitemap.xml', '/llms.txt', '/manifest.webmanifest', '/sw.js', '/search-index.json']) files.add(f);
  // Diagnostics of the static folder (links leading outside, FIFOs) are reported by check/static-files.ts.
  for (const f of listStaticFolder(config.root, config.static.path).files) files.add('/' + f.rel);

  const table: RouteTable = { routes, byUrl, urlOfSource, urlOfDoc, sidebars, tags, files };
  const last = (area: string) => config.docs.find((a) => a.id === area)?.versions.find((v) => v.isLast)?.name ?? 'current';
  const nav = resolveNavbar({
    config,
    docUrl: (area, id) => urlOfDoc.get(`${area}/${last(area)}/${id}`),
    docIds: (area) => graph.docs.filter((d) => d.area === area && d.version === last(area)).map((d) => d.id),
    sidebar: (area, id) => sidebars.get(`${area}/${last(area)}/${id}`),
    sidebarIds: (area) => [...sidebars.values()].filter((s) => s.area === area && s.version === last(area)).map((s) => s.id),
    firstLink: (s) => flattenSidebar(s.items)[0]?.href,
  });
  diagnostics.push(...nav.diagnostics);
  return { table, navbar: nav.navbar, diagnostics };
}

/** Two docs of one version with the same id: links, sidebars and the navbar could only ever reach one of them. */
function duplicateDocIds(docs: readonly DocEntry[]): Diagnostic[] {
  const first = new Map<string, DocEntry>();
  const out: Diagnostic[] = [];
  for (const d of docs) {
    const other = first.get(d.id);
    if (!other) {
      first.set(d.id, d);
      continue;
    }
    out.push(
      diagnostic('duplicate-id', `Two docs have the id \`${d.id}\`: ${other.source} and ${d.source}.`, {
        position: d.frontMatterPosition,
        related: [other.frontMatterPosition],
        hint: 'Give one of them a different `id` in its front matter, or rename the file.',
      }),
    );
  }
  return out;
}
