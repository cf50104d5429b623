import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { joinUrl } from '../config/load.js';
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from '../core/react-string.js';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Message } from 'esbuild';
import { bundleSiteCode } from './bundle-site-code.js';
import { openReactPagesCache, type CompiledPages, type ReactPagesCache } from './react-pages-cache.js';
import { esbuildPath, sitePosition } from './esbuild-position.js';
import { isComponentType } from '../core/component-type.js';
import { diagnostic, sortDiagnostics, type Diagnostic } from '../core/diagnostics.js';
import { toPosix } from '../config/load.js';
import { pagePathOf } from '../content/page-path.js';
import type { CompileReactPages, ReactPageEntry } from '../content/types.js';
import type { SiteConfig } from '../config/types.js';
import { extractHtmlLinks } from '../content/html-links.js';
import { siteModuleBuildOptions } from './site-modules.js';
import { siteImagesPlugin } from './site-images.js';
import { runTimePathDiagnostics } from './context-require.js';
import { webpackLoaderDiagnostics } from './webpack-loaders.js';
import type { IslandUse } from '../markdown/types.js';
import { needsHydration, pageIsland } from './hydration.js';
import { ThemeComponentsContext } from '../theme/components-context.js';
import { LinkReportContext, newLinkReport, type LinkReport } from '../theme/link-report.js';
import type { ThemeComponents } from '../stages/page.js';
import type { ModuleNamespace, SiteCodeContext } from '../stages/hooks.js';
import { reactPageRender, type ContentRender } from './react-page-render.js';

/** What a React page receives. Internal links are written as plain root-relative hrefs (`/docs/`). */
export type { ReactPageProps as PageProps } from '../content/types.js';
import type { ReactPageProps as PageProps } from '../content/types.js';
import { inSiteCode } from '../core/site-code-watch.js';

/**
 * How a page renders while its links are collected (before any URL exists): `<Layout>` only notes that the page
 * brings its own layout (the page is then rendered again in the site's context, see theme/layouts/OtherPages.tsx),
 * and `<Link to>` is a plain link, so the link check sees it with its position (reported in `report`).
 */
export function contentOnly(layout: { used: boolean; title?: string; description?: string }, report?: LinkReport): ThemeComponents {
  return {
    Layout: ({ children, title, description }: { children?: ReactNode; title?: string; description?: string }) => {
      Object.assign(layout, { used: true, title, description });
      return createElement(Fragment, null, children);
    },
    Link: ({ to, href, children, className }: { to?: string; href?: string; children?: ReactNode; className?: string }) => {
      if (to ?? href) report?.links.add((to ?? href)!);
      return createElement('a', { href: to ?? href, className }, children);
    },
  };
}

/**
 * React pages (`.tsx`) are compiled with esbuild into ES modules that import fe-docs' own React, so the page and
 * the renderer share one React instance; they render at build time only and ship no JavaScript.
 */
