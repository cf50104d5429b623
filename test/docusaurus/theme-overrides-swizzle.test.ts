import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/index.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { launchBrowser } from '../helpers/browser.js';
import { createSite } from '../helpers/site.js';
import { serveDir } from '../helpers/static-server.js';
import { addEventListener, document, getComputedStyle, scrollTo, window } from '../e2e/client/browser-globals.js';
import { newPage } from '../e2e/client/fixtures.js';

/**
 * A site that swizzled the classic theme's chrome (answer's and keploy's shape): Layout with Layout/Provider,
 * SkipToContent and ErrorPageContent, Navbar split into Layout/Content/MobileSidebar, AnnouncementBar with its Content
 * and CloseButton, a Heading using useBrokenLinks, a React page with BackToTopButton; plus two overrides that need
 * what fe-docs cannot give (a warning each, at the import, and fe-docs' component renders).
 */
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/sites/dz-real-swizzle');

const where = (d: Diagnostic) => `${d.position?.file}:${d.position?.line}:${d.position?.column} ${d.severity} ${d.code}`;

describe('swizzled Docusaurus theme overrides', () => {
  let browser: Browser;
  let tmp: string;
  let url: string;
  let close: () => Promise<void>;
  let diagnostics: Diagnostic[];
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-swizzle-'));
    const out = path.join(tmp, 'site');
    const built = await build({ root: FIXTURE, outDir: out });
    diagnostics = built.diagnostics;
    assert.ok(built.ok, built.diagnostics.map((d) => `${where(d)} ${d.message}`).join('\n'));
    const server = await serveDir(out, { base: '/' });
    [url, close] = [server.url, server.close];
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await close?.();
    await rm(tmp, { recursive: true, force: true });
  });

  async function open(pathname: string, width = 1280): Promise<{ page: Page; errors: Error[]; scripts: string[] }> {
    const { page, errors } = await newPage(browser, { width, height: 700 });
    const scripts: string[] = [];
    page.on('request', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    await page.goto(url + pathname);
    return { page, errors, scripts };
  }

  test('an override importing what fe-docs does not provide is a warning at the import, naming it; the site builds', () => {
    const theme = diagnostics.filter((d) => d.position?.file.startsWith('src/'));
    assert.deepEqual(theme.map(where), [
      'src/theme/ColorModeToggle/index.js:3:30 warning docusaurus-build-time',
      'src/theme/Footer/index.js:3:10 warning theme-override-unsupported',
      'src/theme/Paginator/index.js:2:30 warning theme-override-unsupported',
    ]);
    assert.match(theme[0].message, /`useColorMode` gives the default colour mode/);
    theme.shift();
    assert.match(theme[0].message, /`useContextualSearchFilters` is not an export of `@docusaurus\/theme-common`.*`src\/theme\/Footer\/index\.js` is not used/);
    assert.match(theme[0].hint ?? '', /fe-docs renders its own Footer instead/);
    assert.match(theme[1].message, /`@theme\/DocVersionBanner`.*`src\/theme\/Paginator\/index\.js` is not used/);
    assert.equal(diagnostics.filter((d) => d.severity === 'error').length, 0);
  });

  test("the site's Layout, Navbar (its Layout, Content and MobileSidebar parts) and AnnouncementBar render with their hooks", async () => {
    const { page, errors, scripts } = await open('docs/intro');
    const nav = page.locator('nav.navbar.navbar--fixed-top');
    assert.match((await nav.getAttribute('class')) ?? '', /lanternNavbar_\w+/);
    // The override's CSS module reached the site's stylesheet.
    assert.equal(await nav.evaluate((n) => getComputedStyle(n).borderBottomWidth), '3px');
    assert.deepEqual(await page.locator('.navbar__items:not(.navbar__items--right) .navbar__link').allTextContents(), ['Guides', 'Keepers']);
    assert.match(await page.locator('.navbar__items--right .navbar__link').innerText(), /^Source/);
    assert.equal(await page.locator('[role="banner"]').innerText(), 'Lantern 2 lights up on Sunday.');
    // The docs page is inside the site's Layout; the Footer override was left out, fe-docs' footer is there.
    assert.match(await page.locator('#__docusaurus_skipToContent_fallback.main-wrapper.lantern-main').innerText(), /Lantern keeps a list of lights/);
    assert.equal(await page.locator('.lantern-footer').count(), 0);
    // The mobile sidebar is in the page but hidden on a wide screen, its toggle too.
    assert.equal(await page.locator('.navbar-sidebar').evaluate((s) => getComputedStyle(s).visibility), 'hidden');
    assert.equal(await page.locator('.navbar__toggle').isVisible(), false);
    // Server-rendered chrome: no island code, no React in the browser.
    await page.waitForLoadState('load');
    assert.equal(scripts.filter((u) => /islands-|island-chunk-|react/.test(u)).length, 0, scripts.join('\n'));
    assert.deepEqual(errors, []);
  });

  test('the mobile sidebar opens and closes from the keyboard', async () => {
    const { page, errors } = await open('docs/intro', 600);
    const toggle = page.locator('.navbar__toggle');
    const sidebar = page.locator('.navbar-sidebar');
    // Tab from the top of the page: skip link, announcement close button, then the toggle.
    for (let i = 0; i < 6 && !(await toggle.evaluate((t) => t === document.activeElement)); i++) await page.keyboard.press('Tab');
    assert.ok(await toggle.evaluate((t) => t === document.activeElement), 'the toggle is reachable with Tab');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.navbar-sidebar')).visibility === 'visible');
    assert.ok(await page.evaluate(() => document.querySelector('.navbar-sidebar').contains(document.activeElement)), 'focus moves into the sidebar');
    assert.deepEqual(
      await sidebar
        .locator('.menu__link')
        .allInnerTexts()
        .then((t) => t.map((s) => s.split('\n')[0].trim())),
      ['Guides', 'Keepers', 'Source'],
    );
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    assert.ok(await toggle.evaluate((t) => t === document.activeElement), 'focus returns to the toggle');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    // The close button in the sidebar, pressed with the keyboard, closes it too.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    await page.locator('.navbar-sidebar__close').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.navbar-sidebar')).visibility === 'hidden');
    assert.deepEqual(errors, []);
  });

  test("a CodeBlock override wrapping @theme/CodeBlock/Content/String renders fe-docs' highlighted block inside its frame", async () => {
    const { page, errors } = await open('docs/lamp');
    const block = page.locator('.lantern-code .code-block');
    assert.equal(await block.locator('.code-title').innerText(), 'light.sh');
    assert.equal(await block.locator('pre code').innerText(), 'echo "pier 7 on at dusk"');
    // Highlighted with classes (the pages' CSP blocks inline styles), and the copy button works without React.
    assert.ok((await block.locator('pre code span span').count()) >= 2);
    assert.equal(await block.locator('button.copy-code').count(), 1);
    assert.deepEqual(errors, []);
  });

  test("the site's ColorModeToggle, rendered disabled on the server as in Docusaurus, switches the mode", async () => {
    const { page, errors } = await open('docs/intro');
    const toggle = page.locator('.navbar__items--right button[class*="toggleButton"]');
    await page.waitForFunction(() => !document.querySelector('.navbar__items--right button[class*="toggleButton"]').disabled);
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const after = before === 'dark' ? 'light' : 'dark';
    await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, after);
    await page.reload();
    await page.waitForFunction((mode) => document.documentElement.dataset.theme === mode, after);
    assert.deepEqual(errors, []);
  });

  test("the React page's BackToTopButton shows while scrolling up and takes the reader to the top", async () => {
    const { page, errors } = await open('');
    const button = page.locator('.theme-back-to-top-button');
    assert.equal(await button.getAttribute('aria-label'), 'Scroll back to top');
    assert.equal(await button.evaluate((b) => getComputedStyle(b).visibility), 'hidden');
    // The button's listener must see 1600 before 1200 (scroll events come once a frame: two quick scrolls can be one
    // event, a scroll down from the top, on a loaded machine); it was added first, so it has run when this one runs.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          addEventListener('scroll', resolve, { once: true });
          scrollTo(0, 1600);
        }),
    );
    await page.evaluate(() => scrollTo(0, 1200));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.theme-back-to-top-button')).visibility === 'visible');
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    assert.deepEqual(errors, []);
  });

  test('closing the announcement bar hides it, and it stays closed on the next page', async () => {
    const { page, errors } = await open('docs/intro');
    const bar = page.locator('[role="banner"]');
    await bar.locator('button.close').click();
    await page.waitForFunction(() => !document.querySelector('[role="banner"]').checkVisibility());
    await page.goto(url + 'docs/keepers');
    await page.waitForFunction(() => document.querySelector('[role="banner"]')?.hidden === true);
    assert.deepEqual(errors, []);
  });
});

