import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildPages } from '../helpers/built-pages.js';
import { launchBrowser } from '../helpers/browser.js';
import { document, getComputedStyle, location } from '../e2e/client/browser-globals.js';
import { newPage, serveFixture } from '../e2e/client/fixtures.js';

/**
 * A Docusaurus site's swizzled `src/theme/DocSidebar` renders in place of fe-docs' sidebar, with the props Docusaurus'
 * DocRoot/Layout/Sidebar gives it (the page's `PropSidebar` items, its pathname, `onCollapse`, `isHidden`).
 */

const CONFIG = `module.exports = {
  title: 'Kites', url: 'https://kites.example', baseUrl: '/fly/',
  themeConfig: {docs: {sidebar: {hideable: true}}},
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
};
`;
const SIDEBARS = `module.exports = {
  kites: [
    'lines',
    {type: 'category', label: 'Frames', collapsed: true, items: ['spars', 'sails']},
    {type: 'category', label: 'Flying', link: {type: 'doc', id: 'flying'}, collapsed: true, items: ['wind']},
    {type: 'link', label: 'Kite club', href: 'https://club.example/'},
  ],
};
`;
const DOCS = {
  'sidebars.js': SIDEBARS,
  'docs/lines.md': '# Lines\n\nBraided line does not stretch.\n',
  'docs/spars.md': '# Spars\n\nCarbon spars are light.\n',
  'docs/sails.md': '# Sails\n\nRipstop nylon.\n',
  'docs/flying.md': '# Flying\n\nStand with the wind at your back.\n',
  'docs/wind.md': '# Wind\n\nFive to twenty km/h.\n',
  'src/pages/index.md': '# Kites\n',
};

/** theme-classic's DocSidebar/Desktop: the sidebar starts a navbar's height down (its container is raised under the navbar). */
const DOC_SIDEBAR_CSS = '.sidebar {\n  padding-top: var(--ifm-navbar-height);\n}\n';

/** A small DocSidebar of the site's own, in theme-classic's shape: items, categories that collapse, the active link. */
const DOC_SIDEBAR = `import React from 'react';
import {useWindowSize, ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useDocsSidebar} from '@docusaurus/theme-common/internal';
import Translate, {translate} from '@docusaurus/Translate';
import DocSidebarItems from '@theme/DocSidebarItems';
import styles from './styles.module.css';

export default function DocSidebar({sidebar, path, onCollapse, isHidden}) {
  const size = useWindowSize();
  const {name} = useDocsSidebar();
  const {docs} = useThemeConfig();
  return (
    <div className={'kite-sidebar ' + styles.sidebar} data-size={size} data-name={name} data-path={path} data-hidden={String(isHidden)}>
      <nav aria-label={translate({id: 'kites.sidebar.label', message: 'Kite docs'})} className="menu">
        <ul className={ThemeClassNames.docs.docSidebarMenu + ' menu__list'}>
          <DocSidebarItems items={sidebar} activePath={path} level={1} />
        </ul>
      </nav>
      {docs.sidebar.hideable && typeof onCollapse === 'function' && <button type="button" className="kite-collapse"><Translate id="kites.sidebar.hide">Hide</Translate></button>}
    </div>
  );
}
`;
const DOC_SIDEBAR_ITEMS = `import React from 'react';
import Link from '@docusaurus/Link';
import {Collapsible, useCollapsible} from '@docusaurus/theme-common';
import {isActiveSidebarItem, findFirstSidebarItemLink, useVisibleSidebarItems} from '@docusaurus/theme-common/internal';

const clsx = (...names) => names.filter(Boolean).join(' ');

function Category({item, activePath, level, tabIndex}) {
  const active = isActiveSidebarItem(item, activePath);
  const {collapsed} = useCollapsible({initialState: () => (active ? false : item.collapsed)});
  return (
    <li className={clsx('menu__list-item', 'kite-level-' + level, collapsed && 'menu__list-item--collapsed')}>
      <div className="menu__list-item-collapsible">
        <Link className={clsx('menu__link menu__link--sublist', !item.href && 'menu__link--sublist-caret', active && 'menu__link--active')}
          aria-expanded={!collapsed} tabIndex={tabIndex} href={item.href ?? findFirstSidebarItemLink(item)}>{item.label}</Link>
        {item.href && <button type="button" className="clean-btn menu__caret" aria-label={'Toggle ' + item.label} />}
      </div>
      <Collapsible lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} tabIndex={collapsed ? -1 : 0} />
      </Collapsible>
    </li>
  );
}

export default function DocSidebarItems({items, activePath, level, tabIndex}) {
  return useVisibleSidebarItems(items, activePath).map((item, i) =>
    item.type === 'category' ? (
      <Category key={i} item={item} activePath={activePath} level={level} tabIndex={tabIndex} />
    ) : (
      <li key={i} className={'menu__list-item kite-level-' + level}>
        <Link className={clsx('menu__link', isActiveSidebarItem(item, activePath) && 'menu__link--active')}
          aria-current={isActiveSidebarItem(item, activePath) ? 'page' : undefined} to={item.href} tabIndex={tabIndex}
          data-doc={item.docId}>{item.label}</Link>
      </li>
    ),
  );
}
`;

