// `npm run bench -- --only=serve-load`: `fe-docs serve` under load (autocannon) while the site is rebuilt into the
// served folder again and again (each build swaps its output in with two renames). Prints requests, failed requests
// (errors, timeouts, any status other than 2xx) and server exits; both must be 0. Exits 1 otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { generateSite } from './generate-site.js';

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
}
interface AutocannonInstance {
  stop(): void;
}
type Autocannon = (
  opts: { url: string; connections: number; duration: number; requests: { path: string; onResponse?: (status: number) => void }[] },
  done: (err: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'bin/fe-docs');
const quick = process.argv.includes('--quick');
const PAGES = quick ? 50 : 200;
const REBUILDS = quick ? 4 : 10;
// The sources, not a bundle in dist/ that may be older than them.
const env = { ...process.env, FE_DOCS_FROM_SOURCE: '1', NO_COLOR: '1' };

const work = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-bench-serve-load-'));
const site = path.join(work, 'site');
const out = path.join(work, 'out');

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err += b));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`fe-docs ${args.join(' ')} exited ${code}:\n${err.slice(-2000)}`))));
  });
}

/** Every file of the built folder as a URL path (pages as their folder URL). */
async function urlsOf(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.'));
  return files
    .map((e) => '/' + path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((u) => u !== '/404.html')
    .map((u) => (u.endsWith('/index.html') ? u.slice(0, -'index.html'.length) : u));
}

function startServe(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [bin, 'serve', out, '--port', '0'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      text += b.toString();
      const m = /(http:\/\/\S+)/.exec(text);
      if (m) resolve({ url: m[1], child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited ${code}:\n${text}`)));
  });
}

try {
  await generateSite(site, PAGES);
  const firstDoc = path.join(site, 'content/docs/001-seccion-1/001-pagina-0.md');
  await run(['build', site, '--out', out]);
  const before = await urlsOf(out);
  await appendFile(firstDoc, `\nCambio número 0.\n`);
  await run(['build', site, '--out', out]);
  // URLs every build serves: the search index is named by its content hash, so an edit renames it.
  const after = new Set(await urlsOf(out));
  const urls = before.filter((u) => after.has(u));
  const { url, child } = await startServe();
  let exits = 0;
  child.on('exit', () => exits++);

  // Which URLs failed, so a failure can be told apart from a URL the rebuild legitimately removed.
  const bad = new Map<string, number>();
  let stopLoad = () => {};
  const load = new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 10,
        duration: 3600,
        requests: urls.map((p) => ({
          path: p,
          onResponse: (status: number) => void (status >= 300 && bad.set(`${status} ${p}`, (bad.get(`${status} ${p}`) ?? 0) + 1)),
        })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    stopLoad = () => instance.stop();
  });
  const t0 = performance.now();
  for (let i = 1; i <= REBUILDS; i++) {
    // A real edit each time, so the pages written differ from the ones served.
    await appendFile(firstDoc, `\nCambio número ${i}.\n`);
    await run(['build', site, '--out', out]);
  }
  stopLoad();
  const r = await load;
  const failed = r.errors + r.timeouts + r.non2xx;
  console.log(
    `serve under load while rebuilt ${REBUILDS} times (${PAGES} pages, ${urls.length} URLs, 10 connections, ${((performance.now() - t0) / 1000).toFixed(1)} s):`,
  );
  console.log(`  requests ${r.requests.total} (${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms)`);
  console.log(`  failed requests ${failed} (errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx})`);
  console.log(`  server exits ${exits}`);
  if (bad.size)
    console.log(
      `  failing URLs: ${[...bad]
        .map(([k, n]) => `${k} ×${n}`)
        .slice(0, 10)
        .join(', ')}`,
    );
  child.kill('SIGINT');
  if (failed || exits) process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
