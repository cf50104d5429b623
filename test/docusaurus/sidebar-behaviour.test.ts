import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle, location, window } from '../e2e/client/browser-globals.js';
import { newPage, serveFixture, type ServedSite } from '../e2e/client/fixtures.js';

/**
 * theme-classic's docs sidebar behaviour without React, on a Docusaurus site of lighthouses: `themeConfig.docs.sidebar`
 * `autoCollapseCategories` and `hideable`, and the docs sidebar in the mobile menu's secondary panel
 * (DocSidebar/Mobile), for fe-docs' own sidebar and drawer, for a site's swizzled DocSidebar and Navbar, and for a
 * swizzled DocSidebar inside fe-docs' own drawer.
 */

const config = (sidebar: string) => `module.exports = {
  title: 'Lights', url: 'https://lights.example', baseUrl: '/beacon/',
  themeConfig: {
    navbar: {items: [{to: 'docs/keepers', label: 'Keepers', position: 'left'}, {href: 'https://tides.example/', label: 'Tides'}]},
    docs: {sidebar: {${sidebar}}},
  },
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
};
`;
const SIDEBARS = `module.exports = {
  lights: [
    'keepers',
    {type: 'category', label: 'Lenses', collapsed: true, items: ['fresnel', 'catoptric']},
    {type: 'category', label: 'Signals', link: {type: 'doc', id: 'signals'}, collapsed: true, items: ['foghorns', 'flashes']},
    {type: 'category', label: 'Towers', collapsed: false, items: ['granite', 'iron']},
  ],
};
`;
const DOCS = {
  'sidebars.js': SIDEBARS,
  'docs/keepers.md': '# Keepers\n\nThe keeper trims the wick at dusk. See [foghorns](./foghorns.md).\n\n## Log\n\nEvery watch is written down.\n',
  'docs/fresnel.md': '# Fresnel lens\n\nConcentric prisms bend the light.\n',
  'docs/catoptric.md': '# Catoptric\n\nMirrors throw the beam.\n',
  'docs/signals.md': '# Signals\n\nEach light has its own rhythm.\n',
  'docs/foghorns.md': '# Foghorns\n\nTwo blasts a minute in fog. Back to [keepers](./keepers.md).\n',
  'docs/flashes.md': '# Flashes\n\nGroup flashing, four every fifteen seconds.\n',
  'docs/granite.md': '# Granite towers\n\nDovetailed blocks resist the sea.\n',
  'docs/iron.md': '# Iron towers\n\nCast-iron plates bolted together.\n',
  'src/pages/index.md': '# Lights\n',
};

