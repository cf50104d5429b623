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
  const pagesPath = sitePagesDir(config);
  const dir = path.resolve(config.root, pagesPath);
  const relDir = toPosix(pagesPath);
  const diagnostics: Diagnostic[] = [];
  // As Docusaurus routes src/pages: `_`-prefixed files and folders, tests and type declarations are not pages.
  const ignore = ['**/node_modules/**', '**/_*', '**/_*/**', '**/components/**', '**/*.test.*', '**/__tests__/**', '**/*.d.ts'];
  const files = (await listFiles(dir, ['**/*.{md,mdx,tsx,jsx,ts,js}'], { root: config.root, ignore }, diagnostics)).sort();
  const md = await mapLimit(files.filter((f) => /\.mdx?$/.test(f)), async (f) => {
    const rel = toPosix(path.join(relDir, f));
    const r = (await loader.load({ absPath: path.join(dir, f), relPath: rel, schema: 'page' })) as LoadedMarkdown<PageMeta>;
    diagnostics.push(...r.diagnostics);
    const page: PageEntry = { kind: 'page', format: 'md', source: rel, meta: r.meta, frontMatter: r.data, md: r.md, frontMatterPosition: r.frontMatterPosition, title: r.meta.title ?? r.md.h1 ?? config.title, pagePath: pagePathOf(f), ...(r.excerpt !== undefined && { excerpt: r.excerpt }) };
    return page;
  });
  const tsxFiles = files.filter((f) => !/\.mdx?$/.test(f));
  const compiled = await compileReactPages({ root: config.root, dir, relDir, files: tsxFiles, site: { title: config.title, tagline: config.tagline }, staticDir: config.static.path,
    baseUrl: config.baseUrl,
    config,
  });
  diagnostics.push(...compiled.diagnostics);
  return { pages: [...md, ...compiled.pages], diagnostics };
}
