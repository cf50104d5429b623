import type { ClientSiteData } from '../shared/constants';

/** Offline mode: service worker registration and the update popup (issue 8 fills this in). */
export function initPwa(_data: ClientSiteData): void {}
