import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/pipeline/load-site.js';
import { createSite } from '../helpers/site.js';

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
