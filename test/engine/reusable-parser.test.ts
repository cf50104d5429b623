import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Processor } from 'unified';
import type { Root } from 'mdast';
import { GENERATED_FILE, generateFromMarkdownCompiler } from '../../scripts/generate-from-markdown-compiler.mjs';
import { normalizeAdmonitionTitles } from '../../src/markdown/directives.js';
import { remarkParseReusing } from '../../src/markdown/reusable-parser.js';
import { ALL_SYNTAXES, remarkSyntaxes, syntaxMask } from '../../src/markdown/syntax-extensions.js';

const root = path.resolve(import.meta.dirname, '../..');

test('src/markdown/from-markdown-compiler.generated.js is what the script makes from the installed package', () => {
  assert.equal(
    readFileSync(GENERATED_FILE, 'utf8'),
    generateFromMarkdownCompiler(),
    'stale: run node scripts/generate-from-markdown-compiler.mjs (after upgrading remark-parse)',
  );
});

function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) out.push(...markdownFiles(file));
    else if (/\.mdx?$/.test(name)) out.push(file);
  }
  return out;
}

const processors = (use: typeof remarkParse | typeof remarkParseReusing) => {
  const byMask = new Map<number, Processor<Root>>();
  return (mask: number) => {
    let p = byMask.get(mask);
    if (!p) byMask.set(mask, (p = unified().use(use).use(remarkSyntaxes, mask).freeze() as unknown as Processor<Root>));
    return p;
  };
};

/** Every document parsed in turn by one reusing parser per syntax mask, and by remark-parse: the same trees. */
function assertSameTrees(docs: { name: string; text: string }[], allSyntaxes: boolean) {
  const reusing = processors(remarkParseReusing);
  const plain = processors(remarkParse);
  for (const { name, text } of docs) {
    const mask = allSyntaxes ? ALL_SYNTAXES : syntaxMask(text);
    assert.deepEqual(reusing(mask).parse(text), plain(mask).parse(text), name);
  }
}

test('the reusing parser gives remark-parse’s tree for every page of this site and of tessera, in turn', () => {
  const files = [...markdownFiles(path.join(root, 'content')), ...markdownFiles(path.join(root, 'bench/sites/tessera'))];
  assert.ok(files.length > 100, `found ${files.length} files`);
  const docs = files.map((f) => ({ name: path.relative(root, f), text: normalizeAdmonitionTitles(readFileSync(f, 'utf8')) }));
  assertSameTrees(docs, false);
  assertSameTrees(docs, true);
});

/** Documents that leave state behind: definitions, footnotes, lazy lines, hard breaks, open references, tables. */
const STATEFUL = [
  { name: 'defines', text: '[a]: /x\n\n[^1]: A note.\n\nText[^1] and [a].\n\n> quote\nlazy line\n\nhard  \nbreak\n' },
  { name: 'uses without defining', text: 'Now [a] and [^1] and ![a] are text.\n\n> quote\n\nnot lazy\n' },
  { name: 'reference at the end', text: '| a | b |\n| - | - |\n| 1 | [x][' },
  { name: 'after an open reference', text: '[y](/y) and *em*\n\n:::tip[Title]\nbody\n:::\n\n    indented\n' },
  { name: 'character references', text: '&amp; &#65; &#x42; &copy; [z]\n\n[z]: /z "t"\n' },
  { name: 'setext', text: 'Title\n=====\n\n- a\n\n- b\n  c\n\n1. one\n2. two\n' },
];

test('nothing one document defines is seen by the next (definitions, footnotes, lazy lines, compile data)', () => {
  assertSameTrees(STATEFUL, true);
  assertSameTrees([...STATEFUL].reverse(), false);
  const parser = unified().use(remarkParseReusing).use(remarkSyntaxes, ALL_SYNTAXES).freeze() as unknown as Processor<Root>;
  parser.parse(STATEFUL[0].text);
  const second = JSON.stringify(parser.parse(STATEFUL[1].text));
  assert.doesNotMatch(second, /"linkReference"|"imageReference"|"footnoteReference"/, 'a definition of the first document leaked into the second');
});

test('syntax added by a plugin after the parser (its micromark and mdast extensions) is used', () => {
  const addsStrike = function (this: Processor) {
    remarkSyntaxes.call(this, 1 << 2); // strikethrough only, added after remarkParseReusing
  };
  const tree = unified().use(remarkParseReusing).use(addsStrike).parse('a ~~b~~ c') as Root;
  assert.equal(JSON.stringify(tree).includes('"delete"'), true);
  assert.deepEqual(tree, unified().use(remarkParse).use(addsStrike).parse('a ~~b~~ c'));
});
