import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeHeadingIds } from '../../src/mdx/heading-ids.js';

// babel's docs/v8-migration.md: a list item holds two fenced blocks, the second opened four spaces in (two more than
// the item's content); the heading ids after the list were left unescaped, and MDX failed on `{#babel-preset-typescript}`.
test('a fence indented inside a list item opens and closes: heading ids after it are still escaped', () => {
  const body = [
    '- Item',
    '',
    '  ```diff title="a.json"',
    '  ## not a heading {#a}',
    '  ```',
    '    ```diff title="b.json"',
    '    ## not a heading {#b}',
    '  ```',
    '',
    '### `@babel/preset-typescript` {#babel-preset-typescript}',
    '',
  ].join('\n');
  const out = escapeHeadingIds(body).split('\n');
  assert.equal(out[3], '  ## not a heading {#a}');
  assert.equal(out[6], '    ## not a heading {#b}');
  assert.equal(out[9], '### `@babel/preset-typescript` \\{#babel-preset-typescript}');
});