/** A DocSidebar of the site's own in theme-classic's shape (DocSidebar/Desktop with its CollapseButton). */
const DOC_SIDEBAR = `import React from 'react';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import DocSidebarItems from '@theme/DocSidebarItems';
import styles from './styles.module.css';

export default function DocSidebar({sidebar, path, onCollapse}) {
  const {docs} = useThemeConfig();
  return (
    <div className={'beam-sidebar ' + styles.sidebar}>
      <nav aria-label="Lighthouse docs" className="menu">
        <ul className={ThemeClassNames.docs.docSidebarMenu + ' menu__list'}>
          <DocSidebarItems items={sidebar} activePath={path} level={1} />
        </ul>
      </nav>
      {docs.sidebar.hideable && (
        <button type="button" title="Fold the beam" aria-label="Fold the beam" className={'button ' + styles.collapseSidebarButton} onClick={onCollapse}>«</button>
      )}
    </div>
  );
}
`;
const DOC_SIDEBAR_CSS = '.sidebar {\n  padding-top: var(--ifm-navbar-height);\n}\n.collapseSidebarButton {\n  display: block;\n}\n';
const DOC_SIDEBAR_ITEMS = `import React from 'react';
import Link from '@docusaurus/Link';
import {Collapsible, useCollapsible} from '@docusaurus/theme-common';
import {isActiveSidebarItem, findFirstSidebarItemLink} from '@docusaurus/theme-common/internal';

const cx = (...names) => names.filter(Boolean).join(' ');

function Category({item, activePath, level}) {
  const active = isActiveSidebarItem(item, activePath);
  const {collapsed} = useCollapsible({initialState: () => (active ? false : item.collapsed)});
  return (
    <li className={cx('menu__list-item', collapsed && 'menu__list-item--collapsed')}>
      <div className="menu__list-item-collapsible">
        <Link className={cx('menu__link menu__link--sublist', !item.href && 'menu__link--sublist-caret', active && 'menu__link--active')}
          aria-expanded={!collapsed} href={item.href ?? findFirstSidebarItemLink(item)}>{item.label}</Link>
        {item.href && <button type="button" className="clean-btn menu__caret" aria-label={'Toggle ' + item.label} />}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} />
      </Collapsible>
    </li>
  );
}

export default function DocSidebarItems({items, activePath, level}) {
  return items.map((item, i) =>
    item.type === 'category' ? (
      <Category key={i} item={item} activePath={activePath} level={level} />
    ) : (
      <li key={i} className="menu__list-item">
        <Link className={cx('menu__link', isActiveSidebarItem(item, activePath) && 'menu__link--active')}
          aria-current={isActiveSidebarItem(item, activePath) ? 'page' : undefined} to={item.href}>{item.label}</Link>
      </li>
    ),
  );
}
`;
/** A Navbar of the site's own with theme-classic's mobile menu markup: primary and secondary panels, back button. */
const NAVBAR = `import React from 'react';
import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';

export default function Navbar() {
  const {items} = useThemeConfig().navbar;
  const links = items.map((item, i) => (
    <li key={i} className="menu__list-item"><Link className="menu__link" to={item.to} href={item.href}>{item.label}</Link></li>
  ));
  return (
    <nav aria-label="Main" className="navbar navbar--fixed-top">
      <div className="navbar__inner">
        <button aria-label="Toggle navigation bar" aria-expanded="false" className="navbar__toggle clean-btn" type="button">≡</button>
        <Link className="navbar__brand" to="/">Lights</Link>
      </div>
      <div role="presentation" className="navbar-sidebar__backdrop" />
      <div className="navbar-sidebar">
        <div className="navbar-sidebar__brand">
          <button type="button" aria-label="Close navigation bar" className="clean-btn navbar-sidebar__close">×</button>
        </div>
        <div className="navbar-sidebar__items">
          <div className="navbar-sidebar__item menu"><ul className="menu__list">{links}</ul></div>
          <div className="navbar-sidebar__item menu">
            <button type="button" className="clean-btn navbar-sidebar__back">← Back to main menu</button>
          </div>
        </div>
      </div>
    </nav>
  );
}
`;
const SITE_SIDEBAR_FILES = {
  'src/theme/DocSidebar/index.js': DOC_SIDEBAR,
  'src/theme/DocSidebar/styles.module.css': DOC_SIDEBAR_CSS,
  'src/theme/DocSidebarItems/index.js': DOC_SIDEBAR_ITEMS,
};

const BOTH = 'hideable: true, autoCollapseCategories: true';

let browser: Browser;
const sites: ServedSite[] = [];
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await Promise.all(sites.map((s) => s.close()));
});

async function serve(files: Record<string, string>): Promise<ServedSite> {
  const site = await serveFixture(files);
  sites.push(site);
  return site;
}

async function open(site: ServedSite, path: string, width = 1280): Promise<{ page: Page; errors: Error[] }> {
  const { page, errors } = await newPage(browser, { width, height: 800 });
  await page.goto(site.url + path);
  await page.waitForLoadState('networkidle'); // the chunks the page loads for its sidebar
  return { page, errors };
}

