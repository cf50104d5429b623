import { test } from 'node:test';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import assert from 'node:assert/strict';
import { applyMagicComments, showsLineNumbers } from '../../src/markdown/magic-comments.js';
import { escapeHeadingIds } from '../../src/mdx/heading-ids.js';
import { loadSite } from '../../src/api/site.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

test('magic comments: next line and ranges, in the comment forms of several languages, lines renumbered', () => {
  const code = ['# highlight-next-line', 'a', 'b', '<!-- highlight-start -->', 'c', 'd', '/* highlight-end */', 'e', '{/* highlight-next-line */}', 'f'].join(
    '\n',
  );
  const r = applyMagicComments(code, new Set([7]));
  assert.equal(r.code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual([...r.lines].sort(), [1, 3, 4, 6, 7]);
  // A comment that only mentions the words is code.
  assert.equal(applyMagicComments('// see highlight-next-line below', new Set()).code, '// see highlight-next-line below');
  assert.equal(showsLineNumbers('js title="a.js" showLineNumbers'), true);
  assert.equal(showsLineNumbers('js showLineNumbersX'), false);
});

test('MDX heading ids: escaped on heading lines, left alone in code fences and prose', () => {
  const src = [
    '## Uno {#one}',
    '```md',
    '## Dos {#two}',
    '```',
    'Texto {#no}',
    '~~~~',
    '```',
    '# Tres {#three}',
    '~~~~',
    '### Cuatro {#four}  ',
    '## Cinco \\{#five}',
  ].join('\n');
  assert.equal(
    escapeHeadingIds(src),
    [
      '## Uno \\{#one}',
      '```md',
      '## Dos {#two}',
      '```',
      'Texto {#no}',
      '~~~~',
      '```',
      '# Tres {#three}',
      '~~~~',
      '### Cuatro \\{#four}  ',
      '## Cinco \\{#five}',
    ].join('\n'),
  );
});

test('_category_.json is read like _category_.yml; a wrong value is an error at its line', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/intro.md': '# Intro\n',
    'content/docs/guias/_category_.json':
      '{\n  "label": "Guías",\n  "position": 1,\n  "link": { "type": "generated-index", "description": "Todas las guías." }\n}\n',
    'content/docs/guias/uno.md': '# Uno\n',
    'content/docs/malo/_category_.json': '{\n  "label": "Malo",\n  "collapsed": "sí",\n  "colour": "red"\n}\n',
    'content/docs/malo/dos.md': '# Dos\n',
  });
  try {
    const loaded = await loadSite(site.root);
    const errors = loaded.diagnostics.map((d) => `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.message}`);
    assert.equal(errors.length, 2, errors.join('\n'));
    assert.match(errors[0], /^content\/docs\/malo\/_category_\.json:3:\d+ `collapsed`/);
    assert.match(errors[1], /^content\/docs\/malo\/_category_\.json:4:\d+ `colour`/);
    const table = loaded.site?.table;
    const index = table?.routes.find((r) => r.url === '/docs/category/guias');
    assert.ok(index && index.kind === 'doc-index', 'the generated index exists');
    assert.equal(index.index.description, 'Todas las guías.');
    assert.deepEqual(
      index.index.cards.map((c) => c.href),
      ['/docs/guias/uno'],
    );
  } finally {
    await site.cleanup();
  }
});

test('files beside the content: published when a relative link names one inside the site; hidden and outside files never', async () => {
  const outside = await createSite({ 'secret.txt': 'outside the site\n' });
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/a.md': [
      '# A',
      '',
      '![Diagrama](./img/diagrama.svg) [PDF](./files/guía%20rápida.pdf)',
      '',
      '[env](./.env) [fuera](../../../secret.txt) [enlace](./link.txt)',
      '',
    ].join('\n'),
    'content/docs/img/diagrama.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/docs/files/guía rápida.pdf': '%PDF-1.4\n',
    'content/docs/.env': 'TOKEN=1\n',
  });
  await symlink(path.join(outside.root, 'secret.txt'), path.join(site.root, 'content/docs/link.txt'));
  try {
    const loaded = await loadSite(site.root);
    const broken = loaded.diagnostics.filter((d) => d.code === 'broken-link').map((d) => d.message);
    assert.equal(broken.length, 3, broken.join('\n'));
    assert.match(broken.join('\n'), /\.env/);
    assert.match(broken.join('\n'), /secret\.txt/);
    assert.match(broken.join('\n'), /link\.txt/);
    const urls = [...(loaded.site?.contentFiles.keys() ?? [])].sort();
    assert.equal(urls.length, 2);
    assert.match(urls[0], /^\/assets\/files\/diagrama-[0-9a-f]{8}\.svg$/);
    assert.match(urls[1], /^\/assets\/files\/guía rápida-[0-9a-f]{8}\.pdf$/);
  } finally {
    await site.cleanup();
    await outside.cleanup();
  }
});
