import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build, check, createDevServer, loadConfig } from '../../src/index.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const FILES = {
  'site.config.yaml': MINIMAL_CONFIG + 'pwa:\n  enabled: false\n',
  'content/docs/intro.md': '# Intro\n\nVer [la guía](./guia.md).\n',
  'content/docs/guia.md': '# Guía\n\nTexto.\n',
};

test('loadConfig, check and build return results and diagnostics; a failed build resolves and keeps the old output', async () => {
  const site = await createSite(FILES);
  try {
    const cfg = await loadConfig(site.root);
    assert.equal(cfg.config?.title, 'Sitio de prueba');
    assert.deepEqual(cfg.diagnostics, []);

    const checked = await check({ root: site.root });
    assert.deepEqual({ ok: checked.ok, diagnostics: checked.diagnostics }, { ok: true, diagnostics: [] });

    const built = await build({ root: site.root });
    assert.equal(built.ok, true);
    assert.equal(built.outDir, path.join(site.root, 'build'));
    assert.equal(built.pages, built.routes);
    const before = readFileSync(path.join(site.root, 'build/docs/intro/index.html'), 'utf8');

    const { writeFile } = await import('node:fs/promises');
    await writeFile(path.join(site.root, 'content/docs/intro.md'), '# Intro\n\nVer [nada](/docs/no-existe).\n');
    const failed = await build({ root: site.root });
    assert.equal(failed.ok, false);
    assert.deepEqual(
      failed.diagnostics.map((d) => [d.code, d.position?.file, d.position?.line]),
      [['broken-link', 'content/docs/intro.md', 3]],
    );
    assert.equal(readFileSync(path.join(site.root, 'build/docs/intro/index.html'), 'utf8'), before);

    const noConfig = await loadConfig(path.join(site.root, 'content'));
    assert.equal(noConfig.config, undefined);
    assert.match(noConfig.diagnostics[0].hint ?? '', /fe-docs init/);
  } finally {
    await site.cleanup();
  }
});

test('createDevServer serves the site until closed', async () => {
  const site = await createSite(FILES);
  const lines: string[] = [];
  const server = await createDevServer({ root: site.root, port: 0, log: (l) => lines.push(l) });
  try {
    const res = await fetch(new URL('docs/intro', server.url));
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<h1>Intro<\/h1>/);
    assert.ok(lines.length > 0, 'the first build is logged');
  } finally {
    await server.close();
    await site.cleanup();
  }
  assert.ok(!existsSync(path.join(site.root, 'build')), 'dev writes nothing');
});
