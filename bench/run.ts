// `npm run bench`: build speed and memory of this site and of generated sites, then the other benchmarks
// (page weight, search, dev reload, Lighthouse) when present. Figures are medians; CPU is user+sys of the build
// process and its worker threads, the robust number on a shared machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSite } from './generate-site.js';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'bin/fe-docs');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
// `--peers` (or `--only=peers`): only the side-by-side build against Docusaurus (bench/peers/compare.mts).
const only = args.includes('--peers') ? 'peers' : args.find((a) => a.startsWith('--only='))?.slice(7);
if (only === 'peers') await (await import('./peers/compare.mjs')).comparePeers(args);
// `--only=big-markdown [--sizes=1,2,5,10] [--table-sizes=2]`: one huge Markdown doc, then one huge table, built and
// checked (bench/big-markdown.ts).
if (only === 'big-markdown') await (await import('./big-markdown.js')).benchBigMarkdown(args);
// `--docusaurus-corpus [--only-sites a,b] [--weight] [--json FILE]`: fe-docs on each prepared site of the Docusaurus
// corpus (bench/docusaurus-corpus.json in $FE_DOCS_CORPUS_DIR; bench/docusaurus-corpus/prepare.ts), nothing else.
if (args.includes('--docusaurus-corpus')) {
  const rest = args.map((a) => (a === '--only-sites' ? '--only' : a));
  await (await import('./docusaurus-corpus/run.js')).benchDocusaurusCorpus(rest);
  process.exit(0);
}
// `--docusaurus-look [--only-sites a,b] [--docusaurus-out PATTERN] [--reuse] [--json FILE]`: screenshots and style
// probes of three pages per corpus site in fe-docs' build against Docusaurus' (bench/docusaurus-look/run.ts).
if (args.includes('--docusaurus-look')) {
  await (await import('./docusaurus-look/run.js')).benchDocusaurusLook(args);
  process.exit(0);
}
// `--only=fixed-costs` (and a plain `npm run bench`): the 24-page fixture, fresh-machine builds, cached rebuilds.
if (!only || only === 'fixed-costs') {
  spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });
  await (await import('./fixed-costs.js')).benchFixedCosts(args);
}

interface Run {
  wallS: number;
  cpuS: number;
  rssMB: number;
}

/** One `fe-docs build` in its own process; cold turns the disk cache off (FE_DOCS_CACHE=0). */
function buildOnce(site: string, cold: boolean): Run {
  const out = path.join(os.tmpdir(), 'fe-docs-bench-out');
  const r = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %U %S %M', process.execPath, bin, 'build', site, '--out', out], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, FE_DOCS_CACHE: cold ? '0' : '1' },
  });
  const m = /BENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`build of ${site} failed:\n${r.stderr.slice(-2000)}`);
  return { wallS: Number(m[1]), cpuS: Number(m[2]) + Number(m[3]), rssMB: Number(m[4]) / 1024 };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function measure(site: string, runs: number, cold = true): Run {
  if (!cold) buildOnce(site, false); // fills the cache
  const rs = Array.from({ length: runs }, () => buildOnce(site, cold));
  return { wallS: median(rs.map((r) => r.wallS)), cpuS: median(rs.map((r) => r.cpuS)), rssMB: median(rs.map((r) => r.rssMB)) };
}

const fmt = (r: Run) => `wall ${r.wallS.toFixed(2)} s · CPU ${r.cpuS.toFixed(2)} s · peak RSS ${r.rssMB.toFixed(0)} MB`;

if (!only || only === 'build') {
  if (!existsSync('/usr/bin/time')) throw new Error('bench needs GNU time (/usr/bin/time): apt-get install -y time');
  spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });
  console.log(`# Build speed (node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})\n`);
  console.log(`this site, cold: ${fmt(measure(root, quick ? 1 : 3))}`);
  console.log(`this site, warm disk cache: ${fmt(measure(root, quick ? 1 : 3, false))}`);
  const sizes = quick ? [100, 1000] : [100, 1000, 10000];
  const results = new Map<number, Run>();
  for (const n of sizes) {
    const dir = path.join(os.tmpdir(), `fe-docs-bench-${n}`);
    await generateSite(dir, n);
    const r = measure(dir, n >= 10000 || quick ? 1 : 3);
    results.set(n, r);
    console.log(`${String(n).padStart(5)} generated pages, cold: ${fmt(r)}`);
  }
  const per = (a: number, b: number) => ((results.get(b)!.cpuS - results.get(a)!.cpuS) * 1000) / (b - a);
  console.log(
    `\nCPU-ms per extra page: ${per(100, 1000).toFixed(1)} (100 → 1,000)` + (results.has(10000) ? `, ${per(1000, 10000).toFixed(1)} (1,000 → 10,000)` : ''),
  );
}

// serve-load (serve under load during rebuilds) and openapi-large (one 4,000-operation definition) run only when asked
// for: --only=serve-load, --only=openapi-large.
const onDemand = ['serve-load', 'openapi-large'];
for (const extra of ['page-weight', 'search', 'dev-reload', 'lighthouse', ...onDemand]) {
  if (only ? only !== extra : onDemand.includes(extra)) continue;
  const file = path.join(root, 'bench', `${extra}.ts`);
  if (!existsSync(file)) continue;
  console.log(`\n# ${extra}\n`);
  spawnSync(process.execPath, ['--import', 'tsx', file, ...(quick ? ['--quick'] : [])], { cwd: root, stdio: 'inherit' });
}
