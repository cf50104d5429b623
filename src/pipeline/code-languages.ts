import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { sitePagesDir } from '../content/page-path.js';
import { walkSiteFolder } from '../content/site-folder.js';
import { createMapLimit } from '../core/map-limit.js';

/** A fence's opening line (also inside lists and quotes): its first info word is the language. */
const FENCE_LANGUAGE = /^[ \t>*+\-\d.)]*(?:`{3,}|~{3,})[ \t]*([A-Za-z][\w#+.-]*)/gm;

/**
 * The languages of every fenced code block in the site's Markdown and MDX, sorted. The highlighter imports their
 * grammars together, in parallel, as soon as the first file needs rendering, instead of one file's languages at a
 * time as files come. A word that is no language (a fence showing Markdown that shows a fence) only costs a lookup.
 */
export async function siteCodeLanguages(config: SiteConfig): Promise<string[]> {
  const dirs = [...config.docs.flatMap((a) => a.versions.map((v) => v.dir)), config.blog?.dir, path.resolve(config.root, sitePagesDir(config))].filter(
    (d): d is string => !!d,
  );
  const skipDir = (rel: string) => rel === 'node_modules' || rel.endsWith('/node_modules');
  const files = dirs.flatMap((d) => walkSiteFolder(d, { root: config.root, skipDir }).files.filter((f) => /\.mdx?$/.test(f.rel)));
  const langs = new Set<string>();
  await createMapLimit(32)(files, async (f) => {
    // A file that cannot be read is reported by the content loader.
    const text = await readFile(f.real, 'utf8').catch(() => '');
    if (!text.includes('``') && !text.includes('~~~')) return;
    for (const m of text.matchAll(FENCE_LANGUAGE)) langs.add(m[1].toLowerCase());
  });
  return [...langs].sort();
}
