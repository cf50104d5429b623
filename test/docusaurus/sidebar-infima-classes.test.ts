import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle } from '../e2e/client/browser-globals.js';
import { serveFixture, newPage, type ServedSite } from '../e2e/client/fixtures.js';

// Issue 32: a Docusaurus site's CSS targets theme-classic's sidebar markup (Infima's `menu__link`, theme-classic's
// `theme-doc-sidebar-item-link-level-N`…); openapi-docs-demo draws its method badges with `.api-method > .menu__link::before`.
// fe-docs' own sidebar carries those class names beside its own on a Docusaurus site (chrome.infimaClasses).

const CONFIG =
  "module.exports = {title: 'Pets', url: 'https://pets.example', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, theme: {customCss: './src/css/custom.css'}}]]};\n";
const SIDEBARS = `module.exports = {
  api: [
    'intro',
    {type: 'category', label: 'Pets', collapsed: false, items: [
      {type: 'doc', id: 'add-pet', className: 'api-method post'},
      {type: 'doc', id: 'find-pet', className: 'api-method get'},
    ]},
    {type: 'category', label: 'Stores', link: {type: 'doc', id: 'stores'}, items: ['orders']},
    {type: 'category', label: 'Vets', items: ['vets']},
  ],
};
`;
/** A stand-in for the site's installed Infima: its menu rules reach fe-docs' sidebar. */
const INFIMA = `:root { --ifm-menu-color-active: rgb(4, 5, 6); }
.menu__list-item:not(:first-child) { margin-top: 7px; }
.menu__link--active { color: var(--ifm-menu-color-active); }
.menu__link--sublist-caret:after { content: ''; transform: rotate(180deg); }
.menu__list-item--collapsed .menu__link--sublist:after { transform: rotateZ(90deg); }
`;
const CUSTOM_CSS = `.api-method > .menu__link::before { content: "verb"; }
.get > .menu__link::before { content: "get"; }
.theme-doc-sidebar-item-category-level-1 > .menu-category > .menu__link { text-transform: uppercase; }
.menu__link--active:not(.menu__link--sublist) { background-color: rgb(118, 74, 188); }
`;

