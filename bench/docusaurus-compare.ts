// Side by side in Chromium: the same pages of one site as Docusaurus built it and as fe-docs built it (issue 20).
//
//   node --import tsx bench/docusaurus-compare.ts --docusaurus SITE/build-docusaurus --fe-docs SITE/build-fe-docs \
//     [--base /] [--name site] [--shots DIR] /docs/a /docs/b /docs/c
//
// Serves both folders on localhost, opens each page in both, and lists what differs in what a reader sees of the
// content: headings (level and text), tab labels, admonitions (kind and title), table of contents entries, code block
// titles and links (internal ones as path + hash, relative to the base URL). Full-page screenshots of both go to
// --shots (default: dz-compare in the system temporary folder) as NAME-PAGE-docusaurus.png and NAME-PAGE-fe-docs.png. Exit 1 when anything differs.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../test/helpers/browser.js';
import { serveDir } from '../test/helpers/static-server.js';
import { document, location } from '../test/e2e/client/browser-globals.js';

/** What a reader sees of a page's content, in the terms both themes share. */
interface PageFacts {
  status: number;
  title: string;
  headings: string[];
  tabs: string[];
  admonitions: string[];
  toc: string[];
  codeTitles: string[];
  links: string[];
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--docusaurus', '--fe-docs', '--base', '--name', '--shots']);
const pages = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
const docusaurusDir = option('--docusaurus');
const feDocsDir = option('--fe-docs');
if (!docusaurusDir || !feDocsDir || pages.length === 0) {
  console.error('usage: node --import tsx bench/docusaurus-compare.ts --docusaurus DIR --fe-docs DIR [--base /] [--name N] [--shots DIR] PAGE...');
  process.exit(2);
}
const base = option('--base') ?? '/';
const name = option('--name') ?? path.basename(path.dirname(path.resolve(docusaurusDir)));
const shots = option('--shots') ?? path.join(os.tmpdir(), 'dz-compare');
mkdirSync(shots, { recursive: true });

/**
 * Runs in the page. Each theme's markup: Docusaurus' classic theme (`theme-admonition-*`, `.table-of-contents`,
 * `codeBlockTitle_*`) and fe-docs' (`admonition-*`, `.toc`, `.code-title`). Heading text leaves out the anchor
 * link's hidden characters.
 */
const collect = (basePath: string): Omit<PageFacts, 'status'> => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const text = (e: any) =>
    (e?.textContent ?? '')
      .replace(/[\u200b#]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const content = document.querySelector('article') ?? document.querySelector('main') ?? document.body;
  const headings = [...content.querySelectorAll('h1, h2, h3, h4, h5, h6')]
    .filter((h: any) => !h.closest('.table-of-contents, .toc, nav, [class*="admonition"]'))
    .map((h: any) => `${h.tagName.toLowerCase()} ${text(h)}`);
  const tabs = [...content.querySelectorAll('[role="tab"]')].map((t) => text(t));
  const admonitions = [...content.querySelectorAll('.theme-admonition, .admonition')].map((a) => {
    const kind = /(?:theme-)?admonition-(\w+)/.exec(a.className)?.[1] ?? '?';
    const title = a.querySelector('[class*="admonitionHeading"], .admonition-title');
    return `${kind}: ${text(title).toLowerCase()}`;
  });
  const toc = [...document.querySelectorAll('.table-of-contents a, .toc a, .doc-toc a')].map((a) => text(a));
  const codeTitles = [...content.querySelectorAll('[class*="codeBlockTitle"], .code-title')].map((t) => text(t));
  const links = [...content.querySelectorAll('a[href]')]
    .filter((a) => !a.closest('.table-of-contents, .toc, [class*="hash-link"]') && !a.classList.contains('hash-link'))
    .map((a: any) => {
      const url = new URL(a.href);
      if (url.origin !== location.origin) return url.href;
      const p = url.pathname.startsWith(basePath) ? '/' + url.pathname.slice(basePath.length) : url.pathname;
      return p.replace(/\/$|\.html$/, '').replace(/\/index$/, '') + url.hash;
    })
    .filter((href) => !/^\/?#?$/.test(href));
  return { title: document.title, headings, tabs, admonitions, toc: [...new Set(toc)], codeTitles, links: [...new Set(links)] };
};

async function facts(browser: Browser, origin: string, page: string, shot: string): Promise<PageFacts> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx keeps function names with an `__name` helper that the page does not have: give it one.
  await context.addInitScript('globalThis.__name = (f) => f;');
  const tab = await context.newPage();
  try {
    const response = await tab.goto(origin + path.posix.join(base, page), { waitUntil: 'load', timeout: 120_000 });
    await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await tab.screenshot({ path: shot, fullPage: true });
    return { status: response?.status() ?? 0, ...(await tab.evaluate(collect, base)) };
  } finally {
    await context.close();
  }
}

/** Items of `a` missing from `b` and the reverse, keeping order and counting repeats. */
function diff(a: string[], b: string[]): { onlyDocusaurus: string[]; onlyFeDocs: string[] } {
  const rest = [...b];
  const onlyDocusaurus: string[] = [];
  for (const x of a) {
    const i = rest.indexOf(x);
    if (i >= 0) rest.splice(i, 1);
    else onlyDocusaurus.push(x);
  }
  return { onlyDocusaurus, onlyFeDocs: rest };
}

const browser = await launchBrowser();
const servers = await Promise.all([serveDir(path.resolve(docusaurusDir), { base }), serveDir(path.resolve(feDocsDir), { base })]);
let differences = 0;
try {
  for (const page of pages) {
    const slug = page.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '_') || 'home';
    const [d, f] = [
      await facts(browser, new URL(servers[0].url).origin, page, path.join(shots, `${name}-${slug}-docusaurus.png`)),
      await facts(browser, new URL(servers[1].url).origin, page, path.join(shots, `${name}-${slug}-fe-docs.png`)),
    ];
    console.log(`\n## ${name} ${page}  (HTTP ${d.status} / ${f.status}; screenshots ${shots}/${name}-${slug}-*.png)`);
    for (const key of ['headings', 'tabs', 'admonitions', 'toc', 'codeTitles', 'links'] as const) {
      const { onlyDocusaurus, onlyFeDocs } = diff(d[key], f[key]);
      const same = onlyDocusaurus.length === 0 && onlyFeDocs.length === 0;
      console.log(`${key}: ${d[key].length} / ${f[key].length}${same ? ' — same' : ''}`);
      for (const x of onlyDocusaurus) console.log(`  only Docusaurus: ${x}`);
      for (const x of onlyFeDocs) console.log(`  only fe-docs:    ${x}`);
      if (!same) differences++;
    }
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
  await browser.close();
}
process.exitCode = differences > 0 ? 1 : 0;
