import { SITE_DATA_ID, type ClientSiteData } from '../shared/constants';
import { initColorMode } from './color-mode';
import { initSearch } from './search/index';
import { initPwa } from './pwa';
import { initApiPage } from './api-page';
import { initLiveReload } from './live-reload';

/** `true` in the bundle `fe-docs dev` serves, `false` in builds (esbuild define), so live reload is left out of them. */
declare const __FE_DOCS_DEV__: boolean;

/**
 * Browser runtime: progressive enhancement of the server-rendered HTML (the content is never sent a second time
 * as data). Each feature module exports one init function, called once; features that depend on the current
 * page listen for the `fe-docs:page` event, dispatched on `document` after every client-side navigation.
 */
const data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? '{}') as ClientSiteData;
initColorMode(data);
initSearch(data);
initPwa(data);
initApiPage();
if (__FE_DOCS_DEV__ && data.dev) initLiveReload(data);
