import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../src/index.js';
import { launchBrowser } from '../helpers/browser.js';
import { createSite } from '../helpers/site.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, type ServedSite } from '../e2e/client/fixtures.js';

const CONFIG = "module.exports = {title: 'Lamps', url: 'https://lamps.example', baseUrl: '/', presets: [['classic', {}]]};\n";
/** A stand-in for the site's installed Infima: a variable on the root, navbar rules, and rules on names fe-docs shares. */
const INFIMA = `:root { --ifm-navbar-link-color: rgb(1, 2, 3); }
.clean-btn { padding: 0px; }
.navbar__link::after { content: "→"; }
.navbar { box-shadow: rgb(7, 8, 9) 0px 2px 0px 0px; }
.navbar__link { color: var(--ifm-navbar-link-color); }
.menu, .breadcrumbs { letter-spacing: 3px; }
`;
const DOCS = {
  'docusaurus.config.js': CONFIG,
  'node_modules/infima/dist/css/default/default.css': INFIMA,
  'docs/guide/intro.md': '# Intro\n\nLight the lamp.\n',
  'docs/guide/more.md': '# More\n\nTrim the wick.\n',
};
/** A swizzled Navbar rendering theme-classic's markup, as sites that eject it do. */
const NAVBAR =
  'export default function Navbar() {\n  return (\n    <nav className="navbar navbar--fixed-top">\n      <div className="navbar__inner">\n        <a className="navbar__item navbar__link" href="/docs/guide/intro">Docs</a>\n        <button className="clean-btn glow">Glow</button>\n      </div>\n    </nav>\n  );\n}\n';

/** A swizzled Layout with Docusaurus' `main-wrapper` (and its module's class) in place of fe-docs' `.page`. */
const LAYOUT =
  "import Navbar from '@theme/Navbar';\nimport styles from './styles.module.css';\n\nexport default function Layout({ children }) {\n  return (\n    <>\n      <Navbar />\n      <div className={'main-wrapper ' + styles.mainWrapper}>{children}</div>\n    </>\n  );\n}\n";
/** theme-classic's Layout module: the wrapper is a column. */
const LAYOUT_CSS = '.mainWrapper {\n  flex: 1 0 auto;\n  display: flex;\n  flex-direction: column;\n}\n';
/** The site's own rule, of Infima's specificity: later, so it wins the tie, as custom.css does in Docusaurus. */
const CUSTOM_CSS = '.glow {\n  padding: 7px;\n}\n';

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      ...DOCS,
      'docusaurus.config.js': CONFIG.replace("['classic', {}]", "['classic', {theme: {customCss: './src/css/custom.css'}}]"),
      'src/css/custom.css': CUSTOM_CSS,
      'src/theme/Navbar/index.js': NAVBAR,
      'src/theme/Layout/index.js': LAYOUT,
      'src/theme/Layout/styles.module.css': LAYOUT_CSS,
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("a swizzled Navbar with Infima markup gets the site's Infima; fe-docs' breadcrumbs keep their styles, its sidebar (with Infima's class names) takes Infima's", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/guide/intro');
  const facts = await page.evaluate(() => {
    const style = (sel: string) => getComputedStyle(document.querySelector(sel));
    return {
      link: style('nav.navbar .navbar__link').color,
      shadow: style('nav.navbar').boxShadow,
      menu: style('aside.doc-sidebar .menu').letterSpacing,
      crumbs: style('nav.breadcrumbs').letterSpacing,
      fe: document.querySelectorAll('header.navbar').length,
      wrapped: document.querySelectorAll('.main-wrapper > aside.doc-sidebar').length,
      sidebarRight: document.querySelector('aside.doc-sidebar').getBoundingClientRect().right,
      mainLeft: document.querySelector('main').getBoundingClientRect().left,
      glow: style('nav.navbar .glow').paddingLeft,
      arrow: getComputedStyle(document.querySelector('nav.navbar .navbar__link'), '::after').content,
    };
  });
  assert.equal(facts.fe, 0, "the site's Navbar replaces fe-docs' own");
  assert.equal(facts.link, 'rgb(1, 2, 3)', "Infima's :root variable reaches the site's navbar link");
  assert.match(facts.shadow, /rgb\(7, 8, 9\)/);
  // fe-docs' docs sidebar carries Infima's class names on a Docusaurus site (its <nav> is `.menu`), and Infima styles it.
  assert.equal(facts.menu, '3px', "Infima's .menu reaches fe-docs' docs sidebar");
  assert.equal(facts.crumbs, 'normal', "Infima's .breadcrumbs stops at fe-docs' breadcrumbs");
  assert.equal(facts.wrapped, 1, "the site's Layout wraps fe-docs' docs frame");
  assert.equal(facts.glow, '7px', "the site's later rule of equal specificity wins over Infima's");
  assert.equal(facts.arrow, '"→"', "Infima's pseudo-element rules apply");
  assert.ok(facts.mainLeft >= facts.sidebarRight - 1, `the sidebar sits beside the content: ${JSON.stringify(facts)}`);
  assert.deepEqual(errors, []);
});

test('a Docusaurus site without Infima installed ships none', async () => {
  const { 'node_modules/infima/dist/css/default/default.css': _infima, ...withoutInfima } = DOCS;
  const plain = await createSite(withoutInfima);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-no-infima-'));
  try {
    const result = await build({ root: plain.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const css = (await readdir(path.join(out, 'assets'))).filter((f) => f.endsWith('.css'));
    const text = (await Promise.all(css.map((f) => readFile(path.join(out, 'assets', f), 'utf8')))).join('');
    assert.ok(css.length > 0);
    assert.doesNotMatch(text, /:not\(:where\(header\.navbar|#070809|rgb\(7, ?8, ?9\)/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await plain.cleanup();
  }
});

test("a site.config.yaml site whose swizzled Navbar brings Infima keeps its own colours (fe-docs' variables do not follow Infima's)", async () => {
  const yamlSite = await createSite({
    'site.config.yaml': `title: Lamps\nurl: https://lamps.example\nbaseUrl: /\ntheme:\n  primaryColor: '#aa2200'\ndocs:\n  - id: default\n    path: docs\n    routeBasePath: docs\n`,
    'package.json': JSON.stringify({ name: 'lamps', dependencies: { '@docusaurus/core': '3.8.1' } }),
    'node_modules/infima/dist/css/default/default.css': INFIMA,
    'docs/guide/intro.md': '# Intro\n\nLight the lamp.\n',
    'src/theme/Navbar/index.js': NAVBAR,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-yaml-infima-'));
  try {
    const result = await build({ root: yamlSite.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const css = (await readdir(path.join(out, 'assets'))).filter((f) => f.endsWith('.css'));
    const text = (await Promise.all(css.map((f) => readFile(path.join(out, 'assets', f), 'utf8')))).join('');
    assert.match(text, /:not\(:where\(header\.navbar/, "the swizzled Navbar's Infima is there");
    assert.doesNotMatch(text, /--fe-primary:\s*var\(--ifm-color-primary\)/, "the site's primaryColor stays fe-docs' primary");
  } finally {
    await rm(out, { recursive: true, force: true });
    await yamlSite.cleanup();
  }
});
