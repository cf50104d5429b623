// The weight of one page as a reader's first visit loads it: the document, and every script and stylesheet the
// browser requests until the network is idle (what Docusaurus loads lazily for the route is counted too),
// each counted as its gzip size (zlib's default level) from the built folder.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  url: string;
  status: number;
  html: number;
  js: number;
  css: number;
  scripts: number;
}

export async function pageWeight(browser: Browser, origin: string, urlPath: string, outDir: string, baseUrl: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const seen: { type: string; path: string }[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin === origin) seen.push({ type: r.resourceType(), path: u.pathname });
  });
  const response = await page.goto(origin + urlPath, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await context.close();
  const w: PageWeight = { url: urlPath, status: response?.status() ?? 0, html: 0, js: 0, css: 0, scripts: 0 };
  for (const r of seen) {
    const size = gzipFileSize(outDir, r.path, baseUrl);
    if (r.type === 'document') w.html += size;
    else if (r.type === 'script') ((w.js += size), w.scripts++);
    else if (r.type === 'stylesheet') w.css += size;
  }
  return w;
}

function gzipFileSize(outDir: string, urlPath: string, baseUrl: string): number {
  let rel = decodeURIComponent(urlPath);
  if (rel.startsWith(baseUrl)) rel = rel.slice(baseUrl.length);
  rel = rel.replace(/^\/+/, '');
  for (const f of [rel, path.join(rel, 'index.html'), rel.replace(/\/$/, '') + '.html']) {
    const file = path.join(outDir, f);
    if (f && existsSync(file) && !file.endsWith('/')) {
      try {
        return gzipSync(readFileSync(file)).length;
      } catch {
        // a folder
      }
    }
  }
  return 0;
}