async function built(files: Record<string, string>, pages: string[]) {
  return buildPages({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files }, pages);
}

/** The sidebar's `<aside>`, from its start to its end. */
function asideOf(html: string): string {
  const start = html.indexOf('<aside class="doc-sidebar');
  assert.ok(start >= 0, 'the page has a docs sidebar');
  return html.slice(start, html.indexOf('</aside>', start) + '</aside>'.length);
}

/** Every link of the markup: its text (up to a first element: fe-docs' Link adds a new-tab note), href, state. */
const linksOf = (html: string) =>
  [...html.matchAll(/<a ([^>]*)>([^<]*)/g)].map(([, attrs, text]) => {
    const href = /href="([^"]*)"/.exec(attrs)?.[1];
    return `${text}@${href}${/aria-current="page"/.test(attrs) ? ' (current)' : ''}${/menu__link--active/.test(attrs) ? ' (active)' : ''}`;
  });

test("a site's swizzled DocSidebar renders in fe-docs' doc page with Docusaurus' props: items, active link, categories", async () => {
  const { result, html } = await built(
    {
      'src/theme/DocSidebar/index.js': DOC_SIDEBAR,
      'src/theme/DocSidebar/styles.module.css': DOC_SIDEBAR_CSS,
      'src/theme/DocSidebarItems/index.js': DOC_SIDEBAR_ITEMS,
    },
    ['docs/sails', 'docs/lines', 'docs/flying'],
  );
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  assert.deepEqual(
    result.diagnostics.filter((d) => d.code.startsWith('theme-override')).map((d) => d.message),
    [],
    'the DocSidebar and the DocSidebarItems it imports are used',
  );

  const sails = asideOf(html['docs/sails']);
  // fe-docs' own sidebar is not rendered; the site's is, inside Docusaurus' sidebar container class.
  assert.doesNotMatch(html['docs/sails'], /class="sidebar-nav[ "]/);
  assert.match(sails, /^<aside class="doc-sidebar theme-doc-sidebar-container"/);
  assert.match(sails, /<div class="kite-sidebar sidebar_[\w-]+" data-size="ssr" data-name="kites" data-path="\/fly\/docs\/sails" data-hidden="false">/);
  assert.match(sails, /<ul class="theme-doc-sidebar-menu menu__list">/);
  assert.match(sails, /<button type="button" class="kite-collapse">Hide<\/button>/, 'onCollapse is a function; themeConfig read');
  // Every item in sidebar order, hrefs with the base URL, the page's link current and its category active.
  assert.deepEqual(linksOf(sails), [
    'Lines@/fly/docs/lines',
    'Frames@/fly/docs/spars (active)',
    'Spars@/fly/docs/spars',
    'Sails@/fly/docs/sails (current) (active)',
    'Flying@/fly/docs/flying',
    'Wind@/fly/docs/wind',
    'Kite club@https://club.example/',
  ]);
  assert.match(sails, /data-doc="sails"/, 'doc links carry their docId');
  // The active category is open; the other (collapsed: true) is collapsed, its items in the page but hidden.
  assert.match(
    sails,
    /<li class="menu__list-item kite-level-1"><div class="menu__list-item-collapsible"><a href="\/fly\/docs\/spars" class="menu__link menu__link--sublist menu__link--sublist-caret menu__link--active" aria-expanded="true">Frames<\/a><\/div>/,
  );
  assert.match(
    sails,
    /<li class="menu__list-item kite-level-1 menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a href="\/fly\/docs\/flying" class="menu__link menu__link--sublist" aria-expanded="false">Flying<\/a><button type="button" class="clean-btn menu__caret"/,
  );
  assert.match(
    sails,
    /<ul style="display:none;overflow:hidden;height:0px" class="menu__list"><li class="menu__list-item kite-level-2"><a href="\/fly\/docs\/wind" class="menu__link"/,
  );
  assert.match(
    sails,
    /<ul style="display:block;overflow:visible;height:auto" class="menu__list"><li class="menu__list-item kite-level-2"><a href="\/fly\/docs\/spars" class="menu__link"/,
  );

  // Another page: its own link current, both categories collapsed.
  const lines = asideOf(html['docs/lines']);
  assert.deepEqual(
    linksOf(lines).filter((l) => l.includes('(')),
    ['Lines@/fly/docs/lines (current) (active)'],
  );
  assert.equal(lines.split('menu__list-item--collapsed').length - 1, 2);
  // A category's own page: the category is active (and open).
  const flying = asideOf(html['docs/flying']);
  assert.deepEqual(
    linksOf(flying).filter((l) => l.includes('(')),
    ['Flying@/fly/docs/flying (active)'],
  );
  // The doc content is still there, once.
  // (in the body: the head's description is that first line too, as in Docusaurus)
  assert.equal(html['docs/sails'].slice(html['docs/sails'].indexOf('<body')).split('Ripstop nylon.').length - 1, 1);
});

