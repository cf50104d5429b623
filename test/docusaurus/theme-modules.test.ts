import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { build, type BuildResult } from '../../src/index.js';
import { formatReport } from '../../src/cli/report.js';
import { scopeCssModule } from '../../src/mdx/css-modules.js';

/**
 * A Docusaurus-shaped site (src/pages in .js/.jsx/.tsx/.md, src/components with a CSS module, src/theme overrides,
 * MDX docs importing Docusaurus' public theme and client modules) built by fe-docs: every module renders the markup
 * of its Docusaurus counterpart, with the theme-classic class names sites style.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/docusaurus-theme');

describe('Docusaurus theme modules, pages and overrides', () => {
  let out: string;
  let result: BuildResult;
  const html = (url: string) => readFile(path.join(out, url, 'index.html'), 'utf8');
  const css = async () => readFile((await fg('assets/style-*.css', { cwd: out, absolute: true }))[0], 'utf8');

  before(async () => {
    out = path.join(await mkdtemp(path.join(os.tmpdir(), 'fe-docs-dz-theme-')), 'site');
    result = await build({ root: FIXTURE, outDir: out });
  });
  after(() => rm(path.dirname(out), { recursive: true, force: true }));

  test('the site builds without a diagnostic (its swizzled DocItem/Footer is a slot now, so it is used)', () => {
    const lines = result.diagnostics.map((d) => formatReport([d]).split('\n')[0]);
    assert.deepEqual(lines, []);
    assert.equal(result.ok, true);
  });

  test('@theme/Tabs: theme-classic classes, groupId and queryString for the client, values labels, className', async () => {
    const page = await html('docs/instalar');
    assert.match(page, /<div class="tabs tabs-container" data-group="so" data-query-key="so"><div role="tablist" class="tab-list">/);
    assert.match(page, /data-value="linux" class="tab tabs__item tabs__item--active">Linux<\/button>/);
    assert.match(page, /data-value="mac" class="tab tabs__item">macOS<\/button>/);
    assert.match(page, /<div class="tabs tabs-container extra" data-group="so"><div/, 'no queryString: no data-query-key');
  });

  test('@theme/TOCInline: nested links to the headings between its levels (2–3 by default)', async () => {
    const page = await html('docs/instalar');
    assert.match(
      page,
      /<div class="tableOfContentsInline toc-inline"><ul class="table-of-contents"><li><a href="#con-un-gestor">Con un gestor<\/a><ul><li><a href="#desde-tar">Desde <code>tar<\/code><\/a><\/li><\/ul><\/li><li><a href="#comprobar">Comprobar<\/a><\/li><\/ul><\/div>/,
    );
    const toc = page.slice(page.indexOf('<div class="tableOfContentsInline'), page.indexOf('</div>', page.indexOf('<div class="tableOfContentsInline')));
    assert.doesNotMatch(toc, /href="#muy-hondo"/, 'level 4 is under maxHeadingLevel');
  });

  test('Admonition, CodeBlock, Details, Heading, ThemedImage, DocCardList, Link, BrowserOnly, Translate, useBaseUrl, MDXComponents', async () => {
    const page = await html('docs/piezas');
    assert.match(page, /<div role="note" class="admonition admonition-tip" aria-label="Consejo"><p class="admonition-title">Consejo<\/p>/);
    assert.match(page, /<div class="code-title">farola\.js<\/div><pre class="shiki/);
    assert.match(
      page,
      /<details class="details alert alert--info"><summary>Más datos<\/summary><div class="details-content">Una farola tiene una bombilla\.<\/div><\/details>/,
    );
    assert.match(page, /<h2 id="titulo-propio" class="anchor">Título propio<a class="hash-link" href="#titulo-propio"/);
    assert.match(
      page,
      /<img loading="lazy" src="\/farola\/img\/claro\.svg" alt="Logo" class="themedImage themedImage--light"\/><img loading="lazy" src="\/farola\/img\/oscuro\.svg" alt="Logo" class="themedImage themedImage--dark"\/>/,
    );
    assert.match(
      page,
      /<section class="doc-card-list row"><article class="col col--6 margin-bottom--lg doc-card"><a href="\/farola\/docs\/instalar" class="card padding--lg cardContainer doc-card-link"><h2 class="text--truncate cardTitle doc-card-title" title="Instalar">📄️ Instalar<\/h2><p class="text--truncate cardDescription doc-card-text" title="Cómo se instala">Cómo se instala<\/p>/,
    );
    assert.match(page, /<a href="\/farola\/docs\/instalar" class="a-instalar">Ir a instalar<\/a>/);
    assert.match(page, /<span class="sin-navegador">Cargando…<\/span>/, 'BrowserOnly renders its fallback at build time');
    assert.doesNotMatch(page, />Navegador</);
    assert.match(page, /<p class="traducido">Hay 3 farolas \/ Apagada<\/p>/);
    assert.match(page, /<img class="base-url" src="\/farola\/img\/claro\.svg" alt="Farola"\/>/, 'useBaseUrl and useDocusaurusContext in a component');
    assert.match(page, /<mark class="resaltado">Sin import: viene de MDXComponents\.<\/mark>/);
  });

  test('<DocCardList /> without items: the cards of the sidebar category whose link is the page', async () => {
    assert.match(
      await html('docs/guias'),
      /<p>Todas las guías:<\/p>\n<ul class="doc-card-list"><li class="doc-card"><a href="\/farola\/docs\/guias\/apagar" class="doc-card-link"><span class="doc-card-title">Apagar<\/span><\/a><\/li><li class="doc-card"><a href="\/farola\/docs\/guias\/encender" class="doc-card-link">/,
    );
  });

  test('src/theme/Footer wraps @theme-original/Footer on every page', async () => {
    for (const url of ['', 'help', 'docs/piezas']) {
      assert.match(await html(url), /<p class="aviso-legal">Aviso legal de la farola<\/p><footer class="footer[^"]*">[\s\S]*Farola, pie original/, url);
    }
  });

  test('src/pages routes as Docusaurus: index.js → /, help.jsx → /help, .tsx and .md; `_` files and folders are not pages', async () => {
    const pages = (await fg('**/index.html', { cwd: out })).filter((f) => !f.startsWith('docs/') && !f.startsWith('search'));
    assert.deepEqual(pages.sort(), ['contador/index.html', 'help/index.html', 'index.html', 'notas/index.html']);
    const home = await html('');
    assert.match(home, /<title>Inicio \| Farola<\/title>|<title>Inicio – Farola<\/title>|<title>Inicio[^<]*<\/title>/);
    assert.match(
      home,
      /<main id="main"><header class="hero_\w+"><h1 class="title_\w+">Farola<\/h1><a href="\/farola\/docs\/instalar" class="cta_\w+">Empezar<\/a><\/header><p class="parte">Una parte<\/p><\/main>/,
    );
    assert.match(await html('notas'), /<h1[^>]*>Notas<\/h1>/);
  });

  test('CSS modules are scoped per file and, with global CSS, bundled into the site stylesheet; no inline styles', async () => {
    const home = await html('');
    const hero = /class="hero_(\w+)"/.exec(home)![1];
    const style = await css();
    assert.match(style, new RegExp(`\\.hero_${hero}\\{padding:2rem;border-left:7px solid (?:rgb\\(200, ?100, ?0\\)|#c86400)\\}`));
    assert.match(style, new RegExp(`\\.navbar \\.cta_${hero}\\{`), ':global() stays unscoped');
    assert.match(style, /\.ayuda-texto\{text-transform:uppercase\}/);
    assert.match(style, /\.valor_\w+\{color:(?:rgb\(0, ?128, ?0\)|green|#008000)\}/);
    // (The theme's own base-URL warning box is the one styled element of every page, allowed by its hash.)
    for (const url of ['', 'help', 'contador', 'docs/piezas'])
      assert.doesNotMatch((await html(url)).replace(/<div id="base-url-issue"[^>]*>/, ''), /\sstyle="/, url);
  });

  test('a page without interaction ships no React; an interactive one is an island of what its Layout wraps', async () => {
    // (Every page's site data names the loader, for client-side navigation into a page with islands.)
    for (const url of ['', 'help', 'docs/instalar', 'docs/piezas']) assert.doesNotMatch(await html(url), /<script[^>]+src="[^"]*islands-|<fe-island/, url);
    const counter = await html('contador');
    assert.match(counter, /<script type="module" src="\/farola\/assets\/islands-\w+\.js"/);
    assert.match(
      counter,
      /<div class="page"><fe-island data-component="page-contador-\w+" data-mode="load" data-props-id="fe-island-props-page"><main id="main"><p class="valor_\w+">Pulsado <!-- -->0<!-- --> veces<\/p>/,
    );
    assert.match(counter, /<script type="application\/json" id="fe-island-props-page">\{"site":\{"title":"Farola"/);
  });

  test('no built page shows an import line as text or keeps a component as an unknown tag', async () => {
    for (const f of await fg('**/*.html', { cwd: out })) {
      const page = await readFile(path.join(out, f), 'utf8');
      assert.doesNotMatch(page, /<p>import |from ['"]@theme/, f);
      assert.doesNotMatch(
        page,
        /<(Tabs|TabItem|TOCInline|Admonition|CodeBlock|Details|Heading|ThemedImage|DocCardList|Link|BrowserOnly|Translate|Resaltado)[\s>]/,
        f,
      );
    }
  });
});

test('scopeCssModule: selectors only, :global() kept, comments, strings and url() untouched', () => {
  const { css, classes } = scopeCssModule(
    '/* .no */ .a, .b:hover > .c-d { background: url(x.png); margin: .5em }\n@media (min-width: 9px) { .a { content: ".e" } }\n:global(.g) .a {}',
    'src/x.module.css',
  );
  const s = classes.a.slice(2);
  assert.deepEqual(Object.keys(classes), ['a', 'b', 'c-d']);
  assert.equal(
    css,
    `/* .no */ .a_${s}, .b_${s}:hover > .c-d_${s} { background: url(x.png); margin: .5em }\n@media (min-width: 9px) { .a_${s} { content: ".e" } }\n.g .a_${s} {}`,
  );
  assert.notEqual(scopeCssModule('.a{}', 'src/y.module.css').classes.a, classes.a, 'another file, another name');
});
