import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

async function report(files: Record<string, string>) {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, ...files });
  try {
    const r = await loadSite(site.root);
    return r.diagnostics.map((d) => formatReport([d]).split('\n')[0]);
  } finally {
    await site.cleanup();
  }
}

test('MDX errors are positioned diagnostics on the .mdx file, never crashes', async () => {
  const lines = await report({
    'content/docs/syntax.mdx': '---\ntitle: S\n---\n\nTexto.\n\nUn valor {1 +} roto.\n',
    'content/docs/theme.mdx': "# T\n\nimport Nada from '@theme/Nada';\n\n<Nada />\n",
    'content/docs/missing.mdx': "# M\n\nimport X from './no-existe';\n\n<X />\n",
    'content/docs/throws.mdx': "import Boom from '@site/src/Boom';\n\n# B\n\nTexto.\n\n  <Boom />\n",
    'src/Boom.tsx': "export default function Boom(): never { throw new Error('sin datos'); }\n",
    'content/docs/ok.mdx': '---\ntitle: Bien\n---\nexport const n = 2;\n\nDos: {1 + 1}, n = {n}.\n',
  });
  assert.equal(lines.length, 4, lines.join('\n'));
  assert.match(lines[0], /^content\/docs\/missing\.mdx:3:1 error Cannot find `\.\/no-existe` .*\[mdx-import\]$/);
  assert.match(lines[1], /^content\/docs\/syntax\.mdx:7:\d+ error MDX syntax error: .*\[mdx-syntax\]$/);
  assert.match(lines[2], /^content\/docs\/theme\.mdx:3:1 error fe-docs does not provide `@theme\/Nada`\. \[mdx-import\]$/);
  assert.match(lines[3], /^content\/docs\/throws\.mdx:7:3 error A component of `content\/docs\/throws\.mdx` failed while rendering: sin datos \[mdx-render\]$/);
});

test('MDX expressions, `export const` and front matter', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/ok.mdx': '---\ntitle: Bien\n---\nexport const n = 2;\n\nDos: {1 + 1}, n = {n}.\n',
  });
  try {
    const r = await loadSite(site.root);
    assert.deepEqual(r.diagnostics, []);
    const doc = r.site!.graph.docs[0];
    assert.equal(doc.title, 'Bien');
    assert.equal(doc.md.html, '<p>Dos: 2, n = 2.</p>');
  } finally {
    await site.cleanup();
  }
});

test('an MDX post: `{/* truncate */}` ends its excerpt, reading time counts its prose', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/blog/2024-01-02-mdx.mdx': '---\ntitle: Post\n---\n\nAntes del corte.\n\n{/* truncate */}\n\nDespués del corte.\n',
  });
  try {
    const r = await loadSite(site.root);
    assert.deepEqual(r.diagnostics, []);
    const post = r.site!.graph.posts[0];
    assert.equal(post.slugPath, '2024/01/02/mdx');
    assert.equal(post.md.excerptHtml, '<p>Antes del corte.</p>');
    assert.equal(post.md.html.replace(/\n/g, ''), '<p>Antes del corte.</p><p>Después del corte.</p>');
    assert.equal(post.md.proseWords, 6);
  } finally {
    await site.cleanup();
  }
});
