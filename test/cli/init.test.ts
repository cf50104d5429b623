import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { check } from '../../src/index.js';
import { runCli } from '../helpers/cli.js';

const read = (root: string, rel: string) => readFileSync(path.join(root, rel), 'utf8');
/** The URL path of the post `name` the scaffold wrote (dated the day before init and the day of it). */
const postPath = (root: string, name: string) => {
  const file = readdirSync(path.join(root, 'content/blog')).find((f) => f.endsWith(`-${name}.md`));
  assert.ok(file, name);
  return `blog/${file.slice(0, 10).replaceAll('-', '/')}/${name}/index.html`;
};

test('fe-docs init scaffolds a site to keep: it checks with no problem and builds, in English by default', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-'));
  try {
    const init = await runCli(['init', 'my-site', '--title', 'Acme Docs'], { cwd: tmp });
    assert.equal(init.code, 0, init.stderr);
    assert.match(init.stderr, /cd my-site && npx fe-docs dev/);
    const root = path.join(tmp, 'my-site');
    const checked = await check({ root });
    assert.deepEqual(checked.diagnostics, [], 'zero errors and zero warnings');

    const built = await runCli(['build'], { cwd: root });
    assert.equal(built.code, 0, built.stderr);
    assert.doesNotMatch(built.stderr, /warning/i);
    const out = path.join(root, 'build');
    // A tutorial in two categories, two posts with their tag pages.
    for (const f of [
      'index.html',
      'docs/intro/index.html',
      'docs/basics/create-a-doc/index.html',
      'docs/basics/markdown-features/index.html',
      'docs/basics/create-a-page/index.html',
      'docs/basics/write-a-blog-post/index.html',
      'docs/publish/check-and-build/index.html',
      'docs/publish/search-and-offline/index.html',
      'blog/index.html',
      postPath(root, 'welcome'),
      postPath(root, 'tags-and-feeds'),
      'blog/tags/news/index.html',
      'blog/tags/blog/index.html',
      'blog/rss.xml',
    ])
      assert.ok(existsSync(path.join(out, f)), f);

    // The home page: the site's name as its title, a hero and three features from the theme's components.
    const home = read(out, 'index.html');
    assert.match(home, /<title>Acme Docs<\/title>/);
    assert.match(home, /<meta name="description" content="Guides, reference and news, in one place">/);
    assert.match(
      home,
      /<section class="home-hero home-hero-centered"><div class="home-hero-text"><h1>Acme Docs<\/h1><p class="home-tagline">Guides, reference and news, in one place<\/p>/,
    );
    assert.match(
      home,
      /<a href="\/docs\/intro" class="button button-primary">Start the tutorial<\/a><a href="\/blog" class="button button-secondary">Read the blog<\/a>/,
    );
    assert.equal(home.match(/<li class="home-card">/g)?.length, 3);
    assert.match(home, /<h2><a href="\/docs\/publish\/search-and-offline">Search and offline reading<\/a><\/h2>/);
    assert.match(home, /<span class="navbar-title">Acme Docs<\/span>/);
    assert.match(home, /<footer[^>]*>[\s\S]*Copyright © \d{4} Acme Docs\. Built with fe-docs\./);

    // Other pages: "Title | Site name".
    const features = read(out, 'docs/basics/markdown-features/index.html');
    assert.match(features, /<title>Markdown features \| Acme Docs<\/title>/);
    assert.match(features, /class="admonition admonition-tip/);
    assert.match(features, /class="admonition admonition-warning/);
    assert.match(features, /role="tablist"/);
    assert.match(features, />greet\.js</, 'a code block with a title');
    assert.match(features, /class="line highlighted"/);
    const post = read(out, postPath(root, 'tags-and-feeds'));
    assert.match(post, /<title>Tags and feeds \| Acme Docs<\/title>/);
    assert.match(post, /Your Name/);
    assert.match(post, /Maintainer of Acme Docs/);
    assert.match(post, /href="\/blog\/tags\/news"/);

    // The scaffold is English, and so is the theme's interface text around it.
    const doc = read(out, 'docs/intro/index.html');
    assert.match(doc, /<html lang="en"/);
    assert.match(doc, /aria-label="Docs sidebar"/);
    assert.match(doc, /Skip to main content/);
    assert.doesNotMatch(doc, /Barra lateral|Saltar al contenido|Buscar|pestaña nueva/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

test('fe-docs init --lang es writes the same site in Spanish, with the theme in Spanish', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-'));
  try {
    const init = await runCli(['init', 'sitio', '--lang', 'es'], { cwd: tmp });
    assert.equal(init.code, 0, init.stderr);
    const root = path.join(tmp, 'sitio');
    assert.match(read(root, 'site.config.yaml'), /defaultLocale: es\n {2}locales: \[es\]/);
    const checked = await check({ root });
    assert.deepEqual(checked.diagnostics, [], 'zero errors and zero warnings');
    const built = await runCli(['build'], { cwd: root });
    assert.equal(built.code, 0, built.stderr);
    const out = path.join(root, 'build');
    for (const f of [
      'docs/conceptos-basicos/funciones-de-markdown/index.html',
      'docs/publicar/busqueda-y-modo-sin-conexion/index.html',
      postPath(root, 'bienvenida'),
      postPath(root, 'etiquetas-y-feeds'),
      'blog/tags/novedades/index.html',
    ])
      assert.ok(existsSync(path.join(out, f)), f);
    const home = read(out, 'index.html');
    assert.match(home, /<html lang="es"/);
    assert.match(home, /<title>Mi documentación<\/title>/);
    assert.match(home, /<h1>Mi documentación<\/h1>/);
    assert.match(home, />Empieza el tutorial</);
    assert.match(home, /Saltar al contenido/);
    const doc = read(out, 'docs/conceptos-basicos/crear-un-documento/index.html');
    assert.match(doc, /<title>Crea un documento \| Mi documentación<\/title>/);
    assert.doesNotMatch(doc, /Skip to main content|Docs sidebar/);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

test("the home page's Hero and Features are the theme's components: a site's theme/Hero.tsx replaces Hero there", async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-'));
  try {
    assert.equal((await runCli(['init', 'site'], { cwd: tmp })).code, 0);
    const root = path.join(tmp, 'site');
    await mkdir(path.join(root, 'theme'));
    await writeFile(
      path.join(root, 'theme/Hero.tsx'),
      'import Hero from \'@theme-original/Hero\';\nexport default function MyHero(props: object) {\n  return <div className="my-hero"><Hero {...props} /></div>;\n}\n',
    );
    const built = await runCli(['build'], { cwd: root });
    assert.equal(built.code, 0, built.stderr);
    const home = read(root, 'build/index.html');
    assert.match(home, /<div class="my-hero"><section class="home-hero home-hero-centered">/);
    assert.equal(home.match(/<li class="home-card">/g)?.length, 3);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
});

test('fe-docs init --lang with a language it has no site in: exit 2, the languages it has, nothing written', async () => {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-init-'));
  try {
    const r = await runCli(['init', 'x', '--lang', 'fr'], { cwd: tmp });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--lang must be `en` or `es`, received `fr`/);
    assert.deepEqual(await readdir(tmp), []);
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

    // Any file of the scaffold, deep in a folder too, in either language.
    const other = path.join(tmp, 'other');
    await mkdir(path.join(other, 'content/docs'), { recursive: true });
    await writeFile(path.join(other, 'content/docs/intro.md'), '# Mine\n');
    for (const lang of ['en', 'es']) {
      const again = await runCli(['init', 'other', '--lang', lang], { cwd: tmp });
      assert.equal(again.code, 2, lang);
      assert.match(again.stderr, /already has `content\/docs\/intro\.md`; fe-docs init never overwrites files/, lang);
      assert.equal(readFileSync(path.join(other, 'content/docs/intro.md'), 'utf8'), '# Mine\n');
      assert.deepEqual(await readdir(other, { recursive: true }), ['content', 'content/docs', 'content/docs/intro.md'], lang);
    }
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
