import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const BIN = fileURLToPath(new URL('../../bin/fe-docs', import.meta.url));

const SITE = {
  'site.config.yaml': MINIMAL_CONFIG + 'static:\n  path: static\n',
  'content/docs/intro.md': '# Introducción\n\nTexto.\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

test('build refuses an output folder that would replace the sources (exit 2); nothing is deleted', async () => {
  // The site sits one level down, so `--out ..` stays inside the test's temporary folder.
  const tmp = await createSite(Object.fromEntries(Object.entries(SITE).map(([k, v]) => [`site/${k}`, v])));
  const site = { root: path.join(tmp.root, 'site'), cleanup: tmp.cleanup };
  try {
    await mkdir(path.join(site.root, '.git'));
    await writeFile(path.join(site.root, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    const cases: [string, RegExp][] = [
      ['.', /is the site folder/],
      ['..', /contains the site folder/],
      ['content', /sources/],
      ['content/docs/out', /sources/],
      ['static', /sources/],
    ];
    for (const [out, reason] of cases) {
      const r = await runCli(['build', '.', '--out', out], { cwd: site.root });
      assert.equal(r.code, 2, `--out ${out}: ${r.stderr}`);
      assert.match(r.stderr, reason, `--out ${out}`);
      assert.match(r.stderr, /--out/, `--out ${out}: the message says how to fix it`);
      assert.ok(existsSync(path.join(site.root, '.git', 'HEAD')), `--out ${out} deleted .git`);
      assert.ok(existsSync(path.join(site.root, 'content', 'docs', 'intro.md')), `--out ${out} deleted the content`);
      assert.ok(existsSync(path.join(site.root, 'site.config.yaml')), `--out ${out} deleted the config`);
    }
    assert.deepEqual(await readdir(tmp.root), ['site'], 'no tmp/old folder left');
  } finally {
    await site.cleanup();
  }
});

test('build refuses a folder holding files it did not write, and replaces its own earlier output', async () => {
  const site = await createSite({ ...SITE, 'docs/guide.md': '# Guía del proyecto\n' });
  try {
    const foreign = await runCli(['build', '.', '--out', 'docs'], { cwd: site.root });
    assert.equal(foreign.code, 2, foreign.stderr);
    assert.match(foreign.stderr, /holds files fe-docs did not write/);
    assert.ok(existsSync(path.join(site.root, 'docs', 'guide.md')));

    // An empty folder and a folder of an earlier build are fine.
    await mkdir(path.join(site.root, 'empty'));
    assert.equal((await runCli(['build', '.', '--out', 'empty'], { cwd: site.root })).code, 0);
    const again = await runCli(['build', '.', '--out', 'empty'], { cwd: site.root });
    assert.equal(again.code, 0, again.stderr);
    assert.ok(existsSync(path.join(site.root, 'empty', 'docs', 'intro', 'index.html')));
  } finally {
    await site.cleanup();
  }
});

test('Ctrl-C or SIGTERM during a build removes the temporary folder and exits 130 / 143', async () => {
  const docs = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`content/docs/p${i}.md`, `# Página ${i}\n\n${'Texto de la página. '.repeat(200)}\n`]));
  const site = await createSite({ ...SITE, ...docs });
  try {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      const out = path.join(site.root, 'build');
      const child = spawn(process.execPath, [BIN, 'build', site.root], { env: process.env, stdio: 'ignore' });
      const exited = new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      const tmp = `${out}.tmp-${child.pid}`;
      // The signal is sent once the build has started writing (polled, no fixed wait).
      while (!existsSync(tmp)) {
        assert.equal(child.exitCode, null, 'the build ended before it was interrupted');
        await new Promise((r) => setTimeout(r, 5));
      }
      child.kill(signal);
      assert.equal(await exited, code, signal);
      assert.equal(existsSync(tmp), false, `${signal}: ${tmp} was left behind`);
    }
  } finally {
    await site.cleanup();
  }
});
