import type { ClientSiteData } from '../../shared/constants';

/** Search box and /search page (issue 7 fills this in). */
export function initSearch(_data: ClientSiteData): void {}
