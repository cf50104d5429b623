import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withFeDocsCollapsedCategories } from '../../src/docusaurus/site-code/collapsed-categories.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { newPage, useServedSite } from '../e2e/client/fixtures.js';

// react-redux's custom.css turns its caret with `.menu__list-item--collapsed .menu__link--sublist:after`: fe-docs'
// categories are <details>, whose item never has that class, so its closed categories showed the open caret.

test('a rule on a collapsed category also names a closed <details> category, at the same specificity', () => {
  assert.equal(
    withFeDocsCollapsedCategories('.menu__list-item--collapsed .menu__link--sublist:after { transform: rotate(0) }'),
    ':is(.menu__list-item--collapsed, :where(.menu__list-item:has(> details:not([open])))) .menu__link--sublist:after { transform: rotate(0) }',
  );
  assert.equal(withFeDocsCollapsedCategories('a:not(.menu__list-item--collapsed) { color: red }'), 'a:not(.menu__list-item--collapsed) { color: red }');
  assert.equal(withFeDocsCollapsedCategories('.menu { color: red }'), '.menu { color: red }');
});

const CONFIG = `module.exports = {
  title: 'Carets', url: 'https://carets.example', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: false, theme: {customCss: './src/css/custom.css'}}]],
};
`;
const SIDEBARS = `module.exports = { docs: ['a', {type: 'category', label: 'More', collapsed: true, items: ['b']}] };\n`;

const { ctx, u } = useServedSite(() => ({
  'docusaurus.config.js': CONFIG,
  'sidebars.js': SIDEBARS,
  'src/css/custom.css': '.menu__list-item--collapsed .menu__link--sublist { color: rgb(1, 2, 3); }\n',
  'docs/a.md': '# A\n\nText.\n',
  'docs/b.md': '# B\n\nText.\n',
}));

test('the site’s rule on a collapsed category styles a closed category, and not once it is opened', async () => {
  const { page, errors } = await newPage(ctx.browser);
  await page.goto(u('docs/a'));
  const colour = () => page.evaluate(() => getComputedStyle(document.querySelector('nav.sidebar-nav summary.menu__link--sublist')!).color);
  assert.equal(await colour(), 'rgb(1, 2, 3)');
  await page.locator('nav.sidebar-nav summary.menu__link--sublist').click();
  assert.notEqual(await colour(), 'rgb(1, 2, 3)');
  assert.deepEqual(errors, []);
});
