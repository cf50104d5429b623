import { absoluteUrl } from '../routes/permalink.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { createMapLimit } from '../core/map-limit.js';
import type { LoadedSite } from '../stages/site.js';
import { suggest } from '../core/suggest.js';
import { frontMatterBody } from '../content/frontmatter.js';
import { decodeSource } from '../content/source-file.js';
import { noNul } from './html-document.js';
import { filePathOfUrl, withBase } from '../routes/permalink.js';
import { writeSearchIndex } from '../search/build-index.js';
import { engineBundle } from './engine-bundle.js';
import { blogFeeds } from './feeds.js';
import { llmsDocs, llmsTxt, markdownCopyUrl } from './llms.js';
import { generateServiceWorker, writePwaFiles } from './service-worker.js';
import type { OutputSink } from '../stages/output.js';
import type { Route } from '../routes/types.js';
import type { SearchPageRecord } from '../shared/search-index.js';
import { sitemapXml } from './sitemap.js';
import { redirectHtml } from '../routes/redirects.js';
import { listedPosts } from '../routes/unlisted.js';

/** What a step writes from: the loaded site, where to write, and whether this is `fe-docs dev`. */
export interface OutputStepContext {
  site: LoadedSite;
  sink: OutputSink;
  dev: boolean;
  /** The pages' search records, made or read from the page cache with them (when it is on). */
  records?: ReadonlyMap<Route, SearchPageRecord | undefined>;
}

/**
 * One file family the build writes after the pages (sitemap, feeds, search index…). `emitSite` runs the steps in
 * order, times each under its name, and skips those listed in `output.skip` of site.config.yaml.
 */
export interface OutputStep {
  name: string;
  run(ctx: OutputStepContext): Promise<Diagnostic[] | void>;
}

/** A step over the finished output folder (before it is swapped in): it sees every file of every locale. */
export interface FolderStep {
  name: string;
  run(ctx: {
    config: SiteConfig;
    folder: string;
    /** The md5 of a file the sink wrote (a path relative to `folder`), known without reading it; undefined for others. */
    md5Of?: (rel: string) => string | undefined;
  }): Promise<{ diagnostics: Diagnostic[]; precache?: { count: number; bytes: number } } | void>;
}

const sitemap: OutputStep = {
  name: 'sitemap',
  async run({ site, sink }) {
    await sink.write('sitemap.xml', sitemapXml(site.config, site.table.routes));
  },
};

const feeds: OutputStep = {
  name: 'feeds',
  async run({ site, sink }) {
    const { config, graph, table } = site;
    const urlOf = (p: (typeof graph.posts)[number]) => table.urlOfSource.get(p.source)!;
    const listed = listedPosts(config, graph.posts);
    for (const f of blogFeeds(config, listed, urlOf, (p) => absolutize(config, site.links.get(p.source) ?? [], p.md.html))) await sink.write(f.path, f.body);
  },
};

/**
 * llms.txt, and llms-full.txt: the Markdown of every listed doc in one file, in the order llms.txt lists them (the
 * file the llms.txt plugins of Docusaurus sites write too, and that sites link to).
 */
const llms: OutputStep = {
  name: 'llmsTxt',
  async run({ site, sink, dev }) {
    const { config, graph, table } = site;
    await sink.write('llms.txt', noNul(llmsTxt(config, graph, table)));
    const bodies = llmsDocs(config, graph, table).map((d) => docMarkdown(config, d, dev));
    await sink.write('llms-full.txt', bodies.filter((b) => b !== undefined).join('\n\n---\n\n'));
  },
};

