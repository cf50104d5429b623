// `npm run bench -- --only=openapi-large` (or `node --import tsx bench/openapi-large.ts [--operations N]`): a site with
// one generated 4,000-operation OpenAPI definition, built cold (FE_DOCS_CACHE=0) by the bundled CLI. Prints wall, CPU
// (user+sys, the robust number on a shared machine), peak RSS, how many API pages were written and the largest one.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateOpenApi } from './generate-openapi.js';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const operations = Number(arg('operations') ?? 4000);

if (!existsSync('/usr/bin/time')) throw new Error('bench needs GNU time (/usr/bin/time): apt-get install -y time');
const site = path.join(os.tmpdir(), 'fe-docs-bench-openapi-large');
const out = path.join(os.tmpdir(), 'fe-docs-bench-openapi-large-out');
await rm(site, { recursive: true, force: true });
await rm(out, { recursive: true, force: true });
await mkdir(path.join(site, 'openapi'), { recursive: true });
const text = generateOpenApi({ operations, tags: 40, schemas: Math.ceil(operations / 10), webhooks: 20 });
await writeFile(path.join(site, 'openapi/grande.yaml'), text);
await writeFile(
  path.join(site, 'site.config.yaml'),
  `title: Banco de pruebas\nurl: https://example.org\nbaseUrl: /\nopenapi:\n  - id: grande\n    spec: openapi/grande.yaml\n    route: /api/grande\npwa:\n  enabled: false\n`,
);

spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'ignore' });
const r = spawnSync('/usr/bin/time', ['-f', 'BENCH %e %U %S %M', process.execPath, path.join(root, 'bin/fe-docs'), 'build', site, '--out', out], {
  encoding: 'utf8',
  maxBuffer: 64 << 20,
  env: { ...process.env, FE_DOCS_CACHE: '0' },
});
const m = /BENCH ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(r.stderr);
if (r.status !== 0 || !m) throw new Error(`build failed:\n${r.stderr.slice(-3000)}`);

// Every HTML file under the definition's route is one of its pages.
const pages: { file: string; bytes: number }[] = [];
const walk = async (dir: string): Promise<void> => {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) await walk(p);
    else if (e.name.endsWith('.html')) pages.push({ file: path.relative(out, p), bytes: statSync(p).size });
  }
};
await walk(path.join(out, 'api/grande'));
const largest = pages.reduce((a, b) => (b.bytes > a.bytes ? b : a));
const MB = 1024 * 1024;
console.log(`definition: ${operations} operations, ${(Buffer.byteLength(text) / MB).toFixed(1)} MB`);
console.log(
  `cold build: wall ${Number(m[1]).toFixed(2)} s · CPU ${(Number(m[2]) + Number(m[3])).toFixed(2)} s · peak RSS ${(Number(m[4]) / 1024).toFixed(0)} MB`,
);
console.log(`API pages: ${pages.length} · largest ${largest.file} ${(largest.bytes / 1e6).toFixed(2)} MB`);