test("a DocSidebar wrapping @theme-original/DocSidebar gets fe-docs' own sidebar inside its markup", async () => {
  const wrapper = `import React from 'react';
import DocSidebar from '@theme-original/DocSidebar';
export default function Wrapper(props) {
  return <div className="kite-wrap"><p className="kite-count">{props.sidebar.length} entries at {props.path}</p><DocSidebar {...props} /></div>;
}
`;
  const { result, html } = await built({ 'src/theme/DocSidebar/index.js': wrapper }, ['docs/wind']);
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  const aside = asideOf(html['docs/wind']);
  assert.match(aside, /<p class="kite-count">4 entries at \/fly\/docs\/wind<\/p><nav class="sidebar-nav menu"/);
  assert.match(aside, /<a href="\/fly\/docs\/wind" aria-current="page"/);

  // In Chromium: fe-docs' own sidebar keeps its place and stickiness (Docusaurus' raised frame is for the site's markup).
  const passThrough =
    "import React from 'react';\nimport DocSidebar from '@theme-original/DocSidebar';\nexport default (props) => <DocSidebar {...props} />;\n";
  const [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({ 'docusaurus.config.js': CONFIG, ...DOCS, 'src/theme/DocSidebar/index.js': passThrough }),
  ]);
  try {
    const { page, errors } = await newPage(browser, { height: 300 });
    await page.goto(site.url + 'docs/wind');
    const geometry = () =>
      page.evaluate(() => ({
        navbarBottom: document.querySelector('header.navbar').getBoundingClientRect().bottom,
        firstTop: document.querySelector('nav.sidebar-nav a').getBoundingClientRect().top,
      }));
    const top = await geometry();
    assert.ok(top.firstTop >= top.navbarBottom, JSON.stringify(top));
    await page.evaluate(() => document.scrollingElement.scrollTo(0, 120));
    await page.waitForFunction(() => document.scrollingElement.scrollTop > 0);
    const scrolled = await geometry();
    assert.ok(scrolled.firstTop >= scrolled.navbarBottom, `still below the navbar after scrolling: ${JSON.stringify(scrolled)}`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await site.close();
  }
});

