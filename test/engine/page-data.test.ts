import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { createPageData } from '../../src/render/page-data.js';
import { createPageRenderer } from '../../src/render/render-page.js';
import { createThemeSite } from '../../src/render/theme-site.js';
import type { Route } from '../../src/routes/types.js';
import { createSite } from '../helpers/site.js';

// Page data is computed once per route, outside the components; this pins what each kind of page gets.
test('page data: title, edit URL, TOC, breadcrumbs, prev/next, tags and version links per route', async () => {
  const site = await createSite({
    'site.config.yaml': `
title: Sitio
url: https://example.org
navbar:
  items:
    - type: doc
      docId: intro
      label: Docs
    - type: docsVersionDropdown
toc:
  minHeadingLevel: 2
  maxHeadingLevel: 2
docs:
  - id: default
    editUrl: https://example.org/edit/main
    versions:
      - name: '2.x'
        path: content/docs
        isLast: true
      - name: '1.x'
        path: versions/1.x
blog:
  path: content/blog
  postsPerPage: 1
`,
    'content/docs/01-intro.md': '---\ndescription: Empieza aquí\n---\n# Intro\n\n## Uno\n\n### Uno y medio\n\n## Dos\n',
    'content/docs/guia/01-paso.md': '---\nhide_table_of_contents: true\n---\n# Paso\n\n## Oculto\n',
    'versions/1.x/01-intro.md': '# Intro 1\n',
    'content/blog/2025-01-01-a.md': '---\ntitle: Primero\ntags: [Factura Electrónica]\n---\nTexto.\n',
    'content/blog/2025-02-01-b.md': '---\ntitle: Segundo\n---\nTexto.\n',
  });
  const r = await loadSite(site.root);
  await site.cleanup();
  assert.deepEqual(r.diagnostics, []);
  const loaded = r.site!;
  const theme = createThemeSite(loaded);
  const urlOf = (p: { source: string }) => loaded.table.urlOfSource.get(p.source)!;
  const at = (url: string) =>
    createPageData(
      { theme, urlOf },
      loaded.table.routes.find((x: Route) => x.url === url)!,
    );

  const intro = at('/docs/intro');
  assert.equal(intro.title, 'Intro');
  assert.equal(intro.description, 'Empieza aquí');
  assert.equal(intro.editUrl, 'https://example.org/edit/main/content/docs/01-intro.md');
  assert.deepEqual(
    intro.toc?.headings.map((h) => h.text),
    ['Uno', 'Dos'],
  );
  assert.deepEqual(intro.pagination?.next, { href: '/docs/guia/paso', title: 'Paso', label: theme.strings.next });
  assert.equal(intro.pagination?.prev, undefined);
  assert.deepEqual(
    intro.versionLinks.default.map((l) => [l.label, l.href, !!l.active]),
    [
      ['2.x', '/docs/intro', true],
      ['1.x', '/docs/1.x/intro', false],
    ],
  );

  const step = at('/docs/guia/paso');
  assert.equal(step.toc, undefined, 'hide_table_of_contents hides the TOC');
  assert.equal(step.breadcrumbs?.current, 'Paso');
  assert.ok(step.breadcrumbs!.items.length > 0);

  const first = at('/blog/2025/01/01/a');
  assert.deepEqual(first.tags, [{ label: 'Factura Electrónica', href: '/blog/tags/factura-electronica' }]);
  assert.deepEqual(first.pagination?.prev, { href: '/blog/2025/02/01/b', title: 'Segundo', label: theme.strings.newerPost });

  const list2 = at('/blog/page/2');
  assert.equal(list2.pageCount, `Página 2 de 2`);
  assert.equal(list2.pagination?.prev?.href, '/blog');
  assert.equal(at('/search').noindex, true);

  // Made once per build: a navbar link into the last version names its target in every version, in the navbar and the drawer.
  const html = createPageRenderer(loaded).render(loaded.table.routes.find((x: Route) => x.url === '/docs/1.x/intro')!).bodyHtml;
  assert.equal(html.split('data-versions="2.x /docs/intro|1.x /docs/1.x/intro"').length - 1, 2);
  assert.match(html, /class="[^"]*version-dropdown/);
});
