import path from 'node:path';
import { listFiles } from './list-files.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { SiteConfig } from '../config/types.js';
import { toPosix } from '../config/load.js';
import type { MarkdownLoader } from './markdown-loader.js';
import type { PageMeta } from './frontmatter-schemas.js';
import type { MapLimit } from '../core/map-limit.js';
import type { LoadedMarkdown } from './markdown-source.js';
import { pagePathOf, sitePagesDir } from './page-path.js';
import type { CompileReactPages, PageEntry } from './types.js';

/** Markdown, MDX and React pages; `compileReactPages` comes from the pipeline (it renders React). */
export async function loadPages(
  config: SiteConfig,
  loader: MarkdownLoader,
  mapLimit: MapLimit,
  compileReactPages: CompileReactPages,
): Promise<{ pages: PageEntry[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  // As Docusaurus routes src/pages: `_`-prefixed files and folders, tests and type declarations are not pages.
  const ignore = ['**/node_modules/**', '**/_*', '**/_*/**', '**/components/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'];
  // A locale's translation folder holds the pages translated so far; the others come from the default locale's folder.
  const folderOf = new Map<string, string>();
  for (const relDir of [...(config.pages.untranslated ? [config.pages.untranslated] : []), sitePagesDir(config)])
    for (const f of await listFiles(path.resolve(config.root, relDir), ['**/*.{md,mdx,tsx,jsx,ts,js}'], { root: config.root, ignore }, diagnostics))
      folderOf.set(f, toPosix(relDir));
  const files = [...folderOf.keys()].sort();
  const md = await mapLimit(files.filter((f) => /\.mdx?$/.test(f)), async (f) => {
    const rel = toPosix(path.join(folderOf.get(f)!, f));
    const r = (await loader.load({ absPath: path.resolve(config.root, rel), relPath: rel, schema: 'page' })) as LoadedMarkdown<PageMeta>;
    diagnostics.push(...r.diagnostics);
    const page: PageEntry = { kind: 'page', format: 'md', source: rel, meta: r.meta, frontMatter: r.data, md: r.md, frontMatterPosition: r.frontMatterPosition, title: r.meta.title ?? r.md.h1 ?? config.title, pagePath: pagePathOf(f), ...(r.excerpt !== undefined && { excerpt: r.excerpt }) };
    return page;
  });
  // React pages are compiled per folder (a locale's translated ones, then the untranslated ones).
  const compiled = { pages: [] as PageEntry[], diagnostics: [] as Diagnostic[] };
  for (const relDir of new Set(folderOf.values())) {
    const tsxFiles = files.filter((f) => !/\.mdx?$/.test(f) && folderOf.get(f) === relDir);
    if (!tsxFiles.length) continue;
    const r = await compileReactPages({ root: config.root, dir: path.resolve(config.root, relDir), relDir, files: tsxFiles, site: { title: config.title, tagline: config.tagline }, staticDir: config.static.path,
      baseUrl: config.baseUrl,
      config,
    });
    compiled.pages.push(...r.pages);
    compiled.diagnostics.push(...r.diagnostics);
  }
  diagnostics.push(...compiled.diagnostics);
  return { pages: [...md, ...compiled.pages], diagnostics };
}
