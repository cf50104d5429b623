// `npm run bench -- --peers [--runs N] [--pages N]`: the same generated Spanish docs corpus built cold by Docusaurus
// 3.10 (future.v4 + faster) and by fe-docs, alternately, each as its user runs it (Docusaurus' `docusaurus build`,
// fe-docs' `bin/fe-docs build` on the bundled dist/). `--warm`: instead, warm rebuilds of the big corpus after editing one
// page, each tool keeping its caches (Docusaurus' .docusaurus and webpack cache, fe-docs' project cache), alternating. Docusaurus lives in this folder's own package.json and lock file;
// the first run installs it with `npm ci` here, so it never enters the product's dependencies or `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSite } from '../generate-site.js';

const peersDir = import.meta.dirname;
const root = path.resolve(peersDir, '../..');
const feDocsBin = path.join(root, 'bin/fe-docs');
const docusaurusBin = path.join(peersDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const corpusDir = path.join(peersDir, 'corpus');
const PAGE_SIZE = Number(spawnSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).stdout) || 4096;

/** One build: wall and CPU from GNU time (user+sys of the whole process tree), peak RSS sampled from /proc. */
interface Measure {
  wallS: number;
  cpuS: number;
  peakRssMB: number;
  /** Most processes alive at once in the tree (1 = one process, whatever its threads). */
  processes: number;
  /** Their executable names, e.g. node and esbuild's service. */
  programs: string[];
  htmlFiles: number;
}

interface Tool {
  label: string;
  site: string;
  outDir: string;
  command: string[];
  env: NodeJS.ProcessEnv;
  /** Everything a previous build left that a cold build must not reuse. */
  caches: string[];
}

