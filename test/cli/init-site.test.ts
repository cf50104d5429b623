import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Browser } from 'playwright-core';
import { build } from '../../src/index.js';
import { startStaticServer, type RunningServer } from '../../src/serve/static-server.js';
import { axeReport, axeViolations } from '../helpers/axe.js';
import { launchBrowser } from '../helpers/browser.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium-launch.mjs';
import { runCli } from '../helpers/cli.js';

/**
 * The site `fe-docs init` writes, as a reader's browser sees it, in both languages: what Lighthouse checks, checked in
 * Chromium (axe-core in both colour modes, the document's head, landmarks, headings, console), then Lighthouse itself
 * on desktop for the categories that do not depend on timing (accessibility, best practices, SEO). Performance, a
 * timing, is measured by `node --import tsx bench/lighthouse.ts --init` (figures in docs/benchmarks.md).
 */

let tmp: string;
let browser: Browser;
const sites: Record<'en' | 'es', { server: RunningServer; pages: Record<string, string> }> = {} as never;

/** The URL path of the newer post the scaffold wrote. */
function newerPost(root: string, name: string): string {
  const file = readdirSync(path.join(root, 'content/blog')).find((f) => f.endsWith(`-${name}.md`))!;
  return `blog/${file.slice(0, 10).replaceAll('-', '/')}/${name}`;
}

before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-site-'));
  for (const [lang, doc, post] of [
    ['en', 'docs/basics/markdown-features', 'tags-and-feeds'],
    ['es', 'docs/conceptos-basicos/funciones-de-markdown', 'etiquetas-y-feeds'],
  ] as const) {
    const init = await runCli(['init', lang, '--lang', lang], { cwd: tmp });
    assert.equal(init.code, 0, init.stderr);
    const root = path.join(tmp, lang);
    const built = await build({ root, outDir: path.join(root, 'build') });
    assert.ok(built.ok, built.diagnostics.map((d) => d.message).join('\n'));
    const server = await startStaticServer({ dir: path.join(root, 'build'), base: '/' });
    sites[lang] = { server, pages: { home: '', doc, 'blog post': newerPost(root, post) } };
  }
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  for (const s of Object.values(sites)) await s.server.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

test('home, a doc and a blog post in both languages and colour modes: what Lighthouse audits, in Chromium', async () => {
  for (const lang of ['en', 'es'] as const) {
    const { server, pages } = sites[lang];
    for (const mode of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
      await context.addInitScript(`localStorage.setItem('theme', ${JSON.stringify(mode)})`);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      // A prefetch the next page.goto cuts short is aborted, not failed.
      page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
      try {
        for (const [name, p] of Object.entries(pages)) {
          const at = `${lang} ${mode} ${name}`;
          const res = await page.goto(server.url + p);
          assert.equal(res?.status(), 200, at);
          assert.equal(await page.getAttribute('html', 'data-theme'), mode, at);
          const head = (await page.evaluate(`({
            lang: document.documentElement.lang,
            title: document.title,
            description: document.querySelector('meta[name="description"]')?.content ?? '',
            viewport: document.querySelector('meta[name="viewport"]')?.content ?? '',
            h1: [...document.querySelectorAll('h1')].map((h) => h.textContent),
            levels: [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map((h) => Number(h.tagName[1])),
            landmarks: ['header nav, nav', 'main', 'footer'].map((s) => document.querySelectorAll(s).length),
            imagesWithoutAlt: [...document.querySelectorAll('img:not([alt])')].map((i) => i.src),
          })`)) as {
            lang: string;
            title: string;
            description: string;
            viewport: string;
            h1: string[];
            levels: number[];
            landmarks: number[];
            imagesWithoutAlt: string[];
          };
          assert.equal(head.lang, lang, at);
          const site = lang === 'en' ? 'My Docs' : 'Mi documentación';
          if (name === 'home') assert.equal(head.title, site, at);
          else assert.match(head.title, new RegExp(`^${head.h1[0]} \\| ${site}$`), at);
          assert.ok(head.description.length > 20, `${at}: meta description`);
          assert.match(head.viewport, /width=device-width/, at);
          assert.equal(head.h1.length, 1, `${at}: one h1`);
          // Headings in <main> never skip a level going down.
          head.levels.forEach((l, i) => i && assert.ok(l <= head.levels[i - 1] + 1, `${at}: h${head.levels[i - 1]} then h${l}`));
          assert.deepEqual(
            head.landmarks.map((n) => n > 0),
            [true, true, true],
            `${at}: nav, main and footer`,
          );
          assert.deepEqual(head.imagesWithoutAlt, [], at);
          const violations = await axeViolations(page);
          assert.equal(violations.length, 0, `${at}:\n${axeReport(violations)}`);
        }
        assert.deepEqual(problems, [], `${lang} ${mode}: console errors`);
      } finally {
        await context.close();
      }
    }
  }
});

test('Lighthouse on desktop: 100 in accessibility, best practices and SEO on the home page, a doc and a blog post', async () => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const categories = ['accessibility', 'best-practices', 'seo'];
  const misses: string[] = [];
  try {
    for (const [name, p] of Object.entries(sites.en.pages)) {
      const result = await lighthouse(
        sites.en.server.url + p,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
        desktopConfig,
      );
      const lhr = result!.lhr;
      for (const c of categories) {
        const score = Math.round((lhr.categories[c]?.score ?? 0) * 100);
        if (score === 100) continue;
        const failed = (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
        misses.push(`${name}: ${c} ${score} (${failed.join(', ')})`);
      }
    }
  } finally {
    await chrome.kill();
  }
  assert.deepEqual(misses, []);
});
