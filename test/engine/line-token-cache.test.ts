import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createHighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { CSS_VARIABLES_THEME } from '../../src/markdown/code-theme-css.js';
import { createCodeHighlighter } from '../../src/markdown/highlight.js';
import { cacheLineTokens, type TokenizingGrammar } from '../../src/markdown/line-token-cache.js';
import { fencedBlocks } from '../helpers/fenced-blocks.js';

/**
 * Lines that come back in other states: inside and outside a block comment, a template string, a heredoc, embedded
 * CSS/JS in HTML, a YAML block scalar. A cache keyed on the text alone gets these wrong.
 */
const SNIPPETS: { lang: string; code: string }[] = [
  { lang: 'typescript', code: 'const a = 1;\n/*\nconst a = 1;\n*/\nconst a = 1;\nconst s = `\nconst a = 1;\n`;\nconst a = 1;' },
  { lang: 'ruby', code: 'x = <<~SQL\n  SELECT 1\nSQL\nSELECT 1\nx = <<~SQL\n  SELECT 1\nSQL' },
  { lang: 'html', code: '<style>\n  a { color: red; }\n</style>\n  a { color: red; }\n<script>\n  a { color: red; }\n</script>' },
  { lang: 'yaml', code: 'a: |\n  b: 1\nb: 1\nc: >-\n  b: 1\n  # no comment\n# comment\n  b: 1' },
  { lang: 'python', code: 's = """\nx = 1\n"""\nx = 1\ndef f():\n    """\n    x = 1\n    """\n    x = 1' },
  { lang: 'bash', code: 'cat <<EOF\necho "$HOME"\nEOF\necho "$HOME"\nif true; then\n  echo "$HOME"\nfi' },
];

async function tokenizeAll(blocks: { lang: string; code: string }[], times: number, cached: boolean) {
  const langs = [...new Set(blocks.map((b) => b.lang))].filter((l) => l in bundledLanguages);
  const hl = await createHighlighterCore({
    themes: [CSS_VARIABLES_THEME],
    langs: await Promise.all(langs.map((l) => bundledLanguages[l as keyof typeof bundledLanguages]())),
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  if (cached) for (const l of langs) cacheLineTokens(hl.getLanguage(l) as unknown as TokenizingGrammar);
  return Array.from({ length: times }, () => blocks)
    .flat()
    .map((b) => hl.codeToTokensBase(b.code, { lang: langs.includes(b.lang) ? b.lang : 'text', theme: CSS_VARIABLES_THEME.name, tokenizeTimeLimit: 0 }));
}

test('cached lines give the tokens of tokenising every line, on lines that recur in other states and on whole sites', async () => {
  const blocks = [...SNIPPETS, ...fencedBlocks('bench/sites/tessera/content', 'content/docs')];
  assert.ok(blocks.length > 300, `expected the sites' blocks, found ${blocks.length}`);
  // Strings: deepEqual over ≈100,000 token objects is slower than the tokenising.
  const plain = JSON.stringify(await tokenizeAll(blocks, 1, false));
  const [first, again] = await tokenizeAll(blocks, 2, true).then((r) => [r.slice(0, blocks.length), r.slice(blocks.length)].map((x) => JSON.stringify(x)));
  assert.ok(first === plain, 'the same tokens the first time');
  assert.ok(again === plain, 'the same tokens from the cache');
});

test('a line seen before in the same state is not tokenised again; in another state it is', async () => {
  const hl = await createHighlighterCore({
    themes: [CSS_VARIABLES_THEME],
    langs: [await bundledLanguages.typescript()],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  });
  const grammar = hl.getLanguage('typescript') as unknown as TokenizingGrammar;
  const seen: string[] = [];
  const original = grammar.tokenizeLine2.bind(grammar);
  grammar.tokenizeLine2 = (line, state, limit) => (seen.push(line), original(line, state, limit));
  cacheLineTokens(grammar);
  cacheLineTokens(grammar); // idempotent: one cache
  // No time limit: a line cut short (the grammar's first line on a loaded machine) is not cached.
  const tokens = (code: string) => hl.codeToTokensBase(code, { lang: 'typescript', theme: CSS_VARIABLES_THEME.name, tokenizeTimeLimit: 0 });
  tokens('let x = 1;\nlet y = 2;');
  assert.deepEqual(seen, ['let x = 1;', 'let y = 2;']);
  tokens('let x = 1;\nlet y = 2;\nlet z = 3;');
  assert.deepEqual(seen, ['let x = 1;', 'let y = 2;', 'let z = 3;']);
  // The same text inside a comment starts in another state: tokenised, and coloured as a comment.
  const inComment = tokens('/*\nlet y = 2;\n*/');
  assert.deepEqual(seen.slice(3), ['/*', 'let y = 2;', '*/']);
  assert.equal(inComment[1].length, 1, 'the line is one comment token');
  const plain = tokens('let y = 2;');
  assert.ok(plain[0].length > 1);
});

test('the site highlighter caches lines: the same HTML for a block alone and after blocks that share its lines', async () => {
  const fresh = async () => {
    const hl = await createCodeHighlighter();
    await hl.prepare(['typescript']);
    return hl;
  };
  const block = 'import { a } from "./a";\n\nexport function f(n: number) {\n  return a(n) + `${n}`;\n}';
  const alone = (await fresh()).highlight(block, 'typescript', new Set([2]));
  const warmed = await fresh();
  warmed.highlight('import { a } from "./a";\n/*\nexport function f(n: number) {\n*/', 'typescript', new Set());
  warmed.highlight('export function f(n: number) {\n  return a(n) + `${n}`;\n}', 'typescript', new Set());
  assert.equal(warmed.highlight(block, 'typescript', new Set([2])), alone);
});
