import type { SiteConfig } from '../config/types.js';
import type { PostEntry, ReactPageEntry } from '../content/types.js';
import { siteHref } from '../routes/permalink.js';
import type { RouteTable } from '../routes/types.js';
import type { ResolvedLinks } from '../check/links.js';
import type { SitePluginsResult } from './plugins/types.js';
import { originOf } from './config/origin.js';
import type { BrowserModules, CssTransform, DialectSession, GeneratedModules, SiteHooks } from '../stages/hooks.js';
import { docusaurusOverrides } from './runtime/overrides.js';
import { docusaurusStylesheet } from './styles/stylesheet.js';
import { hasSitePostCss } from './styles/postcss.js';
import { mdxPreprocessor } from './site-code/mdx-preprocess.js';
import { attachSite, type BridgedSite } from './runtime/site-bridge.js';
import { PAGE_WRAPPER, htmlClassName, ROOT_ID } from './runtime/page-skeleton.js';
import type { DocusaurusRuntime } from './runtime/runtime-registry.js';

import { createElement, Fragment, type ComponentType, type ReactElement } from 'react';

/** The adapter's modules its hooks use synchronously, imported by the first load's `begin` (before any site code runs). */
interface Loaded {
  generatedData: typeof import('./site-code/generated-data.js');
  siteData: typeof import('./runtime/site-data.js');
  siteInfima: typeof import('./site-code/infima.js');
  docData: typeof import('./runtime/doc-data.js');
  reactPage: typeof import('./runtime/react-page.js');
  pageReads: typeof import('./runtime/page-reads.js');
  docsClient: typeof import('./runtime/docs-client.js');
  blogClient: typeof import('./runtime/blog-client.js');
  codeTranslations: typeof import('./runtime/code-translations.js');
  runtimeRegistry: typeof import('./runtime/runtime-registry.js');
  namespace: typeof import('./site-code/namespace.js');
  webpackAliases: typeof import('./site-code/webpack-aliases.js');
  mdxModules: typeof import('./site-code/mdx-modules.js');
}

/** What a Docusaurus config's pages render with, imported by its load's `begin`. */
interface RenderModules {
  blogClient: typeof import('./runtime/blog-client.js');
  blogData: typeof import('./runtime/blog-data.js');
  globalData: typeof import('./runtime/global-data.js');
  modules: typeof import('./runtime/modules.js');
  docFrame: typeof import('./runtime/doc-frame.js');
}

/**
 * The Docusaurus adapter's state for one build, check or dev server of a site, and the hooks it gives each load. A
 * site read from a site.config.yaml gets no load hooks, and `.docusaurus/` imports in its code are reported, never
 * served. What the adapter loads (its plugins, runtime, route pages) is imported only when a load needs it.
 */
export class DocusaurusSession implements DialectSession, BridgedSite {
  private loaded?: Loaded;
  private renderModules?: RenderModules;
  /** The first used theme override (relative to the root) that renders Infima markup: the site's Infima is added to its stylesheet. */
  private infimaBecause?: string;
  // What the site's compiled modules read through the bridge (runtime/site-bridge.ts), this session's own.
  generatedDataConfig: SiteConfig | undefined;
  codeTranslations: Readonly<Record<string, string>> = {};
  runtimeOnDemand?: () => Promise<DocusaurusRuntime | undefined>;

  constructor(readonly root: string) {}

  /** The site's MDX preprocessing (site-code/mdx-preprocess.ts), made once per session. */
  private preprocess?: (text: string) => string;
  private preprocessor(): (text: string) => string {
    return (text) => (this.preprocess ??= mdxPreprocessor(this.root))(text);
  }

