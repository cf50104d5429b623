import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docusaurusExcerpt } from '../../src/content/excerpt.js';

test("a body's first line of text, as Docusaurus' createExcerpt takes it for a doc's description", () => {
  assert.equal(docusaurusExcerpt('\n\n\n# Kites\n\nA **kite** is a [tethered](./tether.md) `wing`.\n\nMore.\n'), 'A kite is a tethered wing.');
  // Imports (up to the next empty line) and fenced code are skipped; a `## Heading`'s text counts.
  assert.equal(docusaurusExcerpt("import A from './a';\nimport B from './b';\n\n```js\nconst x = 1;\n```\n\n## 🛠️ Lines and reels {#lines}\n\nText.\n"), '🛠️ Lines and reels');
  // HTML tags, admonition markers and emoji names are removed; a line left empty is skipped.
  assert.equal(docusaurusExcerpt('<div>\n:::tip\n\nFly in :wind: steady wind.\n:::\n'), 'Fly in steady wind.');
  assert.equal(docusaurusExcerpt('Kites\n=====\n\n> Quoted line.\n'), 'Quoted line.');
  assert.equal(docusaurusExcerpt('\n\n```\nonly code\n```\n'), undefined);
  assert.equal(docusaurusExcerpt(''), undefined);
});
