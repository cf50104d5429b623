import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { rawRequest } from '../helpers/raw-http.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));
const page = (text: string) => `<!doctype html><html lang="es" data-base="/"><head><title>${text}</title></head><body><main>${text}</main></body></html>`;

async function writeSiteFolder(dir: string, files: Record<string, string>): Promise<void> {
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true, mode: 0o755 });
    await writeFile(path.join(dir, rel), text, { mode: 0o644 });
  }
}

/**
 * `fe-docs serve` in a child process, so a crash shows as an exit instead of killing the test runner. Run as
 * `nobody` when the tests run as root, for whom no file is unreadable.
 */
async function startServe(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const child = spawn(process.execPath, [BIN, 'serve', dir, '--port', '0'], {
    env: { ...process.env, NO_COLOR: '1', HOME: os.tmpdir() },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...asNobody,
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /(http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
  return { url, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

test('serve: a request for an unreadable file fails (500) without the folder path; the server keeps serving', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-serve-eacces-'));
  await chmod(tmp, 0o755);
  const site = path.join(tmp, 'site');
  await writeSiteFolder(site, { 'index.html': page('Inicio'), '404.html': page('No encontrada'), 'locked.txt': 'secreto' });
  await chmod(path.join(site, 'locked.txt'), 0o000);
  const { url, child } = await startServe(site);
  try {
    for (let i = 0; i < 3; i++) {
      const r = await rawRequest(url, '/locked.txt');
      assert.equal(r.status, 500);
      assert.ok(!r.body.toString().includes(tmp), 'the answer shows the absolute path');
    }
    const home = await rawRequest(url, '/');
    assert.equal(home.status, 200);
    assert.equal(child.exitCode, null, 'the server exited');
  } finally {
    await stop(child);
    await rm(tmp, { recursive: true, force: true });
  }
});

test('serve: while the folder is replaced again and again (a rebuild), pages are always found, nothing fails, the server never exits', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-serve-swap-'));
  await chmod(tmp, 0o755);
  const site = path.join(tmp, 'site');
  const files = (n: number) => ({
    'index.html': page(`Inicio ${n}`),
    '404.html': page('No encontrada'),
    'docs/intro/index.html': page(`Intro ${n} ${'texto '.repeat(20000)}`),
    // A new name each build, as hashed assets have: a request for the previous one races with its removal.
    [`assets/app-${n}.js`]: `console.log(${n});${' '.repeat(100000)}`,
  });
  await writeSiteFolder(site, files(0));
  const { url, child } = await startServe(site);
  try {
    const statuses = new Map<string, number>();
    let round = 0;
    let swapping = true;
    // Readers ask without pause for the pages and for the asset of the build before the current one.
    const reader = async () => {
      while (swapping) {
        for (const p of ['/', '/docs/intro', `/assets/app-${Math.max(0, round - 1)}.js`]) {
          const s = await rawRequest(url, p).then(
            (r) => r.status,
            () => -1,
          );
          // Pages exist in every build: they are always found, even between the two renames of a swap.
          const key = `${p.startsWith('/assets/') ? 'asset' : 'page'} ${s}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
      }
    };
    const readers = Array.from({ length: 6 }, reader);
    for (round = 1; round <= 150 && child.exitCode === null; round++) {
      // The way `fe-docs build` swaps its output: a new folder, then two renames, then the old one removed.
      const next = `${site}.tmp`;
      await writeSiteFolder(next, files(round));
      await rename(site, `${site}.old`);
      await rename(next, site);
      await rm(`${site}.old`, { recursive: true, force: true });
    }
    swapping = false;
    await Promise.all(readers);
    assert.equal(child.exitCode, null, `the server exited in round ${round}`);
    assert.equal((await rawRequest(url, '/')).status, 200);
    assert.equal(child.exitCode, null, 'the server exited');
    for (const s of statuses.keys()) assert.ok(['page 200', 'asset 200', 'asset 404'].includes(s), `${s} (${[...statuses].join(' ')})`);
  } finally {
    await stop(child);
    await rm(tmp, { recursive: true, force: true });
  }
});