test('a DocSidebar that imports what fe-docs does not provide is named in a warning, and fe-docs draws its own sidebar', async () => {
  const broken = `import React from 'react';
import {useDocsSidebar,
  useSidebarKiteWind} from '@docusaurus/theme-common/internal';
export default function DocSidebar() {
  return <nav className="never-here">{useSidebarKiteWind(useDocsSidebar())}</nav>;
}
`;
  const { result, html } = await built({ 'src/theme/DocSidebar/index.js': broken }, ['docs/lines']);
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  const said = result.diagnostics.find((d) => d.code === 'theme-override-unsupported' && d.message.includes('useSidebarKiteWind'));
  assert.ok(said, JSON.stringify(result.diagnostics.map((d) => d.message)));
  assert.equal(said.severity, 'warning');
  assert.equal(said.position?.file, 'src/theme/DocSidebar/index.js');
  assert.equal(said.position?.line, 3);
  assert.match(said.message, /src\/theme\/DocSidebar\/index\.js/);
  assert.doesNotMatch(html['docs/lines'], /never-here/);
  assert.match(asideOf(html['docs/lines']), /^<aside class="doc-sidebar" aria-label="[^"]+"[^>]*><nav class="sidebar-nav menu"/);
});

test("in Chromium, the site's sidebar categories expand and collapse without React: caret, caret link, keyboard", async () => {
  const [browser, site] = await Promise.all([
    launchBrowser(),
    serveFixture({
      'docusaurus.config.js': CONFIG,
      ...DOCS,
      'src/theme/DocSidebar/index.js': DOC_SIDEBAR,
      'src/theme/DocSidebar/styles.module.css': DOC_SIDEBAR_CSS,
      'src/theme/DocSidebarItems/index.js': DOC_SIDEBAR_ITEMS,
    }),
  ]);
  try {
    const { page, errors } = await newPage(browser);
    await page.goto(site.url + 'docs/sails');
    const state = () =>
      page.evaluate(() => {
        const link = (text: string) => [...document.querySelectorAll('.kite-sidebar a')].find((a: { textContent: string }) => a.textContent === text);
        const shown = (text: string) => getComputedStyle(link(text).closest('ul')).display !== 'none';
        return {
          wind: shown('Wind'),
          spars: shown('Spars'),
          windTab: link('Wind').tabIndex,
          flying: link('Flying').getAttribute('aria-expanded'),
          frames: link('Frames').getAttribute('aria-expanded'),
          flyingCollapsed: link('Flying').closest('li').classList.contains('menu__list-item--collapsed'),
          path: location.pathname,
        };
      });
    // Docusaurus' frame: the sidebar beside the content, its first entry below the navbar (not under it).
    const frame = await page.evaluate(() => ({
      navbarBottom: document.querySelector('header.navbar').getBoundingClientRect().bottom,
      firstTop: document.querySelector('.kite-sidebar a').getBoundingClientRect().top,
      sidebarRight: document.querySelector('aside.theme-doc-sidebar-container').getBoundingClientRect().right,
      mainLeft: document.querySelector('main').getBoundingClientRect().left,
    }));
    assert.ok(frame.firstTop >= frame.navbarBottom - 1, JSON.stringify(frame));
    assert.ok(frame.mainLeft >= frame.sidebarRight - 1, JSON.stringify(frame));
    // As built: the page's category open, the other collapsed with its items hidden (Docusaurus' SSR style, allowed by the CSP).
    assert.deepEqual(await state(), { wind: false, spars: true, windTab: -1, flying: 'false', frames: 'true', flyingCollapsed: true, path: '/fly/docs/sails' });
    // The caret beside a category with a page expands it.
    await page.click('button.menu__caret[aria-label="Toggle Flying"]');
    assert.deepEqual(await state(), { wind: true, spars: true, windTab: 0, flying: 'true', frames: 'true', flyingCollapsed: false, path: '/fly/docs/sails' });
    await page.getByRole('link', { name: 'Wind' }).waitFor({ state: 'visible' });
    // A category without a page: its link is the caret (it collapses, the page stays).
    await page.click('a.menu__link--sublist-caret');
    const folded = await state();
    assert.equal(folded.spars, false);
    assert.equal(folded.frames, 'false');
    assert.equal(folded.path, '/fly/docs/sails');
    // The keyboard: Enter on the focused caret collapses Flying again.
    await page.focus('button.menu__caret[aria-label="Toggle Flying"]');
    await page.keyboard.press('Enter');
    const again = await state();
    assert.equal(again.wind, false);
    assert.equal(again.flying, 'false');
    assert.equal(again.windTab, -1);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    await site.close();
  }
});