/** Which of fe-docs' own sidebar categories are open (their labels), in the page's sidebar or the drawer's copy. */
const openDetails = (page: Page, within: string) =>
  page.evaluate(
    // A category's label: its summary, or the link beside it when it has a page of its own.
    (sel) =>
      [...document.querySelectorAll(`${sel} details.menu-category`)]
        .filter((d) => d.open)
        .map((d) => (d.previousElementSibling?.matches('a.menu-category-link') ? d.previousElementSibling : d.querySelector('summary')).textContent.trim()),
    within,
  );

/** Which theme-classic categories are expanded (their labels), and whether each list's display agrees. */
const expandedItems = (page: Page, within: string) =>
  page.evaluate((sel) => {
    const items = [...document.querySelectorAll(`${sel} li.menu__list-item`)].filter((li) => li.querySelector(':scope > ul'));
    return items
      .filter((li) => !li.classList.contains('menu__list-item--collapsed'))
      .map((li) => {
        const link = li.querySelector(':scope > .menu__list-item-collapsible > a');
        const shown = getComputedStyle(li.querySelector(':scope > ul')).display !== 'none';
        return `${link.textContent}${link.getAttribute('aria-expanded') === 'true' && shown ? '' : ' (inconsistent)'}`;
      });
  }, within);

describe("fe-docs' own sidebar with hideable and autoCollapseCategories", () => {
  let site: ServedSite;
  before(async () => {
    site = await serve({ 'docusaurus.config.js': config(BOTH), ...DOCS });
  });

  test('expanding a category collapses its open siblings; the categories open at load stay until then', async () => {
    const { page, errors } = await open(site, 'docs/keepers');
    // As built: Towers is `collapsed: false`, the others closed.
    assert.deepEqual(await openDetails(page, '.doc-sidebar'), ['Towers']);
    await page.locator('.doc-sidebar summary', { hasText: 'Lenses' }).click();
    assert.deepEqual(await openDetails(page, '.doc-sidebar'), ['Lenses']);
    // The keyboard: Enter on a focused summary does the same.
    await page.locator('.doc-sidebar summary', { hasText: 'Signals' }).focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await openDetails(page, '.doc-sidebar'), ['Signals']);
    // Closing one leaves the others as they are.
    await page.keyboard.press('Enter');
    assert.deepEqual(await openDetails(page, '.doc-sidebar'), []);
    // A <details> in the content is not a sidebar category and is left alone.
    assert.deepEqual(errors, []);
  });

  test('the collapse button hides the sidebar, the strip shows it again, the main column widens; the state lasts across doc pages, not a reload', async () => {
    const { page, errors } = await open(site, 'docs/keepers');
    const collapse = page.locator('button.doc-sidebar-collapse');
    const expand = page.locator('button.doc-sidebar-expand');
    const geometry = () =>
      page.evaluate(() => ({
        aside: document.querySelector('aside.doc-sidebar').getBoundingClientRect().width,
        main: document.querySelector('main').getBoundingClientRect().width,
        article: document.querySelector('.doc-container').getBoundingClientRect().width,
      }));
    assert.equal(await collapse.getAttribute('aria-label'), 'Collapse sidebar');
    assert.equal(await collapse.getAttribute('aria-expanded'), 'true');
    assert.equal(await expand.isVisible(), false);
    const shown = await geometry();
    // Keyboard: the button is reached and pressed with Enter.
    await collapse.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width <= 31);
    const hidden = await geometry();
    assert.ok(hidden.main > shown.main + 200, JSON.stringify({ shown, hidden }));
    assert.ok(hidden.article > shown.article, JSON.stringify({ shown, hidden }));
    assert.equal(await expand.isVisible(), true);
    assert.ok(await expand.evaluate((b) => b === document.activeElement), 'the focus moves to the expand strip');
    assert.equal(await expand.getAttribute('aria-label'), 'Expand sidebar');
    assert.equal(await page.locator('nav.sidebar-nav').evaluate((n) => (n as unknown as { inert: boolean }).inert && getComputedStyle(n).display), 'none');
    assert.equal(await collapse.getAttribute('aria-expanded'), 'false');
    // A client-side navigation to another doc keeps it hidden (Docusaurus' DocRoot state)…
    await page.evaluate(() => ((window as unknown as { lightsMarker: number }).lightsMarker = 1));
    await page.locator('main a', { hasText: 'foghorns' }).click();
    await page.waitForFunction(() => location.pathname.endsWith('/docs/foghorns'));
    await page.locator('main h1', { hasText: 'Foghorns' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { lightsMarker?: number }).lightsMarker), 1, 'no full page load');
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').classList.contains('doc-sidebar--hidden'));
    assert.equal(await expand.isVisible(), true);
    // …Space on the strip shows the sidebar again, the focus back on the collapse button.
    await expand.focus();
    await page.keyboard.press(' ');
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width > 200);
    assert.ok(await collapse.evaluate((b) => b === document.activeElement));
    assert.equal(await page.locator('nav.sidebar-nav').evaluate((n) => (n as unknown as { inert: boolean }).inert), false);
    // A page the site's link loads in full (the router cannot swap a site's own Layout) takes the state up too…
    await collapse.click();
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width <= 31);
    await page.evaluate(() => location.assign(location.pathname.replace('foghorns', 'signals')));
    await page.waitForFunction(() => location.pathname.endsWith('/docs/signals') && document.readyState === 'complete');
    await page.waitForLoadState('networkidle');
    assert.equal(await page.evaluate(() => (window as unknown as { lightsMarker?: number }).lightsMarker), undefined, 'a full page load');
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width <= 31);
    // …but a reload does not: the sidebar is back, as Docusaurus keeps the state in memory only.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width > 200);
    assert.deepEqual(errors, []);
  });

  test("at 400 px the drawer's secondary panel holds the docs sidebar, and expanding there collapses its siblings too", async () => {
    const { page, errors } = await open(site, 'docs/fresnel', 400);
    await page.locator('.navbar-toggle').click();
    const secondary = page.locator('.drawer-secondary');
    await secondary.waitFor({ state: 'visible' });
    assert.equal(await page.evaluate(() => document.activeElement.closest('.drawer-secondary') && document.activeElement.textContent), 'Fresnel lens');
    assert.deepEqual(await openDetails(page, '.drawer-secondary'), ['Lenses', 'Towers']);
    await page.locator('.drawer-secondary summary', { hasText: 'Lenses' }).click();
    assert.deepEqual(await openDetails(page, '.drawer-secondary'), ['Towers']);
    await page.locator('.drawer-secondary summary', { hasText: 'Lenses' }).click();
    assert.deepEqual(await openDetails(page, '.drawer-secondary'), ['Lenses']);
    await page.locator('.drawer-back').click();
    await page.locator('.drawer-primary').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator('#nav-drawer').waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
  });
});

