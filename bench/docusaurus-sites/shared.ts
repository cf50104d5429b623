// Pieces of the Docusaurus comparison shared by bench/docusaurus-sites.ts and bench/docusaurus-corpus/: the page
// weight of one built page, the base URL and a typical page of a Docusaurus build, fe-docs' diagnostics by rule.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { pageWeight, type PageWeight } from './page-weight.js';
import { docusaurusSourcePages } from './pages.js';

/** The gzip weight of one built page as Chromium's first visit loads it (undefined without a browser or a page). */
export async function weighPage(browser: Browser | undefined, outDir: string, baseUrl: string, page: string | undefined): Promise<PageWeight | undefined> {
  if (!browser || !page) return undefined;
  const { serveDir } = await import('../../test/helpers/static-server.js');
  const server = await serveDir(outDir, { base: baseUrl });
  try {
    const origin = new URL(server.url).origin;
    return await pageWeight(browser, origin, page.startsWith(baseUrl) ? page : baseUrl.replace(/\/$/, '') + page, outDir, baseUrl);
  } catch (e) {
    console.error(`page weight of ${page}: ${(e as Error).message}`);
    return undefined;
  } finally {
    await server.close();
  }
}

/** The base URL Docusaurus built with, from the config it wrote in `.docusaurus/` ('/' when there is none). */
export function docusaurusBaseUrl(siteDir: string): string {
  const file = path.join(siteDir, '.docusaurus/docusaurus.config.mjs');
  if (!existsSync(file)) return '/';
  const text = readFileSync(file, 'utf8');
  const baseUrl = /"baseUrl":\s*"([^"]+)"/.exec(text)?.[1] ?? '/';
  // An i18n build leaves the config of the locale it built last (`/zh-CN/`): the site's base URL is the default locale's.
  const locales = [...(/"locales":\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  const defaultLocale = /"defaultLocale":\s*"([^"]+)"/.exec(text)?.[1];
  const last = locales.find((l) => l !== defaultLocale && baseUrl.endsWith(`/${l}/`));
  return last ? baseUrl.slice(0, -(last.length + 1)) : baseUrl;
}

/** A typical docs page: the first published doc that is not an index, by permalink. */
export function defaultPage(siteDir: string): string | undefined {
  const docs = docusaurusSourcePages(siteDir).filter((p) => /^docs\//.test(p.source) && !/index\.mdx?$|README/i.test(p.source));
  return docs.sort((a, b) => a.permalink.length - b.permalink.length)[0]?.permalink;
}

/** fe-docs prints `file:line:col severity message [rule]`: grouped by rule, with the first places. */
export function groupDiagnostics(output: string): { rule: string; count: number; examples: string[] }[] {
  const by = new Map<string, string[]>();
  for (const line of output.split('\n')) {
    const m = /^(\S+:\d+:\d+) (error|warning) (.*?)(?: \[([\w-]+)\])?$/.exec(line);
    if (!m) continue;
    const rule = `${m[2]} ${m[4] ?? '(no rule)'}`;
    by.set(rule, [...(by.get(rule) ?? []), `${m[1]} ${m[3]!.slice(0, 140)}`]);
  }
  return [...by].map(([rule, lines]) => ({ rule, count: lines.length, examples: lines.slice(0, 3) })).sort((a, b) => b.count - a.count);
}