  hooks(config: SiteConfig): SiteHooks {
    const origin = originOf(config);
    const session = this;
    let generated: GeneratedModules | undefined;
    /** The load's generated files: made once `begin` has imported their module. */
    const loaded = (): Loaded => {
      if (!session.loaded) throw new Error("fe-docs: a site's code ran before its load began");
      return session.loaded;
    };
    const rendering = (): RenderModules => {
      if (!session.renderModules) throw new Error("fe-docs: a Docusaurus site's pages rendered before its load began");
      return session.renderModules;
    };
    /** The loaded site's routes, given by `render.prepare` (each post's URL, its neighbours'), and its resolved links. */
    let table: RouteTable | undefined;
    /** The site plugin that added each of its routes' pages (`load.extraPages`). */
    let routePlugins: ReadonlyMap<ReactPageEntry, { name: string; id: string }> | undefined;
    let links: ResolvedLinks | undefined;
    const files = (): GeneratedModules => (generated ??= loaded().generatedData.generatedModules(config.root, origin ? config : undefined));
    /** Makes this config's locale the one the site's `translate()` answers for: its code.json for a Docusaurus config, else none. */
    const selectTranslations = () => {
      session.codeTranslations = origin ? loaded().codeTranslations.readCodeTranslations(config.root, config.currentLocale) : {};
    };
    /** The site's own plugins' results (docusaurus/plugins/lifecycle.ts), for their routes after the route table. */
    let plugins: SitePluginsResult | undefined;
    /** The DocItem of each docs instance whose `docItemComponent` is another (runtime/doc-item-components.ts). */
    let docItems: ReadonlyMap<string, ComponentType<any>> | undefined;
    /** The installed theme's DocCardList for the generated index pages of this load (`load.routesReady`), when it has one. */
    let indexCards: ComponentType<any> | undefined;
    /** The site's stylesheet transform, made for the plugins' result it was made with. */
    let postCss: { plugins: SitePluginsResult | undefined; transform: CssTransform | undefined } | undefined;
    return {
      load: {
        async begin(siteCode) {
          session.loaded ??= {
            generatedData: await import('./site-code/generated-data.js'),
            siteData: await import('./runtime/site-data.js'),
            siteInfima: await import('./site-code/infima.js'),
            docData: await import('./runtime/doc-data.js'),
            reactPage: await import('./runtime/react-page.js'),
            pageReads: await import('./runtime/page-reads.js'),
            docsClient: await import('./runtime/docs-client.js'),
            blogClient: await import('./runtime/blog-client.js'),
            codeTranslations: await import('./runtime/code-translations.js'),
            runtimeRegistry: await import('./runtime/runtime-registry.js'),
            namespace: await import('./site-code/namespace.js'),
            webpackAliases: await import('./site-code/webpack-aliases.js'),
            mdxModules: await import('./site-code/mdx-modules.js'),
          };
          // The site's compiled modules find this session by the site's root (the bridge), whatever other site loads.
          attachSite(config.root, session);
          // The `translate()` messages of this locale (i18n/<locale>/code.json), for the site's code run from here on;
          // none for a site.config.yaml.
          selectTranslations();
          if (!origin) return;
          session.renderModules ??= {
            blogClient: await import('./runtime/blog-client.js'),
            blogData: await import('./runtime/blog-data.js'),
            globalData: await import('./runtime/global-data.js'),
            modules: await import('./runtime/modules.js'),
            docFrame: await import('./runtime/doc-frame.js'),
          };
          // Compiled modules reading `.docusaurus/` files get this config's data (through the bridge).
          session.generatedDataConfig = config;
          // Without theme overrides the site's Docusaurus runtime is not loaded with them: loaded when a module first
          // imports it (content calling the docs client's hooks).
          let loading: Promise<DocusaurusRuntime | undefined> | undefined;
          const load = async () => (await import('./runtime/load-runtime.js')).loadDocusaurusRuntime(config.root, { siteCode, siteConfig: origin.siteConfig });
          session.runtimeOnDemand = () => (loading ??= load().catch(() => undefined));
        },
        // The site's own plugins fe-docs does not implement (none for most sites: nothing is loaded), run before
        // anything reads the site's global data (docusaurus/runtime/global-data.ts, output/head-tags.ts). Then the
        // DocItem its docs instances name (`docItemComponent`), bundled with the plugins' webpack aliases.
        async beforeContent(time, siteCode) {
          if (!origin) return [];
          const diagnostics = [];
          if (origin.plugins.length) {
            const { runSitePlugins } = await import('./plugins/lifecycle.js');
            const entries = origin.plugins;
            plugins = await time('plugins', () => runSitePlugins(config, entries));
            diagnostics.push(...plugins.diagnostics);
          }
          const wanted = origin.docItemComponents ?? {};
          if (Object.keys(wanted).length) {
            const { loadDocItemComponents } = await import('./runtime/doc-item-components.js');
            const loaded = await time('doc items', () => loadDocItemComponents(siteCode, wanted));
            docItems = loaded.byPlugin;
            diagnostics.push(...loaded.diagnostics);
          }
          return diagnostics;
        },
        // The plugins' routes fe-docs has no page for, rendered with their components.
        async extraPages(graph, table, siteCode, time) {
          const result = plugins;
          if (!result?.routes.length) return undefined;
          const { pluginRoutePages } = await import('./plugins/route-pages.js');
          const made = await time('plugin routes', () =>
            pluginRoutePages({ config, plugins: result, graph, table, siteCode, linksOf: (source) => links?.get(source) }),
          );
          routePlugins = made.plugins;
          return made;
        },
        // A category's generated index page shows the installed theme's cards (runtime/installed-cards.tsx), as in
        // Docusaurus; loaded only when the site has such a page.
        async routesReady(t, siteCode, time) {
          indexCards = undefined;
          if (!origin || !t.routes.some((r) => r.kind === 'doc-index')) return [];
          indexCards = await time('installed theme', async () => {
            const runtime = await session.runtimeOnDemand?.();
            if (!runtime?.themeClassicDir && !runtime?.themeDirs?.length) return undefined;
            const { installedCategoryCards } = await import('./runtime/installed-cards.js');
            return installedCategoryCards(siteCode, runtime);
          });
          return [];
        },
      },
      siteCode: {
        modules: {
          // `.docusaurus/` imports: served from this config's data (a Docusaurus config), else reported at the import.
          generated: {
            plugin: (opts) => files().plugin(opts),
            fileOf: (spec, fromDir) => files().fileOf(spec, fromDir),
            serves: (rel, abs) => files().serves(rel, abs),
            unsupported: (rel, exists) => files().unsupported(rel, exists),
            ready: (inputs, source) => files().ready(inputs, source),
            diagnostics: (warnings, except) => files().diagnostics(warnings, except),
          },
          // `@theme/…`, `@docusaurus/…`, `@generated/…` in the site's bundles (namespace.ts), and in the browser.
          // Then the `resolve.alias` of the site plugins' `configureWebpack()` (`@/components/…`), as webpack resolves them.
          setup: (b, site, opts) => {
            loaded().namespace.setupDocusaurusModules(b, site, opts);
            // A `.md`/`.mdx` file the site's React code imports is an MDX component (Docusaurus' mdx-loader).
            if (origin) loaded().mdxModules.setupMdxModules(b, site.root);
            loaded().webpackAliases.setupWebpackAliases(b, plugins?.aliases.server ?? []);
          },
          importOf: async (site, spec) =>
            (await loaded().namespace.docusaurusNamespace.importOf!(site, spec)) ?? loaded().webpackAliases.aliasImportOf(plugins?.aliases.server ?? [], spec),
          componentImport: (name) => loaded().namespace.docusaurusNamespace.componentImport!(name),
          buildTimeOnly: (inputs) => loaded().namespace.docusaurusNamespace.buildTimeOnly!(inputs),
          get browser(): BrowserModules {
            const browser = loaded().namespace.docusaurusNamespace.browser!;
            const { setupWebpackAliases } = loaded().webpackAliases;
            const { setupMdxModules } = loaded().mdxModules;
            return {
              ...browser,
              setup: (b) => {
                browser.setup(b);
                setupWebpackAliases(b, plugins?.aliases.client ?? []);
                if (origin) setupMdxModules(b, config.root);
              },
            };
          },
        },
        // fe-docs' theme components and Docusaurus' (registry.ts), in the order messages list them.
        get themeComponents() {
          return loaded().namespace.ORIGINAL_COMPONENTS;
        },
        // Docusaurus' providers around every React page (its hooks read them); the site's data with a Docusaurus config.
        wrapReactPage(page, pathname) {
          const { DocusaurusProviders, RoutePathname, withSiteData } = loaded().siteData;
          const located = createElement(RoutePathname.Provider, { value: pathname }, page);
          return createElement(Fragment, null, withSiteData(config, createElement(DocusaurusProviders, { root: config.root }, located)));
        },
        // What Docusaurus gives a JSX page of `src/pages` (`config`, `route`, `location`, `match`).
        reactPageProps: (pathname) => loaded().siteData.docusaurusPageProps(config, pathname).props,
        // Docusaurus' mdx-loader preprocessing (`mdx-code-block` fences unwrapped), with the site's @docusaurus/utils.
        ...(origin && { preprocessMdx: session.preprocessor() }),
        // The site's PostCSS (its plugins' `configurePostCss()`, its postcss.config.js: Tailwind) on each of its
        // stylesheets, as Docusaurus' postcss-loader runs it (styles/postcss.ts); none without either.
        ...(origin && {
          async transformCss(css: string, file: string) {
            const { sitePostCss } = await import('./styles/postcss.js');
            const { withFeDocsCollapsedCategories } = await import('./site-code/collapsed-categories.js');
            if (!postCss || postCss.plugins !== plugins)
              postCss = { plugins, transform: sitePostCss(config.root, plugins?.postcssOptions, plugins?.postcssOptions !== undefined) };
            const result = postCss.transform ? await postCss.transform(css, file) : { css };
            // Its rules on a collapsed category reach fe-docs' closed <details> categories too.
            return 'css' in result ? { css: withFeDocsCollapsedCategories(result.css) } : result;
          },
          // Its plugins may read any file (Tailwind's `content` globs): `dev` makes the stylesheet again after any change.
          stylesReadContent: () => hasSitePostCss(config.root, plugins?.postcssOptions !== undefined),
        }),
        // The installed themes' own components (theme-classic's `@theme/Icon/ExternalLink`…) render at build time only.
        buildTimeFile: (file) => loaded().runtimeRegistry.isInstalledThemeFile(config.root, file),
        // MDX content renders inside the site's data (`useDocusaurusContext()`, `useBaseUrl()`) and Docusaurus' Layout
        // providers (theme-common's hooks), for every site: data made once per MDX renderer.
        contentWrapper() {
          const { DocusaurusProviders, DocusaurusSiteContext, docusaurusSiteData } = loaded().siteData;
          const site = docusaurusSiteData(config);
          return (content) =>
            createElement(DocusaurusSiteContext.Provider, { value: site }, createElement(DocusaurusProviders, { root: config.root }, content));
        },
        // Content that reads its page while it loads (docs hooks, the location, <Head>) reads stand-ins in the doc's and
        // the post's providers that note the read (page-reads.ts); it is rendered again with its page.
        ...(config.policies.siteCode.contentReadsPage && {
          pageReads: (reads: { read: boolean }) => {
            const { pageReads, docsClient, blogClient } = loaded();
            return (c: ReactElement) =>
              createElement(
                pageReads.ContentPageReads.Provider,
                { value: reads },
                createElement(
                  docsClient.DocsContextProviders,
                  { root: config.root, data: pageReads.standInDocData(reads) },
                  createElement(blogClient.BlogPostProviders, { root: config.root, content: pageReads.standInBlogData(reads), isBlogPostPage: false }, c),
                ),
              );
          },
        }),
        // A swizzled theme's runtime and providers around the site's overrides; Infima's rules when one renders its markup.
        overrides: docusaurusOverrides(config, {
          // Forgets what a previous load noted (a rebuild in `dev` after the override changed).
          reset: () => (session.infimaBecause = undefined),
          mark: (rel) => (session.infimaBecause ??= rel),
        }),
      },
      render: origin
        ? {
            // The site's components look its docs up in the docs plugin's global data (`useActiveDocContext`), its
            // routes in `@generated/routes`.
            prepare(t, resolved) {
              table = t;
              links = resolved;
              const { globalData, modules } = rendering();
              globalData.fillDocsGlobalData(config, t);
              modules.fillGeneratedRoutes(
                config.root,
                t.routes.map((r) => siteHref(config, r.url)),
              );
            },
            // The locale being rendered is the one `translate()` answers for (several locales' renderers may exist in `dev`).
            beforePage: selectTranslations,
            // A doc page's Docusaurus data (`useDoc`, `useDocsSidebar`, `useDocsVersion`) around its content and DocItem.
            docFrame: (route, page) => rendering().docFrame.docusaurusDocFrame(config, table!, route, page, { docItems, indexCards }),
            // A post's Docusaurus data (`useBlogPost()`), on its page and in each item of a list page.
            postFrame(post, { isPostPage, page, route }) {
              const { blogClient, blogData } = rendering();
              const urlOf = (p: PostEntry) => table!.urlOfSource.get(p.source)!;
              const neighbour = (n?: PostEntry) => n && { post: n, url: urlOf(n) };
              const content = blogData.docusaurusBlogPostData(config, post, urlOf(post), {
                ...(page?.editUrl !== undefined && { editUrl: page.editUrl }),
                ...(route?.next && { newer: neighbour(route.next) }),
                ...(route?.prev && { older: neighbour(route.prev) }),
              });
              return { wrap: (el) => createElement(blogClient.BlogPostProviders, { root: config.root, content, isBlogPostPage: isPostPage }, el) };
            },
            // Docusaurus' page skeleton, which the site's stylesheets target: the `<html>` classes of each kind of page
            // and the `#__docusaurus` root (runtime/page-skeleton.ts).
            htmlClassName: (route) => htmlClassName(config, route, (page) => routePlugins?.get(page)),
            rootId: ROOT_ID,
          }
        : // A site.config.yaml's pages: no Docusaurus messages answer its code's `translate()`.
          { beforePage: selectTranslations },
      theme: {
        // The theme's labels from the site's code.json (the locale `render.beforePage` selected).
        ...(origin && { translate: (id: string) => loaded().codeTranslations.codeTranslationIn(session.codeTranslations, id) }),
        // A site's own DocSidebar gets the page's sidebar as Docusaurus' `PropSidebar` items.
        sidebarItems: (nodes) => loaded().docData.propSidebar(config, nodes),
        // A React page gets what Docusaurus gives it (route props, providers; hydrated when interactive).
        reactPage: (page) => loaded().reactPage.docusaurusReactPage(config, page),
        // theme-classic's Layout wrapper (`main-wrapper`) around the page's content, for a Docusaurus config.
        ...(origin && { pageWrapper: PAGE_WRAPPER }),
      },
      // The site's plugins' `injectHtmlTags()` head tags (docusaurus/plugins/lifecycle.ts), on every page.
      output: {
        headTags: () => plugins?.headTags ?? [],
        // The styles of the Docusaurus theme modules (ThemedImage, TOCInline, Details, hydrated pages) for a Docusaurus
        // config or a site whose code imported one; the site's Infima right after them for a Docusaurus config, or when an
        // override renders its markup.
        async styles(siteCode) {
          const infima = 'the Docusaurus config (theme-classic loads Infima on every page)';
          const after = loaded().siteInfima.siteInfimaCss(config.root, session.infimaBecause, origin && infima);
          return origin !== undefined || siteCode.providedModules.size > 0 ? { own: await docusaurusStylesheet(), after } : { after };
        },
        // theme-mermaid's renderer with the site's mermaid, when its config draws diagrams (config/mermaid.ts).
        async browserChunks({ dev }) {
          if (!origin || !config.policies.content.diagramFences.mermaid) return { chunks: [], diagnostics: [] };
          const { mermaidChunks } = await import('./site-code/mermaid-bundle.js');
          return mermaidChunks(config.root, origin.configFile, origin.siteConfig, dev);
        },
      },
    };
  }
}