describe("a site's own DocSidebar and Navbar (theme-classic markup)", () => {
  let site: ServedSite;
  before(async () => {
    site = await serve({ 'docusaurus.config.js': config(BOTH), ...DOCS, ...SITE_SIDEBAR_FILES, 'src/theme/Navbar/index.js': NAVBAR });
  });

  test('a caret or caret link expanding a category collapses its expanded siblings', async () => {
    const { page, errors } = await open(site, 'docs/fresnel');
    const aside = 'aside.doc-sidebar';
    assert.deepEqual(await expandedItems(page, aside), ['Lenses', 'Towers']);
    await page.locator('button.menu__caret[aria-label="Toggle Signals"]').click();
    assert.deepEqual(await expandedItems(page, aside), ['Signals']);
    // The keyboard: Enter on the caret link of a category without a page.
    await page.locator(`${aside} a.menu__link--sublist-caret`, { hasText: 'Towers' }).focus();
    await page.keyboard.press('Enter');
    assert.deepEqual(await expandedItems(page, aside), ['Towers']);
    assert.ok((await page.evaluate(() => location.pathname)).endsWith('/docs/fresnel'));
    // Collapsing expands nothing else.
    await page.keyboard.press('Enter');
    assert.deepEqual(await expandedItems(page, aside), []);
    assert.deepEqual(errors, []);
  });

  test("the site's collapse button hides its sidebar behind the expand strip, which brings it back", async () => {
    const { page, errors } = await open(site, 'docs/keepers');
    const collapse = page.locator('button[class*="collapseSidebarButton"]');
    const expand = page.locator('button.doc-sidebar-expand');
    const mainWidth = () => page.evaluate(() => document.querySelector('main').getBoundingClientRect().width);
    const before = await mainWidth();
    await collapse.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width <= 31);
    assert.ok((await mainWidth()) > before + 200);
    assert.equal(await collapse.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.locator('.beam-sidebar').evaluate((s) => getComputedStyle(s).visibility), 'hidden');
    assert.ok(await expand.evaluate((b) => b === document.activeElement));
    // The strip fills the sidebar's sticky viewport and is visible.
    const strip = await expand.boundingBox();
    assert.ok(strip && strip.width >= 29 && strip.height > 400, JSON.stringify(strip));
    await expand.click();
    await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width >= 299);
    assert.equal(await page.locator('.beam-sidebar').evaluate((s) => getComputedStyle(s).visibility), 'visible');
    assert.equal(await expand.isVisible(), false);
    assert.deepEqual(errors, []);
  });

  test('at 400 px the mobile menu opens on the docs sidebar (secondary panel); back, keyboard, caret and links', async () => {
    const { page, errors } = await open(site, 'docs/fresnel', 400);
    const items = page.locator('.navbar-sidebar__items');
    const panel = '.navbar-sidebar__item:nth-child(2)';
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    assert.match((await items.getAttribute('class')) ?? '', /navbar-sidebar__items--show-secondary/);
    // The page's sidebar list, after the back button; the focus on the page's own entry; the primary panel inert.
    assert.deepEqual(await page.locator(`${panel} .theme-doc-sidebar-menu > li > a, ${panel} .theme-doc-sidebar-menu > li > div > a`).allInnerTexts(), [
      'Keepers',
      'Lenses',
      'Signals',
      'Towers',
    ]);
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Fresnel lens');
    assert.equal(await page.locator('.navbar-sidebar__item:nth-child(1)').evaluate((p) => (p as unknown as { inert: boolean }).inert), true);
    // The panel slides in (a CSS transition): wait for it to settle, on a loaded machine it is still moving at first.
    await page
      .waitForFunction(
        (sel) => {
          const x = document.querySelector(sel)!.getBoundingClientRect().x;
          return x >= -1 && x < 50;
        },
        panel,
        { timeout: 10_000 },
      )
      .catch(() => {});
    const secondaryBox = await page.locator(panel).boundingBox();
    assert.ok(secondaryBox && secondaryBox.x >= -1 && secondaryBox.x < 50, `secondary panel in view: ${JSON.stringify(secondaryBox)}`);
    // A caret in the copy expands its category (siblings collapse) and keeps the menu open, as does a caret link.
    await page.locator(`${panel} button.menu__caret[aria-label="Toggle Signals"]`).click();
    assert.deepEqual(await expandedItems(page, panel), ['Signals']);
    await page.locator(`${panel} a.menu__link--sublist-caret`, { hasText: 'Towers' }).click();
    assert.deepEqual(await expandedItems(page, panel), ['Towers']);
    assert.ok(await page.evaluate(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show')));
    // Back to the main menu, by keyboard.
    await page.locator('.navbar-sidebar__back').focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar__items').classList.contains('navbar-sidebar__items--show-secondary'));
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Keepers');
    assert.equal(await page.locator(panel).evaluate((p) => (p as unknown as { inert: boolean }).inert), true);
    // Escape closes; opening again shows the docs sidebar again, as Docusaurus does.
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    assert.ok(await toggle.evaluate((t) => t === document.activeElement));
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar__items').classList.contains('navbar-sidebar__items--show-secondary'));
    assert.equal(await page.locator(`${panel} .theme-doc-sidebar-menu`).count(), 1, 'one copy, not one per opening');
    // A doc link closes the menu and goes there.
    await page.locator(`${panel} a`, { hasText: 'Iron towers' }).click();
    await page.waitForFunction(() => location.pathname.endsWith('/docs/iron'));
    await page.waitForFunction(() => !document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    assert.deepEqual(errors, []);
  });

  test('on a page without a docs sidebar the mobile menu shows its primary panel', async () => {
    const { page, errors } = await open(site, '', 400);
    await page.locator('.navbar__toggle').click();
    await page.waitForFunction(() => document.querySelector('nav.navbar').classList.contains('navbar-sidebar--show'));
    assert.doesNotMatch((await page.locator('.navbar-sidebar__items').getAttribute('class')) ?? '', /show-secondary/);
    assert.equal(await page.locator('.navbar-sidebar .theme-doc-sidebar-menu').count(), 0);
    assert.deepEqual(errors, []);
  });
});

test("a site's DocSidebar inside fe-docs' own drawer: its list in the secondary panel, carets keep the drawer open", async () => {
  const site = await serve({ 'docusaurus.config.js': config('autoCollapseCategories: true'), ...DOCS, ...SITE_SIDEBAR_FILES });
  const { page, errors } = await open(site, 'docs/fresnel', 400);
  // Not hideable: no buttons for it.
  assert.equal(await page.locator('.doc-sidebar-collapse, .doc-sidebar-expand').count(), 0);
  await page.locator('.navbar-toggle').click();
  const secondary = page.locator('.drawer-secondary');
  await secondary.waitFor({ state: 'visible' });
  assert.equal(await secondary.locator('.theme-doc-sidebar-menu').count(), 1);
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Fresnel lens');
  await secondary.locator('button.menu__caret[aria-label="Toggle Signals"]').click();
  assert.deepEqual(await expandedItems(page, '.drawer-secondary'), ['Signals']);
  await secondary.locator('a.menu__link--sublist-caret', { hasText: 'Towers' }).click();
  assert.deepEqual(await expandedItems(page, '.drawer-secondary'), ['Towers']);
  assert.equal(await page.locator('#nav-drawer').isVisible(), true, 'a caret link does not close the drawer');
  await secondary.locator('a', { hasText: 'Granite towers' }).click();
  await page.waitForFunction(() => location.pathname.endsWith('/docs/granite'));
  await page.locator('#nav-drawer').waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
});

test("a site's wrapper of @theme-original/DocSidebar gets fe-docs' collapse button, and the strip shows at the top of the window", async () => {
  const wrapper =
    "import React from 'react';\nimport DocSidebar from '@theme-original/DocSidebar';\n" +
    'export default (props) => <div className="lamp-wrap"><DocSidebar {...props} /></div>;\n';
  const site = await serve({ 'docusaurus.config.js': config('hideable: true'), ...DOCS, 'src/theme/DocSidebar/index.js': wrapper });
  const { page, errors } = await open(site, 'docs/keepers');
  const collapse = page.locator('.lamp-wrap button.doc-sidebar-collapse');
  assert.equal(await collapse.count(), 1, "the original DocSidebar brings the collapse button, as theme-classic's does");
  await collapse.click();
  await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width <= 31);
  const strip = await page.locator('button.doc-sidebar-expand').boundingBox();
  const navbarBottom = await page.evaluate(() => document.querySelector('header.navbar').getBoundingClientRect().bottom);
  assert.ok(strip && Math.abs(strip.y - navbarBottom) <= 1 && strip.height > 400, JSON.stringify({ strip, navbarBottom }));
  assert.equal(await page.locator('.lamp-wrap').isVisible(), false);
  await page.locator('button.doc-sidebar-expand').click();
  await page.waitForFunction(() => document.querySelector('aside.doc-sidebar').getBoundingClientRect().width > 200);
  assert.equal(await page.locator('.lamp-wrap nav.sidebar-nav').isVisible(), true);
  assert.deepEqual(errors, []);
});
