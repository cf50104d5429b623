// `npm run bench -- --only=fixed-costs` (also part of a plain `npm run bench`): what a new user, a CI run and an
// author editing one page feel (issue 19). Every figure is the median of `--runs` (default 3) runs, each in its own
// process under GNU time (CPU = user + sys of the process and its threads), with the command printed beside it.
//   - bench/sites/tessera (24 pages, 14 code languages): cold build and `check` on a fresh machine: an empty user cache
//     (XDG_CACHE_HOME a new folder) and no project cache (FE_DOCS_CACHE=0);
//   - the OpenUBL site: the same cold build with an empty and with a warm user cache, alternating, and their ratio;
//   - cached rebuilds (project cache kept, as CI keeps node_modules/.cache): the OpenUBL site and the generated
//     1,000-page corpus after appending a line to one doc.
// Sites are copied to a temporary folder with its own node_modules/, so the project cache is theirs and edits never
// touch the repository. The cached rebuilds keep one user cache folder, so they also run with V8's code cache of the
// CLI (src/cli/code-cache.ts); `FE_DOCS_CODE_CACHE=0 npm run bench …` measures them without it.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSite } from './generate-site.js';

const root = path.resolve(import.meta.dirname, '..');
// FE_DOCS_BENCH_BIN: another checkout's CLI (e.g. the commit before a change), run on the same sites for a before/after.
const bin = process.env.FE_DOCS_BENCH_BIN ?? path.join(root, 'bin/fe-docs');

interface Run {
  wallS: number;
  cpuS: number;
  rssMB: number;
  /** The build's stage line (`config … ms · content … ms · …`). */
  stages?: string;
}

function runCli(args: string[], env: Record<string, string>): Run {
  const r = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %U %S %M', process.execPath, bin, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
    env: { ...process.env, ...env },
  });
  const m = /BENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`fe-docs ${args.join(' ')} failed:\n${r.stderr.slice(-2000)}`);
  const stages = `${r.stdout}\n${r.stderr}`
    .split('\n')
    .find((l) => / · render/.test(l))
    ?.trim();
  return { wallS: Number(m[1]), cpuS: Number(m[2]) + Number(m[3]), rssMB: Number(m[4]) / 1024, stages };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const summary = (rs: Run[]) => ({ wallS: median(rs.map((r) => r.wallS)), cpuS: median(rs.map((r) => r.cpuS)), rssMB: median(rs.map((r) => r.rssMB)) });
const range = (rs: Run[], k: 'wallS' | 'cpuS' | 'rssMB') => `${Math.min(...rs.map((r) => r[k])).toFixed(2)}–${Math.max(...rs.map((r) => r[k])).toFixed(2)}`;
const line = (label: string, rs: Run[], target = '') => {
  const s = summary(rs);
  console.log(
    `${label.padEnd(52)} CPU ${s.cpuS.toFixed(2)} s (${range(rs, 'cpuS')}) · wall ${s.wallS.toFixed(2)} s (${range(rs, 'wallS')}) · peak RSS ${s.rssMB.toFixed(0)} MB${target ? ` · target ${target}` : ''}`,
  );
  return s;
};

/** A copy of a site in a new temporary folder, with an empty node_modules/ to hold its project cache. */
function copySite(from: string, entries: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fe-docs-bench-site-'));
  for (const e of entries) if (existsSync(path.join(from, e))) cpSync(path.join(from, e), path.join(dir, e), { recursive: true });
  mkdirSync(path.join(dir, 'node_modules'));
  return dir;
}

const freshUserCache = () => mkdtempSync(path.join(os.tmpdir(), 'fe-docs-bench-xdg-'));

