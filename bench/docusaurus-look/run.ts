// `npm run bench -- --docusaurus-look [--only-sites a,b] [--docusaurus-out PATTERN] [--reuse] [--shots DIR] [--json FILE]
// [--pages /a,/b]`:
// does fe-docs' build of a Docusaurus site look like Docusaurus' own build of it (issue 32 item 4)?
//
// For each prepared corpus site (bench/docusaurus-corpus.json in $FE_DOCS_CORPUS_DIR) that has a Docusaurus build
// (PATTERN, `{name}` replaced by the site's name; default `<site>/build-docusaurus`, what bench/docusaurus-sites.ts
// `--tools docusaurus` writes; make one with `npx docusaurus build --out-dir DIR` in the site): fe-docs builds the
// site (`fe-docs build SITE --out <shots>/<name>/fe-docs`; `--reuse` keeps an existing one), both folders are served,
// and three pages (home, the first docs page, the first blog post or else a second docs page, all taken from
// Docusaurus' sitemap and written by both) are opened in Chromium at 1280 and 390 px wide in light mode, the home
// page also in dark mode at 1280. Each pair of first-screen screenshots (1280×900, 390×844) gets a pixel difference
// (bench/docusaurus-look/probe.ts: share of pixels with a channel differing by more than 24 of 255), and each page
// computed-style probes (navbar background and link colour, `--ifm-color-primary`, content link colour, logo, code
// block colours, content font, page background). PNGs (both builds and the difference) go to <shots>/<name>/;
// default shots folder: <tmp>/fe-docs-look. `--pages` (paths under the base URL; `/` is the home page) replaces the three
// pages, for one site. Nothing is downloaded here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../test/helpers/browser.js';
import { builtPageExists } from '../../test/helpers/built-site-scan.js';
import { serveDir } from '../../test/helpers/static-server.js';
import { corpusDir, loadCorpus, siteDir } from '../docusaurus-corpus/corpus.js';
import { pixelDiff, probeLook, PROBE_KEYS, type LookProbes } from './probe.js';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

export interface LookShot {
  width: number;
  mode: 'light' | 'dark';
  diffPercent: number;
}

export interface LookPage {
  site: string;
  kind: 'home' | 'docs' | 'blog' | 'docs 2';
  path: string;
  shots: LookShot[];
  docusaurus: LookProbes;
  feDocs: LookProbes;
  /** The probes in dark mode (the home page only). */
  dark?: { docusaurus: LookProbes; feDocs: LookProbes };
}

const root = path.resolve(import.meta.dirname, '..', '..');

/** The base URL a Docusaurus build was made for, read from its home page's runtime script URL. */
function buildBaseUrl(dir: string): string {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  return /src="([^"]*?)assets\/js\/runtime~main/.exec(html)?.[1] ?? '/';
}

