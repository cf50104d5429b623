import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from './site.js';

/**
 * A site of these files built in-process, and the HTML of `pages` (route folders, e.g. `docs/intro`) when the build
 * succeeded, with React's text separators (`<!-- -->`) left out so assertions read the text as shown. The site and
 * its output are deleted afterwards.
 */
export async function buildPages(files: Record<string, string>, pages: string[]) {
  const site = await createSite(files);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-pages-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const html: Record<string, string> = {};
    if (result.ok) for (const p of pages) html[p] = (await readFile(path.join(out, p, 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    return { result, html };
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}
