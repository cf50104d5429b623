import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../src/index.js';
import { runCli } from '../helpers/cli.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/sites');

/** A copy of a fixture in a temporary folder (init writes into the site folder). */
async function copyOf(name: string): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-dz-'));
  const root = path.join(tmp, name);
  await cp(path.join(FIXTURES, name), root, { recursive: true });
  return { root, cleanup: () => rm(tmp, { recursive: true, force: true }) };
}

test('fe-docs init --from-docusaurus writes a site.config.yaml that loads as the same SiteConfig', async () => {
  const site = await copyOf('docusaurus-config-ts');
  try {
    const before = await loadConfig(site.root);
    assert.ok(before.config);
    const r = await runCli(['init', '.', '--from-docusaurus'], { cwd: site.root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /wrote site\.config\.yaml from docusaurus\.config\.ts/);
    const yaml = parse(await readFile(path.join(site.root, 'site.config.yaml'), 'utf8')) as Record<string, unknown>;
    assert.equal(yaml.title, 'Lantern Docs');
    const after = await loadConfig(site.root);
    assert.ok(after.config, JSON.stringify(after.diagnostics));
    assert.equal(after.config.docusaurus, undefined, 'read from site.config.yaml now');
    const comparable = (c: NonNullable<typeof before.config>) => {
      const { source: _s, docusaurus: _d, configFile: _f, policies: _p, ...rest } = c;
      return JSON.parse(JSON.stringify(rest)) as unknown;
    };
    assert.deepEqual(comparable(after.config), comparable(before.config));

    // Never over an existing file.
    const again = await runCli(['init', '.', '--from-docusaurus'], { cwd: site.root });
    assert.equal(again.code, 2);
    assert.match(again.stderr, /already exists/);
  } finally {
    await site.cleanup();
  }
});

test('functions of the Docusaurus config are left out of the YAML and named', async () => {
  const site = await copyOf('docusaurus-config-esm');
  try {
    const r = await runCli(['init', '.', '--from-docusaurus'], { cwd: site.root });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /`docs\.0\.editUrl` is a function in `docusaurus\.config\.mjs`/);
    assert.match(r.stderr, /`markdown\.remarkPlugins\.0` is a function/);
    const text = await readFile(path.join(site.root, 'site.config.yaml'), 'utf8');
    assert.match(text, /^# Left out \(a function in docusaurus\.config\.mjs\): docs\.0\.editUrl$/m);
    const { config, diagnostics } = await loadConfig(site.root);
    assert.ok(config, JSON.stringify(diagnostics));
    assert.equal(config.docs[0].editUrl, undefined);
    assert.deepEqual(config.markdown.remarkPlugins, []);
  } finally {
    await site.cleanup();
  }
});

test('fe-docs init --from-docusaurus in a folder without a Docusaurus config is a usage error', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-dz-'));
  try {
    const r = await runCli(['init', '.', '--from-docusaurus'], { cwd: tmp });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /no docusaurus\.config\.\{ts,mts,cts,js,mjs,cjs\}/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});
