// Search budgets on this site, in Debian's Chromium (`node --import tsx bench/search.ts [--quick]`, run by `npm run bench`):
//   1. index bytes fetched before the first result (gzipped) ≤ 150 KB
//   2. median query time in the browser ≤ 10 ms
//   3. first result on screen ≤ 100 ms after the first keystroke, with a warm index
// The site is built in-process and served by `fe-docs serve`'s handler (compression on, as in production).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { loadSite, writeSite } from '../src/api/site.js';
import { startStaticServer } from '../src/serve/static-server.js';
import type { SearchManifest } from '../src/shared/search-index.js';
import { launchBrowser } from '../test/helpers/browser.js';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const BUDGET = { indexKB: 150, queryMs: 10, keystrokeMs: 100 };

/** Queries readers of this site type: words while being typed, accents left out, plurals, class names, codes. */
const QUERIES = [
  'f',
  'fa',
  'fac',
  'fact',
  'factu',
  'factur',
  'factura',
  'facturac',
  'facturacion',
  'facturas',
  'x',
  'xb',
  'xbuilder',
  'xsender',
  'CreditNote',
  'creditnote',
  'Invoice',
  'ruc',
  '4199',
  '2324',
  'firmar xml',
  'nota de credito',
  'certificado digital',
  'boleta electronica',
  'resumen diario',
  'comunicacion de baja',
  'ticket',
  'cdr',
  'contribuyentes',
  'instalacion maven',
  'kubernetes',
  'spring boot',
  'quarkus',
  'padron reducido',
  'catalogo 09',
  'guia de remision',
  'percepcion',
  'retencion',
  'api rest',
  'consola web',
];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.95))];
}

