import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Node, Parent } from 'unist';
import { SKIP, visit } from 'unist-util-visit';
import { walkTree, type WalkResult } from '../../src/markdown/walk-tree.js';

type N = Node & { children?: N[]; value?: string };

/** A tree of a few levels, with node names that tell the visitor what to do. */
function tree(): N {
  const leaf = (value: string): N => ({ type: 'text', value });
  const box = (type: string, children: N[]): N => ({ type, children });
  return box('root', [
    box('paragraph', [leaf('a'), box('unwrap', [leaf('b'), leaf('c')]), leaf('d')]),
    box('skip', [leaf('hidden')]),
    box('replace', [leaf('gone')]),
    box('list', [box('item', [box('unwrap', [box('unwrap', [leaf('deep')])]), leaf('e')]), box('remove', [leaf('x')])]),
    leaf('f'),
  ]);
}

/** The visitor directives.ts-like code uses: unwrap in place and go on at the same index, replace, remove, skip. */
function visitor(seen: string[]) {
  return (node: Node, index: number | undefined, parent: Parent | undefined): WalkResult => {
    const n = node as N;
    seen.push(`${n.type}:${n.value ?? ''}@${index}`);
    if (!parent || index === undefined) return;
    if (n.type === 'unwrap') {
      parent.children.splice(index, 1, ...(n.children ?? []));
      return [SKIP, index];
    }
    if (n.type === 'skip') return SKIP;
    if (n.type === 'replace') {
      parent.children.splice(index, 1, { type: 'text', value: 'new' } as N);
      return [SKIP, index + 1];
    }
    if (n.type === 'remove') {
      parent.children.splice(index, 1);
      return index;
    }
  };
}

test('walkTree visits and rewrites a tree as unist-util-visit does', () => {
  const a = tree();
  const b = tree();
  const seenA: string[] = [];
  const seenB: string[] = [];
  visit(a, visitor(seenA) as never);
  walkTree(b, visitor(seenB));
  assert.deepEqual(seenB, seenA);
  assert.deepEqual(b, a);
  assert.ok(seenA.includes('text:deep@0'), 'the unwrapped children are visited');
  assert.ok(!seenA.includes('text:hidden@0'), 'a skipped node’s children are not');
});
