import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';
import { SHIPPED_DOCS } from '../../src/core/shipped-docs.js';
import { REPO } from '../helpers/repo-copy.js';

const { files } = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { files: string[] };

/** Every string literal and piece of template text in a TypeScript file (not its comments), with its line. */
function stringsOf(file: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node))
      out.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

// Issue 35: hints named `docs/configuration.md`, a path of this repository that an installed package did not have.
// A hint names a page through SHIPPED_DOCS, a path from the site folder into the installed package; each such page
// is in package.json's `files` (test/package/pack-install.test.ts checks the tarball itself).
test('every docs page named to users is shipped, and src/ names pages only through SHIPPED_DOCS', async () => {
  for (const [name, where] of Object.entries(SHIPPED_DOCS)) {
    const rel = where.replace(/^node_modules\/fe-docs\//, '');
    assert.notEqual(rel, where, `${name}: ${where} is a path into the installed package`);
    assert.ok(files.includes(rel), `${name}: package.json's files lists ${rel}`);
    assert.ok(existsSync(path.join(REPO, rel)), `${name}: ${rel} exists`);
  }
  const sources = await fg(['src/**/*.{ts,tsx}'], { cwd: REPO, ignore: ['src/client/**', '**/*.test.ts', '**/*.generated.*'] });
  assert.ok(sources.length > 100);
  const named = sources.flatMap((file) =>
    stringsOf(file)
      .filter((s) => /(?<![\w/.-])docs\/[\w./-]+\.md/.test(s.text))
      .map((s) => `${file}:${s.line}: ${s.text.slice(0, 120)}`),
  );
  assert.deepEqual(named, [], 'a string names a docs page by its path in the repository');
});
