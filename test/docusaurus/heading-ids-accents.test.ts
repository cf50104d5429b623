import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

const config = (markdown = '') => `module.exports = {
  title: 'G', url: 'https://g.example', baseUrl: '/',
  presets: [['classic', {blog: false}]],${markdown}
};
`;

// GladysAssistant/gladys-website writes French headings and links to them by Docusaurus' ids (github-slugger keeps
// accents: `## Mise à jour` is `#mise-à-jour`); fe-docs folded accents (`#mise-a-jour`) and reported 32 broken anchors.
test('a Docusaurus site gets Docusaurus heading ids: accents kept, duplicates numbered, in Markdown and MDX, the TOC and the link checker', async () => {
  const body = '## Mise à jour\n\nTexte.\n\n### Étape\n\nTexte.\n\n## Mise à jour\n\nEncore.\n';
  await withSite(
    {
      'docusaurus.config.js': config(),
      'docs/plain.md': `# Plain\n\n${body}`,
      'docs/rich.mdx': `# Rich\n\nexport const x = 1;\n\n${body}`,
      'docs/links.md':
        '# Links\n\n[a](./plain.md#mise-à-jour), [b](./rich.mdx#mise-%C3%A0-jour-1), [c](./plain.md#étape), [d](#voir)\n\n## Voir\n',
    },
    async (root) => {
      const out = path.join(root, 'build');
      const result = await build({ root, outDir: out });
      assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
      assert.deepEqual(
        result.diagnostics.filter((d) => d.code === 'broken-anchor' || /maintainCase|anchors/.test(d.message)).map((d) => d.message),
        [],
      );
      for (const page of ['plain', 'rich']) {
        const html = await readFile(path.join(out, 'docs', page, 'index.html'), 'utf8');
        const ids = [...html.matchAll(/<h[23][^>]* id="([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== 'toc-title');
        assert.deepEqual(ids, ['mise-à-jour', 'étape', 'mise-à-jour-1'], page);
        assert.match(html, /href="#mise-à-jour-1"/, `${page}: the TOC links the id`);
      }
    },
  );
});

test('markdown.anchors.maintainCase keeps the case of heading ids, as in Docusaurus, and is no longer reported', async () => {
  await withSite(
    {
      'docusaurus.config.js': config(`\n  markdown: {anchors: {maintainCase: true}},`),
      'docs/page.md': '# Page\n\n## Mise à jour\n\n## API Keys {#keys}\n\n[x](#Mise-à-jour)\n',
    },
    async (root) => {
      const out = path.join(root, 'build');
      const result = await build({ root, outDir: out });
      assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
      assert.deepEqual(
        result.diagnostics.filter((d) => d.code === 'broken-anchor' || /maintainCase/.test(d.message)).map((d) => d.message),
        [],
      );
      const html = await readFile(path.join(out, 'docs', 'page', 'index.html'), 'utf8');
      assert.deepEqual(
        [...html.matchAll(/<h2[^>]* id="([^"]+)"/g)].map((m) => m[1]).filter((id) => id !== 'toc-title'),
        ['Mise-à-jour', 'keys'],
      );
    },
  );
});
