// `npm run bench -- --only=dev-reload` (or `node --import tsx bench/dev-reload.ts [--runs N] [--quick]`):
// from saving one edited doc to the reloaded page showing the change, in Debian's Chromium, on a copy of this
// site served by the real `fe-docs dev` process. Reports medians; the target is under 100 ms.
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from '../test/helpers/browser.js';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || (args.includes('--quick') ? 7 : 21);
const WARMUP = 3;
/** The doc edited in every run, and its page. */
const DOC = 'content/docs/05-xsender/03-send-xml.md';
const PAGE = '/docs/xsender/send-xml';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
const now = () => performance.timeOrigin + performance.now();

// A copy of the site, so the benchmark never touches the working tree.
const site = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-bench-dev-'));
for (const entry of ['site.config.yaml', 'content', 'openapi', 'static']) {
  if (existsSync(path.join(root, entry))) await cp(path.join(root, entry), path.join(site, entry), { recursive: true });
}
spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });

const dev = spawn(process.execPath, [path.join(root, 'bin/fe-docs'), 'dev', site, '--port', '0'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
let log = '';
const url = await new Promise<string>((resolve, reject) => {
  dev.stderr.setEncoding('utf8');
  dev.stderr.on('data', (s: string) => {
    log += s;
    const m = /(http:\/\/\S+)/.exec(log);
    if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
  });
  dev.on('exit', (code) => reject(new Error(`fe-docs dev exited (${code}):\n${log}`)));
});

const browser = await launchBrowser();
const original = await readFile(path.join(site, DOC), 'utf8');
const shown: number[] = [];
const rebuilds: number[] = [];
let reloads = 0;
try {
  const page = await browser.newPage();
  await page.goto(new URL(PAGE.slice(1), url).href);
  await page.locator('html[data-dev-build]').waitFor({ state: 'attached' });
  for (let i = 0; i < runs + WARMUP; i++) {
    const marker = `Marca de medición ${i}-${Math.random().toString(36).slice(2, 8)}`;
    await page.evaluate('window.feDocsBench = 1');
    const logBefore = log.length;
    const t0 = now();
    await writeFile(path.join(site, DOC), `${original.trimEnd()}\n\n${marker}.\n`);
    // Checked on every animation frame, in the page: the time returned is that of the frame that shows the change.
    const handle = await page.waitForFunction(
      `document.querySelector('main')?.textContent.includes(${JSON.stringify(marker)}) && performance.timeOrigin + performance.now()`,
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    const shownAt = (await handle.jsonValue()) as number;
    const reloaded = !(await page.evaluate<boolean>('window.feDocsBench === 1'));
    // Let the server print its line before the next save.
    await new Promise((r) => setTimeout(r, 150));
    if (i < WARMUP) continue;
    shown.push(shownAt - t0);
    if (reloaded) reloads++;
    const m = /built in (\d+) ms/.exec(log.slice(logBefore));
    if (m) rebuilds.push(Number(m[1]));
  }
} finally {
  await browser.close();
  dev.kill('SIGTERM');
  await rm(site, { recursive: true, force: true });
}

const stats = (xs: number[]) => `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}, n=${xs.length})`;
console.log(`dev reload, ${DOC} → ${PAGE} (node ${process.version}, ${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`);
console.log(`  save → page shows the change: ${stats(shown)}  target < 100 ms  (${runs - reloads} swapped in place, ${reloads} full reloads)`);
if (rebuilds.length) console.log(`  of which the server's rebuild: ${stats(rebuilds)}`);
