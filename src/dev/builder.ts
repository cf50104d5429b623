import path from 'node:path';
import { diagnostic, hasErrors, type Diagnostic } from '../core/diagnostics.js';
import { loadSite } from '../build/load.js';
import { openSession } from '../build/session.js';
import type { Dialect } from '../stages/hooks.js';
import type { SiteSession } from '../stages/site.js';
import { siteConfigFile } from '../build/config.js';
import { configInputs, isSiteCode } from './watch.js';
import { createCodeHighlighter, type CodeHighlighter } from '../markdown/highlight.js';
import type { MarkdownCache } from '../markdown/render-markdown.js';
import { bundleAssets, type AssetManifest } from '../output/assets.js';
import { siteIslands } from '../islands/site-islands.js';
import { Generation } from './generation.js';
import { hidePaths } from './hide-paths.js';
import { IncrementalContent } from './incremental-content.js';

export interface BuildOutcome {
  /** The build produced a site without errors, now served. */
  ok: boolean;
  ms: number;
  /** Every problem of this build (errors and warnings), sorted by file. */
  diagnostics: Diagnostic[];
  /** Milliseconds per stage of the load (config, content, routes, links, assets). */
  timings: Record<string, number>;
  previous?: Generation;
  current?: Generation;
}

/**
 * Loads the site again after each change, keeping what does not change between builds: the highlighter, the
 * rendered Markdown of unchanged files, the content kinds the change did not touch and the bundled client.
 * A build with errors does not replace the last good one, which keeps being served.
 */
export class DevBuilder {
  current?: Generation;
  /** Error-level problems of the latest build; empty when it succeeded. */
  errors: Diagnostic[] = [];
  private highlighter?: CodeHighlighter;
  private readonly markdownCache: MarkdownCache = new Map();
  private readonly content = new IncrementalContent();
  private assets?: AssetManifest;
  private readonly recent = new Map<number, Generation>();
  private nextId = 1;
  /**
   * One session for the server's life: unchanged MDX results are reused across rebuilds, so the stylesheets and images
   * their code added must stay known.
   */
  private readonly session: SiteSession;

  /** `dialect`: the site format the server understands besides site.config.yaml (the composition's, api/site.ts). */
  constructor(
    readonly root: string,
    opts: { dialect?: Dialect } = {},
  ) {
    this.session = openSession(root, opts.dialect);
  }

  /** A recent generation by id (to compare what a tab shows with the new build). */
  generation(id: number): Generation | undefined {
    return this.recent.get(id);
  }

  /**
   * Build again; `changed` are absolute paths, or 'all' for the first build. Never rejects: a stage that throws
   * (a file deleted mid-build, an input no stage foresaw) is an error of this build, and the last good one stays.
   */
  async build(changed: readonly string[] | 'all'): Promise<BuildOutcome> {
    const t0 = performance.now();
    try {
      return await this.buildOnce(changed, t0);
    } catch (e) {
      this.content.invalidateAll();
      this.assets = undefined;
      const crash = diagnostic('internal-error', `Building the site failed: ${hidePaths(causeMessages(e), this.root)}`, {
        hint: 'Fix or undo the last change and save; if the site looks right, this is a bug in fe-docs (FE_DOCS_DEBUG=1 prints the stack in the terminal).',
      });
      if (process.env.FE_DOCS_DEBUG) console.error(e);
      this.errors = [crash];
      return { ok: false, ms: performance.now() - t0, timings: {}, diagnostics: [crash], previous: this.current, current: this.current };
    }
  }

  private async buildOnce(changed: readonly string[] | 'all', t0: number): Promise<BuildOutcome> {
    const configFile = this.current?.site.config.configFile ?? siteConfigFile(this.root, this.session.dialect);
    const configFiles = [configFile, ...configInputs(this.root, this.current?.site.config)];
    const config = this.current?.site.config;
    // The site's code (components, theme overrides, stylesheets) can change any page that imports it, and the bundled
    // client and stylesheet: everything is loaded again (unchanged Markdown still comes from the disk cache).
    const siteCode = config && changed !== 'all' && changed.some((f) => isSiteCode(this.root, config, f));
    if (changed === 'all' || siteCode || changed.some((f) => configFiles.includes(f))) {
      this.content.invalidateAll();
      this.assets = undefined;
    } else this.content.invalidate(config, changed);

    this.highlighter ??= await createCodeHighlighter();
    const loaded = await loadSite(this.root, {
      dev: true,
      session: this.session,
      highlighter: this.highlighter,
      markdownCache: this.markdownCache,
      loadContent: this.content.load,
    });
    const previous = this.current;
    this.errors = loaded.diagnostics.filter((d) => d.severity === 'error');
    if (!loaded.site) {
      this.content.invalidateAll();
      return { ok: false, ms: performance.now() - t0, timings: loaded.timings, diagnostics: loaded.diagnostics, previous, current: previous };
    }
    // A build with errors replaces nothing, unless there is nothing yet: then a site with errors beats none.
    if (hasErrors(loaded.diagnostics) && previous)
      return { ok: false, ms: performance.now() - t0, timings: loaded.timings, diagnostics: loaded.diagnostics, previous, current: previous };
    const timings = { ...loaded.timings };
    // A stylesheet made from the content too (Tailwind's class names): made again with the changed content.
    if (changed !== 'all' && loaded.site.hooks.siteCode.stylesReadContent?.()) this.assets = undefined;
    if (!this.assets) {
      const t = performance.now();
      this.assets = await bundleAssets(loaded.site.config, {
        dev: true,
        islands: siteIslands(loaded.site.graph),
        siteCode: this.session.siteCode,
        hooks: loaded.site.hooks,
      });
      timings.assets = performance.now() - t;
    }
    const gen = new Generation(this.nextId++, loaded.site, this.assets);
    this.current = gen;
    this.recent.set(gen.id, gen);
    for (const id of this.recent.keys()) if (id <= gen.id - 8) this.recent.delete(id);
    return { ok: !hasErrors(loaded.diagnostics), ms: performance.now() - t0, timings, diagnostics: loaded.diagnostics, previous, current: gen };
  }
}

/** The error's message and those of its causes, on one line. */
function causeMessages(e: unknown): string {
  const parts: string[] = [];
  for (let c: unknown = e; c && parts.length < 5; c = (c as { cause?: unknown }).cause) parts.push((c as Error).message ?? String(c));
  return parts.join(': ');
}
