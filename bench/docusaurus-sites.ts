// Real Docusaurus 3 sites, built by Docusaurus and by fe-docs in the same run (issue 20).
//
//   node --import tsx bench/docusaurus-sites.ts [options] [name=]SITE_DIR ...
//   node --import tsx bench/docusaurus-sites.ts --sites <sites>/sites.txt
//
// A sites file (kept outside the repository: the sites are third-party) has one site a line:
//   NAME DIR [page=/docs/a-typical-page] [yaml=/path/to/site.config.yaml]
// `page` is the docs page whose weight is measured (default: the first doc Docusaurus published); `yaml` is a
// hand-written site.config.yaml tried with --yaml-fallback when fe-docs cannot read the Docusaurus config.
//
// Options:
//   --tools docusaurus,fe-docs   which builds to run (default both, Docusaurus first)
//   --reuse-docusaurus           keep an existing build-docusaurus/ and its recorded figures instead of rebuilding
//   --fe-docs PATH               the fe-docs bin to run (default: this repository's bin/fe-docs)
//   --yaml-fallback              when fe-docs finds no config it can read, build again with the site's `yaml=`
//   --no-weight                  skip the page weight (Chromium)
//   --json FILE                  write every figure and finding as JSON
//
// For each site: pages, wall, CPU (user+sys, process tree), peak RSS (sum over the tree), the gzip weight of a docs
// page (document, scripts and stylesheets its first load fetches) for both tools; then for fe-docs' output the scan of
// issue 20 (import lines shown as text, unknown component tags), the Docusaurus pages (one per docs and blog source
// file) fe-docs did not write, and fe-docs' diagnostics grouped by rule. Docusaurus' output is scanned too, as a
// control of the scanner (it should find nothing there).
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { measure, type Measure } from './docusaurus-sites/measure.js';
import { builtPageExists, groupFindings, scanBuiltSite, type ScanResult } from '../test/helpers/built-site-scan.js';
import { docusaurusSourcePages, sourceFiles } from './docusaurus-sites/pages.js';
import { type PageWeight } from './docusaurus-sites/page-weight.js';
import { defaultPage, docusaurusBaseUrl, groupDiagnostics, weighPage } from './docusaurus-sites/shared.js';

const repoRoot = path.resolve(import.meta.dirname, '..');

interface Site {
  name: string;
  dir: string;
  page?: string;
  yaml?: string;
}

interface ToolRun {
  tool: 'docusaurus' | 'fe-docs';
  /** `fe-docs (site.config.yaml)`: the run with the hand-written config of --yaml-fallback. */
  label: string;
  outDir: string;
  measure: Omit<Measure, 'stdout' | 'stderr'>;
  pages: number;
  weight?: PageWeight;
  scan?: ScanResult;
  diagnostics?: { rule: string; count: number; examples: string[] }[];
  missing?: { count: number; of: number; examples: string[] };
  failure?: string;
}

interface SiteResult {
  site: Site;
  baseUrl: string;
  runs: ToolRun[];
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const tools = (option('--tools') ?? 'docusaurus,fe-docs').split(',');
const feDocsBin = path.resolve(option('--fe-docs') ?? path.join(repoRoot, 'bin/fe-docs'));
const valued = new Set(['--tools', '--fe-docs', '--json', '--sites']);
const positional = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));

const sites: Site[] = [];
const sitesFile = option('--sites');
if (sitesFile) {
  for (const line of readFileSync(sitesFile, 'utf8').split('\n')) {
    const [name, dir, ...rest] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!name || !dir) continue;
    const kv = Object.fromEntries(rest.map((r) => r.split('=') as [string, string]));
    sites.push({ name, dir: path.resolve(path.dirname(sitesFile), dir), page: kv.page, yaml: kv.yaml });
  }
}
for (const p of positional) {
  const [name, dir] = p.includes('=') ? p.split('=') : [path.basename(path.resolve(p)), p];
  sites.push({ name: name!, dir: path.resolve(dir!) });
}
if (sites.length === 0) {
  console.error('usage: node --import tsx bench/docusaurus-sites.ts [--sites FILE] [name=]SITE_DIR ...');
  process.exit(2);
}

const { launchBrowser } = await import('../test/helpers/browser.js');
const browser = flag('--no-weight') ? undefined : await launchBrowser();
const results: SiteResult[] = [];
try {
  for (const site of sites) {
    const result: SiteResult = { site, baseUrl: '/', runs: [] };
    results.push(result);
    console.error(`\n== ${site.name} (${site.dir})`);
    if (tools.includes('docusaurus')) result.runs.push(await docusaurus(site));
    result.baseUrl = docusaurusBaseUrl(site.dir);
    if (tools.includes('fe-docs')) {
      const run = await feDocs(site, result.baseUrl, false);
      result.runs.push(run);
      if (flag('--yaml-fallback') && run.failure && site.yaml) result.runs.push(await feDocs(site, result.baseUrl, true));
    }
    // Each site's figures as soon as they exist: a long run stopped half-way keeps what it measured.
    if (option('--json')) writeFileSync(option('--json')!, JSON.stringify(results, null, 2));
    console.error(JSON.stringify(result.runs.map((r) => ({ label: r.label, ...r.measure, pages: r.pages, failure: r.failure }))));
  }
} finally {
  await browser?.close();
}

const jsonOut = option('--json');
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
printReport(results);

