import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { runCli } from '../helpers/cli.js';
import { withSite } from '../helpers/site.js';

const SITE = {
  'site.config.yaml': `
title: T
url: https://example.org
i18n:
  defaultLocale: es
  locales: [es, en, fr]
docs:
  - path: content/docs
pwa:
  enabled: false
`,
  'content/docs/intro.md': '# Introducción\n\nHola.\n',
  'i18n/en/content/docs/intro.md': '# Introduction\n\nHello.\n',
  'i18n/fr/content/docs/intro.md': '# Présentation\n\nBonjour.\n',
};

test('build --locale writes only the locales named, each where a full build puts it (as docusaurus build --locale)', () =>
  withSite(SITE, async (root) => {
    const en = await runCli(['build', '.', '--locale', 'en'], { cwd: root });
    assert.equal(en.code, 0, en.stderr);
    assert.match(await readFile(path.join(root, 'build/en/docs/intro/index.html'), 'utf8'), /<h1>Introduction<\/h1>/);
    assert.equal(existsSync(path.join(root, 'build/docs/intro/index.html')), false, 'the default locale was not asked for');
    assert.equal(existsSync(path.join(root, 'build/fr')), false);

    const two = await runCli(['build', '.', '--locale', 'es', 'fr'], { cwd: root });
    assert.equal(two.code, 0, two.stderr);
    assert.match(await readFile(path.join(root, 'build/docs/intro/index.html'), 'utf8'), /<h1>Introducción<\/h1>/);
    assert.match(await readFile(path.join(root, 'build/fr/docs/intro/index.html'), 'utf8'), /<h1>Présentation<\/h1>/);
    assert.equal(existsSync(path.join(root, 'build/en')), false);
  }));

test('build --locale with a locale the site does not have fails, names the ones it has, and keeps the previous output', () =>
  withSite(SITE, async (root) => {
    assert.equal((await runCli(['build', '.'], { cwd: root })).code, 0);
    const r = await runCli(['build', '.', '--locale', 'de'], { cwd: root });
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /`--locale de` is not one of the site's locales/);
    assert.match(r.stderr, /`es`, `en`, `fr`/);
    assert.match(r.stderr, /unknown-locale/);
    assert.ok(existsSync(path.join(root, 'build/en/docs/intro/index.html')), 'the previous output is untouched');
  }));
