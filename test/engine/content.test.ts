import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

async function load(files: Record<string, string>) {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, ...files });
  try {
    return await loadSite(site.root);
  } finally {
    await site.cleanup();
  }
}

test('front matter: bad YAML, wrong types and unknown fields point into the file', async () => {
  const r = await load({
    'content/docs/a.md': '---\ntitle: [sin cerrar\n---\n\nTexto.\n',
    'content/docs/b.md': '---\ntitle: B\nsidebar_position: primero\ndraft: "no"\n---\n\nTexto.\n',
    'content/docs/c.md': '---\ntitel: C\n---\n\nTexto.\n',
  });
  const lines = formatReport(r.diagnostics).split('\n');
  assert.match(lines[0], /^content\/docs\/a\.md:2:8 error YAML syntax error: .+ \[frontmatter-syntax\]$/);
  assert.ok(
    lines.includes('content/docs/b.md:3:19 error Front matter `sidebar_position` must be a number, received `"primero"`. [frontmatter-invalid]'),
    lines.join('\n'),
  );
  assert.ok(lines.includes('content/docs/b.md:4:8 error Front matter `draft` must be a boolean, received `"no"`. [frontmatter-invalid]'), lines.join('\n'));
  assert.ok(lines.includes('content/docs/c.md:2:1 warning Unknown front matter field `titel`; it is ignored. [frontmatter-invalid]'), lines.join('\n'));
});

test('docs: number prefixes stripped, slugs, index docs, categories and sidebar order', async () => {
  const r = await load({
    'content/docs/01-intro.md': '---\nslug: /\n---\n\n# Introducción\n\nHola.\n',
    'content/docs/03-guia/_category_.yml': 'label: Guía práctica\n',
    'content/docs/03-guia/02-configurar.md': '# Configurar\n',
    'content/docs/03-guia/01-instalar.md': '---\nsidebar_label: Instalar ya\n---\n# Instalar\n',
    'content/docs/03-guia/zeta.md': '# Zeta\n',
    'content/docs/03-guia/alfa.md': '---\nid: alfa-doc\n---\n# Alfa\n',
    'content/docs/02-otra.md': '---\nslug: otra-ruta\n---\n# Otra\n',
  });
  const site = r.site!;
  const urls = site.table.routes
    .filter((x) => x.kind === 'doc')
    .map((x) => x.url)
    .sort();
  assert.deepEqual(urls, ['/docs/', '/docs/guia/alfa-doc', '/docs/guia/configurar', '/docs/guia/instalar', '/docs/guia/zeta', '/docs/otra-ruta']);
  const sidebar = [...site.table.sidebars.values()][0];
  const labels = sidebar.items.map((n) => (n.type === 'category' ? `${n.label}: ${n.items.map((i) => i.label).join(', ')}` : n.label));
  assert.deepEqual(labels, ['Introducción', 'Otra', 'Guía práctica: Instalar ya, Configurar, Alfa, Zeta']);
  const doc = site.table.routes.find((x) => x.url === '/docs/guia/configurar');
  assert.ok(doc && doc.kind === 'doc');
  assert.equal(doc.nav.prev?.href, '/docs/guia/instalar');
  assert.equal(doc.nav.next?.href, '/docs/guia/alfa-doc');
  assert.deepEqual(doc.nav.breadcrumbs, [{ label: 'Guía práctica', href: undefined }]);
});

