import { test } from 'node:test';
import assert from 'node:assert/strict';
import { check } from '../../src/index.js';
import { pagePathOf } from '../../src/content/page-path.js';
import { createSite } from '../helpers/site.js';

/** Docusaurus routes a file of src/pages by its path without the extension, whatever the extension. */
test('a page file of every extension has the route Docusaurus gives it', () => {
  for (const ext of ['md', 'mdx', 'js', 'jsx', 'ts', 'tsx']) {
    assert.equal(pagePathOf(`help.${ext}`), 'help', ext);
    assert.equal(pagePathOf(`team/index.${ext}`), 'team/', ext);
    assert.equal(pagePathOf(`index.${ext}`), '', ext);
  }
});

test('links from docs to src/pages pages (Markdown, MDX, JSX, TSX) and to the blog resolve in a Docusaurus site', async () => {
  const site = await createSite({
    'docusaurus.config.js': "module.exports = {title: 'Pages', url: 'https://pages.example', baseUrl: '/', presets: [['classic', {}]]};\n",
    'docs/a.md': '# A\n\n[Help](/help), [markdown](/about), [team](/team), [tools](/tools), [blog](/blog), [post](/blog/hello).\n',
    'src/pages/help.mdx': '# Help\n\nAsk us.\n',
    'src/pages/about.md': '# About\n\nWho we are.\n',
    'src/pages/team.jsx': 'export default function Team() {\n  return <h1>Team</h1>;\n}\n',
    'src/pages/tools.tsx': 'export default function Tools(): JSX.Element {\n  return <h1>Tools</h1>;\n}\n',
    'blog/2024-01-02-hello.md': '---\nslug: hello\ntitle: Hello\n---\n\nFirst post.\n',
  });
  try {
    const r = await check({ root: site.root });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.code === 'broken-link'),
      [],
    );
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
  } finally {
    await site.cleanup();
  }
});
