import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const config = (extra = '') => `module.exports = {
  title: 'Kites', url: 'https://kites.example', baseUrl: '/',
  presets: [['classic', {docs: {editUrl: 'https://git.example/kites/edit/main/'}}]],
  themeConfig: {navbar: {items: [
    {type: 'doc', docId: 'intro', label: 'Docs', position: 'left'},
    {href: 'https://chat.example/kites', position: 'right', className: 'header-chat-link', 'aria-label': 'Chat with us'},
    {href: 'https://github.com/kites/kites', position: 'right', className: 'header-github-link', 'aria-label': 'Kites on GitHub'},
  ]}},${extra}
};
`;
/** A site's own doc page, as some sites swizzle it: title and content, no edit link. */
const OWN_DOC_ITEM =
  "import MDXContent from '@theme/MDXContent';\n\nexport default function DocItem({ content: Content }) {\n  return <article><MDXContent><Content /></MDXContent></article>;\n}\n";
/** A Footer wrapper that keeps the original (edit link included). */
const WRAPPED_FOOTER =
  "import Footer from '@theme-original/DocItem/Footer';\n\nexport default function FooterWrapper(props) {\n  return <><Footer {...props} /><p>Thanks for reading.</p></>;\n}\n";

async function built(files: Record<string, string>) {
  const site = await createSite({ 'docs/intro.md': '# Intro\n\nFly the kite.\n', ...files });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-navbar-classname-'));
  const result = await build({ root: site.root, outDir: out });
  const html = result.ok ? await readFile(path.join(out, 'docs', 'intro', 'index.html'), 'utf8') : '';
  await rm(out, { recursive: true, force: true });
  await site.cleanup();
  return { result, html };
}

test("Docusaurus navbar items with a className and no label: the class on the link, no href text, no icon of fe-docs'", async () => {
  const { result, html } = await built({ 'docusaurus.config.js': config() });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  const chat = /<a href="https:\/\/chat\.example\/kites" class="navbar-link header-chat-link" aria-label="Chat with us"[^>]*>(.*?)<\/a>/.exec(header);
  assert.ok(chat, header);
  assert.doesNotMatch(chat[1], /chat\.example/, 'no href as text');
  const github = /<a href="https:\/\/github\.com\/kites\/kites" class="navbar-link header-github-link"[^>]*>(.*?)<\/a>/.exec(header);
  assert.ok(github, header);
  assert.doesNotMatch(github[1], /github\.com|<path fill="currentColor" d="M12 2a10/, "neither the href nor fe-docs' GitHub icon");
  assert.doesNotMatch(header, /<li class="navbar-item header-/, 'the class is not on the list item');
  // With no override the edit link is there.
  assert.match(html, /href="https:\/\/git\.example\/kites\/edit\/main\/docs\/intro\.md"/);
});

test('a swizzled DocItem without an edit link: fe-docs leaves its own out and says why at editUrl; a wrapped Footer keeps it', async () => {
  const own = await built({ 'docusaurus.config.js': config(), 'src/theme/DocItem/index.js': OWN_DOC_ITEM });
  assert.equal(own.result.ok, true, JSON.stringify(own.result.diagnostics));
  assert.doesNotMatch(own.html, /git\.example\/kites\/edit/);
  const said = own.result.diagnostics.find((d) => /editUrl/.test(d.message) && d.message.includes('src/theme/DocItem/index.js'));
  assert.ok(said, JSON.stringify(own.result.diagnostics.map((d) => d.message)));
  assert.equal(said.position?.file, 'docusaurus.config.js');

  const wrapped = await built({ 'docusaurus.config.js': config(), 'src/theme/DocItem/Footer/index.js': WRAPPED_FOOTER });
  assert.equal(wrapped.result.ok, true, JSON.stringify(wrapped.result.diagnostics));
  assert.match(wrapped.html, /href="https:\/\/git\.example\/kites\/edit\/main\/docs\/intro\.md"/);
});
