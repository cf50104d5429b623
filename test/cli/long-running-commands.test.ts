import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { rawRequest } from '../helpers/raw-http.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';
import { runCli } from '../helpers/cli.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

/** Start `fe-docs <args>` from the sources and wait for the URL it prints. */
async function start(args: string[]): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  return { url, child, output: () => out };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGINT');
  return exited;
}

test('fe-docs serve DIR --port 0 serves the folder until Ctrl+C, then exits 0', async () => {
  const site = await createSite({
    'build/index.html': '<!doctype html><html data-base="/"><title>x</title><main>Hola</main></html>',
    'build/404.html': '<!doctype html><p>404</p>',
  });
  try {
    const { url, child, output } = await start(['serve', path.join(site.root, 'build'), '--port', '0']);
    assert.match(output(), /fe-docs serve .* on http:\/\/127\.0\.0\.1:\d+\//);
    const r = await rawRequest(url, '/');
    assert.equal(r.status, 200);
    assert.match(r.body.toString(), /Hola/);
    assert.equal((await rawRequest(url, '/nope')).status, 404);
    assert.equal(await stop(child), 0);
  } finally {
    await site.cleanup();
  }
});

test('fe-docs dev ROOT --port 0 builds, serves and stops on Ctrl+C', async () => {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/intro.md': '# Introducción\n\nTexto de prueba.\n' });
  try {
    const { url, child, output } = await start(['dev', site.root, '--port', '0']);
    assert.match(output(), /✔ built in \d+ ms/);
    const r = await rawRequest(url, '/docs/intro');
    assert.equal(r.status, 200);
    assert.match(r.body.toString(), /Texto de prueba/);
    assert.equal(await stop(child), 0);
  } finally {
    await site.cleanup();
  }
});

test('serve refuses a folder that is not a built site (exit 2)', async () => {
  const site = await createSite({ 'empty/.keep': '' });
  try {
    await mkdir(path.join(site.root, 'empty'), { recursive: true });
    await writeFile(path.join(site.root, 'empty', 'note.txt'), 'x');
    const r = await runCli(['serve', path.join(site.root, 'empty'), '--port', '0']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /is not a built site \(no index\.html\); run `fe-docs build` first/);
  } finally {
    await site.cleanup();
  }
});

test('a bad --port is a usage error', async () => {
  const r = await runCli(['serve', '.', '--port', 'abc']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /--port must be a number from 0 to 65535, received abc/);
});

test('npm start runs fe-docs dev on the site root, port 3000 by default', async () => {
  const pkg = JSON.parse(await (await import('node:fs/promises')).readFile(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.equal(pkg.scripts.start, 'node bin/fe-docs dev .');
  const { createProgram } = await import('../../src/cli/main.js');
  const dev = createProgram({ stdout: { write: () => true }, stderr: { write: () => true }, cwd: '.' }, () => {}).commands.find((c) => c.name() === 'dev')!;
  assert.equal(dev.options.find((o) => o.long === '--port')?.defaultValue, '3000');
});