let browser: Browser;
let site: ServedSite;
before(async () => {
  [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': CONFIG,
      'sidebars.js': SIDEBARS,
      'src/css/custom.css': CUSTOM_CSS,
      'node_modules/infima/dist/css/default/default.css': INFIMA,
      'docs/intro.md': '# Intro\n\nThe pet store.\n',
      'docs/add-pet.md': '# Add a pet\n\nPOST /pet.\n',
      'docs/find-pet.md': '# Find a pet\n\nGET a pet by its id.\n',
      'docs/stores.md': '# Stores\n\nWhere pets are sold.\n',
      'docs/orders.md': '# Orders\n\nBuy a pet.\n',
      'docs/vets.md': '# Vets\n\nWhere pets are cured.\n',
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

test("fe-docs' sidebar on a Docusaurus site carries theme-classic's class names, and the site's rules for them apply", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/find-pet');
  const facts = await page.evaluate(() => {
    const cls = (sel: string) => document.querySelector(sel)?.getAttribute('class') ?? null;
    const before = (sel: string) => getComputedStyle(document.querySelector(sel), '::before').content;
    return {
      nav: cls('nav.sidebar-nav'),
      top: cls('nav.sidebar-nav > ul'),
      nested: cls('nav.sidebar-nav > ul ul'),
      intro: cls('nav.sidebar-nav a[href="/docs/intro"]'),
      introItem: cls('nav.sidebar-nav li:has(> a[href="/docs/intro"])'),
      find: cls('nav.sidebar-nav a[href="/docs/find-pet"]'),
      findCurrent: document.querySelector('nav.sidebar-nav a[href="/docs/find-pet"]')?.getAttribute('aria-current') ?? null,
      findItem: cls('nav.sidebar-nav li:has(> a[href="/docs/find-pet"])'),
      pets: cls('nav.sidebar-nav summary'),
      petsItem: cls('nav.sidebar-nav li:has(> details > summary)'),
      stores: cls('nav.sidebar-nav a[href="/docs/stores"]'),
      storesItem: cls('nav.sidebar-nav li:has(> a[href="/docs/stores"])'),
      active: document.querySelectorAll('nav.sidebar-nav .menu__link--active').length,
      getBadge: before('nav.sidebar-nav a[href="/docs/find-pet"]'),
      postBadge: before('nav.sidebar-nav a[href="/docs/add-pet"]'),
      introBadge: before('nav.sidebar-nav a[href="/docs/intro"]'),
      upper: getComputedStyle(document.querySelector('nav.sidebar-nav summary')).textTransform,
      activeColor: getComputedStyle(document.querySelector('nav.sidebar-nav a[href="/docs/find-pet"]')).color,
      activeBg: getComputedStyle(document.querySelector('nav.sidebar-nav a[href="/docs/find-pet"]')).backgroundColor,
      itemAlign: getComputedStyle(document.querySelector('nav.sidebar-nav li.api-method')).textAlign,
      gap: getComputedStyle(document.querySelector('nav.sidebar-nav li:has(> a[href="/docs/find-pet"])')).marginTop,
    };
  });
  assert.deepEqual(
    { nav: facts.nav, top: facts.top, nested: facts.nested },
    { nav: 'sidebar-nav menu', top: 'menu theme-doc-sidebar-menu menu__list', nested: 'menu menu__list' },
  );
  assert.equal(facts.intro, 'menu-link menu__link');
  assert.equal(facts.introItem, 'menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 menu__list-item');
  assert.equal(facts.find, 'menu-link menu__link menu__link--active', "the page's own link is Infima's active link");
  assert.equal(facts.findCurrent, 'page');
  assert.equal(facts.findItem, 'menu-item theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item api-method get');
  assert.equal(facts.pets, 'menu-category-label menu__link menu__link--sublist menu__link--sublist-caret');
  assert.equal(facts.petsItem, 'menu-item theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item');
  assert.equal(facts.stores, 'menu-link menu-category-link menu__link menu__link--sublist');
  assert.equal(facts.storesItem, 'menu-item menu-item-linked theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item');
  assert.equal(facts.active, 1);
  assert.equal(facts.getBadge, '"get"', "the site's badge rule draws on fe-docs' sidebar");
  assert.equal(facts.postBadge, '"verb"');
  assert.equal(facts.introBadge, 'none');
  assert.equal(facts.upper, 'uppercase');
  assert.equal(facts.activeColor, 'rgb(4, 5, 6)', "Infima's active link colour reaches fe-docs' sidebar");
  // reselect's custom.css: a rule of Infima's specificity on the active link wins, as it does over Infima's own.
  assert.equal(facts.activeBg, 'rgb(118, 74, 188)', "the site's active link background wins over the bridge's");
  assert.equal(facts.gap, '7px', "Infima's menu rules reach fe-docs' sidebar");
  assert.equal(facts.itemAlign, 'start', "fe-docs' own API method badge (.api-method) stays off the sidebar's items");
  assert.deepEqual(errors, []);
});

test("a closed category's caret turns sideways, as Infima turns a collapsed one's", async () => {
  const { page, errors } = await newPage(browser);
  await page.goto(site.url + 'docs/find-pet');
  // Infima turns the caret with a transition: read it once none runs.
  const caret = async (label: string) => {
    await page.waitForFunction(() => document.getAnimations().length === 0);
    return page.evaluate((text) => {
      const summary = [...document.querySelectorAll('nav.sidebar-nav summary')].find((s) => s.textContent === text);
      return getComputedStyle(summary, '::after').transform;
    }, label);
  };
  const [open, closed] = [await caret('Pets'), await caret('Vets')];
  assert.equal(open, 'matrix(-1, 0, 0, -1, 0, 0)', "an open category: Infima's caret as it draws it (180°)");
  assert.match(closed, /^matrix\(0, 1, -1, 0, 0, 0\)$|^matrix\(6\.\d+e-17, 1, -1, 6\.\d+e-17, 0, 0\)$/, `a closed one: 90° (${closed})`);
  await page.click('nav.sidebar-nav summary:text("Vets")');
  assert.equal(await caret('Vets'), open, 'opened, it turns back');
  assert.deepEqual(errors, []);
});
