import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * `pathname:///playground/` (Docusaurus' escape hatch for a path of the server that is not a page of the site): written
 * with the base URL, never checked as a route, not routed on the client (a new tab, as Docusaurus' Link opens it).
 */
test('pathname:// links get the base URL everywhere and are not checked', async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Paths', url: 'https://paths.example', baseUrl: '/handbook/', onBrokenLinks: 'throw',
  presets: [['classic', {}]],
  themeConfig: {
    navbar: { items: [{ to: 'pathname:///playground/', label: 'Playground nav', position: 'left' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Playground foot', href: 'pathname:///playground/' }] }] },
  },
};
`,
    'docs/intro.md': '# Intro\n\nTry the [playground](pathname:///playground/).\n',
    'docs/buttons.mdx':
      '# Buttons\n\nimport Link from \'@docusaurus/Link\';\n\n<Link className="button" to="pathname:///playground/">Open the playground</Link>\n\nOr [the playground](pathname:///playground/).\n',
    'src/pages/index.jsx':
      'import Link from \'@docusaurus/Link\';\nexport default function Home() {\n  return <main><Link to="pathname:///playground/">Play</Link></main>;\n}\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-pathname-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.deepEqual(
      result.diagnostics.filter((d) => /link/.test(d.code)),
      [],
    );
    const pages = {
      intro: path.join(tmp, 'docs', 'intro', 'index.html'),
      buttons: path.join(tmp, 'docs', 'buttons', 'index.html'),
      home: path.join(tmp, 'index.html'),
    };
    for (const [name, file] of Object.entries(pages)) {
      const html = await readFile(file, 'utf8');
      assert.doesNotMatch(html, /pathname:/, name);
      const anchors = [...html.matchAll(/<a\b[^>]*href="\/handbook\/playground\/"[^>]*>/g)].map((m) => m[0]);
      // The navbar's (and its mobile menu's), the content's and the footer's; each opens outside the client router.
      assert.equal(anchors.length, name === 'buttons' ? 5 : 4, `${name}: ${anchors.join('\n')}`);
      for (const a of anchors) assert.match(a, /target="_blank"/, `${name}: ${a}`);
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
