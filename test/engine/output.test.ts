import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `
title: Sitio
tagline: Documentación de prueba
url: https://example.org
baseUrl: /sub/
navbar:
  items:
    - type: doc
      docId: intro
      label: Docs
footer:
  links:
    - title: Más
      items:
        - label: Blog
          to: /blog
  copyright: Copyright © 2025 Ejemplo
docs:
  - path: content/docs
blog:
  path: content/blog
`;

const FILES = {
  'site.config.yaml': CONFIG,
  'content/docs/01-intro.md':
    '---\ntitle: Introducción\n---\n\nLee la [guía](./02-guia.md#paso-uno).\n\n## Paso uno\n\n```java title="A.java"\nclass A {}\n```\n',
  'content/docs/02-guia.md': '# Guía\n\n## Paso uno\n\nTexto.\n',
  'content/blog/2024-01-02-hola.md': '---\ntitle: Hola\ntags: [release]\n---\n\nPrimera entrada.\n',
  'content/pages/about/index.md': '# Acerca\n\nTexto.\n',
  'content/pages/index.tsx': 'export default function Home() { return <section><h1>Inicio</h1><a href="/docs/intro">Docs</a></section>; }\n',
  'static/img/x.txt': 'estático',
};

test('build writes every route, sitemap, feeds, 404, llms.txt and Markdown copies under a base URL', async () => {
  const site = await createSite(FILES);
  const out = path.join(site.root, 'build');
  const result = await build({ root: site.root, outDir: out });
  // The fixture has no logo, so only the manifest's "no icons" warning.
  assert.deepEqual(
    result.diagnostics.map((d) => d.code),
    ['pwa-icon'],
  );
  assert.equal(result.ok, true);
  for (const f of [
    'index.html',
    'docs/intro/index.html',
    'docs/guia/index.html',
    'blog/index.html',
    'blog/2024/01/02/hola/index.html',
    'blog/tags/index.html',
    'blog/tags/release/index.html',
    'blog/archive/index.html',
    'about/index.html',
    'search/index.html',
    '404.html',
    'sitemap.xml',
    'blog/rss.xml',
    'blog/atom.xml',
    'llms.txt',
    'docs/intro/index.md',
    'img/x.txt',
  ])
    assert.ok(existsSync(path.join(out, f)), f);
  const intro = readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
  assert.match(intro, /<a href="\/sub\/docs\/guia#paso-uno">guía<\/a>/);
  assert.match(intro, /<html lang="es"/);
  assert.match(intro, /<link rel="stylesheet" href="\/sub\/assets\/style-[0-9a-f]{10}\.css">/);
  assert.match(intro, /<script type="module" src="\/sub\/assets\/app-[0-9a-f]{10}\.js"><\/script>/);
  assert.match(intro, /class="skip-link" href="#main"/);
  assert.match(intro, /<main id="main"/);
  assert.match(intro, /aria-current="page"[^>]*>Introducción|Introducción<\/a>/);
  assert.match(intro, /<h2 id="paso-uno">/);
  assert.match(intro, /class="code-title">A\.java</);
  assert.match(intro, /Copyright © 2025 Ejemplo/);
  const home = readFileSync(path.join(out, 'index.html'), 'utf8');
  assert.match(home, /<a href="\/sub\/docs\/intro">Docs<\/a>/);
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /<loc>https:\/\/example\.org\/sub\/docs\/intro<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority>/);
  assert.doesNotMatch(sitemap, /404/);
  assert.match(readFileSync(path.join(out, 'blog/rss.xml'), 'utf8'), /<link>https:\/\/example\.org\/sub\/blog\/2024\/01\/02\/hola<\/link>/);
  assert.match(readFileSync(path.join(out, 'blog/atom.xml'), 'utf8'), /<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  const notFound = readFileSync(path.join(out, '404.html'), 'utf8');
  assert.match(notFound, /No encontramos lo que buscabas/);
  assert.match(notFound, /avísale de que el enlace está roto/);
  assert.match(readFileSync(path.join(out, 'llms.txt'), 'utf8'), /- \[Introducción\]\(https:\/\/example\.org\/sub\/docs\/intro\/index\.md\)/);
  assert.match(readFileSync(path.join(out, 'docs/intro/index.md'), 'utf8'), /^# Introducción\n\nLee la \[guía\]/);
  await site.cleanup();
});

test('a failed build exits 1 and leaves the previous output untouched; usage errors exit 2', async () => {
  const site = await createSite(FILES);
  const out = path.join(site.root, 'build');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'previous.txt'), 'antes');
  await writeFile(path.join(site.root, 'content/docs/03-rota.md'), '# Rota\n\n[x](/docs/no-existe)\n');
  const bin = path.resolve('bin/fe-docs');
  const r = spawnSync(process.execPath, [bin, 'build', site.root], { encoding: 'utf8', env: process.env });
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /content\/docs\/03-rota\.md:3:1 error Broken link to \/docs\/no-existe/);
  assert.deepEqual(await readdir(out), ['previous.txt']);
  assert.deepEqual(
    (await readdir(site.root)).filter((f) => f.includes('.tmp-')),
    [],
  );
  const usage = spawnSync(process.execPath, [bin, 'build', '--nope'], { encoding: 'utf8', env: process.env });
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /unknown option '--nope'/);
  const help = spawnSync(process.execPath, [bin, 'build', '--help'], { encoding: 'utf8', env: process.env });
  assert.equal(help.status, 0);
  assert.match(help.stdout, /Usage: fe-docs build \[options\] \[root\]/);
  await site.cleanup();
});
