import { createHash } from 'node:crypto';
import { compileSiteSass, isSassFile } from '../content/site-sass.js';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cachedBundle } from './bundle-cache.js';
import { CLIENT_DIR, clientBundleOptions, PACKAGE_ROOT } from './client-bundles.js';
import { prebuiltBundle } from './prebuilt-bundles.js';
import type { SiteConfig } from '../config/types.js';
import { themeColorCss } from './theme-colors.js';
import { cssUrlAssets, inlineRelativeCssUrls, type CssUrlAssets } from '../core/css-urls.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { toPosix } from '../config/load.js';
import { codeThemeCss } from '../markdown/code-theme-css.js';
import type { IslandUse } from '../markdown/types.js';
import { bundleIslands, type IslandAssets } from '../islands/bundle-islands.js';
import { importedSiteCss } from '../mdx/site-modules.js';
import type { CssTransform, SiteCodeState, SiteHooks } from '../stages/hooks.js';

/** Public URLs (without base) and contents of the hashed assets every page links to. */
export interface AssetManifest {
  js: { url: string; code: string };
  /** Parts of the client loaded on demand (the API page script, the hosted search provider), beside `js`. */
  jsChunks: { url: string; code: string }[];
  css: { url: string; code: string };
  /** Files the site's stylesheets name that are too large to inline, published beside the stylesheet (core/css-urls.ts). */
  cssFiles: { url: string; file: string }[];
  /** Problems found while putting the stylesheet together (a `url()` naming no file). */
  diagnostics: Diagnostic[];
  /** Absent when no page has islands. */
  islands?: IslandAssets;
  /** The site format's browser modules (`OutputHooks.browserChunks`), entry URL by name; their files are in `jsChunks`. */
  chunks?: Record<string, string>;
}

/** site.css first, then every other stylesheet of the theme folder (api.css, search.css…) in name order. */
export const THEME_STYLES = path.join(PACKAGE_ROOT, 'src/theme/styles');

/** site.css first, then by name. */
const byStyleOrder = (a: string, b: string) => (a === 'site.css' ? -1 : b === 'site.css' ? 1 : a < b ? -1 : 1);

/**
 * The theme's stylesheets; among them, by its name, the site format's own stylesheet when the site needs it (a
 * Docusaurus site's: the styles of its theme modules and chrome), and the format's CSS right after it (the site's
 * Infima, whose rules replace that stylesheet's stand-ins on ties), before the site's `customCss`, which wins ties over
 * it as custom.css does in Docusaurus.
 */
async function readStyles(siteCode: SiteCodeState, hooks?: SiteHooks): Promise<string> {
  const format = await hooks?.output.styles?.(siteCode);
  const names = (await readdir(THEME_STYLES)).filter((n) => n.endsWith('.css'));
  const sheets = await Promise.all(names.map(async (name) => ({ name, css: await readFile(path.join(THEME_STYLES, name), 'utf8') })));
  if (format?.own) sheets.push(format.own);
  sheets.sort((a, b) => byStyleOrder(a.name, b.name));
  const parts = sheets.map((s) => s.css);
  const at = format?.own ? sheets.indexOf(format.own) : -1;
  parts.splice(at < 0 ? parts.length : at + 1, 0, format?.after ?? '');
  return parts.join('\n');
}

/**
 * `theme.customCss` files, in order, after the theme's own styles (check reports a missing one, or a Sass file it
 * cannot compile, before the build). A Sass file is compiled with the site's own `sass` package.
 */
async function customCss(config: SiteConfig, cssUrls: CssUrlAssets, transform?: CssTransform): Promise<string> {
  const parts = await Promise.all(
    config.theme.customCss.map(async (rel) => {
      const file = path.resolve(config.root, rel);
      // Sass (docusaurus-plugin-sass) compiled by the site's compiler; check reported it if it does not compile.
      const sass = isSassFile(rel) ? compileSiteSass(config.root, file) : undefined;
      let css = sass ? ('css' in sass ? sass.css : '') : await readFile(file, 'utf8').catch(() => '');
      // The site format's transform (a Docusaurus site's PostCSS plugins), after Sass.
      const transformed = css && (await transform?.(css, file));
      if (transformed && 'problem' in transformed)
        cssUrls.diagnostics.push(
          diagnostic('stylesheet-invalid', `The stylesheet \`${rel}\` in \`theme.customCss\` does not go through the site's PostCSS plugins: ${transformed.problem}.`, {
            position: { file: toPosix(path.relative(config.root, file)), line: transformed.line ?? 1, column: transformed.column ?? 1 },
            hint: 'Fix the stylesheet or the PostCSS plugin the message names; Docusaurus would stop the build here.',
          }),
        );
      else if (transformed) css = transformed.css;
      return `/* ${rel} */\n${inlineRelativeCssUrls(css, file, cssUrls)}\n`;
    }),
  );
  return parts.join('');
}

