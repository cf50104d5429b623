import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bundledLanguages } from 'shiki/langs';
import { build } from '../../src/api/build.js';
import { prismLanguageAliases } from '../../src/docusaurus/config/prism-languages.js';
import { createCodeHighlighter, withLanguageAliases } from '../../src/markdown/highlight.js';
import { launchBrowser } from '../helpers/browser.js';
import { createSite } from '../helpers/site.js';
import { serveDir } from '../helpers/static-server.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';

/**
 * A Docusaurus site's own Prism themes (`themeConfig.prism.theme`/`darkTheme`: prism-react-renderer's theme objects,
 * v2's `themes.github`, v1's `prism-react-renderer/themes/github`, the site's own module) colour its code blocks, and
 * Prism's language names (`objectivec`, `flow`…) are highlighted. prism-react-renderer is not installed here: the
 * fixtures carry a package of the same name exporting its themes in their real shapes.
 */

// prism-react-renderer 2.x's `github` and `dracula` themes, as the package has them.
const GITHUB = `{
  plain: { color: '#393A34', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#999988', fontStyle: 'italic' } },
    { types: ['namespace'], style: { opacity: 0.7 } },
    { types: ['string', 'attr-value'], style: { color: '#e3116c' } },
    { types: ['punctuation', 'operator'], style: { color: '#393A34' } },
    { types: ['entity', 'url', 'symbol', 'number', 'boolean', 'variable', 'constant', 'property', 'regex', 'inserted'], style: { color: '#36acaa' } },
    { types: ['atrule', 'keyword', 'attr-name', 'selector'], style: { color: '#00a4db' } },
    { types: ['function', 'deleted', 'tag'], style: { color: '#d73a49' } },
    { types: ['function-variable'], style: { color: '#6f42c1' } },
    { types: ['tag', 'selector', 'keyword'], style: { color: '#00009f' } },
  ],
}`;
const DRACULA = `{
  plain: { color: '#F8F8F2', backgroundColor: '#282A36' },
  styles: [
    { types: ['prolog', 'constant', 'builtin'], style: { color: 'rgb(189, 147, 249)' } },
    { types: ['inserted', 'function'], style: { color: 'rgb(80, 250, 123)' } },
    { types: ['deleted'], style: { color: 'rgb(255, 85, 85)' } },
    { types: ['changed'], style: { color: 'rgb(255, 184, 108)' } },
    { types: ['punctuation', 'symbol'], style: { color: 'rgb(248, 248, 242)' } },
    { types: ['string', 'char', 'tag', 'selector'], style: { color: 'rgb(255, 121, 198)' } },
    { types: ['keyword', 'variable'], style: { color: 'rgb(189, 147, 249)', fontStyle: 'italic' } },
    { types: ['comment'], style: { color: 'rgb(98, 114, 164)' } },
    { types: ['attr-name'], style: { color: 'rgb(241, 250, 140)' } },
  ],
}`;
// A site's own theme module (`./src/prism/theme.js`), with a style for CSS only and a comment at reduced opacity.
const OWN_THEME = `module.exports = {
  plain: { color: '#d6deeb', backgroundColor: '#011627' },
  styles: [
    { types: ['comment'], style: { color: 'rgb(99, 119, 119)', fontStyle: 'italic', opacity: 0.5 } },
    { types: ['string', 'url'], style: { color: 'rgb(173, 219, 103)' } },
    { types: ['keyword'], style: { color: 'rgb(127, 219, 202)', fontWeight: 'bold' } },
    { types: ['keyword'], languages: ['css'], style: { color: 'rgb(255, 0, 0)' } },
    { types: ['number'], style: { color: 'rgb(247, 140, 108)' } },
  ],
};
`;

const DOC = `# Code

\`\`\`js
const greeting = "hello"; // say hello
\`\`\`

\`\`\`objectivec
@interface Lamp : NSObject
- (void)shine;
@end
\`\`\`

\`\`\`flow
// @flow
type Props = {| name: string |};
function greet(p: Props): string { return p.name; }
\`\`\`

\`\`\`markup
<p class="note">Hi</p>
\`\`\`

\`\`\`plain
Prism's own name for plain text
\`\`\`

\`\`\`Plain
the same, as some sites capitalise it
\`\`\`
`;

