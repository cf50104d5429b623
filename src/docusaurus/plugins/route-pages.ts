import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, useContext, type ComponentType } from 'react';
import { bundleSiteCode } from '../../mdx/bundle-site-code.js';
import { renderToStaticMarkup } from '../../core/react-string.js';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { inSiteCode } from '../../core/site-code-watch.js';
import { toPosix } from '../../config/load.js';
import type { SiteConfig } from '../../config/types.js';
import type { ContentGraph, ReactPageEntry } from '../../content/types.js';
import { extractHtmlLinks } from '../../content/html-links.js';
import { LinkReportContext, newLinkReport } from '../../theme/link-report.js';
import { LINK_PLACEHOLDER, type MarkdownResult } from '../../markdown/types.js';
import { hookPosition } from './load-plugin.js';
import type { PluginRoute, SitePluginsResult } from './types.js';
import { pluginRouteFirst } from './route-order.js';
import { originOf } from '../config/origin.js';
import { unsafePathReason } from '../../core/output-path.js';
import { normalizeUrl, siteHref } from '../../routes/permalink.js';
import { esc } from '../../core/html-escape.js';
import type { RouteTable } from '../../routes/types.js';
import { ThemeComponentsContext } from '../../theme/components-context.js';
import { DocusaurusProviders, RoutePathname, withSiteData } from '../runtime/site-data.js';
import { contentOnly } from '../../mdx/compile-react-pages.js';
import { siteImagesPlugin } from '../../mdx/site-images.js';
import { siteModuleBuildOptions } from '../../mdx/site-modules.js';
import type { SiteCodeContext } from '../../stages/hooks.js';
import { esbuildPath } from '../../mdx/esbuild-position.js';

type Obj = Record<string, unknown>;

/** Marks a link of content shown by a route's component while its links are collected (a scheme: not collected). */
const CONTENT_LINK = 'fe-docs-content-link:';

/**
 * The routes the site's plugins added (`addRoute`) that fe-docs does not build itself, as React pages: the route's
 * `component` bundled as the site's React pages are (the same `@site`/`@theme`/`@theme-original` resolution), rendered
 * with its `modules` as props, as Docusaurus' route loader gives them: a `createData()` JSON file → its parsed value, a
 * Markdown/MDX source → its content as a component (`metadata`, `frontMatter`, `contentTitle` attached; `{__import,
 * path, query: {truncated}}` → the excerpt), arrays and objects of those recursively.
 */
