import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// ExpediaGroup/graphql-kotlin sets `prism.defaultLanguage: 'kotlin'` and writes its Kotlin blocks without a language:
// Docusaurus highlights them as Kotlin; fe-docs showed 35 pages of them as plain text.
test('themeConfig.prism.defaultLanguage is the language of a code block that names none, in Markdown and MDX', async () => {
  const fence = '```\nfun main() { val answer = 42 }\n```\n\n```text\nplain words\n```\n';
  await withSite(
    {
      'docusaurus.config.js': `module.exports = {
  title: 'K', url: 'https://k.example', baseUrl: '/',
  presets: [['classic', {blog: false}]],
  themeConfig: {prism: {defaultLanguage: 'kotlin'}},
};
`,
      'docs/plain.md': `# Plain\n\n${fence}`,
      'docs/rich.mdx': `# Rich\n\nexport const x = 1;\n\n${fence}`,
    },
    async (root) => {
      const out = path.join(root, 'build');
      const result = await build({ root, outDir: out });
      assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
      assert.deepEqual(
        result.diagnostics.filter((d) => /defaultLanguage/.test(d.message)).map((d) => d.message),
        [],
        'no longer reported as ignored',
      );
      for (const page of ['plain', 'rich']) {
        const html = await readFile(path.join(out, 'docs', page, 'index.html'), 'utf8');
        const blocks = [...html.matchAll(/data-lang="([^"]+)"/g)].map((m) => m[1]);
        assert.deepEqual(blocks, ['kotlin', 'text'], page);
        // Highlighted: `fun` is a keyword.
        assert.match(html, /<span class="t-keyword">fun<\/span>/, page);
      }
    },
  );
});