const common = {
  'docs/code.md': DOC,
  'src/pages/index.md': '# Home\n',
};

const SITES: Record<string, Record<string, string>> = {
  // Docusaurus 3 with prism-react-renderer 2: `const {themes} = require('prism-react-renderer')`.
  v2: {
    ...common,
    'node_modules/prism-react-renderer/package.json': '{"name":"prism-react-renderer","version":"2.4.1","main":"index.js"}',
    'node_modules/prism-react-renderer/index.js': `exports.themes = { github: ${GITHUB}, dracula: ${DRACULA} };\n`,
    'docusaurus.config.js': `const {themes} = require('prism-react-renderer');
module.exports = {
  title: 'Prism', url: 'https://prism.example', baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}}]],
  themeConfig: {prism: {theme: themes.github, darkTheme: themes.dracula, additionalLanguages: ['objectivec', 'flow', 'markup']}},
};
`,
  },
  // Docusaurus 2 with prism-react-renderer 1's theme paths, and a theme module of the site's own.
  v1: {
    ...common,
    'node_modules/prism-react-renderer/package.json': '{"name":"prism-react-renderer","version":"1.3.5","main":"index.js"}',
    'node_modules/prism-react-renderer/index.js': 'exports.default = function Highlight() {};\n',
    'node_modules/prism-react-renderer/themes/github/index.js': `module.exports = ${GITHUB};\n`,
    'src/prism/theme.js': OWN_THEME,
    'docusaurus.config.js': `module.exports = {
  title: 'Prism', url: 'https://prism.example', baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: 'docs'}}]],
  themeConfig: {prism: {theme: require('prism-react-renderer/themes/github'), darkTheme: require('./src/prism/theme')}},
};
`,
  },
};

/** Computed colour and font style of the token spans of the first `lang` block whose text is `text`. */
async function tokenStyle(page: Page, lang: string, text: string) {
  return page.evaluate(
    ([lang, text]) => {
      const block = document.querySelector(`.code-block[data-lang="${lang}"]`);
      const span = [...(block?.querySelectorAll('pre span.line span') ?? [])].find((s) => s.textContent!.trim() === text);
      if (!span) return undefined;
      const s = getComputedStyle(span);
      return { color: s.color, fontStyle: s.fontStyle, fontWeight: s.fontWeight };
    },
    [lang, text],
  );
}

