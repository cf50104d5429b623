import { SITE_DATA_ID, type ClientSiteData } from '../shared/constants';
import { initColorMode } from './color-mode';

/** Browser runtime: progressive enhancement of the server-rendered HTML (no second copy of the content). */
const data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? '{}') as ClientSiteData;
initColorMode(data);
