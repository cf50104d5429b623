import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite, writeSite } from '../../src/api/site.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

test('versioned docs: the last version has no segment, others are under their name, each with its sidebar', async () => {
  const site = await createSite({
    'site.config.yaml': `
title: T
url: https://example.org
navbar:
  items:
    - type: docsVersionDropdown
docs:
  - id: default
    versions:
      - name: '2.x'
        path: content/docs
        isLast: true
      - name: '1.x'
        path: versions/1.x
        draftIds: [borrador]
`,
    'content/docs/01-intro.md': '# Intro 2\n',
    'content/docs/02-nuevo.md': '# Solo en 2.x\n',
    'versions/1.x/01-intro.md': '# Intro 1\n',
    'versions/1.x/borrador.md': '# Borrador\n',
  });
  const r = await loadSite(site.root);
  await site.cleanup();
  assert.deepEqual(r.diagnostics, []);
  const docs = r
    .site!.table.routes.filter((x) => x.kind === 'doc')
    .map((x) => x.url)
    .sort();
  assert.deepEqual(docs, ['/docs/1.x/intro', '/docs/intro', '/docs/nuevo']);
  assert.deepEqual([...r.site!.table.sidebars.keys()].sort(), ['default/1.x/default', 'default/2.x/default']);
});

test('docs at the site root (routeBasePath /): the root doc is /, not //, and the version menu keeps the page', async () => {
  const site = await createSite({
    'site.config.yaml': `
title: T
url: https://example.org
baseUrl: /guia/
navbar:
  items:
    - type: docsVersionDropdown
docs:
  - id: default
    routeBasePath: /
    versions:
      - name: '2.x'
        path: content/docs
        isLast: true
      - name: '1.x'
        path: versions/1.x
`,
    'content/docs/index.md': '# Inicio\n\nVer [tema](./tema.md).\n',
    'content/docs/tema.md': '# Tema\n\nVolver al [inicio](./index.md).\n',
    'versions/1.x/index.md': '# Inicio 1\n',
    'versions/1.x/tema.md': '# Tema 1\n',
  });
  try {
    const r = await loadSite(site.root);
    assert.deepEqual(r.diagnostics, []);
    const docs = r
      .site!.table.routes.filter((x) => x.kind === 'doc')
      .map((x) => x.url)
      .sort();
    assert.deepEqual(docs, ['/', '/1.x/', '/1.x/tema', '/tema']);
    const out = path.join(site.root, 'build');
    await writeSite(r.site!, out);
    const tema = readFileSync(path.join(out, 'tema/index.html'), 'utf8');
    assert.doesNotMatch(tema, /href="\/\/|href="\/guia\/\/"/, 'no protocol-relative or doubled-slash link to the root doc');
    assert.match(tema, /<a [^>]*href="\/guia\/"[^>]*>inicio<\/a>/, 'the Markdown link to index.md');
    // The version menu on 1.x/tema offers the same page in 2.x (at the root), not the version's first doc.
    const old = readFileSync(path.join(out, '1.x/tema/index.html'), 'utf8');
    assert.match(old, /href="\/guia\/tema"/);
  } finally {
    await site.cleanup();
  }
});

test('versioned docs: the version badge on every doc, the unreleased and unmaintained notices link to the same doc in the last version', async () => {
  const site = await createSite({
    'site.config.yaml': `
title: Faro
url: https://example.org
i18n:
  defaultLocale: es
docs:
  - id: default
    versions:
      - name: current
        label: Próxima
        path: content/docs
        routeSegment: next
      - name: '2.x'
        path: versions/2.x
        isLast: true
      - name: '1.x'
        path: versions/1.x
      - name: '0.x'
        path: versions/0.x
        banner: none
        badge: false
`,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/nuevo.md': '# Nuevo\n',
    'versions/2.x/intro.md': '# Intro 2\n',
    'versions/1.x/intro.md': '# Intro 1\n',
    'versions/0.x/intro.md': '# Intro 0\n',
  });
  try {
    const r = await loadSite(site.root);
    assert.deepEqual(r.diagnostics, []);
    const out = path.join(site.root, 'build');
    await writeSite(r.site!, out);
    const page = (p: string) => readFileSync(path.join(out, p, 'index.html'), 'utf8');
    const banner = (html: string) => /<div class="doc-version-banner[^"]*"[^>]*>(.*?)<\/div>/.exec(html)?.[1];
    const badge = (html: string) => /<span class="doc-version-badge[^"]*">([^<]*)<\/span>/.exec(html)?.[1];

    assert.equal(badge(page('docs/intro')), 'Versión: 2.x');
    assert.equal(banner(page('docs/intro')), undefined, 'no notice on the last version');

    const next = page('docs/next/intro');
    assert.equal(badge(next), 'Versión: Próxima');
    assert.match(banner(next)!, /Esta documentación de Faro Próxima todavía no está publicada\./);
    assert.match(banner(next)!, /<a href="\/docs\/intro"[^>]*>última versión<\/a><\/b> \(2\.x\)/, 'the same doc in the last version');
    // A doc the last version does not have: its notice links to the last version's main doc.
    assert.match(banner(page('docs/next/nuevo'))!, /<a href="\/docs\/intro"/);

    const old = page('docs/1.x/intro');
    assert.match(banner(old)!, /Esta es la documentación de Faro 1\.x, que ya no recibe mantenimiento\./);
    // Set per version: no notice, no badge.
    assert.equal(banner(page('docs/0.x/intro')), undefined);
    assert.equal(badge(page('docs/0.x/intro')), undefined);
  } finally {
    await site.cleanup();
  }
});

test('a docs area with one version shows no badge and no notice', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n',
  });
  try {
    const r = await loadSite(site.root);
    assert.deepEqual(r.diagnostics, []);
    const out = path.join(site.root, 'build');
    await writeSite(r.site!, out);
    assert.doesNotMatch(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8'), /doc-version-(badge|banner)/);
  } finally {
    await site.cleanup();
  }
});
