import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// Docusaurus compiles every page with its MDX components, so a swizzled CodeBlock renders the fenced code of a plain
// `.md` page too. fe-docs renders such a page on its Markdown path unless something in it needs MDX.
const CONFIG = "module.exports = {title: 'Blocks', url: 'https://blocks.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n";
const CODE_BLOCK = `export default function CodeBlock({ children, className, metastring }) {
  return <pre className="site-code" data-class={className} data-meta={metastring}>{children}</pre>;
}
`;
const PLAIN = '# Plain\n\nRun `make` first.\n\n```yaml title="compose.yml"\nservices:\n  web: {}\n```\n';
const NO_CODE = '# Prose\n\nOnly words, and `inline` code.\n';

async function pages(files: Record<string, string>, names: string[], builds = 1): Promise<string[]> {
  const site = await createSite({ 'docusaurus.config.js': CONFIG, ...files });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-codeblock-md-'));
  try {
    let mains: string[] = [];
    // A second build reads the rendered Markdown from the disk cache: the page must still go to the site's CodeBlock.
    for (let i = 0; i < builds; i++) {
      const result = await build({ root: site.root, outDir: out });
      assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
      mains = await Promise.all(
        names.map(async (n) => {
          const html = await readFile(path.join(out, 'docs', n, 'index.html'), 'utf8');
          return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        }),
      );
    }
    return mains;
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test("a plain .md page's fenced code renders through the site's swizzled CodeBlock, also from the cache", async () => {
  const [plain, prose] = await pages({ 'src/theme/CodeBlock/index.js': CODE_BLOCK, 'docs/plain.md': PLAIN, 'docs/prose.md': NO_CODE }, ['plain', 'prose'], 2);
  assert.match(plain, /<pre class="site-code" data-class="language-yaml" data-meta="title=&quot;compose\.yml&quot;">services:\n {2}web: \{\}\n<\/pre>/);
  assert.doesNotMatch(plain, /code-title|copy-code|compose\.yml</, "fe-docs' own code block is not there");
  assert.match(plain, /Run <code>make<\/code> first\./, 'inline code stays inline');
  assert.match(prose, /Only words, and <code>inline<\/code> code\./);
});

test("without a CodeBlock override a plain .md page keeps fe-docs' code block", async () => {
  const [plain] = await pages({ 'docs/plain.md': PLAIN }, ['plain']);
  assert.match(plain, /<div class="code-title">compose\.yml<\/div>/);
  assert.doesNotMatch(plain, /site-code/);
});

test('a page read as plain Markdown (`format: md`) stays on the Markdown path', async () => {
  const [plain] = await pages({ 'src/theme/CodeBlock/index.js': CODE_BLOCK, 'docs/plain.md': `---\nformat: md\n---\n${PLAIN}` }, ['plain']);
  assert.match(plain, /<div class="code-title">compose\.yml<\/div>/);
});