test('blog: routes from file names and dated folders, front-matter slug wins, pagination and tags', async () => {
  const files: Record<string, string> = {
    'content/blog/authors.yml': 'ana:\n  name: Ana\n  title: Mantenedora\n',
    'content/blog/2019-12-09-inicio.md': '---\ntitle: Inicio\nslug: proyecto\nauthors: [ana]\ntags: [project]\n---\n\nHola.\n',
    'content/blog/2021-03-28-lib-1.1.7.Final.md': '---\ntitle: Lib\ntags: [release, Factura Electrónica]\n---\n\nUno.\n\n<!-- truncate -->\n\nDos.\n',
  };
  for (let i = 1; i <= 11; i++)
    files[`content/blog/2022-01-${String(i).padStart(2, '0')}/post-${i}.md`] = `---\ntitle: Post ${i}\ntags: [release]\n---\n\nTexto ${i}.\n`;
  const r = await load(files);
  assert.deepEqual(r.diagnostics, []);
  const urls = new Set(r.site!.table.routes.map((x) => x.url));
  for (const u of [
    '/blog/proyecto',
    '/blog/2021/03/28/lib-1.1.7.Final',
    '/blog/2022/01/11/post-11',
    '/blog',
    '/blog/page/2',
    '/blog/tags',
    '/blog/tags/release',
    '/blog/tags/release/page/2',
    '/blog/tags/factura-electronica',
    '/blog/archive',
  ])
    assert.ok(urls.has(u), u);
  assert.ok(!urls.has('/blog/page/3'));
  const first = r.site!.table.routes.find((x) => x.url === '/blog');
  assert.ok(first?.kind === 'blog-list');
  assert.equal(first.posts.length, 10);
  assert.equal(first.posts[0].title, 'Post 11');
  const lib = r.site!.graph.posts.find((p) => p.title === 'Lib')!;
  assert.match(lib.md.excerptHtml!, /Uno/);
  assert.doesNotMatch(lib.md.excerptHtml!, /Dos/);
  assert.equal(r.site!.graph.posts.find((p) => p.title === 'Inicio')!.authors[0].name, 'Ana');
});

test('an unknown author and a post without a date are errors', async () => {
  const r = await load({ 'content/blog/sin-fecha.md': '---\ntitle: X\nauthors: [nadie]\n---\n\nHola.\n' });
  const lines = formatReport(r.diagnostics).split('\n');
  assert.ok(lines.includes('content/blog/sin-fecha.md:2:1 error Author `nadie` is not in authors.yml. [unknown-author]'), lines.join('\n'));
  assert.ok(lines.includes('content/blog/sin-fecha.md:2:1 error Post `content/blog/sin-fecha.md` has no date. [frontmatter-invalid]'), lines.join('\n'));
});

test('relative .md links resolve to routes; broken links and anchors are errors with positions', async () => {
  const r = await load({
    'content/docs/01-a.md': '# A\n\nVer [b](./02-b.md#seccion-dos), [mal](/docs/bb), [ancla](./02-b.md#nada) y [falta](./03-c.md).\n',
    'content/docs/02-b.md': '# B\n\n## Sección dos\n\nTexto [arriba](#seccion-dos) y [roto](#no-existe).\n',
  });
  assert.deepEqual(formatReport(r.diagnostics).split('\n'), [
    'content/docs/01-a.md:3:33 error Broken link to /docs/bb (no such route; did you mean /docs/b?) [broken-link]',
    '  Change the link to /docs/b.',
    'content/docs/01-a.md:3:50 error Broken anchor #nada in link to /docs/b (no heading or element with that id) [broken-anchor]',
    '  Link to one of the headings of /docs/b, or give the heading a custom id with {#nada}.',
    'content/docs/01-a.md:3:76 warning Link to `./03-c.md` points to a Markdown file that does not exist (`content/docs/03-c.md`). [missing-md-file]',
    '  Fix the relative path, or link to the page route instead.',
    'content/docs/02-b.md:5:32 error Broken anchor #no-existe on the same page (no heading or element with that id) [broken-anchor]',
    '  Give a heading the custom id {#no-existe} or fix the link.',
    '✖ 3 errors, 1 warning in 2 files',
  ]);
  assert.deepEqual(r.site!.links.get('content/docs/01-a.md')?.[0], '/docs/b#seccion-dos');
});

test('two sources claiming one route is an error naming both', async () => {
  const r = await load({ 'content/docs/a.md': '---\nslug: /x\n---\n# A\n', 'content/docs/b.md': '---\nslug: /x\n---\n# B\n' });
  assert.deepEqual(formatReport(r.diagnostics).split('\n').slice(0, 1), [
    'content/docs/b.md:1:1 error Two sources claim the route `/docs/x`: content/docs/a.md and content/docs/b.md; only one page could be published there. [duplicate-route]',
  ]);
});
