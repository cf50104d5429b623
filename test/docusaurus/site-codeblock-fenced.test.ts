import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const config = (rehype: boolean) => `module.exports = {
  title: 'Blocks', url: 'https://blocks.example', baseUrl: '/',
  presets: [['classic', {docs: {${rehype ? "beforeDefaultRehypePlugins: [require('./plugins/rehype-lines.js')]" : ''}}}]],
};
`;
/** A site highlighter in the shape of @shikijs/rehype: it rewrites each `pre > code` into line spans. */
const REHYPE_LINES = `module.exports = function rehypeLines() {
  const walk = (node) => {
    if (node.tagName === 'pre' && node.children[0] && node.children[0].tagName === 'code') {
      const code = node.children[0];
      const text = code.children.map((c) => c.value || '').join('');
      code.children = text.replace(/\\n$/, '').split('\\n').map((line) => ({type: 'element', tagName: 'span', properties: {className: ['line']}, children: [{type: 'text', value: line + '\\n'}]}));
      return;
    }
    for (const c of node.children || []) walk(c);
  };
  return (tree) => walk(tree);
};
`;
/** A swizzled CodeBlock like one real site's: highlighted children get a plain frame (no title); text goes its own way. */
const CODE_BLOCK = `export default function CodeBlock({ children, ...props }) {
  if (typeof children === 'string') return <pre className="text-path" data-meta={props.metastring} data-class={props.className}>{children}</pre>;
  return <div className="site-code-block"><pre><code>{children}</code></pre></div>;
}
`;
const DOC = '# Blocks\n\nRun `make` first.\n\n```yaml title="compose.yml"\nservices:\n  web: {}\n```\n';

async function page(rehype: boolean) {
  const site = await createSite({
    'docusaurus.config.js': config(rehype),
    'plugins/rehype-lines.js': REHYPE_LINES,
    'src/theme/CodeBlock/index.js': CODE_BLOCK,
    'docs/blocks.mdx': DOC,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-site-codeblock-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(out, 'docs', 'blocks', 'index.html'), 'utf8');
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test("fenced code goes through the site's rehype plugins and its swizzled CodeBlock, as in Docusaurus (no fe-docs title)", async () => {
  const main = await page(true);
  assert.match(
    main,
    /<div class="site-code-block"><pre><code><span class="line">services:\n<\/span><span class="line"> {2}web: \{\}\n<\/span><\/code><\/pre><\/div>/,
  );
  assert.doesNotMatch(main, /compose\.yml|code-title/, 'the override shows no title');
  assert.match(main, /Run <code>make<\/code> first\./, 'inline code stays inline');
});

test('without a highlighting plugin the swizzled CodeBlock gets the text, the language class and the metastring', async () => {
  const main = await page(false);
  assert.match(main, /<pre class="text-path" data-meta="title=&quot;compose\.yml&quot;" data-class="language-yaml">services:\n {2}web: \{\}\n<\/pre>/);
  assert.match(main, /Run <code>make<\/code> first\./);
});

test("a language the site's highlighter does not know reaches its plugins and its CodeBlock under its own name (open-webui's ldif blocks)", async () => {
  // In the shape of @shikijs/rehype: blocks in a loaded language (or text) are highlighted, the others left alone.
  const known = `module.exports = function rehypeKnown() {
  const walk = (node) => {
    const code = node.tagName === 'pre' && node.children[0];
    if (code && code.tagName === 'code') {
      const cls = (code.properties.className || []).join(' ');
      if (/language-(yaml|text)\\b/.test(cls)) code.children = [{type: 'element', tagName: 'span', properties: {className: ['line']}, children: code.children}];
      return;
    }
    for (const c of node.children || []) walk(c);
  };
  return (tree) => walk(tree);
};
`;
  const site = await createSite({
    'docusaurus.config.js': config(false).replace('docs: {}', "docs: {beforeDefaultRehypePlugins: [require('./plugins/rehype-known.js')]}"),
    'plugins/rehype-known.js': known,
    'src/theme/CodeBlock/index.js': CODE_BLOCK,
    'docs/blocks.mdx': '# Blocks\n\n```ldif title="seed.ldif"\ndn: dc=example\n```\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-site-codeblock-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(out, 'docs', 'blocks', 'index.html'), 'utf8');
    // Left as text, so the override's text path shows it with its title, as in Docusaurus.
    assert.match(html, /<pre class="text-path" data-meta="title=&quot;seed\.ldif&quot;" data-class="language-ldif">dn: dc=example\n<\/pre>/);
    // fe-docs still says that it cannot highlight the language itself.
    assert.ok(result.diagnostics.some((d) => d.code === 'highlight-language' && d.position?.line === 3));
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