export async function benchFixedCosts(args: string[]): Promise<void> {
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  // `--rebuilds`: only the cached rebuilds (section 3), the figures of issue 19.
  const rebuildsOnly = args.includes('--rebuilds');
  const out = path.join(os.tmpdir(), 'fe-docs-bench-fixed-out');
  const temps: string[] = [];
  const tmp = <T extends string>(d: T) => (temps.push(d), d);
  console.log(
    `# Fixed costs and cached rebuilds (node ${process.version}, ${os.availableParallelism()} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}${process.env.FE_DOCS_CODE_CACHE === '0' ? ', V8 code cache off' : ''})\n`,
  );
  try {
    const site = tmp(copySite(root, ['site.config.yaml', 'content', 'openapi', 'static', 'theme', 'i18n', 'sidebars.js']));
    const warmXdg = tmp(freshUserCache());
    if (!rebuildsOnly) {
      // 1. The 24-page fixture on a fresh machine.
      const tessera = path.join(root, 'bench/sites/tessera');
      console.log('fresh machine: XDG_CACHE_HOME=$(mktemp -d) FE_DOCS_CACHE=0 /usr/bin/time bin/fe-docs build|check bench/sites/tessera');
      const tb: Run[] = [];
      const tc: Run[] = [];
      for (let i = 0; i < runs; i++) {
        tb.push(runCli(['build', tessera, '--out', out], { XDG_CACHE_HOME: tmp(freshUserCache()), FE_DOCS_CACHE: '0' }));
        tc.push(runCli(['check', tessera], { XDG_CACHE_HOME: tmp(freshUserCache()), FE_DOCS_CACHE: '0' }));
      }
      line('tessera (24 pages), cold build, fresh machine', tb, '≤ 2.5 CPU-s');
      line('tessera (24 pages), check, fresh machine', tc, '≤ 1.5 CPU-s');

      // 2. The OpenUBL site: empty against warm user cache, alternating.
      runCli(['build', site, '--out', out], { XDG_CACHE_HOME: warmXdg, FE_DOCS_CACHE: '0' }); // warms the user cache
      const fresh: Run[] = [];
      const warmUser: Run[] = [];
      for (let i = 0; i < runs; i++) {
        fresh.push(runCli(['build', site, '--out', out], { XDG_CACHE_HOME: tmp(freshUserCache()), FE_DOCS_CACHE: '0' }));
        warmUser.push(runCli(['build', site, '--out', out], { XDG_CACHE_HOME: warmXdg, FE_DOCS_CACHE: '0' }));
      }
      console.log('\nOpenUBL site (a copy): [XDG_CACHE_HOME=$(mktemp -d)] FE_DOCS_CACHE=0 /usr/bin/time bin/fe-docs build <copy>');
      const f = line('OpenUBL, cold, fresh machine (empty user cache)', fresh);
      const w = line('OpenUBL, cold, warm user cache', warmUser, '≤ 2 s wall on a quiet machine');
      console.log(`fresh / warm-user-cache CPU: ${(f.cpuS / w.cpuS).toFixed(2)}× (target ≤ 1.2×)`);
    }

    // 3. Cached rebuilds after editing one doc (project cache kept).
    console.log('\nCached rebuild: bin/fe-docs build <copy> once, then per run: append a line to one doc; /usr/bin/time bin/fe-docs build <copy>');
    const doc = path.join(site, 'content/docs/01-introduction.md');
    runCli(['build', site, '--out', out], { XDG_CACHE_HOME: warmXdg }); // fills the project cache
    const rebuilds: Run[] = [];
    for (let i = 0; i < runs; i++) {
      appendFileSync(doc, `\nLínea añadida por el banco de pruebas ${Date.now()}-${i}.\n`);
      rebuilds.push(runCli(['build', site, '--out', out], { XDG_CACHE_HOME: warmXdg }));
    }
    line('OpenUBL, cached rebuild after editing one doc', rebuilds, '≤ 0.5 s wall');
    console.log(`  last run: ${rebuilds.at(-1)?.stages ?? '(no stage line)'}`);

    const corpus = tmp(mkdtempSync(path.join(os.tmpdir(), 'fe-docs-bench-1000-')));
    await generateSite(corpus, 1000);
    mkdirSync(path.join(corpus, 'node_modules'));
    runCli(['build', corpus, '--out', out], { XDG_CACHE_HOME: warmXdg }); // fills the project cache
    const page = path.join(corpus, 'content/docs/001-seccion-1/001-pagina-0.md');
    const big: Run[] = [];
    for (let i = 0; i < runs; i++) {
      appendFileSync(page, `\nLínea añadida ${Date.now()}-${i}.\n`);
      big.push(runCli(['build', corpus, '--out', out], { XDG_CACHE_HOME: warmXdg }));
    }
    line('1,000 generated pages, cached rebuild after one edit', big);
    console.log(`  last run: ${big.at(-1)?.stages ?? '(no stage line)'}`);
  } finally {
    for (const d of temps) rmSync(d, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}
