// Page weight (issue 4 budgets): first-load bytes per page kind (gzip: HTML, JS, CSS), the bytes a client-side
// navigation to another doc fetches, and the same doc page in generated sites of 100 and 10,000 pages.
// Run: node --import tsx bench/page-weight.ts [--quick]   (also part of `npm run bench`)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../test/helpers/browser.js';
import { startStaticServer } from '../src/serve/static-server.js';
import { generateSite } from './generate-site.js';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const KB = 1024;

/** Issue 4 targets for a docs page. */
const BUDGET = { docJs: 75 * KB, docTotal: 100 * KB, navigation: 15 * KB, growth: 0.05 };

interface Weight {
  html: number;
  css: number;
  js: number;
  files: string[];
}

function build(site: string, out: string): void {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/fe-docs'), 'build', site, '--out', out], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`build of ${site} failed:\n${r.stderr.slice(-3000)}`);
}

/** gzip size (zlib's default level, what compression middleware sends) of a file of the built site. */
function gz(out: string, urlPath: string, base: string): number {
  let rel = decodeURIComponent(urlPath.slice(base.length - 1)).replace(/^\/+/, '');
  let file = path.join(out, rel);
  if (!existsSync(file) || !path.extname(rel)) file = path.join(out, rel.replace(/\/?$/, '/'), 'index.html');
  if (!existsSync(file)) file = path.join(out, '404.html');
  return gzipSync(readFileSync(file)).length;
}

/**
 * What the browser fetches to show a page the first time: the document and every stylesheet and script it
 * loads (images and fonts left out, as in the budget). Prefetches of other pages (fetch requests, after load and
 * when idle) are not part of the first load; they are reported on their own.
 */
async function firstLoad(browser: Browser, url: string, out: string, base: string): Promise<Weight & { prefetched: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const seen: { type: string; path: string }[] = [];
  page.on('request', (r) => seen.push({ type: r.resourceType(), path: new URL(r.url()).pathname }));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await context.close();
  const w: Weight & { prefetched: number } = { html: 0, css: 0, js: 0, files: [], prefetched: 0 };
  for (const r of seen) {
    const size = gz(out, r.path, base);
    if (r.type === 'document') w.html += size;
    else if (r.type === 'stylesheet') w.css += size;
    else if (r.type === 'script') w.js += size;
    else if (r.type === 'fetch') w.prefetched += size;
    else continue;
    if (r.type !== 'fetch') w.files.push(r.path);
  }
  return w;
}

