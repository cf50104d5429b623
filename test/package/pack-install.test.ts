import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SHIPPED_DOCS } from '../../src/core/shipped-docs.js';
import { brokenLinks } from '../helpers/markdown-links.js';
import { copyRepo } from '../helpers/repo-copy.js';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** What only this repository's own site and development need; the package must ship none of it. */
const NOT_SHIPPED = /^(content|openapi|static|test|bench|scripts|i18n|notes)\/|\.test\.ts$|^site\.config\.yaml$/;

// Packs (a copy of) this repository as npm would publish it, installs the tarball into an empty folder (from the npm cache when
// it can), starts a site there with `fe-docs init` and builds it with the installed CLI: no tsx, no sources.
test('the packed tarball installs into an empty folder and builds a site there', { timeout: 10 * 60_000 }, async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-pack-'));
  const env = { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
  try {
    // `npm pack` runs `prepack`, which bundles dist/ again: packed from a copy of the repository (its own dist/, the
    // same node_modules), it leaves this checkout's dist/ alone for the test files that run the CLI meanwhile.
    const repo = path.join(tmp, 'repo');
    await copyRepo(repo);
    const manifest = readFileSync(path.join(repo, 'package.json'), 'utf8');
    const packed = await run(npm, ['pack', '--json', '--pack-destination', tmp], { cwd: repo, env, maxBuffer: 64 << 20 });
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    const files = info.files.map((f) => f.path);
    assert.equal(readFileSync(path.join(repo, 'package.json'), 'utf8'), manifest, 'postpack put the package.json of the repository back');
    assert.ok(!existsSync(path.join(repo, 'package.json.unpacked')));
    assert.deepEqual(
      files.filter((f) => NOT_SHIPPED.test(f)),
      [],
      'no content, tests or benches in the tarball',
    );
    for (const f of [
      'bin/fe-docs',
      'dist/cli.js',
      'dist/index.js',
      'dist/markdown-worker.js',
      'dist/types/index.d.ts',
      'src/app/main.ts',
      'src/client/start.ts',
      'src/docusaurus/client/chrome.ts',
      'src/docusaurus/client/stand-ins.ts',
      'src/docusaurus/styles/docusaurus.css',
      'src/theme/styles/site.css',
    ])
      assert.ok(files.includes(f), `the tarball has ${f}`);

    const app = path.join(tmp, 'app');
    await mkdir(app);
    await writeFile(path.join(app, 'package.json'), JSON.stringify({ name: 'my-docs', private: true, type: 'module' }));
    const installed = await run(npm, ['install', path.join(tmp, info.filename), '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: app,
      env,
      maxBuffer: 64 << 20,
    });
    assert.ok(!existsSync(path.join(app, 'node_modules/tsx')), 'tsx (a dev dependency) is not installed');
    // npm 11 listed the repository's `prepare` (`node scripts/build-cli.mjs`, a file the tarball lacks) among the
    // install scripts to approve (esbuild's own postinstall stays on that list).
    assert.doesNotMatch(installed.stderr, /fe-docs@\S+ \(/, installed.stderr);
    const pkgDir = path.join(app, 'node_modules/fe-docs');
    const published = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string; scripts?: Record<string, string> };
    const missing = Object.entries(published.scripts ?? {}).flatMap(([name, script]) =>
      (script.match(/[\w@.-]*\/[\w@./-]+|[\w-]+\.(?:[cm]?js|ts)\b/g) ?? [])
        .filter((f) => !files.includes(f) && !files.some((p) => p.startsWith(f + '/')))
        .map((f) => `${name}: ${f}`),
    );
    assert.deepEqual(missing, [], 'no script of the published package.json names a file the tarball lacks');

    // The user documentation ships, every relative link in it resolves inside the installed package, and every
    // page the CLI's hints name (from the site folder) is there.
    const shippedDocs = files.filter((f) => f.startsWith('docs/'));
    for (const f of ['docs/own-docs.md', 'docs/configuration.md', 'docs/theme-and-mdx.md']) assert.ok(files.includes(f), `the tarball has ${f}`);
    assert.deepEqual(
      shippedDocs.filter((f) => f.endsWith('.md')).flatMap((f) => brokenLinks(pkgDir, f)),
      [],
    );
    for (const where of Object.values(SHIPPED_DOCS)) assert.ok(existsSync(path.join(app, where)), `${where} exists in the site folder`);
    assert.equal((await run(npx, ['--no-install', 'fe-docs', '--version'], { cwd: app, env })).stdout, `${published.version}\n`);

    await run(npx, ['--no-install', 'fe-docs', 'init', '.', '--title', 'Packed Docs'], { cwd: app, env });
    // The scaffolded config points at the reference installed with it.
    const reference = /^# .*?(node_modules\/fe-docs\/\S+\.md)/.exec(readFileSync(path.join(app, 'site.config.yaml'), 'utf8'))?.[1];
    assert.ok(reference && existsSync(path.join(app, reference)), `site.config.yaml's first line names an installed page: ${reference}`);
    const built = await run(npx, ['--no-install', 'fe-docs', 'build'], { cwd: app, env });
    assert.match(built.stderr, /✔ \d+ pages/);
    assert.match(readFileSync(path.join(app, 'build/docs/intro/index.html'), 'utf8'), /Packed Docs/);
    assert.ok(existsSync(path.join(app, 'build/sitemap.xml')));
    assert.ok(existsSync(path.join(app, 'build/pwa/icon-512.png')), 'sharp, an optional dependency, made the app icons');

    // The public API, as another program imports it.
    const api = await run(
      process.execPath,
      ['--input-type=module', '-e', "const { check } = await import('fe-docs'); console.log(JSON.stringify(await check({ root: '.' })))"],
      {
        cwd: app,
        env,
      },
    );
    const checked = JSON.parse(api.stdout) as { ok: boolean; diagnostics: unknown[]; routes: number };
    assert.deepEqual(checked.diagnostics, []);
    assert.ok(checked.ok && checked.routes > 4);

    // Without the optional sharp the build still succeeds, and says how to get the icons.
    await rm(path.join(app, 'node_modules/sharp'), { recursive: true, force: true });
    // Icons made before are kept in the project cache and need no sharp: a site that never had it has no cache either.
    await rm(path.join(app, 'node_modules/.cache'), { recursive: true, force: true });
    const withoutSharp = await run(npx, ['--no-install', 'fe-docs', 'build'], { cwd: app, env });
    assert.match(
      withoutSharp.stderr,
      /warning The app icons cannot be made from `img\/logo\.svg`: the optional package `sharp` is not installed\. \[pwa-icon\]/,
    );
    assert.ok(!existsSync(path.join(app, 'build/pwa/icon-512.png')));
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
