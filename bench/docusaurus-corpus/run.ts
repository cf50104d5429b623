// `npm run bench -- --docusaurus-corpus [--only a,b] [--weight] [--json FILE] [--fe-docs PATH]`: fe-docs on every
// prepared site of the Docusaurus corpus (bench/docusaurus-corpus.json, in $FE_DOCS_CORPUS_DIR, see prepare.ts), as a
// new user runs it: `fe-docs build SITE --out …` with no config of its own, then `fe-docs check SITE --format json`.
//
// Per site: the build's exit, HTML pages written, CPU (user+sys of the process tree) and peak RSS (tree), errors and
// warnings by rule (from `check`, one example each). When the site also has a Docusaurus build made by
// bench/docusaurus-sites.ts (`--tools docusaurus`: `build-docusaurus/` and `.dz-sites-docusaurus.json` in the site
// folder), the Docusaurus columns too: its exit, pages, CPU and RSS, the structural parity of every content page
// (parity.ts: headings, code blocks and their languages, tabs, admonitions, links, images, tables, TOC; the pages
// fe-docs did not write) and, with --weight, the gzip weight of one docs page in both (Chromium); then the median CPU
// and weight ratios. Nothing is downloaded here.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Browser } from 'playwright-core';
import { measure, type Measure } from '../docusaurus-sites/measure.js';
import type { PageWeight } from '../docusaurus-sites/page-weight.js';
import { defaultPage, docusaurusBaseUrl, weighPage } from '../docusaurus-sites/shared.js';
import { corpusDir, loadCorpus, siteDir, type CorpusSite, type PrepareRecord } from './corpus.js';
import { compareSite, contentPages, type SiteParity } from './parity.js';

type Figures = Omit<Measure, 'stdout' | 'stderr'>;

interface RuleCount {
  rule: string;
  severity: string;
  count: number;
  example: string;
}

export interface CorpusResult {
  name: string;
  repo: string;
  commit: string;
  status: 'not prepared' | 'ran';
  install?: PrepareRecord['install'];
  feDocs?: Figures & { pages: number; lastLines: string };
  check?: { exitCode: number; errors: number; warnings: number; rules: RuleCount[] };
  docusaurus?: Figures & {
    pages: number;
    parity?: SiteParity;
    weight?: PageWeight;
    feDocsWeight?: PageWeight;
  };
  /** Why Docusaurus' own build is missing or failed here (bench/docusaurus-corpus.json `docusaurus`). */
  docusaurusNote?: string;
}

const root = path.resolve(import.meta.dirname, '..', '..');

export async function benchDocusaurusCorpus(args: string[]): Promise<CorpusResult[]> {
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const only = option('--only')?.split(',');
  const bin = path.resolve(option('--fe-docs') ?? path.join(root, 'bin/fe-docs'));
  const dir = corpusDir();
  console.log(`# Docusaurus corpus (${dir})\n`);
  let browser: Browser | undefined;
  if (args.includes('--weight')) browser = await (await import('../../test/helpers/browser.js')).launchBrowser();
  const results: CorpusResult[] = [];
  try {
    for (const site of loadCorpus()) {
      if (only && !only.includes(site.name)) continue;
      const r = await runSite(site, bin, browser);
      results.push(r);
      console.error(`${site.name}: ${r.status === 'ran' ? `exit ${r.feDocs!.exitCode}, ${r.check!.errors} errors, ${r.check!.warnings} warnings` : r.status}`);
      if (option('--json')) writeFileSync(option('--json')!, JSON.stringify(results, null, 2));
    }
  } finally {
    await browser?.close();
  }
  printCorpusReport(results);
  return results;
}