/** Home, a docs page and a blog post (else a second docs page), from Docusaurus' sitemap, written by both builds. */
function pickPages(dzDir: string, feDir: string, base: string): { kind: LookPage['kind']; path: string }[] {
  const sitemap = existsSync(path.join(dzDir, 'sitemap.xml')) ? readFileSync(path.join(dzDir, 'sitemap.xml'), 'utf8') : '';
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .map((p) => (p.startsWith(base) ? p.slice(base.length) : p.replace(/^\//, '')))
    .filter((p) => builtPageExists(feDir, p, '/') && builtPageExists(dzDir, p, '/'));
  const notIndex = (p: string) => !/(^|\/)(tags|page|archive|authors|category|search)(\/|$)/.test(p);
  const docs = paths.filter((p) => /(^|\/)docs\//.test(p) && notIndex(p));
  const blog = paths.find((p) => /^blog\/./.test(p) && notIndex(p));
  // A site whose docs are at the root (routeBasePath '/'): any page but the home and the blog.
  const pagesOfDocs = docs.length ? docs : paths.filter((p) => p && !p.startsWith('blog') && notIndex(p));
  const picked: { kind: LookPage['kind']; path: string }[] = [{ kind: 'home', path: '' }];
  if (pagesOfDocs[0] !== undefined) picked.push({ kind: 'docs', path: pagesOfDocs[0] });
  if (blog) picked.push({ kind: 'blog', path: blog });
  else if (pagesOfDocs[1] !== undefined) picked.push({ kind: 'docs 2', path: pagesOfDocs[1] });
  return picked;
}

async function shoot(browser: Browser, url: string, size: { width: number; height: number }, mode: 'light' | 'dark', file: string) {
  const context = await browser.newContext({ viewport: size, colorScheme: mode, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  // tsx keeps function names with an `__name` helper the page does not have; both themes read the 'theme' key.
  await context.addInitScript(`globalThis.__name = (f) => f; try { localStorage.setItem('theme', ${JSON.stringify(mode)}) } catch {}`);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.evaluate(() => (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts.ready);
    const png = await page.screenshot({ path: file });
    return { png, probes: await probeLook(page) };
  } finally {
    await context.close();
  }
}

async function lookOfSite(browser: Browser, name: string, dzDir: string, feDir: string, shots: string, pages?: string[]): Promise<LookPage[]> {
  const base = buildBaseUrl(dzDir);
  const servers = await Promise.all([serveDir(dzDir, { base }), serveDir(feDir, { base })]);
  const diffContext = await browser.newContext();
  await diffContext.addInitScript('globalThis.__name = (f) => f;');
  const diffPage = await diffContext.newPage();
  await diffPage.goto('about:blank');
  const results: LookPage[] = [];
  try {
    const picked = pages
      ? pages.map((p) => ({ kind: p === '/' ? ('home' as const) : ('docs' as const), path: p.replace(/^\//, '') }))
      : pickPages(dzDir, feDir, base);
    for (const { kind, path: p } of picked) {
      const slug = p.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '_') || 'home';
      const runs: { size: (typeof WIDTHS)[number]; mode: 'light' | 'dark' }[] = WIDTHS.map((size) => ({ size, mode: 'light' }));
      if (kind === 'home') runs.push({ size: WIDTHS[0], mode: 'dark' });
      const page: Partial<LookPage> & { shots: LookShot[] } = { site: name, kind, path: '/' + p, shots: [] };
      for (const { size, mode } of runs) {
        const stem = path.join(shots, `${slug}-${size.width}-${mode}`);
        const d = await shoot(browser, servers[0].url + p, size, mode, `${stem}-docusaurus.png`);
        const f = await shoot(browser, servers[1].url + p, size, mode, `${stem}-fe-docs.png`);
        const diff = await pixelDiff(diffPage, d.png, f.png);
        writeFileSync(`${stem}-diff.png`, diff.png);
        page.shots.push({ width: size.width, mode, diffPercent: diff.percent });
        if (size.width === 1280 && mode === 'light') Object.assign(page, { docusaurus: d.probes, feDocs: f.probes });
        if (mode === 'dark') page.dark = { docusaurus: d.probes, feDocs: f.probes };
      }
      results.push(page as LookPage);
    }
  } finally {
    await diffContext.close();
    await Promise.all(servers.map((s) => s.close()));
  }
  return results;
}

function printTables(pages: LookPage[]): void {
  console.log('| Site | Page | 1280 light | 390 light | 1280 dark |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  const pct = (s?: LookShot) => (s ? `${s.diffPercent.toFixed(1)} %` : '–');
  for (const p of pages) {
    const at = (w: number, m: string) => p.shots.find((s) => s.width === w && s.mode === m);
    console.log(`| ${p.site} | ${p.kind} \`${p.path}\` | ${pct(at(1280, 'light'))} | ${pct(at(390, 'light'))} | ${pct(at(1280, 'dark'))} |`);
  }
  console.log('\nProbes at 1280 px (Docusaurus / fe-docs; = when equal):\n');
  console.log(`| Site | Page | ${PROBE_KEYS.join(' | ')} |`);
  console.log(`| --- | --- |${PROBE_KEYS.map(() => ' --- |').join('')}`);
  const row = (site: string, kind: string, d: LookProbes, f: LookProbes) =>
    console.log(`| ${site} | ${kind} | ${PROBE_KEYS.map((k) => (d[k] === f[k] ? `= ${f[k]}` : `${d[k]} / ${f[k]}`)).join(' | ')} |`);
  for (const p of pages) {
    row(p.site, p.kind, p.docusaurus, p.feDocs);
    if (p.dark) row(p.site, `${p.kind} (dark)`, p.dark.docusaurus, p.dark.feDocs);
  }
}

export async function benchDocusaurusLook(args: string[]): Promise<LookPage[]> {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const only = option('--only-sites')?.split(',');
  const pattern = option('--docusaurus-out');
  const shotsRoot = path.resolve(option('--shots') ?? path.join(os.tmpdir(), 'fe-docs-look'));
  const bin = path.join(root, 'bin/fe-docs');
  console.log(`# Docusaurus look (${corpusDir()}; screenshots in ${shotsRoot})\n`);
  const browser = await launchBrowser();
  const all: LookPage[] = [];
  try {
    for (const site of loadCorpus()) {
      if (only && !only.includes(site.name)) continue;
      const dir = siteDir(site);
      const dzDir = pattern ? pattern.replaceAll('{name}', site.name) : path.join(dir, 'build-docusaurus');
      if (!existsSync(path.join(dzDir, 'index.html'))) {
        if (only) console.error(`${site.name}: no Docusaurus build in ${dzDir}; skipped`);
        continue;
      }
      const shots = path.join(shotsRoot, site.name);
      const feDir = path.join(shots, 'fe-docs');
      mkdirSync(shots, { recursive: true });
      if (!args.includes('--reuse') || !existsSync(path.join(feDir, 'index.html'))) {
        // In the site's folder, as its user runs it (and the corpus bench does): some site code reads the working folder.
        const r = spawnSync(process.execPath, [bin, 'build', '.', '--out', feDir], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 });
        if (r.status !== 0) {
          console.error(`${site.name}: fe-docs build exited ${r.status}; skipped\n${r.stderr.slice(-1500)}`);
          continue;
        }
      }
      const pages = await lookOfSite(browser, site.name, dzDir, feDir, shots, option('--pages')?.split(','));
      console.error(`${site.name}: ${pages.map((p) => `${p.kind} ${p.shots.map((s) => s.diffPercent.toFixed(1)).join('/')} %`).join(', ')}`);
      all.push(...pages);
      if (option('--json')) writeFileSync(option('--json')!, JSON.stringify(all, null, 2));
    }
  } finally {
    await browser.close();
  }
  printTables(all);
  return all;
}
