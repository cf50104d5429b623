// Structural parity of a corpus site against Docusaurus' own build (issue 32 item 5): every content page Docusaurus
// published (each docs and blog source file, and each Markdown/MDX page of src/pages, from the metadata of its build
// in `.docusaurus/`) read in both builds with structure.ts, compared on every dimension.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { docusaurusSourcePages, type SourcePage } from '../docusaurus-sites/pages.js';
import { compareStructures, DIMENSIONS, pageStructure, type Dimension, type DimensionDiff } from './structure.js';

export interface DimensionParity {
  dimension: Dimension;
  /** Pages both builds wrote that differ on this dimension. */
  differ: number;
  examples: { page: string; docusaurus: string; feDocs: string }[];
}

export interface SiteParity {
  /** Content pages of Docusaurus' build. */
  of: number;
  /** Of those, pages fe-docs wrote too (compared), and pages equal on every dimension. */
  compared: number;
  equal: number;
  /** equal / of, in per cent. */
  percentEqual: number;
  dimensions: DimensionParity[];
  notWritten: string[];
}

/** Docs, blog posts and Markdown pages of Docusaurus' build, from `.docusaurus/` (what its last build generated). */
export function contentPages(siteDir: string): SourcePage[] {
  const pages = docusaurusSourcePages(siteDir);
  const generated = path.join(siteDir, '.docusaurus');
  for (const file of fg.sync('docusaurus-plugin-content-pages/**/*.json', { cwd: generated })) {
    try {
      const m = JSON.parse(readFileSync(path.join(generated, file), 'utf8')) as { type?: string; source?: string; permalink?: string };
      if (m.type === 'mdx' && m.source && m.permalink) pages.push({ source: m.source.replace(/^@site\//, ''), permalink: m.permalink });
    } catch {
      // not a page's metadata
    }
  }
  return pages;
}

/** The HTML file of a page URL in a build: `<path>/index.html`, `<path>.html`, or the root `index.html`. */
export function pageFile(outDir: string, urlPath: string, baseUrl: string): string | undefined {
  let rel = decodeURI(urlPath);
  if (rel.startsWith(baseUrl)) rel = rel.slice(baseUrl.length);
  rel = rel.replace(/^\/+|\/+$/g, '');
  return [path.join(rel, 'index.html'), rel + '.html', rel || 'index.html'].map((f) => path.join(outDir, f)).find((f) => existsSync(f));
}

export function compareSite(siteDir: string, docusaurusOut: string, feDocsOut: string, baseUrl: string): SiteParity {
  const pages = contentPages(siteDir);
  const byDimension = new Map<Dimension, DimensionParity>(DIMENSIONS.map((d) => [d, { dimension: d, differ: 0, examples: [] }]));
  const notWritten: string[] = [];
  let compared = 0;
  let equal = 0;
  for (const p of pages) {
    const a = pageFile(docusaurusOut, p.permalink, baseUrl);
    const b = pageFile(feDocsOut, p.permalink, baseUrl);
    if (!a) continue; // Docusaurus' metadata names a page its build did not write (a draft, another locale's build)
    if (!b) {
      notWritten.push(`${p.source} → ${p.permalink}`);
      continue;
    }
    compared++;
    let diffs: DimensionDiff[];
    try {
      diffs = compareStructures(pageStructure(readFileSync(a, 'utf8'), p.permalink), pageStructure(readFileSync(b, 'utf8'), p.permalink));
    } catch (e) {
      diffs = [{ dimension: 'headings', docusaurus: '(unreadable)', feDocs: (e as Error).message }];
    }
    if (diffs.length === 0) equal++;
    for (const d of diffs) {
      const entry = byDimension.get(d.dimension)!;
      entry.differ++;
      if (entry.examples.length < 3) entry.examples.push({ page: p.permalink, docusaurus: d.docusaurus, feDocs: d.feDocs });
    }
  }
  const of = compared + notWritten.length;
  return {
    of,
    compared,
    equal,
    percentEqual: of ? Math.round((1000 * equal) / of) / 10 : 0,
    dimensions: [...byDimension.values()],
    notWritten,
  };
}
