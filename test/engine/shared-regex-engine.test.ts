import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHighlighterCore, type RegexEngine } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { CSS_VARIABLES_THEME } from '../../src/markdown/code-theme-css.js';
import { withSharedPatterns } from '../../src/markdown/shared-regex-engine.js';
import { fencedBlocks } from '../helpers/fenced-blocks.js';

/** Blocks that exercise what the shared patterns must get right: embedded grammars, `\G` rules, long and non-ASCII lines. */
const SNIPPETS: { lang: string; code: string }[] = [
  { lang: 'ruby', code: 'rows = db.query(<<~SQL)\n  SELECT id, "name" FROM users WHERE id = 1\nSQL\nputs rows.map { |r| r[:name] }.join(", ")' },
  { lang: 'html', code: '<style>\n  a { color: red; }\n</style>\n<script>\n  const x = `ñandú ${1 + 2}`; // comentario\n</script>\n<p class="x">café</p>' },
  { lang: 'markdown', code: '# Título\n\n> cita\n> > anidada\n\n- lista\n  - sub\n\n```js\nconst a = 1;\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |' },
  { lang: 'yaml', code: 'a: |\n  línea uno\n  línea dos\nb: >-\n  plegado\nc: [1, "dos", {tres: 3}]\n# comentario' },
  {
    lang: 'typescript',
    code: `const long = [${Array.from({ length: 300 }, (_, i) => `'item${i}'`).join(', ')}];\ntype T<K extends keyof U, U> = { [P in K]: U[P] };`,
  },
  { lang: 'http', code: 'POST /api/v1/jobs HTTP/1.1\nContent-Type: application/json\n\n{"queue": "correo", "payload": {"to": "ana@ejemplo.es"}}' },
  { lang: 'bash', code: 'for f in *.md; do\n  echo "$f" | sed -E \'s/^(.*)$/\\1/\'\ndone <<EOF\nuno\nEOF\n$(( 1 + 2 ))' },
  {
    lang: 'java',
    code: '@Override\npublic <T extends Comparable<T>> T max(List<? extends T> xs) {\n  return xs.stream().max(T::compareTo).orElseThrow(); /* ✓ */\n}',
  },
  { lang: 'xml', code: '<?xml version="1.0"?>\n<!-- comentario -->\n<a xmlns:b="urn:x"><b:c d="é">texto<![CDATA[ <x> ]]></b:c></a>' },
];

async function tokenize(engine: RegexEngine, blocks: { lang: string; code: string }[]) {
  const langs = [...new Set(blocks.map((b) => b.lang))].filter((l) => l in bundledLanguages);
  const hl = await createHighlighterCore({
    themes: [CSS_VARIABLES_THEME],
    langs: await Promise.all(langs.map((l) => bundledLanguages[l as keyof typeof bundledLanguages]())),
    engine,
  });
  return blocks.map((b) =>
    hl.codeToTokensBase(b.code, { lang: langs.includes(b.lang) ? b.lang : 'text', theme: CSS_VARIABLES_THEME.name, tokenizeTimeLimit: 0 }),
  );
}

test('sharing compiled patterns between scanners gives the tokens of Oniguruma’s own scanners', async () => {
  const blocks = [...SNIPPETS, ...fencedBlocks('bench/sites/tessera/content')];
  assert.ok(blocks.length > 150, `tessera's blocks were found (${blocks.length})`);
  const wasm = () => import('shiki/wasm');
  const plain = await tokenize(await createOnigurumaEngine(wasm), blocks);
  const shared = await tokenize(withSharedPatterns(await createOnigurumaEngine(wasm)), blocks);
  for (let i = 0; i < blocks.length; i++) assert.deepEqual(shared[i], plain[i], `block ${i} (${blocks[i].lang})`);
  // Highlighting again in the same highlighter (patterns' last results cached across lines and blocks) changes nothing.
  assert.deepEqual(await tokenize(withSharedPatterns(await createOnigurumaEngine(wasm)), [...blocks, ...blocks]), [...plain, ...plain]);
});