/** Bytes fetched by a client-side navigation from one doc to another (a click, no prefetch before it). */
async function navigation(browser: Browser, from: string, linkSelector: string, out: string, base: string): Promise<{ bytes: number; files: string[] }> {
  // Data saver: the page prefetches nothing, so every byte of the navigation is counted at the click.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript("Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }) })");
  const page: Page = await context.newPage();
  await page.goto(from, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const seen: string[] = [];
  // Pages, scripts and styles; not the favicon, which Chromium revalidates (304) on every history change.
  page.on('request', (r) => ['document', 'fetch', 'script', 'stylesheet'].includes(r.resourceType()) && seen.push(new URL(r.url()).pathname));
  const before = await page.evaluate('location.pathname');
  await page.click(linkSelector);
  await page.waitForFunction(`location.pathname !== ${JSON.stringify(before)} && document.querySelector('.route-announcer')?.textContent === document.title`);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { bytes: seen.reduce((n, p) => n + gz(out, p, base), 0), files: seen };
}

const kb = (n: number) => (n / KB).toFixed(1).padStart(6) + ' KB';
const total = (w: Weight) => w.html + w.css + w.js;
const row = (name: string, w: Weight) => `| ${name.padEnd(22)} | ${kb(w.html)} | ${kb(w.css)} | ${kb(w.js)} | ${kb(total(w))} |`;

spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });
const browser = await launchBrowser();
const work = path.join(os.tmpdir(), 'fe-docs-page-weight');
await rm(work, { recursive: true, force: true });
try {
  // 1. This site, every kind of page.
  const out = path.join(work, 'site');
  build(root, out);
  const server = await startStaticServer({ dir: out, base: '/', port: 0, host: '127.0.0.1' });
  const url = (p: string) => server.url.replace(/\/$/, '') + p;
  const kinds: [string, string][] = [
    ['home', '/'],
    ['doc', '/docs/xbuilder/create-xml'],
    ['docs index', '/docs/'],
    ['blog list', '/blog'],
    ['blog post', '/blog/2023/09/23/xbuilder-3-0-0-released'],
    ['tag page', '/blog/tags/release'],
    ['blog archive', '/blog/archive'],
    ['API page (searchpe)', '/api/searchpe'],
    ['API page (ublhub)', '/api/ublhub'],
    ['API index', '/apis/'],
    ['Markdown page', '/about/'],
    ['search page', '/search'],
    ['404', '/no-existe'],
  ];
  console.log('First load, gzip (document + stylesheets + scripts; images and fonts excluded):\n');
  console.log('| page                   |     HTML |      CSS |       JS |    total |');
  console.log('| ---------------------- | -------: | -------: | -------: | -------: |');
  let doc: (Weight & { prefetched: number }) | undefined;
  for (const [name, p] of kinds) {
    const w = await firstLoad(browser, url(p), out, '/');
    if (name === 'doc') doc = w;
    console.log(row(name, w));
  }
  const blocking = /<script(?![^>]*type="module")[^>]*\ssrc=/.test(readFileSync(path.join(out, 'docs/xbuilder/create-xml/index.html'), 'utf8'));
  console.log(`\nThe client script is ${blocking ? 'a classic script (blocks parsing)' : 'an ES module (deferred: never blocks the first paint)'}.`);
  const nav = await navigation(browser, url('/docs/xbuilder/create-xml'), '.paginator-next', out, '/');
  console.log(`Client-side navigation doc → next doc: ${kb(nav.bytes).trim()} fetched (${nav.files.join(', ')}).`);
  console.log(`Background prefetch on that doc page (links in view, when idle, at most 12): ${kb(doc!.prefetched).trim()}.`);
  await server.close();

  // 2. The same doc page in generated sites of 100 and 10,000 pages (1,000 with --quick).
  const sizes = [100, quick ? 1000 : 10000];
  const same: Weight[] = [];
  for (const n of sizes) {
    const site = path.join(work, `gen-${n}`);
    const o = path.join(work, `gen-${n}-out`);
    await generateSite(site, n);
    build(site, o);
    const s = await startStaticServer({ dir: o, base: '/', port: 0, host: '127.0.0.1' });
    same.push(await firstLoad(browser, s.url.replace(/\/$/, '') + '/docs/seccion-1/pagina-0', o, '/'));
    await s.close();
  }
  console.log(`\nThe same doc page (/docs/seccion-1/pagina-0) in generated sites:\n`);
  console.log('| site                   |     HTML |      CSS |       JS |    total |');
  console.log('| ---------------------- | -------: | -------: | -------: | -------: |');
  sizes.forEach((n, i) => console.log(row(`${n.toLocaleString('en')} pages`, same[i])));
  const growth = total(same[1]) / total(same[0]) - 1;

  const d = doc!;
  const check = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
  console.log('\nBudgets (docs page):');
  console.log(`  ${check(d.js <= BUDGET.docJs)} JS ${kb(d.js).trim()} ≤ 75 KB`);
  console.log(`  ${check(total(d) <= BUDGET.docTotal)} HTML + CSS + JS ${kb(total(d)).trim()} ≤ 100 KB`);
  console.log(`  ${check(nav.bytes < BUDGET.navigation)} navigation to another doc ${kb(nav.bytes).trim()} < 15 KB`);
  console.log(`  ${check(growth <= BUDGET.growth)} growth ${sizes[0]} → ${sizes[1].toLocaleString('en')} pages ${(growth * 100).toFixed(1)} % ≤ 5 %`);
} finally {
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