async function docusaurus(site: Site): Promise<ToolRun> {
  const outDir = path.join(site.dir, 'build-docusaurus');
  const recorded = path.join(site.dir, '.dz-sites-docusaurus.json');
  let m: ToolRun['measure'];
  if (flag('--reuse-docusaurus') && existsSync(recorded) && existsSync(outDir)) {
    m = JSON.parse(readFileSync(recorded, 'utf8'));
    console.error(`docusaurus: reusing the build of ${recorded}`);
  } else {
    for (const d of ['.docusaurus', 'node_modules/.cache', 'build-docusaurus']) rmSync(path.join(site.dir, d), { recursive: true, force: true });
    console.error('docusaurus build …');
    const bin = path.join(site.dir, 'node_modules/.bin/docusaurus');
    const full = await measure(bin, ['build', '--out-dir', outDir], {
      cwd: site.dir,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NODE_ENV: undefined },
    });
    const { stdout, stderr, ...rest } = full;
    m = rest;
    writeFileSync(recorded, JSON.stringify(m));
    if (m.exitCode !== 0) console.error((stdout + stderr).slice(-3000));
  }
  const run: ToolRun = { tool: 'docusaurus', label: 'Docusaurus', outDir, measure: m, pages: 0 };
  if (m.exitCode !== 0) return { ...run, failure: `exit ${m.exitCode}` };
  const baseUrl = docusaurusBaseUrl(site.dir);
  run.pages = scanBuiltSite(outDir).pages;
  run.scan = scanBuiltSite(outDir);
  run.weight = await weighPage(browser, outDir, baseUrl, site.page ?? defaultPage(site.dir));
  return run;
}

async function feDocs(site: Site, baseUrl: string, withYaml: boolean): Promise<ToolRun> {
  const outDir = path.join(site.dir, withYaml ? 'build-fe-docs-yaml' : 'build-fe-docs');
  const yamlTarget = path.join(site.dir, 'site.config.yaml');
  const label = withYaml ? 'fe-docs (hand-written site.config.yaml)' : 'fe-docs';
  if (withYaml) {
    if (existsSync(yamlTarget)) throw new Error(`${yamlTarget} exists: not overwriting a file of the site`);
    copyFileSync(site.yaml!, yamlTarget);
  }
  console.error(`${label} build …`);
  let full: Measure;
  try {
    full = await measure(process.execPath, [feDocsBin, 'build', site.dir, '--out', outDir], {
      cwd: site.dir,
      env: { ...process.env, FE_DOCS_CACHE: '0', NODE_ENV: undefined },
    });
  } finally {
    if (withYaml) rmSync(yamlTarget, { force: true });
  }
  const { stdout, stderr, ...m } = full;
  const run: ToolRun = { tool: 'fe-docs', label, outDir, measure: m, pages: 0, diagnostics: groupDiagnostics(stdout + stderr) };
  if (m.exitCode !== 0) {
    run.failure = `exit ${m.exitCode}: ${(stderr || stdout).trim().split('\n').slice(-3).join(' / ').slice(0, 400)}`;
    return run;
  }
  run.scan = scanBuiltSite(outDir);
  run.pages = run.scan.pages;
  const expected = docusaurusSourcePages(site.dir);
  if (expected.length > 0) {
    const missing = expected.filter((p) => !builtPageExists(outDir, p.permalink, baseUrl));
    run.missing = { count: missing.length, of: expected.length, examples: missing.slice(0, 5).map((p) => `${p.source} → ${p.permalink}`) };
  } else {
    run.missing = { count: Number.NaN, of: sourceFiles(site.dir).length, examples: ['no Docusaurus build to say which sources are published'] };
  }
  run.weight = await weighPage(browser, outDir, baseUrl, site.page ?? defaultPage(site.dir));
  return run;
}

function printReport(all: SiteResult[]): void {
  const kb = (n: number | undefined) => (n === undefined ? '–' : (n / 1024).toFixed(1) + ' KB');
  console.log('\n| Site | Tool | Exit | HTML pages | Wall | CPU (user+sys) | Peak RSS (tree) | Docs page JS gz | CSS gz | HTML gz | Load (1 min) |');
  console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of all) {
    for (const t of r.runs) {
      const m = t.measure;
      console.log(
        `| ${r.site.name} | ${t.label} | ${m.exitCode} | ${t.pages} | ${m.wallSec.toFixed(1)} s | ${m.cpuSec.toFixed(1)} s | ` +
          `${Math.round(m.peakRssMb)} MB | ${kb(t.weight?.js)} | ${kb(t.weight?.css)} | ${kb(t.weight?.html)} | ` +
          `${m.loadBefore.toFixed(1)} → ${m.loadAfter.toFixed(1)} |`,
      );
    }
  }
  for (const r of all) {
    console.log(`\n### ${r.site.name}\n`);
    for (const t of r.runs) {
      console.log(`${t.label}: ${t.failure ?? 'built'}${t.weight ? ` (weighed ${t.weight.url}, HTTP ${t.weight.status})` : ''}`);
      if (t.scan) {
        const imports = groupFindings(t.scan.importText);
        const tags = groupFindings(t.scan.unknownTags);
        console.log(`  import/export text: ${new Set(t.scan.importText.map((f) => f.page)).size} pages`);
        for (const g of imports.slice(0, 8)) console.log(`    ${g.pages} × ${g.what}   e.g. ${g.examples.join(', ')}`);
        console.log(`  unknown tags: ${new Set(t.scan.unknownTags.map((f) => f.page)).size} pages`);
        for (const g of tags.slice(0, 12)) console.log(`    <${g.what}> on ${g.pages} pages   e.g. ${g.examples.join(', ')}`);
      }
      if (t.missing) {
        console.log(`  docs/blog sources without a page: ${t.missing.count} of ${t.missing.of}`);
        for (const e of t.missing.examples) console.log(`    ${e}`);
      }
      for (const d of t.diagnostics ?? []) {
        console.log(`  ${d.count} × ${d.rule}`);
        for (const e of d.examples) console.log(`    ${e}`);
      }
    }
  }
}