async function runSite(site: CorpusSite, bin: string, browser: Browser | undefined): Promise<CorpusResult> {
  const base = { name: site.name, repo: site.repo, commit: site.commit };
  const dir = siteDir(site);
  if (!existsSync(path.join(dir, 'package.json'))) return { ...base, status: 'not prepared' };
  const recordFile = path.join(corpusDir(), site.name, '.corpus-prepare.json');
  const install = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as PrepareRecord).install : undefined;
  const outDir = path.join(corpusDir(), site.name, '.fe-docs-out');
  rmSync(outDir, { recursive: true, force: true });
  const env = { ...process.env, FE_DOCS_CACHE: '0', NO_COLOR: '1', NODE_ENV: undefined };
  const { stdout, stderr, ...m } = await measure(process.execPath, [bin, 'build', dir, '--out', outDir], { cwd: dir, env });
  const pages = existsSync(outDir) ? fg.sync('**/*.html', { cwd: outDir }).length : 0;
  // The outcome line (`✔ N pages …`, `✖ …`) or, without one, the last unindented line of the output.
  const lines = (stderr + stdout).trim().split('\n');
  const lastLines = (lines.findLast((l) => /^[✔✖⚠]/u.test(l)) ?? lines.findLast((l) => /^\S/.test(l)) ?? '').slice(0, 300);
  const result: CorpusResult = { ...base, status: 'ran', install, feDocs: { ...m, pages, lastLines }, check: runCheck(bin, dir, env) };
  const dzOut = path.join(dir, 'build-docusaurus');
  const dzRecord = path.join(dir, '.dz-sites-docusaurus.json');
  result.docusaurusNote = site.docusaurus;
  if (existsSync(dzRecord)) {
    const dz = JSON.parse(readFileSync(dzRecord, 'utf8')) as Figures;
    const baseUrl = docusaurusBaseUrl(dir);
    const built = dz.exitCode === 0 && existsSync(dzOut);
    // A typical docs page; for docs outside `docs/` (`../docs`, versioned docs only), the shortest docs permalink.
    const page =
      defaultPage(dir) ??
      contentPages(dir)
        .filter((p) => !/(^|\/)blog\//.test(p.source) && !/src\/pages\//.test(p.source) && !/index\.mdx?$|README/i.test(p.source))
        .sort((a, b) => a.permalink.length - b.permalink.length)[0]?.permalink;
    result.docusaurus = {
      ...dz,
      pages: built ? fg.sync('**/*.html', { cwd: dzOut }).length : 0,
      parity: built ? compareSite(dir, dzOut, outDir, baseUrl) : undefined,
      weight: built ? await weighPage(browser, dzOut, baseUrl, page) : undefined,
      feDocsWeight: built && pages > 0 ? await weighPage(browser, outDir, baseUrl, page) : undefined,
    };
  }
  return result;
}

/** `fe-docs check SITE --format json`, its diagnostics counted by severity and rule. */
function runCheck(bin: string, dir: string, env: NodeJS.ProcessEnv): CorpusResult['check'] {
  const r = spawnSync(process.execPath, [bin, 'check', dir, '--format', 'json'], { cwd: dir, env, encoding: 'utf8', maxBuffer: 512 << 20 });
  type D = { code?: string; severity: string; message: string; position?: { file: string; line: number; column: number } };
  let report: { diagnostics: D[]; summary: { errors: number; warnings: number } };
  try {
    report = JSON.parse(r.stdout);
  } catch {
    const text = (r.stderr || r.stdout).trim().split('\n').slice(-1)[0] ?? '';
    return { exitCode: r.status ?? 1, errors: 1, warnings: 0, rules: [{ rule: '(no JSON report)', severity: 'error', count: 1, example: text.slice(0, 300) }] };
  }
  const by = new Map<string, RuleCount>();
  for (const d of report.diagnostics) {
    const key = `${d.severity} ${d.code ?? '(no rule)'}`;
    const where = d.position ? `${d.position.file}:${d.position.line}:${d.position.column} ` : '';
    const entry = by.get(key) ?? { rule: d.code ?? '(no rule)', severity: d.severity, count: 0, example: `${where}${d.message.split('\n')[0]!.slice(0, 240)}` };
    entry.count++;
    by.set(key, entry);
  }
  const rules = [...by.values()].sort((a, b) => (a.severity === b.severity ? b.count - a.count : a.severity === 'error' ? -1 : 1));
  return { exitCode: r.status ?? 1, errors: report.summary.errors, warnings: report.summary.warnings, rules };
}

