import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

test('a non-default locale is built under /<locale>/ from i18n/<locale>/, falling back to untranslated folders', async () => {
  const site = await createSite({
    'site.config.yaml': `
title: T
url: https://example.org
baseUrl: /sitio/
i18n:
  defaultLocale: es
  locales: [es, en]
  localeConfigs:
    en: { label: English, htmlLang: en-GB }
navbar:
  items:
    - { type: localeDropdown, position: right }
docs:
  - path: content/docs
blog:
  path: content/blog
pwa:
  enabled: false
`,
    'content/docs/intro.md': '# Introducción\n\nHola.\n',
    'content/blog/2024-01-01-hola.md': '---\ntitle: Hola\n---\n\nEntrada.\n',
    'i18n/en/content/docs/intro.md': '# Introduction\n\nHello.\n',
  });
  try {
    const r = await build({ root: site.root });
    assert.deepEqual(r.diagnostics, []);
    const es = await readFile(path.join(site.root, 'build/docs/intro/index.html'), 'utf8');
    const en = await readFile(path.join(site.root, 'build/en/docs/intro/index.html'), 'utf8');
    assert.match(es, /<html lang="es"/);
    assert.match(es, /<h1>Introducción<\/h1>/);
    assert.match(en, /<html lang="en-GB"/);
    assert.match(en, /<h1>Introduction<\/h1>/);
    // Links and assets of the English build carry its base URL; the switcher links both ways.
    assert.match(en, /href="\/sitio\/en\/assets\/style-/);
    assert.match(en, /<a href="\/sitio\/docs\/intro" class="dropdown-link" data-value="es">/);
    assert.match(en, /<a href="\/sitio\/en\/docs\/intro" class="dropdown-link active" aria-current="page" data-value="en">/);
    assert.match(es, /<a href="\/sitio\/en\/docs\/intro" class="dropdown-link" data-value="en">/);
    assert.match(en, /"currentLocale":"en"/);
    // The blog has no translation: the English build shows the Spanish posts.
    const post = await readFile(path.join(site.root, 'build/en/blog/2024/01/01/hola/index.html'), 'utf8');
    assert.match(post, /<h1>Hola<\/h1>/);
  } finally {
    await site.cleanup();
  }
});
