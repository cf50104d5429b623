import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Diagnostic } from '../../src/index.js';
import { sharedBuild } from '../helpers/shared-build.js';
import { createSite, writeSiteFiles } from '../helpers/site.js';

export interface BuiltApiSite {
  outDir: string;
  diagnostics: Diagnostic[];
  /** The HTML of /api/<id>. */
  html(id: string): Promise<string>;
  cleanup(): Promise<void>;
}

/**
 * A fixture site whose `openapi` config lists `definitions` (id → YAML text), built with the real pipeline;
 * `maxPageSize` is set on every definition when given, `files` are more files of the site (content pages).
 */
export async function buildApiSite(
  definitions: Record<string, string>,
  opts: { maxPageSize?: number; files?: Record<string, string> } = {},
): Promise<BuiltApiSite> {
  const site = await createSite(apiSiteFiles(definitions, opts));
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-api-out-'));
  const loaded = await build({ root: site.root, outDir });
  if (!loaded.ok) throw new Error('fixture does not build: ' + JSON.stringify(loaded.diagnostics));
  return {
    outDir,
    diagnostics: loaded.diagnostics,
    html: (id) => readFile(path.join(outDir, 'api', id, 'index.html'), 'utf8'),
    cleanup: async () => {
      await site.cleanup();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The site of `buildApiSite`, for files that only read its output: within a run of scripts/test.mjs, the files that
 * ask for the same definitions share one build of it (test/helpers/shared-build.ts); `cleanup` leaves that one to
 * the run.
 */
export async function sharedApiSite(
  definitions: Record<string, string>,
  opts: { maxPageSize?: number; files?: Record<string, string> } = {},
): Promise<BuiltApiSite> {
  const files = apiSiteFiles(definitions, opts);
  const key = 'api-site-' + createHash('sha1').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const built = await sharedBuild(key, async (out) => {
    const root = path.join(path.dirname(out), 'site');
    await writeSiteFiles(root, files);
    const loaded = await build({ root, outDir: out });
    if (!loaded.ok) throw new Error('fixture does not build: ' + JSON.stringify(loaded.diagnostics));
    return { diagnostics: loaded.diagnostics };
  });
  return {
    outDir: built.out,
    diagnostics: built.value.diagnostics,
    html: (id) => readFile(path.join(built.out, 'api', id, 'index.html'), 'utf8'),
    cleanup: built.release,
  };
}

function apiSiteFiles(definitions: Record<string, string>, opts: { maxPageSize?: number; files?: Record<string, string> }): Record<string, string> {
  const files: Record<string, string> = { ...opts.files };
  const entries: string[] = [];
  for (const [id, text] of Object.entries(definitions)) {
    files[`openapi/${id}.yaml`] = text;
    entries.push(`  - id: ${id}\n    spec: openapi/${id}.yaml\n    route: /api/${id}` + (opts.maxPageSize ? `\n    maxPageSize: ${opts.maxPageSize}` : ''));
  }
  files['site.config.yaml'] = `title: Sitio de prueba\nurl: https://example.org\nbaseUrl: /\nopenapi:\n${entries.join('\n')}\n`;
  return files;
}

export function readRepoFile(rel: string): Promise<string> {
  return readFile(new URL(`../../${rel}`, import.meta.url), 'utf8');
}

/** Every id attribute of an HTML text. */
export function idsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
}

export function duplicates(list: string[]): string[] {
  return [...new Set(list.filter((x, i) => list.indexOf(x) !== i))];
}

/** `&amp;` and friends back to text, and React's text separators removed, for assertions on rendered text. */
export function decode(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
