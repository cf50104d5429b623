import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, type ServedSite } from '../e2e/client/fixtures.js';

// A Docusaurus site that sets no `themeConfig.prism.theme` gets theme-classic's default Prism theme (palenight in
// Docusaurus 3) in both colour modes. The fixture carries stand-ins of theme-classic and utils-validation with the real
// packages' exported shapes (test/docusaurus/theme-config-validated.test.ts); the default theme is palenight's plain
// colours and one token style.
const UTILS_VALIDATION = `'use strict';
exports.normalizeThemeConfig = (schema, themeConfig) => ({...schema.defaults, ...themeConfig});
`;
const THEME_CLASSIC = `'use strict';
Object.defineProperty(exports, '__esModule', {value: true});
const palenight = {
  plain: {color: '#bfc7d5', backgroundColor: '#292d3e'},
  styles: [{types: ['keyword'], style: {color: 'rgb(199, 146, 234)'}}],
};
exports.default = function themeClassic() { return {name: 'docusaurus-theme-classic'}; };
exports.validateThemeConfig = ({validate, themeConfig}) =>
  validate({defaults: {prism: {additionalLanguages: [], theme: palenight}}}, themeConfig);
`;
const FILES = {
  'docusaurus.config.js': "module.exports = {title: 'Code', url: 'https://code.example', baseUrl: '/', presets: [['classic', {blog: false}]]};\n",
  'node_modules/@docusaurus/theme-classic/package.json': '{"name": "@docusaurus/theme-classic", "version": "3.0.0", "main": "lib/index.js"}',
  'node_modules/@docusaurus/theme-classic/lib/index.js': THEME_CLASSIC,
  'node_modules/@docusaurus/utils-validation/package.json': '{"name": "@docusaurus/utils-validation", "version": "3.0.0", "main": "lib/index.js"}',
  'node_modules/@docusaurus/utils-validation/lib/index.js': UTILS_VALIDATION,
  'docs/intro.md': '# Intro\n\n```js\nconst lamp = 1;\n```\n',
};

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), serveFixture(FILES)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("a Docusaurus site without a Prism theme has theme-classic's default one, in both colour modes", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/intro');
  const colours = () =>
    page.evaluate(() => {
      const pre = document.querySelector('main pre');
      const keyword = [...pre.querySelectorAll('span')].find((s: { textContent: string }) => s.textContent.trim() === 'const');
      // The block's background: the code element's own, else its box's (fe-docs paints the frame around <pre>).
      let bg = 'none';
      for (let n = pre; n && bg === 'none'; n = n.parentElement) {
        const c = getComputedStyle(n).backgroundColor;
        if (c !== 'rgba(0, 0, 0, 0)') bg = c;
      }
      return { bg, keyword: keyword && getComputedStyle(keyword).color };
    });
  const light = await colours();
  assert.equal(light.bg, 'rgb(41, 45, 62)', `palenight's background: ${JSON.stringify(light)}`);
  assert.equal(light.keyword, 'rgb(199, 146, 234)', "palenight's keyword colour");
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await colours();
  assert.equal(dark.bg, 'rgb(41, 45, 62)', `the same theme in dark mode (no darkTheme): ${JSON.stringify(dark)}`);
  assert.deepEqual(errors, []);
});