test("a site's installed theme-common is one module for all its overrides: a provider in the Layout reaches the Navbar", async () => {
  // A stand-in for the installed package (written here; the real one is used the same way on real sites).
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'Harbour', url: 'https://h.example', baseUrl: '/', presets: [['classic', {blog: false}]], themeConfig: {navbar: {title: 'Harbour'}, colorMode: {defaultMode: 'dark'}}};\n",
    'docs/a.md': "# A\n\nimport Mode from '@site/src/components/Mode';\n\n<Mode />\n",
    'src/components/Mode.js': [
      "import React from 'react';",
      "import { useColorMode } from '@docusaurus/theme-common';",
      'export default function Mode() { return <p className="mode">{useColorMode().colorMode}</p>; }',
      '',
    ].join('\n'),
    'src/pages/index.js': [
      "import React from 'react';",
      "import Layout from '@theme/Layout';",
      "import { useColorMode } from '@docusaurus/theme-common';",
      'export default function Home() {',
      '  const { colorMode } = useColorMode();',
      '  return <Layout title="Home"><p className="home-mode">{colorMode}</p></Layout>;',
      '}',
      '',
    ].join('\n'),
    'node_modules/@docusaurus/theme-common/package.json': JSON.stringify({
      name: '@docusaurus/theme-common',
      version: '0.0.0',
      type: 'module',
      exports: { '.': './lib/index.js', './internal': './lib/internal.js' },
    }),
    'node_modules/@docusaurus/theme-common/lib/index.js': [
      "import { createContext, createElement, useContext } from 'react';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      'const Pier = createContext(null);',
      'export const useThemeConfig = () => useDocusaurusContext().siteConfig.themeConfig;',
      "export function usePier() { const v = useContext(Pier); if (!v) throw new Error('usePier outside PierProvider'); return v; }",
      'export const PierProvider = ({ value, children }) => createElement(Pier.Provider, { value }, children);',
      'const Mode = createContext(null);',
      "export function useColorMode() { const v = useContext(Mode); if (!v) throw new Error('useColorMode outside ColorModeProvider'); return v; }",
      "// Reads the config as theme-classic normalizes it; the provider Docusaurus' Layout/Provider renders.",
      'export const ColorModeProvider = ({ children }) =>',
      '  createElement(Mode.Provider, { value: { colorMode: useThemeConfig().colorMode.defaultMode } }, children);',
      '',
    ].join('\n'),
    'node_modules/@docusaurus/theme-common/lib/internal.js': "export * from './index.js';\n",
    'src/theme/Layout/index.js': [
      "import React from 'react';",
      "import { PierProvider } from '@docusaurus/theme-common';",
      "import Navbar from '@theme/Navbar';",
      'export default function Layout({ children }) {',
      '  return <PierProvider value="pier-7"><Navbar /><main>{children}</main></PierProvider>;',
      '}',
      '',
    ].join('\n'),
    'src/theme/Navbar/index.js': [
      "import React from 'react';",
      "import { usePier, useThemeConfig } from '@docusaurus/theme-common/internal';",
      'export default function Navbar() {',
      '  return <nav className="harbour-nav">{useThemeConfig().navbar.title} at {usePier()}</nav>;',
      '}',
      '',
    ].join('\n'),
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-swizzle-runtime-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${where(d)} ${d.message}`),
      [],
    );
    const html = await readFile(path.join(out, 'docs', 'a', 'index.html'), 'utf8');
    assert.match(html, /<nav class="harbour-nav">Harbour<!-- --> at <!-- -->pier-7<\/nav>/);
    // MDX content and a React page call a hook that needs Docusaurus' Layout providers: they are there.
    assert.match(html, /<p class="mode">dark<\/p>/);
    assert.match(await readFile(path.join(out, 'index.html'), 'utf8'), /<p class="home-mode">dark<\/p>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