export async function comparePeers(args: string[]): Promise<void> {
  const runs = numberArg(args, '--runs', 3);
  const pages = numberArg(args, '--pages', 1000);
  const smallPages = Math.max(1, Math.round(pages / 10));
  if (!existsSync('/usr/bin/time')) throw new Error('the bench needs GNU time (/usr/bin/time): apt-get install -y time');

  installPeers();
  buildFeDocsCli();
  const big = path.join(corpusDir, `site-${pages}`);
  const small = path.join(corpusDir, `site-${smallPages}`);
  await generateCorpus(big, pages);
  await generateCorpus(small, smallPages);

  const docusaurusVersion = packageVersion(path.join(peersDir, 'node_modules/@docusaurus/core'));
  if (args.includes('--warm')) return compareWarm(big, pages, docusaurusVersion, runs);
  const tools = [docusaurus(big, pages, docusaurusVersion), feDocs(big, pages), feDocs(small, smallPages)];
  console.log(
    `# Side by side: ${pages} generated pages, cold builds, ${runs} run(s) each, alternating ` +
      `(node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
  );
  const results = new Map<Tool, Measure[]>(tools.map((t) => [t, []]));
  for (let i = 1; i <= runs; i++) {
    for (const tool of tools) {
      const m = await buildCold(tool);
      results.get(tool)!.push(m);
      console.log(`run ${i} · ${tool.label}: ${line(m)}`);
    }
  }

  console.log('\n| Build | Wall | CPU (user+sys) | Peak RSS (tree) | Processes | HTML files |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [tool, ms] of results) {
    const cell = (pick: (m: Measure) => number, unit: string, digits: number) => {
      const xs = ms.map(pick);
      const range = xs.length > 1 ? ` (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})` : '';
      return `${median(xs).toFixed(digits)} ${unit}${range}`;
    };
    console.log(
      `| ${tool.label} | ${cell((m) => m.wallS, 's', 2)} | ${cell((m) => m.cpuS, 's', 2)} | ${cell((m) => m.peakRssMB, 'MB', 0)} | ` +
        `${Math.max(...ms.map((m) => m.processes))} (${[...new Set(ms.flatMap((m) => m.programs))].sort().join(', ')}) | ${ms[0].htmlFiles} |`,
    );
  }
  const [d, f, fs] = tools.map((t) => results.get(t)!);
  const ratio = (pick: (m: Measure) => number) => (median(d.map(pick)) / median(f.map(pick))).toFixed(1);
  console.log(
    `\nDocusaurus / fe-docs (medians, ${pages} pages): wall ${ratio((m) => m.wallS)}×, CPU ${ratio((m) => m.cpuS)}×, ` +
      `peak RSS ${ratio((m) => m.peakRssMB)}×`,
  );
  const marginalMs = ((median(f.map((m) => m.cpuS)) - median(fs.map((m) => m.cpuS))) * 1000) / (pages - smallPages);
  console.log(`fe-docs marginal CPU per page (${smallPages} → ${pages} pages): ${marginalMs.toFixed(1)} ms`);
}

/**
 * Warm against warm: each tool builds the corpus once with its caches (filling them), then per run one page gets a
 * line appended and each tool rebuilds, caches kept. The ratio of the medians is the editing author's view.
 */
async function compareWarm(site: string, pages: number, docusaurusVersion: string, runs: number): Promise<void> {
  mkdirSync(path.join(site, 'node_modules'), { recursive: true });
  const d = docusaurus(site, pages, docusaurusVersion);
  const f = feDocs(site, pages);
  delete f.env.FE_DOCS_CACHE;
  d.label = `Docusaurus ${docusaurusVersion}, warm rebuild`;
  f.label = 'fe-docs, cached rebuild';
  console.log(
    `# Side by side: ${pages} generated pages, warm rebuilds after editing one page, ${runs} run(s) each, alternating ` +
      `(node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})\n`,
  );
  for (const tool of [d, f]) for (const dir of [tool.outDir, ...tool.caches]) rmSync(dir, { recursive: true, force: true });
  for (const tool of [d, f]) console.log(`fill · ${tool.label}: ${line(await build(tool))}`);
  const page = path.join(site, 'content/docs/001-seccion-1/001-pagina-0.md');
  const results = new Map<Tool, Measure[]>([
    [d, []],
    [f, []],
  ]);
  for (let i = 1; i <= runs; i++) {
    appendFileSync(page, `\nLínea añadida ${Date.now()}-${i}.\n`);
    for (const tool of [d, f]) {
      const m = await build(tool);
      results.get(tool)!.push(m);
      console.log(`run ${i} · ${tool.label}: ${line(m)}`);
    }
  }
  const med = (t: Tool, pick: (m: Measure) => number) => median(results.get(t)!.map(pick));
  console.log('\n| Rebuild after one edit | Wall | CPU (user+sys) | Peak RSS (tree) |');
  console.log('| --- | --- | --- | --- |');
  for (const t of [d, f])
    console.log(
      `| ${t.label} | ${med(t, (m) => m.wallS).toFixed(2)} s | ${med(t, (m) => m.cpuS).toFixed(2)} s | ${med(t, (m) => m.peakRssMB).toFixed(0)} MB |`,
    );
  const ratio = (pick: (m: Measure) => number) => (med(d, pick) / med(f, pick)).toFixed(1);
  console.log(`\nDocusaurus / fe-docs, warm rebuilds (medians, ${pages} pages): wall ${ratio((m) => m.wallS)}×, CPU ${ratio((m) => m.cpuS)}×`);
}

