import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCodeHighlighter } from '../../src/markdown/highlight.js';
import { loadSite } from '../../src/api/site.js';
import { createSite } from '../helpers/site.js';

test('a build loads each grammar its files need once and shows the fixed costs on the stage line', async () => {
  const site = await createSite({
    'site.config.yaml': 'title: T\nurl: https://example.org\nbaseUrl: /\ndocs:\n  - path: content/docs\npwa:\n  enabled: false\n',
    'content/docs/a.md': '# A\n\n```ts\nconst a = await load(1);\n```\n\n```bash\necho hi\n```\n',
    'content/docs/b.md': '# B\n\n```python\nprint("b")\n```\n',
  });
  const cache = process.env.FE_DOCS_CACHE;
  process.env.FE_DOCS_CACHE = '0';
  try {
    const r = await loadSite(site.root);
    assert.equal(r.diagnostics.filter((d) => d.severity === 'error').length, 0, JSON.stringify(r.diagnostics));
    assert.ok('content: Shiki engine' in r.timings, Object.keys(r.timings).join(', '));
    assert.ok('content: 3 grammars' in r.timings, Object.keys(r.timings).join(', '));
    const a = r.site!.graph.docs.find((d) => d.id === 'a')!;
    assert.match(a.md.html, /<span class="t-keyword"> await<\/span><span class="t-function"> load<\/span>/);
  } finally {
    if (cache === undefined) delete process.env.FE_DOCS_CACHE;
    else process.env.FE_DOCS_CACHE = cache;
    await site.cleanup();
  }
});

test('a highlighter loads each grammar once however many files ask at the same time, and reports unknown names', async () => {
  const h = await createCodeHighlighter();
  const results = await Promise.all([h.prepare(['ts', 'java']), h.prepare(['typescript', 'nope']), h.prepare(['java'])]);
  assert.deepEqual(results, [[], ['nope'], []]);
  const code = "const client = new Client({ url: process.env.X ?? 'http://localhost' });";
  const first = h.highlight(code, 'typescript', new Set());
  // Every token of the line is classed: the first block of a grammar is not cut short by Shiki's time limit.
  assert.match(first, /<span class="t-[a-z-]+">\.env<\/span>|<span class="t-[a-z-]+">env<\/span>/);
  const again = await createCodeHighlighter();
  await again.prepare(['typescript']);
  assert.equal(again.highlight(code, 'typescript', new Set()), first);
});