export async function pluginRoutePages(opts: {
  config: SiteConfig;
  plugins: SitePluginsResult;
  graph: ContentGraph;
  table: RouteTable;
  /** The load's site-code context (stages/hooks.ts): the route components are bundled in it. */
  siteCode: SiteCodeContext;
  /**
   * A source's links as the engine resolved and checked them (site URLs without the base URL), once it has: the
   * content a route's modules name shows them when its page renders (not yet while its links are collected here).
   */
  linksOf?: (source: string) => readonly string[] | undefined;
}): Promise<{ pages: ReactPageEntry[]; diagnostics: Diagnostic[]; plugins?: Map<ReactPageEntry, { name: string; id: string }> }> {
  const { config, plugins, graph, table } = opts;
  const root = config.root;
  const diagnostics: Diagnostic[] = [];
  // Messages about a route point at the plugin that added it, at its hook (not at the route's component).
  const placeOf = (route: PluginRoute) =>
    route.pluginFile
      ? hookPosition(route.pluginFile, route.hook, root)
      : { file: toPosix(path.relative(root, originOf(config)!.configFile)), line: 1, column: 1 };
  const warn = (route: PluginRoute, message: string, hint: string) =>
    diagnostics.push(diagnostic('docusaurus-plugin', message, { position: placeOf(route), hint }));
  const base = config.baseUrl;
  /** Every safe route, by its URL (without the base URL), in the order the plugins added them. */
  const atUrl = new Map<string, { url: string; routes: PluginRoute[] }>();
  for (const route of plugins.routes) {
    const full = route.path.startsWith('/') ? route.path : '/' + route.path;
    // Refused here, at the plugin, rather than by the route table at the component the route names.
    const unsafe =
      unsafePathReason(full) ?? (/[?#]/.test(full) ? `it has a \`${/[?#]/.exec(full)![0]}\`, which would start a query or fragment in its URL` : undefined);
    if (unsafe) {
      diagnostics.push(
        diagnostic(
          'route-unsafe',
          `The route \`${route.path}\` that the plugin \`${route.plugin}\` adds in \`${route.hook}()\` cannot be published: ${unsafe}.`,
          {
            position: placeOf(route),
            hint: 'Give `addRoute()` a path inside the site: no `.`/`..` segments, backslashes or control characters, and `?`/`#` written as `%3F`/`%23`.',
          },
        ),
      );
      continue;
    }
    // Docusaurus writes a route's page at its path less the base URL; a path outside the base URL (a plugin that does
    // not prefix the locale: answer's blog detail routes in zh-CN) is written as it is, into the locale's folder.
    const inBase = (full + '/').startsWith(base);
    const url = inBase ? '/' + full.slice(base.length).replace(/^\/+/, '') : full;
    const key = normalizeUrl(url);
    const same = atUrl.get(key);
    if (same) same.routes.push(route);
    else atUrl.set(key, { url, routes: [route] });
  }
  // The first route added at a URL is the page there, as react-router shows the first that matches. At a URL fe-docs
  // builds itself (its docs, blog, pages: the preset's content, also what a plugin wrapping the blog adds again), the
  // plugin's page takes the place of fe-docs' only when Docusaurus' order of routes puts it first (route-order.ts):
  // fe-docs' route keeps its content (search record, feeds, links checked), the plugin's component is its page.
  const wanted: { route: PluginRoute; url: string; replaces: boolean }[] = [];
  const pluginOf = new Map<ReactPageEntry, { name: string; id: string }>();
  for (const [key, { url, routes }] of atUrl) {
    const engine = table.byUrl.get(key);
    if (engine && !pluginRouteFirst(routes, engine.kind)) continue;
    wanted.push({ route: routes[0], url, replaces: !!engine });
  }
  if (!wanted.length) return { pages: [], diagnostics };

  const outdir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-plugin-routes-'));
  try {
    const components = new Map<string, Promise<{ Component: ComponentType<Obj>; source: string; text: string } | { error: string }>>();
    const componentOf = (spec: string) => {
      let c = components.get(spec);
      if (!c) components.set(spec, (c = bundleComponent(spec, components.size, outdir, opts.siteCode)));
      return c;
    };
    const contents = contentIndex(config, graph, table, opts.linksOf);
    const pages: ReactPageEntry[] = [];
    for (const { route, url, replaces } of wanted) {
      const made = await componentOf(route.component);
      if ('error' in made) {
        warn(
          route,
          `The route \`${route.path}\` of the plugin \`${route.plugin}\` is not built: its component \`${route.component}\` cannot be bundled (${made.error}).`,
          'Check that the component exists and imports only what the site has installed.',
        );
        continue;
      }
      const problems: string[] = [];
      const props: Obj = {
        ...(resolveModules(route.modules, plugins, contents, problems) as Obj),
        ...(route.props ?? {}),
        // What react-router gives a route's component in Docusaurus.
        route: { path: route.path, exact: route.exact ?? false, component: route.component },
        location: { pathname: route.path, search: '', hash: '', state: undefined },
        match: { path: route.path, url: route.path, isExact: true, params: {} },
      };
      for (const p of problems)
        warn(
          route,
          `The route \`${route.path}\` of the plugin \`${route.plugin}\`: ${p}; its component receives \`undefined\` there.`,
          'fe-docs reads createData() files and the Markdown/MDX sources it builds.',
        );
      const Component = made.Component;
      const Page = () => createElement(Component, props);
      const layout: { used: boolean; title?: string; description?: string } = { used: false };
      let raw: string;
      // What its `<Link>`s and `useBrokenLinks()` report: what Docusaurus' link check sees (policies.links.reactPageLinks).
      const report = newLinkReport();
      try {
        raw = inSiteCode(made.source, () =>
          renderToStaticMarkup(
            createElement(
              LinkReportContext.Provider,
              { value: report },
              createElement(
                ThemeComponentsContext.Provider,
                { value: contentOnly(layout, report) },
                withSiteData(
                  config,
                  createElement(DocusaurusProviders, { root }, createElement(RoutePathname.Provider, { value: route.path }, createElement(Page))),
                ),
              ),
            ),
          ),
        );
      } catch (e) {
        warn(
          route,
          `The route \`${route.path}\` of the plugin \`${route.plugin}\` is not built: its component \`${route.component}\` threw while rendering (${String((e as Error)?.message ?? e).split('\n')[0]}).`,
          'The component must render at build time, without browser APIs.',
        );
        continue;
      }
      // The content it shows has its links written as the content's source has them, marked (CONTENT_LINK): a page
      // rendered again with its Layout writes them as the engine resolved them, and they are checked at the content
      // only; the others keep them as written, checked on this page.
      const collected = extractHtmlLinks(layout.used ? raw : raw.replaceAll(CONTENT_LINK, ''), made.source, made.text, report);
      const { links, selfAnchors, ids } = collected;
      const html = collected.html.replaceAll(CONTENT_LINK, '');
      const entry: ReactPageEntry = {
        kind: 'page',
        format: 'tsx',
        source: made.source,
        pagePath: url.slice(1),
        modulePath: '',
        title: layout.title,
        description: layout.description,
        html,
        links,
        selfAnchors,
        ids,
        // The component renders its own Layout: rendered again, whole, in the page's context (OtherPages.tsx).
        component: layout.used ? Page : undefined,
        addedBy: placeOf(route).file,
        ...(replaces && { replaces: true as const }),
      };
      pages.push(entry);
      // The plugin that added the page (its `<html>` classes: runtime/page-skeleton.ts).
      pluginOf.set(entry, { name: route.plugin, id: route.pluginId ?? 'default' });
    }
    return { pages, diagnostics, plugins: pluginOf };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

/** One route component, bundled as the site's React pages are, and imported. */
async function bundleComponent(
  spec: string,
  index: number,
  outdir: string,
  siteCode: SiteCodeContext,
): Promise<{ Component: ComponentType<Obj>; source: string; text: string } | { error: string }> {
  const root = siteCode.root;
  const options = siteModuleBuildOptions(siteCode);
  const outfile = path.join(outdir, `route-component-${index}.mjs`);
  try {
    const result = await bundleSiteCode({
      ...options,
      stdin: { contents: `export { default } from ${JSON.stringify(spec)};\n`, resolveDir: root, sourcefile: `plugin-route-${index}.js`, loader: 'js' },
      plugins: [...options.plugins, siteImagesPlugin(siteCode)],
      outfile,
      write: true,
      metafile: true,
    });
    const imported = result.metafile.inputs[`plugin-route-${index}.js`]?.imports[0]?.path;
    const file = imported && !imported.includes(':') ? esbuildPath(root, imported) : undefined;
    const source = file ? toPosix(path.relative(root, file)) : spec;
    const mod = (await inSiteCode(source, () => import(pathToFileURL(outfile).href))) as { default?: unknown };
    const Component = mod.default as ComponentType<Obj> | undefined;
    if (typeof Component !== 'function' && !(Component && typeof Component === 'object')) return { error: 'it has no default export of a React component' };
    const text = file && existsSync(file) ? await readFile(file, 'utf8') : '';
    return { Component: Component!, source, text };
  } catch (e) {
    const errors = (e as { errors?: { text: string }[] }).errors;
    return { error: errors?.length ? errors.map((m) => m.text).join('; ') : String((e as Error)?.message ?? e).split('\n')[0] };
  }
}

interface ContentSource {
  md: MarkdownResult;
  /** Its links as the engine resolved them, as hrefs (base URL included), once it has. */
  hrefs: () => string[] | undefined;
  title: string;
  frontMatter: Obj;
  permalink?: string;
  description?: string;
}

/** Every Markdown/MDX source fe-docs built, by its path from the root. */
function contentIndex(
  config: SiteConfig,
  graph: ContentGraph,
  table: RouteTable,
  linksOf: ((source: string) => readonly string[] | undefined) | undefined,
): Map<string, ContentSource> {
  const out = new Map<string, ContentSource>();
  const base = config.baseUrl;
  const href = (source: string) => {
    const url = table.urlOfSource.get(source);
    return url === undefined ? undefined : base.replace(/\/$/, '') + url;
  };
  const hrefs = (source: string) => () => linksOf?.(source)?.map((u) => siteHref(config, u));
  const add = (item: { source: string; md: ContentSource['md']; title: string; frontMatter: ContentSource['frontMatter'] }, description: string | undefined) =>
    out.set(item.source, {
      md: item.md,
      hrefs: hrefs(item.source),
      title: item.title,
      frontMatter: item.frontMatter,
      permalink: href(item.source),
      description,
    });
  for (const d of graph.docs) add(d, d.meta.description ?? d.excerpt);
  for (const p of graph.posts) add(p, p.meta.description ?? p.excerpt);
  for (const p of graph.pages) if (p.format === 'md') add(p, p.meta.description);
  return out;
}

/** A route's `modules` → its component's props, as Docusaurus' generated route loader resolves them. */
function resolveModules(value: unknown, plugins: SitePluginsResult, contents: Map<string, ContentSource>, problems: string[], depth = 0): unknown {
  if (depth > 16) return value;
  if (typeof value === 'string') return resolveModulePath(value, false, plugins, contents, problems);
  if (Array.isArray(value)) return value.map((v) => resolveModules(v, plugins, contents, problems, depth + 1));
  if (value && typeof value === 'object') {
    const o = value as Obj;
    if (o.__import === true && typeof o.path === 'string')
      return resolveModulePath(o.path, !!(o.query as Obj | undefined)?.truncated, plugins, contents, problems);
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, resolveModules(v, plugins, contents, problems, depth + 1)]));
  }
  return value;
}

/** Docusaurus' module aliases for plugin data: `~blog/…` is the blog plugin's generated data folder, and so on. */
function dealias(spec: string, plugins: SitePluginsResult, root: string): string {
  const m = /^~(docs|blog|pages|debug)\/(.*)$/.exec(spec);
  if (m) return path.join(plugins.generatedFilesDir, `docusaurus-plugin-${m[1] === 'debug' ? 'debug' : `content-${m[1]}`}`, m[2]);
  if (spec.startsWith('@generated/')) return path.join(plugins.generatedFilesDir, spec.slice('@generated/'.length));
  if (spec.startsWith('@site/')) return path.join(root, spec.slice('@site/'.length));
  return path.isAbsolute(spec) ? spec : path.resolve(root, spec);
}

function resolveModulePath(spec: string, truncated: boolean, plugins: SitePluginsResult, contents: Map<string, ContentSource>, problems: string[]): unknown {
  const root = path.dirname(plugins.generatedFilesDir);
  const file = dealias(spec, plugins, root);
  let data = plugins.data.get(file);
  // A path the plugin made relative to the working folder (answer's `aliasedSource`) points elsewhere when fe-docs
  // runs from another folder: created data files have unique names, so the name finds it.
  if (data === undefined && /^(~|@generated\/)/.test(spec)) {
    const name = path.basename(file);
    for (const [k, v] of plugins.data) if (path.basename(k) === name) data = v;
  }
  if (data !== undefined) {
    if (!file.endsWith('.json')) return data;
    try {
      return JSON.parse(data) as unknown;
    } catch {
      problems.push(`the created data \`${spec}\` is not valid JSON`);
      return undefined;
    }
  }
  const rel = toPosix(path.relative(root, file));
  if (/\.mdx?$/.test(file)) {
    const c = contents.get(rel);
    if (!c) {
      problems.push(`\`${spec}\` is not a Markdown/MDX source fe-docs builds`);
      return undefined;
    }
    return contentComponent(c, plugins.sourceMetadata.get(`@site/${rel}`), rel, truncated);
  }
  if (file.endsWith('.json') && existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch {
      problems.push(`\`${spec}\` is not valid JSON`);
      return undefined;
    }
  }
  problems.push(`the module \`${spec}\` cannot be read (fe-docs reads JSON data and Markdown/MDX content)`);
  return undefined;
}

/**
 * A built Markdown/MDX source as Docusaurus' content module: a component rendering its content (its excerpt, for
 * `truncated`), with `metadata`, `frontMatter`, `contentTitle`, `assets` and `toc` attached. The content is fe-docs'
 * rendered HTML, its links as written (they are checked again on this page).
 */
function contentComponent(c: ContentSource, metadata: Obj | undefined, rel: string, truncated: boolean): ComponentType {
  const raw = truncated && c.md.excerptHtml !== undefined ? c.md.excerptHtml : c.md.html;
  const Content = () => {
    const hrefs = c.hrefs();
    // Its Markdown links are Docusaurus `<Link>`s: reported as the page renders.
    const report = useContext(LinkReportContext);
    const html = raw.replace(new RegExp(`${LINK_PLACEHOLDER}(\\d+)`, 'g'), (m, n: string) => {
      if (hrefs) return esc(hrefs[Number(n)] ?? '#');
      const link = c.md.links[Number(n)];
      if (link?.kind === 'link') report?.links.add(link.written ?? link.url);
      return link ? CONTENT_LINK + (link.written ?? link.url).replace(/"/g, '&quot;') : m;
    });
    return createElement('div', { dangerouslySetInnerHTML: { __html: html } });
  };
  const frontMatter = (metadata?.frontMatter as Obj | undefined) ?? c.frontMatter;
  return Object.assign(Content, {
    metadata: metadata ?? {
      title: c.title,
      description: c.description ?? '',
      permalink: c.permalink,
      source: `@site/${rel}`,
      frontMatter,
      tags: [],
    },
    frontMatter,
    ...((c.md.h1 ?? c.md.titleInContent) !== undefined && { contentTitle: c.md.h1 ?? c.md.titleInContent }),
    assets: typeof frontMatter.image === 'string' ? { image: frontMatter.image } : {},
    toc: c.md.headings.filter((h) => h.depth > 1).map((h) => ({ value: h.text, id: h.id, level: h.depth })),
  });
}