function numberArg(args: string[], name: string, fallback: number): number {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return fallback;
  const raw = args[i].includes('=') ? args[i].split('=')[1] : args[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} wants a whole number ≥ 1, got ${JSON.stringify(raw)}`);
  return n;
}

/** `npm ci` in this folder when node_modules is missing or older than the lock file (npm registry only). */
function installPeers(): void {
  const installed = path.join(peersDir, 'node_modules/.package-lock.json');
  const lock = path.join(peersDir, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing Docusaurus into bench/peers (npm ci, first use only)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: peersDir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm ci in bench/peers failed');
}

/** The bundled CLI, as the product ships it; bin/fe-docs would silently fall back to the slower sources without it. */
function buildFeDocsCli(): void {
  const r = spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });
  if (r.status !== 0 || !existsSync(path.join(root, 'dist/cli.js'))) throw new Error('npm run build:cli failed');
}

async function generateCorpus(site: string, pages: number): Promise<void> {
  await generateSite(site, pages, { admonitionTitle: 'label' });
  copyFileSync(path.join(peersDir, 'docusaurus.config.js'), path.join(site, 'docusaurus.config.js'));
}

function docusaurus(site: string, pages: number, version: string): Tool {
  return {
    label: `Docusaurus ${version}, ${pages} pages`,
    site,
    outDir: path.join(site, 'build-docusaurus'),
    command: [process.execPath, docusaurusBin, 'build', site, '--out-dir', path.join(site, 'build-docusaurus')],
    // No update check against the registry while measuring.
    env: { ...withoutNodeEnv(), NO_UPDATE_NOTIFIER: '1' },
    caches: [path.join(site, '.docusaurus'), path.join(site, 'node_modules/.cache'), path.join(peersDir, 'node_modules/.cache')],
  };
}

function feDocs(site: string, pages: number): Tool {
  const env: NodeJS.ProcessEnv = { ...withoutNodeEnv(), FE_DOCS_CACHE: '0' };
  delete env.FE_DOCS_FROM_SOURCE;
  return {
    label: `fe-docs, ${pages} pages`,
    site,
    outDir: path.join(site, 'build-fe-docs'),
    command: [process.execPath, feDocsBin, 'build', site, '--out', path.join(site, 'build-fe-docs')],
    env,
    caches: [path.join(site, 'node_modules/.cache')],
  };
}

/** Each tool picks its own mode (Docusaurus production for `build`, bin/fe-docs production by default). */
function withoutNodeEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

async function buildCold(tool: Tool): Promise<Measure> {
  for (const dir of [tool.outDir, ...tool.caches]) rmSync(dir, { recursive: true, force: true });
  return build(tool);
}

/** One build of the tool as it is (caches as the previous build left them), measured. */
async function build(tool: Tool): Promise<Measure> {
  const child = spawn('/usr/bin/time', ['-f', 'PEERS-TIME %e %U %S %M', ...tool.command], {
    cwd: tool.site,
    env: tool.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let peakRss = 0;
  let processes = 0;
  const programs = new Set<string>();
  const sample = () => {
    const tree = processTree(child.pid!);
    processes = Math.max(processes, tree.length - 1); // less GNU time itself
    for (const pid of tree.slice(1)) programs.add(programName(pid));
    peakRss = Math.max(
      peakRss,
      tree.reduce((sum, pid) => sum + rssBytes(pid), 0),
    );
  };
  const timer = setInterval(sample, 50);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const m = /PEERS-TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(output);
  if (status !== 0 || !m) throw new Error(`${tool.label} failed (exit ${status}):\n${output.slice(-4000)}`);
  // GNU time's %M is the largest single process; the sampled sum covers several processes alive at once.
  const largestProcess = Number(m[4]) * 1024;
  return {
    wallS: Number(m[1]),
    cpuS: Number(m[2]) + Number(m[3]),
    peakRssMB: Math.max(peakRss, largestProcess) / 2 ** 20,
    processes: Math.max(processes, 1),
    programs: [...programs].filter(Boolean).sort(),
    htmlFiles: countFiles(tool.outDir, '.html'),
  };
}

/** `pid` and its descendants, through /proc/PID/task/TID/children. */
function processTree(pid: number): number[] {
  const all: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop()!;
    all.push(p);
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {
      continue; // exited between two reads
    }
    for (const t of tasks) {
      try {
        for (const c of readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').split(' ')) if (c.trim()) queue.push(Number(c));
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return all;
}

function programName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function rssBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

function countFiles(dir: string, ext: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(ext)).length;
}

function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function line(m: Measure): string {
  return `wall ${m.wallS.toFixed(2)} s · CPU ${m.cpuS.toFixed(2)} s · peak RSS ${m.peakRssMB.toFixed(0)} MB · ${m.processes} process(es) (${m.programs.join(', ')}) · ${m.htmlFiles} HTML files`;
}
