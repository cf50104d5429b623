// Small modules with one job: no hand-written module of src/ over MAX_LINES. Generated files (`*.generated.*`) and
// declaration files are left out. A module that grows past the limit is split along its seams, not cut in halves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../src');
const MAX_LINES = 400;

/** Lines of a text as an editor numbers them (a last line without a newline counts). */
export function lineCount(text: string): number {
  if (!text) return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return modules(p);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) && !/\.generated\./.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

test(`no hand-written module of src/ has more than ${MAX_LINES} lines`, () => {
  const over = modules(SRC)
    .map((f) => ({ file: path.relative(SRC, f).split(path.sep).join('/'), lines: lineCount(readFileSync(f, 'utf8')) }))
    .filter((m) => m.lines > MAX_LINES)
    .map((m) => `${m.file}: ${m.lines} lines`);
  assert.deepEqual(over, [], `split these along their seams:\n${over.join('\n')}`);
});

test('the line count is an editor’s', () => {
  assert.equal(lineCount(''), 0);
  assert.equal(lineCount('a'), 1);
  assert.equal(lineCount('a\n'), 1);
  assert.equal(lineCount('a\nb'), 2);
  assert.equal(lineCount('a\n\nb\n'), 3);
});
