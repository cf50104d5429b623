import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'mdast';
import { findScriptUrls } from '../../src/markdown/script-urls.js';

// Remark plugins of real sites make nodes with no position, or with `position: {}` (a Docusaurus preset did, and
// `check` stopped with an internal error on the first such node).
test('script URLs in nodes a plugin made are found where their nearest positioned ancestor starts', () => {
  const tree = {
    type: 'root',
    children: [
      {
        type: 'paragraph',
        position: { start: { line: 3, column: 1, offset: 10 }, end: { line: 3, column: 20, offset: 29 } },
        children: [
          { type: 'link', url: 'javascript:alert(1)', position: {}, children: [{ type: 'text', value: 'a' }] },
          { type: 'link', url: 'javascript:alert(2)', children: [{ type: 'text', value: 'b' }] },
        ],
      },
      { type: 'link', url: 'javascript:alert(3)', children: [] },
    ],
  } as unknown as Root;
  assert.deepEqual(findScriptUrls(tree), [
    { url: 'javascript:alert(1)', line: 3, column: 1 },
    { url: 'javascript:alert(2)', line: 3, column: 1 },
    { url: 'javascript:alert(3)', line: 1, column: 1 },
  ]);
});
