// Which pages a Docusaurus site must have: every docs and blog source file and the URL Docusaurus gave it, read
// from the metadata Docusaurus' own build leaves in `.docusaurus/` (`source: "@site/docs/x.md"`, `permalink`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

export interface SourcePage {
  /** The source file, relative to the site folder (`docs/intro.md`, `i18n/fr/…`, `versioned_docs/version-1/…`). */
  source: string;
  /** Its URL in Docusaurus' build, base URL included. */
  permalink: string;
}

export function docusaurusSourcePages(siteDir: string): SourcePage[] {
  const generated = path.join(siteDir, '.docusaurus');
  const files = fg.sync(['docusaurus-plugin-content-docs/**/*.json', 'docusaurus-plugin-content-blog/**/*.json'], { cwd: generated });
  const pages = new Map<string, SourcePage>();
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(generated, file), 'utf8'));
    } catch {
      continue;
    }
    collect(data, (source, permalink) => {
      const rel = source.replace(/^@site\//, '');
      if (!pages.has(rel + ' ' + permalink)) pages.set(rel + ' ' + permalink, { source: rel, permalink });
    });
  }
  return [...pages.values()].sort((a, b) => a.source.localeCompare(b.source));
}

/** Walks any JSON for objects with `source: "@site/…md(x)"` and a `permalink` (doc and blog post metadata). */
function collect(data: unknown, found: (source: string, permalink: string) => void): void {
  if (Array.isArray(data)) return data.forEach((d) => collect(d, found));
  if (!data || typeof data !== 'object') return;
  const o = data as Record<string, unknown>;
  if (typeof o.source === 'string' && typeof o.permalink === 'string' && /^@site\/.*\.mdx?$/.test(o.source)) found(o.source, o.permalink);
  for (const v of Object.values(o)) if (v && typeof v === 'object') collect(v, found);
}

/** The docs and blog sources of a site folder, when no Docusaurus build says which were published. */
export function sourceFiles(siteDir: string): string[] {
  return fg.sync(['docs/**/*.{md,mdx}', 'versioned_docs/**/*.{md,mdx}', 'blog/**/*.{md,mdx}', 'i18n/*/docusaurus-plugin-content-*/**/*.{md,mdx}'], {
    cwd: siteDir,
    ignore: ['**/_*', '**/_*/**', '**/node_modules/**'],
  });
}