/** A doc's Markdown as its copy and llms-full.txt give it: the body without front matter, under its title. */
function docMarkdown(config: SiteConfig, d: LoadedSite['graph']['docs'][number], dev: boolean): string | undefined {
  // In dev this runs on request, long after the load: a doc deleted since is left out, not a failure.
  // Read synchronously: a promise-based read of each small file cost several times the CPU (1,000 docs: ≈0.4 s).
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(config.root, d.source));
  } catch (e) {
    if (dev && (e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  // Decoded as the page was (a byte-order mark dropped, so the front matter after it is recognised; NUL as U+FFFD);
  // its problems were reported when the page loaded.
  const body = frontMatterBody(decodeSource(d.source, bytes).text).replace(/^(?:\r?\n)+/, '');
  // A doc whose body starts with its own `# Title` (the page's title) has it already.
  return d.md.h1 !== undefined ? body : `# ${noNul(d.title)}\n\n${body}`;
}

/** Each doc's Markdown beside its page (`…/index.md`), which llms.txt links to. */
const markdownCopies: OutputStep = {
  name: 'markdownCopies',
  async run({ site, sink, dev }) {
    const { config, graph, table } = site;
    // Read again rather than kept from the content stage: the sources of a large site need not sit in memory.
    await createMapLimit(32)(graph.docs, async (d) => {
      const url = table.urlOfSource.get(d.source);
      if (!url) return;
      const md = docMarkdown(config, d, dev);
      if (md !== undefined) await sink.write(filePathOfUrl(markdownCopyUrl(url)), md);
    });
  },
};

/** The OpenAPI documents, for the download link of each API reference page. */
const openapiFiles: OutputStep = {
  name: 'openapiFiles',
  async run({ site, sink }) {
    for (const api of site.graph.apis) await sink.write(`openapi/${api.id}.yaml`, api.text);
  },
};

/** Old paths that send the reader on (`redirects`): small pages, written after the site's own so none is replaced. */
const redirects: OutputStep = {
  name: 'redirects',
  async run({ site, sink }) {
    for (const r of site.redirects) await sink.write(r.outPath, redirectHtml(withBase(site.config.baseUrl, r.to)));
  },
};

const searchIndex: OutputStep = {
  name: 'searchIndex',
  run: async ({ site, sink, records }) => writeSearchIndex(site, sink, { records, engine: await engineBundle(site.config.root) }),
};

const pwaFiles: OutputStep = {
  name: 'pwaFiles',
  run: ({ site, sink, dev }) => writePwaFiles(site.config, sink, { dev }),
};

/** Written after the pages, in this order. */
export const OUTPUT_STEPS: readonly OutputStep[] = [sitemap, feeds, llms, markdownCopies, openapiFiles, redirects, searchIndex, pwaFiles];

/** Run on the finished folder: the service worker precaches all of it. */
export const FOLDER_STEPS: readonly FolderStep[] = [
  {
    name: 'serviceWorker',
    async run({ config, folder, md5Of }) {
      if (!config.pwa.enabled) return;
      const sw = await generateServiceWorker(config, folder, md5Of);
      return { diagnostics: sw.diagnostics, precache: { count: sw.count, bytes: sw.bytes } };
    },
  },
];

/** The steps `output.skip` does not switch off, in order. */
export function enabledSteps<T extends { name: string }>(config: SiteConfig, steps: readonly T[]): T[] {
  return steps.filter((s) => !config.output.skip.includes(s.name));
}

/** A name in `output.skip` that is no step skips nothing: say so, with the nearest name. */
export function skipDiagnostics(config: SiteConfig, steps: readonly { name: string }[]): Diagnostic[] {
  const names = steps.map((s) => s.name);
  return config.output.skip.flatMap((name, i) => {
    if (names.includes(name)) return [];
    const near = suggest(name, names);
    return [
      diagnostic('config-invalid', `\`output.skip\` names no output step \`${name}\`${near ? `; did you mean \`${near}\`?` : '.'}`, {
        position: config.source.locate(['output', 'skip', i]),
        hint: `The steps are ${names.map((n) => `\`${n}\``).join(', ')}.`,
        severity: 'warning',
      }),
    ];
  });
}

/** Content HTML for feeds: links resolved to absolute URLs. */
function absolutize(config: SiteConfig, urls: string[], html: string): string {
  return html.replace(/fe-docs-link:(\d+)/g, (_, i: string) => {
    const u = urls[Number(i)] ?? '#';
    return u.startsWith('/') ? absoluteUrl(config, u) : u;
  });
}
