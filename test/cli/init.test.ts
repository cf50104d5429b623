import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { check } from '../../src/index.js';
import { runCli } from '../helpers/cli.js';

test('fe-docs init scaffolds a site that checks with no problem and builds', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-'));
  try {
    const init = await runCli(['init', 'my-site', '--title', 'Acme Docs'], { cwd: tmp });
    assert.equal(init.code, 0, init.stderr);
    assert.match(init.stderr, /cd my-site && npx fe-docs dev/);
    const root = path.join(tmp, 'my-site');
    const checked = await check({ root });
    assert.deepEqual(checked.diagnostics, [], 'zero errors and zero warnings');
    assert.ok(checked.routes > 4);

    const built = await runCli(['build'], { cwd: root });
    assert.equal(built.code, 0, built.stderr);
    for (const f of ['index.html', 'docs/intro/index.html', 'docs/writing-docs/index.html', 'blog/index.html'])
      assert.ok(existsSync(path.join(root, 'build', f)), f);
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
    assert.ok(existsSync(path.join(root, 'build/blog', day, 'welcome/index.html')), 'the blog post');
    assert.match(readFileSync(path.join(root, 'build/index.html'), 'utf8'), /<span class="navbar-title">Acme Docs<\/span>/);
    // The scaffold is English, and so is the theme's interface text around it.
    const doc = readFileSync(path.join(root, 'build/docs/intro/index.html'), 'utf8');
    assert.match(doc, /<html lang="en"/);
    assert.match(doc, /aria-label="Docs sidebar"/);
    assert.match(doc, /Skip to main content/);
    assert.doesNotMatch(doc, /Barra lateral|Saltar al contenido|Buscar|pestaña nueva/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

test('fe-docs init refuses to overwrite any existing file and writes nothing', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-'));
  try {
    await writeFile(path.join(tmp, 'site.config.yaml'), 'title: Mine\n');
    const r = await runCli(['init'], { cwd: tmp });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /already has `site\.config\.yaml`; fe-docs init never overwrites files/);
    assert.equal(readFileSync(path.join(tmp, 'site.config.yaml'), 'utf8'), 'title: Mine\n');
    assert.deepEqual(await readdir(tmp), ['site.config.yaml']);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

test('build, check and dev in a folder without site.config.yaml say to run fe-docs init, exit 2', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-empty-'));
  try {
    const missing = await runCli(['check', 'sub'], { cwd: tmp });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /the site folder .*sub does not exist; .*\n.*`fe-docs init sub`/);
    await mkdir(path.join(tmp, 'sub'));
    for (const args of [['build'], ['check'], ['dev', '--port', '0'], ['check', 'sub']]) {
      const r = await runCli(args, { cwd: tmp, untilStopped: async () => {} });
      assert.equal(r.code, 2, args.join(' '));
      assert.match(r.stderr, /no site\.config\.yaml in .*: this is not an fe-docs site/, args.join(' '));
      assert.match(r.stderr, args[1] === 'sub' ? /`fe-docs init sub`/ : /`fe-docs init`/);
      assert.match(r.stderr, new RegExp(`pass the site folder: \`fe-docs ${args[0]} path/to/site\``));
    }
    assert.deepEqual(await readdir(tmp, { recursive: true }), ['sub'], 'nothing written');
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