const rgb = (hex: string) => {
  const n = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${n.join(', ')})`;
};

describe('Docusaurus Prism themes and languages', { timeout: 300_000 }, () => {
  let browser: Browser;
  const served: Record<string, { url: string; warnings: string[]; close: () => Promise<void>; cleanup: () => Promise<void> }> = {};
  before(async () => {
    browser = await launchBrowser();
    for (const [name, files] of Object.entries(SITES)) {
      const site = await createSite(files);
      const out = path.join(site.root, 'build');
      const built = await build({ root: site.root, outDir: out });
      assert.ok(built.ok, built.diagnostics.map((d) => d.message).join('\n'));
      const server = await serveDir(out);
      served[name] = { url: server.url, close: server.close, cleanup: site.cleanup, warnings: built.diagnostics.map((d) => `${d.code}: ${d.message}`) };
    }
  });
  after(async () => {
    await browser?.close();
    for (const s of Object.values(served)) {
      await s.close();
      await s.cleanup();
    }
  });

  const open = async (site: string, mode: 'light' | 'dark') => {
    const context = await browser.newContext({ colorScheme: mode });
    await context.addInitScript(`window.__name = (f) => f; localStorage.setItem('theme', '${mode}')`);
    const page = await context.newPage();
    await page.goto(served[site].url + 'docs/code');
    await page.waitForSelector('.code-block[data-lang="javascript"] pre');
    assert.equal(await page.getAttribute('html', 'data-theme'), mode);
    return { page, close: () => context.close() };
  };

  test('no theme or language is reported as unsupported or unknown', () => {
    for (const [name, s] of Object.entries(served))
      assert.deepEqual(
        s.warnings.filter((w) => /prism|highlight-language/i.test(w)),
        [],
        name,
      );
  });

  test('v2 `themes.github` and `themes.dracula` colour keywords, strings and comments as Docusaurus does', async () => {
    for (const [mode, want] of [
      ['light', { keyword: rgb('#00009f'), string: rgb('#e3116c'), comment: rgb('#999988'), commentItalic: true, keywordItalic: false }],
      ['dark', { keyword: 'rgb(189, 147, 249)', string: 'rgb(255, 121, 198)', comment: 'rgb(98, 114, 164)', commentItalic: false, keywordItalic: true }],
    ] as const) {
      const { page, close } = await open('v2', mode);
      const keyword = await tokenStyle(page, 'javascript', 'const');
      const string = await tokenStyle(page, 'javascript', '"hello"');
      const comment = await tokenStyle(page, 'javascript', '// say hello');
      assert.equal(keyword?.color, want.keyword, `${mode} keyword`);
      assert.equal(string?.color, want.string, `${mode} string`);
      assert.equal(comment?.color, want.comment, `${mode} comment`);
      assert.equal(comment?.fontStyle, want.commentItalic ? 'italic' : 'normal', `${mode} comment font style`);
      assert.equal(keyword?.fontStyle, want.keywordItalic ? 'italic' : 'normal', `${mode} keyword font style`);
      // The block's background, on the <pre> or the box around it.
      const background = await page.$eval('.code-block[data-lang="javascript"] pre', (el) => {
        for (let e: typeof el | null = el; e; e = (e as unknown as { parentElement: typeof el | null }).parentElement) {
          const c = getComputedStyle(e).backgroundColor;
          if (c !== 'rgba(0, 0, 0, 0)') return c;
        }
        return 'none';
      });
      assert.equal(background, mode === 'light' ? rgb('#f6f8fa') : rgb('#282a36'), `${mode} background`);
      await close();
    }
  });

  test("v1 `prism-react-renderer/themes/github` and the site's own theme module", async () => {
    const light = await open('v1', 'light');
    assert.equal((await tokenStyle(light.page, 'javascript', 'const'))?.color, rgb('#00009f'));
    assert.equal((await tokenStyle(light.page, 'javascript', '"hello"'))?.color, rgb('#e3116c'));
    await light.close();
    const dark = await open('v1', 'dark');
    const keyword = await tokenStyle(dark.page, 'javascript', 'const');
    // The CSS-only keyword colour does not reach JavaScript; `fontWeight: bold` does.
    assert.equal(keyword?.color, 'rgb(127, 219, 202)');
    assert.equal(keyword?.fontWeight, '700');
    assert.equal((await tokenStyle(dark.page, 'javascript', '"hello"'))?.color, 'rgb(173, 219, 103)');
    // `opacity: 0.5` is the colour's alpha.
    assert.equal((await tokenStyle(dark.page, 'javascript', '// say hello'))?.color, 'rgba(99, 119, 119, 0.5)');
    await dark.close();
  });

  test('`objectivec`, `flow` and `markup` blocks are highlighted', async () => {
    const { page, close } = await open('v2', 'light');
    for (const [lang, keyword] of [
      ['objectivec', '@interface'],
      ['flow', 'type'],
    ]) {
      const style = await tokenStyle(page, lang, keyword);
      assert.equal(style?.color, rgb('#00009f'), `${lang}: \`${keyword}\` is a keyword`);
    }
    assert.equal((await tokenStyle(page, 'flow', 'string'))?.color !== rgb('#393a34'), true, 'flow: a type annotation is highlighted');
    assert.equal((await tokenStyle(page, 'markup', 'p'))?.color, rgb('#00009f'), 'markup: a tag');
    await close();
  });
});

describe('Prism language names', () => {
  test('every name in the table resolves to a grammar Shiki has (or plain text), and loads', async () => {
    const table = prismLanguageAliases();
    for (const [prism, shiki] of Object.entries(table)) assert.ok(shiki in bundledLanguages || shiki === 'text', `${prism} → ${shiki}`);
    const hl = withLanguageAliases(await createCodeHighlighter(), table);
    assert.deepEqual(await hl.prepare(Object.keys(table)), []);
    for (const prism of Object.keys(table)) assert.ok(hl.isKnown(prism), prism);
    assert.match(hl.highlight('@interface Lamp : NSObject\n@end', 'objectivec', new Set()), /class="t-keyword"/);
  });
});