export function printCorpusReport(results: CorpusResult[]): void {
  const s = (n: number) => `${n.toFixed(1)} s`;
  const mb = (n: number) => `${Math.round(n)} MB`;
  const total = (w: PageWeight | undefined) => (w ? w.js + w.css + w.html : undefined);
  const kb = (w: PageWeight | undefined) => (w ? `${(total(w)! / 1024).toFixed(0)} KB` : '–');
  console.log(
    '| Site | Install | fe-docs exit | Errors | Warnings | Pages | CPU | Peak RSS | Docusaurus exit | Docusaurus pages | Content pages written | Equal on every dimension | Docusaurus CPU | Docusaurus RSS | CPU ratio | Weight fe-docs / Docusaurus |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  const cpuRatios: number[] = [];
  const weightRatios: number[] = [];
  for (const r of results) {
    if (r.status !== 'ran') {
      console.log(`| ${r.name} | ${r.status} |${' – |'.repeat(14)}`);
      continue;
    }
    const f = r.feDocs!;
    const d = r.docusaurus;
    const p = d?.parity;
    const install = r.install ? (r.install.status === 0 ? 'ok' : `failed (${r.install.status})`) : '?';
    // The ratios compare builds that both finished: a failed build's CPU is not a build's.
    const ratio = p && f.exitCode === 0 ? d!.cpuSec / f.cpuSec : undefined;
    if (ratio) cpuRatios.push(ratio);
    const [wf, wd] = [total(d?.feDocsWeight), total(d?.weight)];
    if (wf && wd) weightRatios.push(wd / wf);
    console.log(
      `| ${r.name} | ${install} | ${f.exitCode} | ${r.check!.errors} | ${r.check!.warnings} | ${f.pages} | ${s(f.cpuSec)} | ${mb(f.peakRssMb)} | ` +
        (d
          ? `${d.exitCode} | ${d.pages} | ${p ? `${p.compared} of ${p.of}` : '–'} | ${p ? `${p.equal} (${p.percentEqual} %)` : '–'} | ${s(d.cpuSec)} | ${mb(d.peakRssMb)} | ` +
            `${ratio ? ratio.toFixed(1) + '×' : '–'} | ${kb(d.feDocsWeight)} / ${kb(d.weight)} |`
          : '– | – | – | – | – | – | – | – |'),
    );
  }
  console.log(`\nMedian CPU ratio (Docusaurus / fe-docs, sites both built): ${median(cpuRatios)?.toFixed(1) ?? '–'}× over ${cpuRatios.length} sites`);
  console.log(`Median page-weight ratio (Docusaurus / fe-docs): ${median(weightRatios)?.toFixed(1) ?? '–'}× over ${weightRatios.length} sites`);
  for (const r of results) {
    if (r.status !== 'ran') continue;
    console.log(`\n### ${r.name} (${r.repo}@${r.commit.slice(0, 12)})\n`);
    if (r.install && r.install.status !== 0) console.log(`install: ${r.install.command} failed: ${r.install.error?.split('\n')[0]}`);
    console.log(`build: exit ${r.feDocs!.exitCode}, ${r.feDocs!.pages} pages; ${r.feDocs!.lastLines}`);
    const d = r.docusaurus;
    if (!d?.parity) console.log(`Docusaurus: ${d ? `exit ${d.exitCode}` : 'not built'}${r.docusaurusNote ? ` (${r.docusaurusNote})` : ''}`);
    if (d?.parity) {
      const p = d.parity;
      console.log(`parity: ${p.compared} of ${p.of} content pages written, ${p.equal} equal on every dimension (${p.percentEqual} %)`);
      for (const e of p.notWritten.slice(0, 3)) console.log(`  not written: ${e}`);
      for (const dim of p.dimensions) {
        if (!dim.differ) continue;
        console.log(`  ${dim.dimension}: ${dim.differ} pages differ`);
        for (const e of dim.examples) console.log(`    ${e.page}: Docusaurus ${e.docusaurus}; fe-docs ${e.feDocs}`);
      }
    }
    for (const rule of r.check!.rules.slice(0, 12)) console.log(`  ${rule.count} × ${rule.severity} ${rule.rule}   e.g. ${rule.example}`);
    if (r.check!.rules.length > 12) console.log(`  … ${r.check!.rules.length - 12} more rules`);
  }
}

function median(xs: number[]): number | undefined {
  if (!xs.length) return undefined;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
