// Lighthouse (issue 4 budgets): performance, accessibility, best practices and SEO of the home page, a doc, a
// blog post and an API page, desktop and mobile, with Debian's Chromium, the site served by `fe-docs serve`'s
// handler (gzip, cache headers). Targets: 100 on every category on desktop; performance ≥ 95 on mobile.
// Run: node --import tsx bench/lighthouse.ts [--quick]   (also part of `npm run bench`)
// `--init [--lang es]`: the same for the site `fe-docs init` writes (home page, a doc, a blog post) instead of OpenUBL.
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/helpers/chromium-launch.mjs';
import { startStaticServer } from '../src/serve/static-server.js';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const init = process.argv.includes('--init');
const lang = process.argv.includes('--lang') ? process.argv[process.argv.indexOf('--lang') + 1] : 'en';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const today = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
const PAGES: [string, string][] = init
  ? [
      ['home', '/'],
      ['doc', lang === 'es' ? '/docs/conceptos-basicos/funciones-de-markdown' : '/docs/basics/markdown-features'],
      ['blog post', `/blog/${today}/${lang === 'es' ? 'etiquetas-y-feeds' : 'tags-and-feeds'}`],
    ]
  : [
      ['home', '/'],
      ['doc', '/docs/xbuilder/create-xml'],
      ['blog post', '/blog/2023/09/23/xbuilder-3-0-0-released'],
      ['API page', '/api/searchpe'],
    ];

spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });
const out = path.join(os.tmpdir(), 'fe-docs-lighthouse');
const cli = (args: string[]) => {
  const r = spawnSync(process.execPath, [path.join(root, 'bin/fe-docs'), ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(r.stderr.slice(-3000));
};
const initDir = path.join(os.tmpdir(), 'fe-docs-lighthouse-init');
if (init) {
  await rm(initDir, { recursive: true, force: true });
  cli(['init', initDir, '--lang', lang]);
}
cli(['build', init ? initDir : root, '--out', out]);
const server = await startStaticServer({ dir: out, base: '/', port: 0, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

/** The first few items of an audit's table (which URL, which message), so a miss can be acted on. */
function detailsOf(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const text = items.slice(0, 3).map((i) => String(i.description ?? i.url ?? (i.node as { selector?: string } | undefined)?.selector ?? '').slice(0, 140));
  return text.length ? ` [${text.join(' | ')}]` : '';
}

type Row = { page: string; form: string; scores: number[]; metrics: string; misses: string[] };
const rows: Row[] = [];
try {
  for (const form of ['desktop', 'mobile'] as const) {
    for (const [name, p] of quick ? PAGES.slice(0, 2) : PAGES) {
      const result = await lighthouse(
        server.url.replace(/\/$/, '') + p,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        form === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result!.lhr;
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const a = lhr.audits;
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
        .map(
          (id) =>
            `${id
              .split('-')
              .map((w) => w[0].toUpperCase())
              .join('')} ${a[id]?.displayValue ?? '?'}`,
        )
        .join(', ');
      // What cost points: scored audits below 1 in any category under 100.
      const misses = CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((r) => r.weight > 0 && (a[r.id]?.score ?? 1) < 1)
          .map((r) => `${c}: ${r.id} (${a[r.id].displayValue ?? a[r.id].score})${detailsOf(a[r.id])}`),
      );
      rows.push({ page: name, form, scores, metrics, misses });
      console.log(`${form.padEnd(7)} ${name.padEnd(10)} ${scores.map((s) => String(s).padStart(3)).join(' ')}  ${metrics}`);
    }
  }
} finally {
  await chrome.kill();
  await server.close();
  await rm(out, { recursive: true, force: true });
  await rm(initDir, { recursive: true, force: true });
}

console.log(`\n| page | form | performance | accessibility | best practices | SEO | metrics |`);
console.log(`| --- | --- | --: | --: | --: | --: | --- |`);
for (const r of rows) console.log(`| ${r.page} | ${r.form} | ${r.scores.join(' | ')} | ${r.metrics} |`);
const misses = rows.filter((r) => r.misses.length);
if (misses.length) {
  console.log('\nAudits that cost points:');
  for (const r of misses) console.log(`  ${r.form} ${r.page}: ${r.misses.join('; ')}`);
}
const ok = rows.every((r) => (r.form === 'desktop' ? r.scores.every((s) => s === 100) : r.scores[0] >= 95));
console.log(`\nTargets (desktop 100 everywhere, mobile performance ≥ 95): ${ok ? 'met' : 'NOT met'}`);
