import { API_ANCHOR_MAP_ID, DESKTOP_MIN_WIDTH, type ClientSiteData } from '../shared/constants';
import { initAnnouncementBar } from './announcement';
import { initColorMode } from './color-mode';
import { initCopyCode } from './copy-code';
import { initDrawer } from './drawer';
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
import type { ClientFeature } from './start';

/**
 * fe-docs' own browser features, in the groups the composition root (src/app/main.ts) orders them by: the page's
 * chrome; then what works on the page and its links (the router among them); then the docs sidebar's policies
 * (config/policies.ts `chrome.docsSidebar`), chunks of their own loaded only by pages whose sidebar asks for them.
 */
export function engineFeatures(data: ClientSiteData): { chrome: ClientFeature[]; page: ClientFeature[]; docsSidebar: ClientFeature[] } {
  return {
    chrome: [
      { name: 'color mode', init: () => initColorMode(data) },
      { name: 'announcement bar', init: initAnnouncementBar },
      { name: 'dropdowns', init: initDropdowns },
      { name: 'navbar', init: initNavbarHide },
      { name: 'full sidebar', init: initFullSidebar },
      { name: 'drawer', init: initDrawer },
    ],
    page: [
      { name: 'locale and version links', init: initKeepQueryAndHash },
      { name: 'preferred version', init: () => initPreferredVersion(data) },
      { name: 'tabs', init: initTabs },
      { name: 'copy buttons', init: initCopyCode },
      { name: 'table of contents', init: initTocHighlight },
      { name: 'router', init: () => initRouter(data) },
      { name: 'search', init: () => initSearch(data) },
      { name: 'offline mode', init: () => initPwa(data) },
      // API reference pages only: their script is a chunk of its own, loaded when such a page is shown.
      {
        name: 'API page',
        selector: '.api-page',
        load: () => import('./api-page').then((m) => m.initApiPage({ desktopMinWidth: DESKTOP_MIN_WIDTH, anchorMapId: API_ANCHOR_MAP_ID })),
      },
    ],
    docsSidebar: [
      {
        name: 'hideable sidebar',
        selector: '.doc-sidebar[data-hideable]',
        load: (onEachPage) => import('./sidebar-hide').then((m) => m.initSidebarHide(onEachPage)),
      },
      {
        name: 'auto-collapsed categories',
        selector: '.doc-sidebar[data-auto-collapse]',
        load: () => import('./sidebar-autocollapse').then((m) => m.initAutoCollapseCategories()),
      },
    ],
  };
}