export const compileReactPages = async (opts: ReactPagesOptions, overrides?: ThemeComponents): ReturnType<CompileReactPages> => {
  if (!opts.files.length) return { pages: [], diagnostics: [] };
  // A private folder of this build (mkdtemp: unique, mode 0700), removed once the modules are imported: a fixed
  // shared path let another user plant files there, and builds of one site running at once overwrote each other.
  const outdir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-pages-'));
  try {
    return await compileInto(outdir, { ...opts, overrides });
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
};

/**
 * The island of a page that needs the browser (state, effects, handlers): hydrated when it renders `<Layout>` and
 * imports only the Docusaurus modules the browser has; otherwise a warning says it stays as built.
 */
async function hydration(
  modulePath: string,
  inputs: readonly string[],
  hasLayout: boolean,
  absPath: string,
  source: string,
  diagnostics: Diagnostic[],
  root: string,
  buildTimeFile: (file: string) => boolean,
  modules: ModuleNamespace,
): Promise<IslandUse | undefined> {
  if (!needsHydration(await readFile(modulePath, 'utf8'), modules.browser?.needsBrowser)) return undefined;
  const position = { file: source, line: 1, column: 1 };
  // The site format's modules that exist at build time only (a Docusaurus site's: fe-docs' build-time modules, and
  // the site's Docusaurus runtime, `@docusaurus/theme-common`…: bundled in Node).
  const buildOnly = modules.buildTimeOnly?.(inputs) ?? [];
  // The installed theme's own components (theme-classic's `@theme/Icon/ExternalLink`…) are rendered at build time only.
  const themeFile = inputs.find((k) => !/^[a-z-]+:/i.test(k) && buildTimeFile(k));
  if (themeFile) buildOnly.push(themeFile.replace(/^.*node_modules\//, ''));
  if (!hasLayout || buildOnly.length) {
    diagnostics.push(
      diagnostic(
        'page-hydration',
        `\`${source}\` uses state, effects or event handlers, but cannot be hydrated: ${hasLayout ? `${buildOnly.map((s) => `\`${s}\``).join(', ')} exist${buildOnly.length === 1 ? 's' : ''} at build time only` : 'it does not render `@theme/Layout`'}. It is published as rendered at build time.`,
        {
          position,
          hint: hasLayout
            ? `A hydrated page may import ${(modules.browser?.specifiers ?? []).join(', ')}.`
            : 'Wrap the page in `<Layout>` from `@theme/Layout`.',
        },
      ),
    );
    return undefined;
  }
  return pageIsland(absPath, source);
}

/** The content stage's options, and the load's site-code context (stages/hooks.ts) the pages are bundled in. */
type ReactPagesOptions = Parameters<CompileReactPages>[0] & { siteCode: SiteCodeContext; contentRender?: ContentRender };

async function compileInto(
  outdir: string,
  opts: ReactPagesOptions & { overrides?: ThemeComponents },
): Promise<{ pages: ReactPageEntry[]; diagnostics: Diagnostic[] }> {
  try {
    const bundle = await bundlePages(outdir, opts);
    const pathnameOf = (rel: string) => joinUrl(opts.baseUrl ?? '/', pagePathOf(rel));
    const wrapPage = (page: ReactElement, rel: string): ReactNode => opts.siteCode.hooks.wrapReactPage?.(page, pathnameOf(rel)) ?? page;
    // The props the site's format gives a page of the pages folder (a Docusaurus JSX page's `config`, `route`…).
    const pageProps = (rel: string) => opts.siteCode.hooks.reactPageProps?.(pathnameOf(rel)) ?? {};
    const pages: ReactPageEntry[] = [];
    const diagnostics: Diagnostic[] = [
      // fe-docs' notes on what it imported (a module that only approximates Docusaurus, or exists at run time only).
      ...bundle.warnings
        .filter((w) => w.pluginName === 'fe-docs-site-modules')
        .map((w) =>
          diagnostic('docusaurus-build-time', w.text, {
            position: w.location ? sitePosition(opts.root, w.location) : undefined,
            hint: w.notes?.[0]?.text,
          }),
        ),
      ...runTimePathDiagnostics(bundle.warnings, opts.root),
      ...webpackLoaderDiagnostics(bundle.warnings, opts.root),
      ...(opts.siteCode.hooks.modules.generated?.diagnostics(bundle.warnings) ?? []),
    ];
    for (const meta of bundle.modules) {
      const rel = toPosix(path.relative(opts.dir, meta.entryPoint));
      const source = `${opts.relDir}/${rel}`;
      const modulePath = path.join(outdir, meta.out);
      try {
        await opts.siteCode.hooks.modules.generated?.ready(meta.inputs);
        const mod = (await inSiteCode(source, () => import(pathToFileURL(modulePath).href))) as {
          default?: ComponentType<PageProps>;
          meta?: { title?: string; description?: string };
        };
        if (!isComponentType(mod.default)) throw new Error('the module has no default export of a React component');
        const layout: { used: boolean; title?: string; description?: string } = { used: false };
        // fe-docs' built-ins (`<CodeBlock>`, `<Admonition>`) work in a page as in MDX content.
        const builtins = await reactPageRender(meta.inputs, opts.contentRender);
        const Page = builtins.provide(mod.default);
        // The links and anchors its components report as it renders (a site format's link check reads those only).
        let report = newLinkReport();
        const raw = await builtins.render(() => {
          report = newLinkReport();
          return inSiteCode(source, () =>
            // site code: watched for endless loops
            renderToStaticMarkup(
              createElement(
                LinkReportContext.Provider,
                { value: report },
                createElement(
                  ThemeComponentsContext.Provider,
                  // The site's overrides (`theme/Hero.tsx`) render in the page as on every other page.
                  { value: { ...opts.overrides, ...contentOnly(layout, report) } },
                  // What the site's format puts around a page (a Docusaurus site's providers and data).
                  wrapPage(createElement(Page, { ...pageProps(rel), site: opts.site }), rel),
                ),
              ),
            ),
          );
        });
        const text = await readFile(path.join(opts.dir, rel), 'utf8');
        const island = await hydration(
          modulePath,
          meta.inputs,
          layout.used,
          meta.entryPoint,
          source,
          diagnostics,
          opts.root,
          (f) => opts.siteCode.hooks.buildTimeFile?.(f) ?? false,
          opts.siteCode.hooks.modules,
        );
        const { html, links, selfAnchors, ids } = extractHtmlLinks(raw, source, text, report);
        pages.push({
          kind: 'page',
          format: 'tsx',
          source,
          pagePath: pagePathOf(rel),
          modulePath,
          title: mod.meta?.title ?? layout.title,
          description: mod.meta?.description ?? layout.description,
          html,
          links,
          selfAnchors,
          ids,
          component: layout.used ? Page : undefined,
          island,
        });
      } catch (e) {
        diagnostics.push(
          diagnostic('page-render', `Cannot render React page \`${source}\`: ${(e as Error).message}`, {
            position: { file: source, line: 1, column: 1 },
            hint: 'The page must `export default` a function component that renders without browser APIs.',
          }),
        );
      }
    }
    pages.sort((a, b) => (a.source < b.source ? -1 : 1));
    return { pages, diagnostics };
  } catch (e) {
    // One page that does not compile must not take the others down (their URLs would all be broken links): each page
    // on its own then, so only the failing ones are left out, each error reported once.
    if (opts.files.length > 1 && (e as { errors?: Message[] }).errors?.length) {
      const pages: ReactPageEntry[] = [];
      const diagnostics: Diagnostic[] = [];
      for (const file of opts.files) {
        const one = await compileInto(outdir, { ...opts, files: [file] });
        pages.push(...one.pages);
        diagnostics.push(...one.diagnostics);
      }
      pages.sort((a, b) => (a.source < b.source ? -1 : 1));
      return { pages, diagnostics: sortDiagnostics(diagnostics) };
    }
    const errors = ((e as { errors?: Message[] }).errors ?? []).map((m) =>
      diagnostic('page-compile', `Cannot compile React page: ${m.text}`, {
        position: m.location ? sitePosition(opts.root, m.location) : undefined,
        hint: m.notes?.[0]?.text ?? 'Fix the TypeScript/JSX error; a page must `export default` a React component.',
      }),
    );
    return { pages: [], diagnostics: errors.length ? errors : [diagnostic('page-compile', `Cannot compile React pages: ${(e as Error).message}`)] };
  }
}

/**
 * The pages' modules written into `outdir`, bundled by esbuild or taken from the project cache (mdx/react-pages-cache.ts)
 * when every file the last bundle read is unchanged.
 */
async function bundlePages(outdir: string, opts: ReactPagesOptions): Promise<CompiledPages> {
  const siteModules = siteModuleBuildOptions(opts.siteCode);
  const options = {
    entryPoints: opts.files.map((f) => path.join(opts.dir, f)),
    outdir,
    outbase: opts.dir,
    ...siteModules,
    plugins: [...siteModules.plugins, siteImagesPlugin(opts.siteCode)],
    entryNames: '[dir]/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
  } satisfies BuildOptions;
  const cache = openReactPagesCache(opts, options);
  const compiled = (await cache?.get()) ?? (await bundleWithEsbuild(outdir, options, cache));
  for (const f of compiled.files) {
    const file = path.join(outdir, f.out);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, f.text);
  }
  return compiled;
}

async function bundleWithEsbuild(outdir: string, options: BuildOptions & { metafile: true }, cache: ReactPagesCache | undefined): Promise<CompiledPages> {
  const result = await bundleSiteCode(options);
  // The metafile's paths and the warnings' files are relative to the site root (siteModuleBuildOptions), so the
  // cached bundle holds the same paths whatever folder each build ran in.
  const root = options.absWorkingDir!;
  const compiled: CompiledPages = {
    files: (result.outputFiles ?? []).map((f) => ({ out: path.relative(outdir, f.path), text: f.text })),
    modules: Object.entries(result.metafile.outputs).flatMap(([out, meta]) =>
      meta.entryPoint
        ? [{ out: path.relative(outdir, esbuildPath(root, out)), entryPoint: esbuildPath(root, meta.entryPoint), inputs: Object.keys(meta.inputs) }]
        : [],
    ),
    warnings: result.warnings,
  };
  await cache?.set(
    compiled,
    Object.keys(result.metafile.inputs).map((i) => (/^[a-z-]+:/i.test(i) ? i : esbuildPath(root, i))),
  );
  return compiled;
}
