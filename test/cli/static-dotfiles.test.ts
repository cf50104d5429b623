import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

test('build copies static/ without dotfiles (.env, .git, .DS_Store), except .well-known', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG + 'static:\n  path: static\n',
    'content/docs/intro.md': '# Introducción\n\nTexto.\n',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'static/.env': 'TOKEN=secreto',
    'static/.git/config': '[core]',
    'static/img/.DS_Store': 'x',
    'static/.well-known/security.txt': 'Contact: mailto:security@example.org',
  });
  try {
    const r = await runCli(['build', site.root]);
    assert.equal(r.code, 0, r.stderr);
    const out = (rel: string) => existsSync(path.join(site.root, 'build', rel));
    assert.ok(out('img/logo.svg'));
    assert.ok(out('.well-known/security.txt'));
    for (const hidden of ['.env', '.git/config', '.git', 'img/.DS_Store']) assert.equal(out(hidden), false, `${hidden} was copied`);
  } finally {
    await site.cleanup();
  }
});
