import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createDevServer } from '../../src/index.js';
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

// Issue 33, item 1: after a first build, the next one deleted whatever the user had added to the output folder.

/** Runs the bundled CLI in a process of its own (FE_DOCS_CACHE=0 and the like apply to it alone). */
function runBin(args: string[], opts: { cwd: string; env?: Record<string, string> }): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: opts.cwd,
      env: { ...process.env, NO_COLOR: '1', ...opts.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (b: Buffer) => (stderr += b));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@example.org', '-c', 'user.name=t', '-c', 'init.defaultBranch=gh-pages', ...args], { cwd, encoding: 'utf8' });
}

/** Every file under `dir` (dot-folders and their contents too) with its bytes as text. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (abs: string, rel: string) => {
    for (const e of readdirSync(abs, { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(abs, e.name), r);
      else out[r] = readFileSync(path.join(abs, e.name), 'latin1');
    }
  };
  walk(dir, '');
  return out;
}

const GH_PAGES_SITE = {
  ...SITE,
  'content/docs/old.md': '# Página antigua\n\nSe va a borrar.\n',
};

for (const cache of ['0', '1']) {
  test(`the gh-pages flow (FE_DOCS_CACHE=${cache}): build, git init and commit in the output, add a CNAME, build again`, async () => {
    const site = await createSite(GH_PAGES_SITE);
    const out = path.join(site.root, 'build');
    const env = { FE_DOCS_CACHE: cache };
    try {
      const first = await runBin(['build', '.'], { cwd: site.root, env });
      assert.equal(first.code, 0, first.stderr);
      git(out, 'init', '-q');
      git(out, 'add', '-A');
      git(out, 'commit', '-qm', 'first build');
      await writeFile(path.join(out, 'CNAME'), 'docs.example.org\n');
      await writeFile(path.join(out, '.nojekyll'), '');
      await writeFile(path.join(out, 'docs', 'notes.txt'), 'mine');
      const dotGit = snapshot(path.join(out, '.git'));

      await rm(path.join(site.root, 'content/docs/old.md'));
      await writeFile(path.join(site.root, 'content/docs/intro.md'), '# Introducción\n\nTexto nuevo.\n');
      const second = await runBin(['build', '.'], { cwd: site.root, env });
      assert.equal(second.code, 0, second.stderr);
      assert.match(second.stderr, /Kept 4 entries fe-docs did not write in build\/: \.git\/, \.nojekyll, CNAME and 1 more\n/);

      assert.deepEqual(snapshot(path.join(out, '.git')), dotGit, '.git is untouched');
      assert.equal(readFileSync(path.join(out, 'CNAME'), 'utf8'), 'docs.example.org\n');
      assert.equal(readFileSync(path.join(out, 'docs', 'notes.txt'), 'utf8'), 'mine');
      assert.match(readFileSync(path.join(out, 'docs', 'intro', 'index.html'), 'utf8'), /Texto nuevo/, 'the site is updated');
      assert.equal(existsSync(path.join(out, 'docs', 'old')), false, "the removed doc's page is gone");
      const status = git(out, 'status', '--porcelain');
      assert.match(status, /^ D docs\/old\/index\.html$/m);
      assert.match(status, /^ M docs\/intro\/index\.html$/m);
      assert.match(status, /^\?\? CNAME$/m);
      // (git status refreshes its index file.)
      const dotGitNow = snapshot(path.join(out, '.git'));

      // A third build keeps them again: the list of what fe-docs wrote never names them.
      const third = await runBin(['build', '.'], { cwd: site.root, env });
      assert.equal(third.code, 0, third.stderr);
      assert.match(third.stderr, /Kept 4 entries/);
      assert.equal(readFileSync(path.join(out, 'CNAME'), 'utf8'), 'docs.example.org\n');
      assert.deepEqual(snapshot(path.join(out, '.git')), dotGitNow);
      assert.deepEqual(
        (await readdir(site.root)).filter((n) => n.startsWith('build')),
        ['build'],
        'no tmp/old folder left',
      );
    } finally {
      await site.cleanup();
    }
  });
}

test('a file the user added where the new build writes stops the build (exit 1), naming it; nothing is changed', async () => {
  const site = await createSite(SITE);
  const out = path.join(site.root, 'build');
  try {
    assert.equal((await runCli(['build', '.'], { cwd: site.root })).code, 0);
    await writeFile(path.join(out, 'CNAME'), 'docs.example.org\n');
    await mkdir(path.join(out, 'docs', 'nueva'));
    await writeFile(path.join(out, 'docs', 'nueva', 'index.html'), '<p>a page written by hand</p>');
    const before = snapshot(out);

    // The site now publishes a CNAME of its own, and a doc at the URL of the hand-written page.
    await writeFile(path.join(site.root, 'static', 'CNAME'), 'other.example.org\n');
    await writeFile(path.join(site.root, 'content', 'docs', 'nueva.md'), '# Nueva\n');
    await writeFile(path.join(site.root, 'content', 'docs', 'intro.md'), '# Introducción\n\nOtro texto.\n');
    const r = await runCli(['build', '.'], { cwd: site.root });
    assert.equal(r.code, 1, r.stderr);
    assert.match(
      r.stderr,
      /build\/CNAME:1:1 error `build\/CNAME` was not written by fe-docs, and this build writes `CNAME` there; fe-docs never overwrites a file it did not write\. \[output-user-file\]/,
    );
    assert.match(r.stderr, /The site now publishes `static\/CNAME` there: delete or move `build\/CNAME`/);
    assert.match(r.stderr, /`build\/docs\/nueva\/index\.html` was not written by fe-docs/);
    assert.match(r.stderr, /Move it into `static\/` if the site should publish it/);
    assert.deepEqual(snapshot(out), before, 'the output folder is as it was');
    assert.deepEqual(
      (await readdir(site.root)).filter((n) => n.startsWith('build')),
      ['build'],
    );

    // Resolved as the message says: the build goes through.
    await rm(path.join(out, 'CNAME'));
    await rm(path.join(out, 'docs', 'nueva'), { recursive: true });
    const again = await runCli(['build', '.'], { cwd: site.root });
    assert.equal(again.code, 0, again.stderr);
    assert.equal(readFileSync(path.join(out, 'CNAME'), 'utf8'), 'other.example.org\n');
  } finally {
    await site.cleanup();
  }
});

test('a build that fails leaves the previous output whole, with the files the user added', async () => {
  const site = await createSite(SITE);
  const out = path.join(site.root, 'build');
  try {
    assert.equal((await runCli(['build', '.'], { cwd: site.root })).code, 0);
    git(out, 'init', '-q');
    await writeFile(path.join(out, 'CNAME'), 'docs.example.org\n');
    const before = snapshot(out);
    await writeFile(path.join(site.root, 'content', 'docs', 'rota.md'), '# Rota\n\n[enlace](./no-existe.md) [otro](/docs/nada)\n');
    const r = await runCli(['build', '.'], { cwd: site.root });
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual(snapshot(out), before);
    assert.deepEqual(
      (await readdir(site.root)).filter((n) => n.startsWith('build')),
      ['build'],
    );
  } finally {
    await site.cleanup();
  }
});

test('an output folder of an older fe-docs (marker without a list of files): dot-entries and what the build does not write are kept', async () => {
  const site = await createSite(SITE);
  const out = path.join(site.root, 'build');
  try {
    await mkdir(path.join(out, '.git'), { recursive: true });
    await writeFile(path.join(out, '.git', 'HEAD'), 'ref: refs/heads/gh-pages\n');
    await writeFile(path.join(out, '.fe-docs-output'), 'Written by fe-docs: the next build replaces this folder.\n');
    await writeFile(path.join(out, 'CNAME'), 'docs.example.org\n');
    await mkdir(path.join(out, 'docs', 'vieja'), { recursive: true });
    await writeFile(path.join(out, 'docs', 'vieja', 'index.html'), 'a page of the old build');
    await writeFile(path.join(out, '404.html'), 'old 404 page');
    const r = await runCli(['build', '.'], { cwd: site.root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Kept 2 entries fe-docs did not write in build\/: \.git\/, CNAME \(the folder comes from an older fe-docs/);
    assert.equal(readFileSync(path.join(out, '.git', 'HEAD'), 'utf8'), 'ref: refs/heads/gh-pages\n');
    assert.equal(readFileSync(path.join(out, 'CNAME'), 'utf8'), 'docs.example.org\n');
    // `docs/` and `404.html` are written by this build too: replaced whole.
    assert.equal(existsSync(path.join(out, 'docs', 'vieja')), false);
    assert.match(readFileSync(path.join(out, '404.html'), 'utf8'), /<html/);
    assert.ok(existsSync(path.join(out, 'docs', 'intro', 'index.html')));
  } finally {
    await site.cleanup();
  }
});

// Issue 33, item 2: `--out` naming a file replaced the file with the site (exit 0).
test('--out naming a file, a link to nothing or to a file, or a path under a file is a usage error (exit 2); nothing is touched', async () => {
  const site = await createSite(SITE);
  try {
    await writeFile(path.join(site.root, 'notes.txt'), 'my notes');
    await symlink('nowhere', path.join(site.root, 'dangling'));
    await symlink('notes.txt', path.join(site.root, 'to-file'));
    const cases: [string, RegExp][] = [
      ['notes.txt', /The output folder `[^`]*notes\.txt` is a file, not a folder/],
      ['notes.txt/out', /The output folder `[^`]*notes\.txt\/out` cannot be created: `[^`]*notes\.txt` is a file, not a folder/],
      ['dangling', /The output folder `[^`]*dangling` is a symbolic link to `nowhere`, which does not exist/],
      ['dangling/out', /cannot be created: `[^`]*dangling` is a symbolic link to `nowhere`, which does not exist/],
      ['to-file', /is a symbolic link to a file \(`notes\.txt`\), not to a folder/],
    ];
    for (const [arg, reason] of cases) {
      const r = await runCli(['build', '.', '--out', arg], { cwd: site.root });
      assert.equal(r.code, 2, `--out ${arg}: ${r.stderr}`);
      assert.match(r.stderr, reason, `--out ${arg}`);
      assert.doesNotMatch(r.stderr, /failed unexpectedly|\.tmp-/, `--out ${arg}`);
      assert.equal(readFileSync(path.join(site.root, 'notes.txt'), 'utf8'), 'my notes');
      assert.equal(lstatSync(path.join(site.root, 'dangling')).isSymbolicLink(), true);
    }
    assert.deepEqual(
      (await readdir(site.root)).filter((n) => /\.(tmp|old)-/.test(n)),
      [],
    );
  } finally {
    await site.cleanup();
  }
});

test('--out naming a symbolic link to a folder builds into that folder; the link stays', async () => {
  const tmp = await createSite(Object.fromEntries(Object.entries(SITE).map(([k, v]) => [`site/${k}`, v])));
  const root = path.join(tmp.root, 'site');
  try {
    await mkdir(path.join(tmp.root, 'www'));
    await symlink(path.join(tmp.root, 'www'), path.join(root, 'public'));
    assert.equal((await runCli(['build', '.', '--out', 'public'], { cwd: root })).code, 0);
    await writeFile(path.join(tmp.root, 'www', 'CNAME'), 'docs.example.org\n');
    const r = await runCli(['build', '.', '--out', 'public'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Kept 1 entry fe-docs did not write in public\/: CNAME\n/);
    assert.equal(lstatSync(path.join(root, 'public')).isSymbolicLink(), true);
    assert.ok(existsSync(path.join(tmp.root, 'www', 'docs', 'intro', 'index.html')));
    assert.equal(readFileSync(path.join(tmp.root, 'www', 'CNAME'), 'utf8'), 'docs.example.org\n');
  } finally {
    await tmp.cleanup();
  }
});

test('fe-docs dev builds in memory: it never writes, moves or deletes anything in the output folder', async () => {
  const site = await createSite(SITE);
  const out = path.join(site.root, 'build');
  try {
    assert.equal((await runCli(['build', '.'], { cwd: site.root })).code, 0);
    await writeFile(path.join(out, 'CNAME'), 'docs.example.org\n');
    const before = snapshot(out);
    const stamps = () => readdirSync(out).map((n) => `${n} ${lstatSync(path.join(out, n)).mtimeMs} ${lstatSync(path.join(out, n)).ino}`);
    const stampsBefore = stamps();
    const server = await createDevServer({ root: site.root, port: 0 });
    try {
      const res = await fetch(new URL('docs/intro', server.url));
      assert.equal(res.status, 200);
      assert.match(await res.text(), /Introducción/);
    } finally {
      await server.close();
    }
    assert.deepEqual(snapshot(out), before);
    assert.deepEqual(stamps(), stampsBefore);
  } finally {
    await site.cleanup();
  }
});