async function main() {
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-bench-search-'));
  const loaded = await loadSite(root);
  if (!loaded.site) throw new Error('the site does not load: run `npx fe-docs check`');
  const t0 = performance.now();
  await writeSite(loaded.site, out);
  const buildMs = performance.now() - t0;
  const manifest = JSON.parse(await readFile(path.join(out, 'search-index.json'), 'utf8')) as SearchManifest;
  const engineGz = gzipSync(await readFile(path.join(out, manifest.engine))).length;

  const server = await startStaticServer({ dir: out });
  const browser = await launchBrowser();
  const results: { name: string; value: number; unit: string; budget?: number }[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(server.url + 'docs/xbuilder');

    // 1. What the first search downloads: manifest + chunks (+ the engine module, reported apart).
    await page.keyboard.press('Control+k');
    await page.waitForSelector('dialog.search-dialog[open]');
    await page.keyboard.press('f');
    await page.waitForSelector('.search-dialog [role="option"]', { timeout: 60_000 });
    const fetched = (await page.evaluate(`performance.getEntriesByType('resource')
        .filter((e) => e.name.includes('/search-index.json') || e.name.includes('/assets/search/'))
        .map((e) => ({ name: e.name, bytes: e.encodedBodySize }))`)) as { name: string; bytes: number }[];
    const indexBytes = fetched.filter((f) => !f.name.includes('/engine-')).reduce((a, f) => a + f.bytes, 0);
    const engineBytes = fetched.filter((f) => f.name.includes('/engine-')).reduce((a, f) => a + f.bytes, 0);
    results.push({ name: 'index bytes fetched before the first result (gzip)', value: indexBytes / 1024, unit: 'KB', budget: BUDGET.indexKB });
    results.push({ name: 'engine module fetched (gzip)', value: (engineBytes || engineGz) / 1024, unit: 'KB' });
    results.push({ name: 'files fetched for the first search', value: fetched.length, unit: '' });

    // 2. Query time: the engine the page loaded, called directly (search + the 8 results the box shows).
    const rounds = quick ? 3 : 10;
    const { times, indexMs } = (await page.evaluate(
      `(async () => {
        const manifest = await (await fetch(${JSON.stringify(server.url + 'search-index.json')})).json();
        const base = new URL(${JSON.stringify(server.url + 'search-index.json')});
        const mod = await import(new URL(manifest.engine, base).href);
        const engine = mod.createEngine();
        let indexMs = 0;
        for (const c of manifest.chunks) {
          // Inflated by the browser when the server sends Content-Encoding: gzip (sirv does for .gz), else here.
          const bytes = new Uint8Array(await (await fetch(new URL(c.url, base))).arrayBuffer());
          const text = bytes[0] === 0x1f && bytes[1] === 0x8b
            ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
            : new TextDecoder().decode(bytes);
          const t = performance.now();
          engine.add(c, JSON.parse(text));
          indexMs += performance.now() - t;
        }
        const filter = { lang: 'es', tags: manifest.chunks.filter((c) => !c.docs || c.docs.isLast).map((c) => c.tag) };
        const queries = ${JSON.stringify(QUERIES)};
        const out = [];
        for (let r = 0; r < ${rounds}; r++) for (const q of queries) {
          const t = performance.now();
          engine.search(q, filter).slice(0, 8).map((h) => engine.view(h));
          out.push(performance.now() - t);
        }
        return { times: out, indexMs };
      })()`,
    )) as { times: number[]; indexMs: number };
    results.push({ name: `median query time (${QUERIES.length} queries × ${rounds})`, value: median(times), unit: 'ms', budget: BUDGET.queryMs });
    results.push({ name: 'p95 query time', value: p95(times), unit: 'ms' });
    results.push({ name: 'building the index in the browser (parse + MiniSearch, once per page)', value: indexMs, unit: 'ms' });

    // 3. Keystroke to first result on screen, index warm (the box was used above).
    const delays: number[] = [];
    const letters = quick ? 'cfrx' : 'cfrxsbpnditmae';
    for (const letter of letters) delays.push(await firstResultDelay(page, letter));
    results.push({
      name: `first result on screen after the first keystroke (median of ${letters.length})`,
      value: median(delays),
      unit: 'ms',
      budget: BUDGET.keystrokeMs,
    });
    results.push({ name: 'worst keystroke', value: Math.max(...delays), unit: 'ms' });
    results.push({ name: 'site build incl. index (this process)', value: buildMs, unit: 'ms' });
  } finally {
    await browser.close();
    await server.close();
    await rm(out, { recursive: true, force: true });
  }

  let failed = false;
  for (const r of results) {
    const ok = r.budget === undefined || r.value <= r.budget;
    failed ||= !ok;
    const v = r.unit === 'KB' || r.unit === 'ms' ? r.value.toFixed(r.value < 10 ? 2 : 1) : String(r.value);
    console.log(`${r.name}: ${v}${r.unit ? ' ' + r.unit : ''}${r.budget !== undefined ? ` (budget ≤ ${r.budget} ${r.unit}) ${ok ? 'PASS' : 'FAIL'}` : ''}`);
  }
  if (failed) process.exitCode = 1;
}

/**
 * From the keydown of a first letter in the empty box to the frame that shows the first option: timed inside the
 * page (event timestamp → a task after the next animation frame, i.e. after that frame was painted).
 */
async function firstResultDelay(page: Page, letter: string): Promise<number> {
  await page.fill('.search-dialog-input', '');
  await page.waitForFunction(`!document.querySelector('.search-dialog [role="option"]')`);
  // (Not returned: evaluate would wait for it.)
  await page.evaluate(`void (window.__firstResult = new Promise((resolve) => {
    const input = document.querySelector('.search-dialog-input');
    const list = document.querySelector('.search-dialog [role="listbox"]');
    let t0 = 0;
    input.addEventListener('keydown', (e) => { t0 = e.timeStamp; }, { once: true, capture: true });
    const mo = new MutationObserver(() => {
      if (!list.querySelector('[role="option"]')) return;
      mo.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
    });
    mo.observe(list, { childList: true });
  }))`);
  await page.keyboard.press(letter);
  return (await page.evaluate('window.__firstResult')) as number;
}

await main();
