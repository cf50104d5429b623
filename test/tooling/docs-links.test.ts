import { test } from 'node:test';
import assert from 'node:assert/strict';
import fg from 'fast-glob';
import { brokenLinks, headingIds, relativeLinks } from '../helpers/markdown-links.js';
import { REPO } from '../helpers/repo-copy.js';

// docs/ is what users and contributors read (and part of it ships in the package): every relative link in it, and
// in the README, reaches a file of the repository, and every `#fragment` a heading of the Markdown file it names.
test('every relative link in docs/ and README.md resolves to a file and heading of the repository', async () => {
  const files = ['README.md', ...(await fg('docs/**/*.md', { cwd: REPO }))].sort();
  assert.ok(files.includes('docs/own-docs.md'), files.join(' '));
  assert.deepEqual(
    files.flatMap((f) => brokenLinks(REPO, f)),
    [],
  );
});

test('links are read as Markdown does: not inside code, not URLs, fragments against GitHub heading ids', () => {
  const text = [
    '# Use `fe-docs` (here)',
    'See [configuration](configuration.md#theme-strings), ![shot](./img/a.png) and [top](#use-fe-docs-here).',
    '`[not](a-link.md)` and [site URL](/docs/intro) and [web](https://example.org/x.md)',
    '```md',
    '[inside](a-fence.md)',
    '```',
    '[ref]: ../notes/x.md',
    '## `.md` files as MDX (`markdown.format`)',
  ].join('\n');
  assert.deepEqual(
    relativeLinks(text).map((l) => `${l.line} ${l.target}`),
    ['2 configuration.md#theme-strings', '2 ./img/a.png', '2 #use-fe-docs-here', '7 ../notes/x.md'],
  );
  assert.deepEqual([...headingIds(text)], ['use-fe-docs-here', 'md-files-as-mdx-markdownformat']);
});
