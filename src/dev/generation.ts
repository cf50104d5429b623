import type { LoadedSite } from '../stages/site.js';
import { createDocumentShell, type DocumentShell } from '../output/html-document.js';
import type { AssetManifest } from '../output/assets.js';
import type { OutputSink } from '../stages/output.js';
import { emitSite } from '../build/emit-site.js';
import { renderDocument } from '../build/render-pages.js';
import { createPageRenderer, type PageRenderer } from '../render/render-page.js';
import { normalizeUrl, withBase } from '../routes/permalink.js';
import type { Route } from '../routes/types.js';
import { pathInside } from '../core/output-path.js';

/**
 * One successful load of the site in `fe-docs dev`. Pages are rendered when they are requested (and kept for
 * this generation), so a rebuild costs the load plus the pages open in a browser, not the whole site. Files
 * that are not pages (feeds, sitemap, search index, llms.txt…) come from `emitSite` into memory, run only when
 * one of them is first requested.
 */
export class Generation {
  private readonly renderer: PageRenderer;
  private readonly shell: DocumentShell;
  private readonly pages = new Map<string, string>();
  private extras?: Promise<Map<string, Buffer>>;

  constructor(
    readonly id: number,
    readonly site: LoadedSite,
    readonly assets: AssetManifest,
  ) {
    this.renderer = createPageRenderer(site);
    this.shell = createDocumentShell(site.config, assets, {
      dev: true,
      searchIndexUrl: withBase(site.config.baseUrl, '/search-index.json'),
      headTags: site.hooks.output.headTags?.(),
    });
  }

  /** The route a request path (below the base URL) names, if any. */
  route(urlPath: string): Route | undefined {
    return this.site.table.byUrl.get(normalizeUrl(urlPath));
  }

  notFoundRoute(): Route | undefined {
    return this.site.table.routes.find((r) => r.kind === 'not-found');
  }

  /** The page's HTML, rendered on first request. */
  page(route: Route): string {
    let html = this.pages.get(route.url);
    if (html === undefined) {
      html = renderDocument(this.site, this.renderer, this.shell, route);
      this.pages.set(route.url, html);
    }
    return html;
  }

  /** Hashed JS/CSS and the full-sidebar fragments pages link to. */
  asset(rel: string): string | undefined {
    const url = '/' + rel;
    if (url === this.assets.js.url) return this.assets.js.code;
    if (url === this.assets.css.url) return this.assets.css.code;
    const chunk = this.assets.jsChunks.find((c) => c.url === url);
    if (chunk) return chunk.code;
    const island = this.assets.islands?.files.find((f) => f.url === url);
    if (island) return island.code;
    return this.renderer.sidebarAssets().find((a) => a.path === url)?.html;
  }

  /** Any other file the build writes. */
  async extra(rel: string): Promise<Buffer | undefined> {
    // A failure is not kept: the next request tries again.
    this.extras ??= emitToMemory(this.site).catch((e: unknown) => {
      this.extras = undefined;
      throw e;
    });
    return (await this.extras).get(rel);
  }
}

async function emitToMemory(site: LoadedSite): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const sink: OutputSink = {
    async write(rel, data) {
      // Same guard as the disk sink, so `dev` never serves a page that `build` would refuse to write.
      pathInside('/dev-output', rel);
      files.set(rel, typeof data === 'string' ? Buffer.from(data) : data);
    },
  };
  await emitSite(site, sink, { dev: true });
  return files;
}