test("a locale's sidebar labels come from the docs plugin's translation file, its translate() messages from code.json", async () => {
  const i18nConfig = CONFIG.replace('themeConfig:', "i18n: {defaultLocale: 'en', locales: ['en', 'fr']},\n  themeConfig:");
  const translations = JSON.stringify({
    'version.label': { message: 'Suivante' },
    'sidebar.kites.category.Frames': { message: 'Armatures', description: 'The label for category Frames in sidebar kites' },
    'sidebar.kites.link.Kite club': { message: 'Club de cerf-volant' },
  });
  const code = JSON.stringify({ 'kites.sidebar.label': { message: 'Docs des cerfs-volants' }, 'kites.sidebar.hide': { message: 'Masquer' } });
  const files = {
    'docusaurus.config.js': i18nConfig,
    'i18n/fr/docusaurus-plugin-content-docs/current.json': translations,
    'i18n/fr/code.json': code,
  };
  const own = await built(files, ['fr/docs/sails', 'docs/sails']);
  assert.equal(own.result.ok, true, JSON.stringify(own.result.diagnostics));
  const fr = asideOf(own.html['fr/docs/sails']);
  assert.match(fr, /<summary class="menu-category-label[^"]*">Armatures<\/summary>/);
  assert.match(fr, />Club de cerf-volant</);
  assert.doesNotMatch(fr, />Frames<|>Kite club</);
  // The default locale keeps the labels as written.
  assert.match(asideOf(own.html['docs/sails']), /<summary class="menu-category-label[^"]*">Frames<\/summary>/);

  const swizzled = await built(
    {
      ...files,
      'src/theme/DocSidebar/index.js': DOC_SIDEBAR,
      'src/theme/DocSidebar/styles.module.css': DOC_SIDEBAR_CSS,
      'src/theme/DocSidebarItems/index.js': DOC_SIDEBAR_ITEMS,
    },
    ['fr/docs/sails', 'docs/sails'],
  );
  assert.equal(swizzled.result.ok, true, JSON.stringify(swizzled.result.diagnostics));
  // The site's translate() and <Translate> read the locale's code.json; the default locale keeps the messages.
  assert.match(swizzled.html['fr/docs/sails'], /<nav aria-label="Docs des cerfs-volants" class="menu">/);
  assert.match(swizzled.html['fr/docs/sails'], /<button type="button" class="kite-collapse">Masquer<\/button>/);
  assert.match(swizzled.html['docs/sails'], /<nav aria-label="Kite docs" class="menu">/);
  assert.match(swizzled.html['docs/sails'], /<button type="button" class="kite-collapse">Hide<\/button>/);
  assert.deepEqual(linksOf(asideOf(swizzled.html['fr/docs/sails'])), [
    'Lines@/fly/fr/docs/lines',
    'Armatures@/fly/fr/docs/spars (active)',
    'Spars@/fly/fr/docs/spars',
    'Sails@/fly/fr/docs/sails (current) (active)',
    'Flying@/fly/fr/docs/flying',
    'Wind@/fly/fr/docs/wind',
    'Club de cerf-volant@https://club.example/',
  ]);
});
