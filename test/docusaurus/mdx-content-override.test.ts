import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// GladysAssistant/v4-website swizzles MDXContent to add a newsletter form (its `## Subscribe…` heading) after the
// content of every doc and post but the blog's list: fe-docs' theme had no MDXContent, the override was not used and
// all 193 content pages of its Docusaurus build differed by that heading. It imports `useLocation` from react-router-dom
// itself, whose hooks read Docusaurus' router (fe-docs' `@docusaurus/router`); the rest of the package is the site's.
// The stand-in package here throws as react-router 5 does outside a <Router>.
const REACT_ROUTER_DOM = {
  'node_modules/react-router-dom/package.json': '{"name": "react-router-dom", "version": "5.3.4", "main": "index.js"}',
  'node_modules/react-router-dom/index.js':
    "exports.version = 'v5';\nexports.useLocation = () => { throw new Error('You should not use useLocation outside a <Router>'); };\n",
};
const WRAPPER = `import React from 'react';
import MDXContent from '@theme-original/MDXContent';
import { useLocation, version } from 'react-router-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function MDXContentWrapper(props) {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <MDXContent {...props} />
      {pathname !== '/blog/' && <h2 className="newsletter">Subscribe to {siteConfig.title} ({pathname}, {version})</h2>}
    </>
  );
}
`;

test("a swizzled MDXContent wraps the content of docs, blog posts and Markdown pages, inside their .markdown, given the page's location", async () => {
  await withSite(
    {
      'docusaurus.config.js': `module.exports = {
  title: 'G', url: 'https://g.example', baseUrl: '/',
  presets: [['classic', {}]],
};
`,
      ...REACT_ROUTER_DOM,
      'src/theme/MDXContent/index.js': WRAPPER,
      'docs/intro.md': '# Intro\n\nDoc text.\n',
      'blog/2024-01-01-hello.md': '---\ntitle: Hello\n---\n\nPost text.\n\n<!-- truncate -->\n\nMore.\n',
      'src/pages/about.md': '# About\n\nPage text.\n',
    },
    async (root) => {
      const out = path.join(root, 'build');
      const result = await build({ root, outDir: out });
      assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
      assert.deepEqual(
        result.diagnostics.filter((d) => /MDXContent/.test(d.message)).map((d) => d.message),
        [],
        'the override is used',
      );
      const html = async (p: string) => (await readFile(path.join(out, p, 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
      for (const [page, text, pathname] of [
        ['docs/intro', 'Doc text.', '/docs/intro'],
        ['blog/2024/01/01/hello', 'More.', '/blog/2024/01/01/hello'],
        ['about', 'Page text.', '/about'],
      ]) {
        const h = await html(page);
        assert.match(
          h,
          new RegExp(`<div class="markdown">[^]*?${text.replace('.', '\\.')}</p>\\s*<h2 class="newsletter">Subscribe to G \\(${pathname.replace(/\//g, '\\/')}, v5\\)</h2>\\s*</div>`),
          page,
        );
      }
      assert.doesNotMatch(await html('blog'), /class="newsletter"/, 'the blog list: the wrapper leaves it out');
    },
  );
});