/**
 * The problems `bundleAssets` finds in the site's stylesheets (a `url()` or `@import` naming no file, or one outside
 * the site), found without bundling anything: `check` reports them as `build` does. The stylesheets the site's
 * components import are those its content load collected.
 */
export async function stylesheetDiagnostics(config: SiteConfig, siteCode: SiteCodeState, hooks?: SiteHooks): Promise<Diagnostic[]> {
  const cssUrls = cssUrlAssets(config.root, path.resolve(config.root, config.static.path));
  await customCss(config, cssUrls, hooks?.siteCode.transformCss);
  importedSiteCss(siteCode, config.root, cssUrls);
  return cssUrls.diagnostics;
}

function hashed(name: string, ext: string, code: string): { url: string; code: string } {
  const h = createHash('sha256').update(code).digest('hex').slice(0, 10);
  return { url: `/assets/${name}-${h}.${ext}`, code };
}

/**
 * The browser runtime (prebuilt, else bundled by esbuild) and the theme stylesheet with the site's colours (esbuild).
 * `siteCode`: what the site's code left in its session (loaded site's `session.siteCode`): its stylesheets, images.
 */
export async function bundleAssets(
  config: SiteConfig,
  opts: { dev?: boolean; islands?: IslandUse[]; siteCode?: SiteCodeState; hooks?: SiteHooks } = {},
): Promise<AssetManifest> {
  // Without a session (a bundle of the theme alone), the site's code has added nothing.
  const siteCode = opts.siteCode ?? { styles: new Map(), images: new Map(), providedModules: new Set<string>(), prebundled: new Map() };
  const [js, cssBase] = await Promise.all([
    // The production runtime comes prebuilt with the package (output/prebuilt-bundles.ts); the site adds its client
    // code as islands (below), never to this bundle.
    (!opts.dev && prebuiltBundle('client')) || cachedBundle(config.root, 'client', clientBundleOptions(!!opts.dev)),
    readStyles(siteCode, opts.hooks),
  ]);
  const cssUrls = cssUrlAssets(config.root, path.resolve(config.root, config.static.path));
  const css = await cachedBundle(config.root, 'style', {
    // The site's own stylesheets (imported by its components, pages and overrides) come last, so they win.
    stdin: {
      contents:
        themeColorCss(config) +
        (await codeThemeCss(config.code.themes)) +
        cssBase +
        '\n' +
        (await customCss(config, cssUrls, opts.hooks?.siteCode.transformCss)) +
        importedSiteCss(siteCode, config.root, cssUrls),
      loader: 'css',
      resolveDir: config.root,
    },
    minify: !opts.dev,
    logLevel: 'silent',
  });
  const islands = await bundleIslands(opts.islands ?? [], {
    root: config.root,
    clientDir: CLIENT_DIR,
    dev: opts.dev,
    staticDir: config.static.path,
    baseUrl: config.baseUrl,
    images: siteCode.images,
    modules: opts.hooks?.siteCode.modules,
  });
  // The entry gets a hash of its own content; chunks keep esbuild's content-hashed names, which the entry imports by.
  const entry = js.find((f) => path.basename(f.path) === 'app.js')!;
  const jsChunks = js.filter((f) => f !== entry).map((f) => ({ url: `/assets/${path.basename(f.path)}`, code: f.text }));
  const format = await opts.hooks?.output.browserChunks?.({ dev: !!opts.dev });
  const formatChunks = format?.chunks ?? [];
  for (const c of formatChunks) jsChunks.push(...c.files);
  return {
    ...(formatChunks.length && { chunks: Object.fromEntries(formatChunks.map((c) => [c.name, c.url])) }),
    js: hashed('app', 'js', entry.text),
    jsChunks,
    css: hashed('style', 'css', css[0].text),
    cssFiles: [...cssUrls.files].map(([rel, file]) => ({ url: `/${rel}`, file })),
    diagnostics: [...cssUrls.diagnostics, ...(format?.diagnostics ?? [])],
    islands,
  };
}
