import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCodeHighlighter } from '../../src/markdown/highlight.js';
import { fencedBlocks } from '../helpers/fenced-blocks.js';

/** Blocks that enter embedded grammars (and some that come close without entering them). */
const EMBEDDING: { lang: string; code: string }[] = [
  { lang: 'ruby', code: 'puts "hola"\nx = 1 << 2\n' },
  { lang: 'ruby', code: 'rows = db.query(<<~SQL)\n  SELECT id, "name" FROM users WHERE id = 1\nSQL\nputs rows.map { |r| r[:name] }.join(", ")' },
  { lang: 'ruby', code: 'page = <<-HTML\n  <p class="x">café <b>negrita</b></p>\n  <style>a { color: red; }</style>\nHTML\n' },
  { lang: 'ruby', code: 'def f = 1\n# comentario\n' },
  { lang: 'http', code: 'POST /api/v1/jobs HTTP/1.1\nContent-Type: application/json\n\n{"queue": "correo", "payload": {"to": "ana@ejemplo.es"}}' },
  { lang: 'http', code: 'GET /x HTTP/1.1\nAccept: */*\n' },
  { lang: 'html', code: '<style>\n  a { color: red; }\n</style>\n<script>\n  const x = `ñandú ${1 + 2}`;\n</script>\n<p>hola</p>' },
  { lang: 'html', code: '<p class="x">sin estilos ni guiones</p>' },
  { lang: 'markdown', code: '# Título\n\n```js\nconst a = 1;\n```\n\n```sql\nSELECT 1;\n```' },
  {
    lang: 'vue',
    code: '<template>\n  <p>{{ mensaje }}</p>\n</template>\n<script setup lang="ts">\nconst mensaje = "hola";\n</script>\n<style scoped>\np { color: red; }\n</style>',
  },
  { lang: 'php', code: '<?php\necho "hola";\n?>\n<p>html</p>' },
];

/** Highlights the blocks in order with a fresh highlighter, preparing each block's language just before it. */
async function highlightAll(blocks: { lang: string; code: string }[], opts: Parameters<typeof createCodeHighlighter>[0]) {
  const h = await createCodeHighlighter(opts);
  const out: string[] = [];
  for (const b of blocks) {
    await h.prepare([b.lang]);
    out.push(h.highlight(b.code, b.lang, new Set([1])));
  }
  return out;
}

test('a language whose rules are built without its embedded grammars highlights every block as with them, and builds them when a block needs them', async () => {
  const blocks = [...EMBEDDING, ...fencedBlocks('bench/sites/tessera/content', 'content')];
  assert.ok(blocks.length > 300, `tessera's and this site's blocks were found (${blocks.length})`);
  const reference = await highlightAll(blocks, { eagerEmbedded: true });
  const needed: string[] = [];
  const lean = await highlightAll(blocks, { onEmbeddedNeeded: (l) => needed.push(l) });
  for (let i = 0; i < blocks.length; i++) assert.equal(lean[i], reference[i], `block ${i} (${blocks[i].lang}): ${blocks[i].code.slice(0, 60)}`);
  // The heredocs, the HTTP body, the HTML's <style> reach their embedded grammars: the watch saw them.
  for (const l of ['ruby', 'http', 'html']) assert.ok(needed.includes(l), `${l} needed its embedded grammars (${needed.join(', ')})`);
  // The same blocks in another order: a language first meets a block that stays in its own grammar.
  const reversed = [...blocks].reverse();
  assert.deepEqual(await highlightAll(reversed, {}), [...reference].reverse());
});

test('a language whose blocks stay in their own grammar never builds the rules of the grammars it embeds', async () => {
  const needed: string[] = [];
  const out = await highlightAll(
    [
      { lang: 'ruby', code: 'class Cola\n  def encolar(trabajo) = @trabajos << trabajo\nend\n' },
      { lang: 'http', code: 'GET /api/v1/jobs/42 HTTP/1.1\nAuthorization: Bearer x\n' },
    ],
    { onEmbeddedNeeded: (l) => needed.push(l) },
  );
  assert.deepEqual(needed, []);
  assert.deepEqual(
    out,
    await highlightAll(
      [
        { lang: 'ruby', code: 'class Cola\n  def encolar(trabajo) = @trabajos << trabajo\nend\n' },
        { lang: 'http', code: 'GET /api/v1/jobs/42 HTTP/1.1\nAuthorization: Bearer x\n' },
      ],
      { eagerEmbedded: true },
    ),
  );
});
