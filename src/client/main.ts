import { API_ANCHOR_MAP_ID, DESKTOP_MIN_WIDTH, SITE_DATA_ID, type ClientSiteData } from '../shared/constants';
import { initAnnouncementBar } from './announcement';
import { initColorMode } from './color-mode';
import { initCopyCode } from './copy-code';
import { initDrawer } from './drawer';
import { initDocusaurusChrome } from './docusaurus-chrome';
import { initDropdowns } from './dropdowns';
import { initFullSidebar } from './full-sidebar';
import { initKeepQueryAndHash } from './keep-query-hash';
import { initNavbarHide } from './navbar-hide';
import { initPreferredVersion } from './preferred-version';
import { initRouter } from './router/router';
import { initTabs } from './tabs';
import { initTocHighlight } from './toc';
import { initSearch } from './search/index';
import { initPwa } from './pwa';
import { onEachPage } from './page-events';
import { initLiveReload } from './live-reload';

/** `true` in the bundle `fe-docs dev` serves, `false` in builds (esbuild define), so live reload is left out of them. */
declare const __FE_DOCS_DEV__: boolean;

/**
 * Browser runtime: progressive enhancement of the server-rendered HTML (the content is never sent a second time
 * as data). Each feature module exports one init function, called once; features that depend on the current
 * page listen for the `fe-docs:page` event, dispatched on `document` after every client-side navigation.
 */
const data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? '{}') as ClientSiteData;

/** One broken feature must not take the others (or the page, which works without script) down with it. */
function start(name: string, init: () => void): void {
  try {
    init();
  } catch (e) {
    console.error(`[fe-docs] ${name} failed to start:`, e);
  }
}

start('color mode', () => initColorMode(data));
start('announcement bar', initAnnouncementBar);
start('dropdowns', initDropdowns);
start('navbar', initNavbarHide);
start('full sidebar', initFullSidebar);
start('drawer', initDrawer);
start('Docusaurus chrome', initDocusaurusChrome);
start('locale and version links', initKeepQueryAndHash);
start('preferred version', () => initPreferredVersion(data));
start('tabs', initTabs);
start('copy buttons', initCopyCode);
start('table of contents', initTocHighlight);
start('router', () => initRouter(data));
start('search', () => initSearch(data));
start('offline mode', () => initPwa(data));
// API reference pages only: their script is a chunk of its own, loaded when such a page is shown.
let apiPage: Promise<void> | undefined;
const onApiPage = () =>
  void (
    document.querySelector('.api-page') &&
    (apiPage ??= import('./api-page').then((m) => m.initApiPage({ desktopMinWidth: DESKTOP_MIN_WIDTH, anchorMapId: API_ANCHOR_MAP_ID })))
  );
start('API page', () => {
  onApiPage();
  document.addEventListener('fe-docs:page', onApiPage);
});
/**
 * A chunk of its own for behaviour only some pages need: loaded (once) by the first page that holds `selector`, checked
 * again after each client-side navigation.
 */
function chunkFor(name: string, selector: string, load: () => Promise<unknown>): void {
  let loaded: Promise<unknown> | undefined;
  start(name, () => onEachPage(() => void (document.querySelector(selector) && (loaded ??= load()))));
}
// theme-classic's TOC markup from a Docusaurus site's own DocItem (never hydrated).
chunkFor('Docusaurus table of contents', 'a.toc-highlight, button[class*="tocCollapsibleButton"]', () =>
  import('./docusaurus-toc').then((m) => m.initDocusaurusToc(onEachPage)),
);
// A Docusaurus site's `themeConfig.docs.sidebar` switches, and its theme-classic mobile menu on doc pages.
chunkFor('hideable sidebar', '.doc-sidebar[data-hideable]', () => import('./docusaurus-sidebar-hide').then((m) => m.initSidebarHide(onEachPage)));
chunkFor('auto-collapsed categories', '.doc-sidebar[data-auto-collapse]', () =>
  import('./docusaurus-sidebar-autocollapse').then((m) => m.initAutoCollapseCategories()),
);
chunkFor('mobile docs sidebar', 'body:has(.navbar-sidebar__items):has(.doc-sidebar)', () =>
  import('./docusaurus-mobile-sidebar').then((m) => m.initMobileDocSidebar()),
);
// Islands hydrate through their own loader; a page that has none but navigates to one loads it then.
if (data.islands) document.addEventListener('fe-docs:page', () => void (document.querySelector('fe-island') && import(data.islands!)));
if (__FE_DOCS_DEV__ && data.dev) start('live reload', () => initLiveReload(data));
