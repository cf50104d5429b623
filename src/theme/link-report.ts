import { createContext } from 'react';
import type { LinkReport } from '../content/html-links.js';

export type { LinkReport } from '../content/html-links.js';

/**
 * The report of the page being rendered at build time, for its link components to fill (`links`: the hrefs they write;
 * `anchors`: ids they declare, whether or not an element carries them). Null outside the content stage's render of a
 * React page: a component then reports nothing.
 */
export const LinkReportContext = createContext<LinkReport | null>(null);

/** An empty report for one render. */
export const newLinkReport = (): LinkReport => ({ links: new Set(), anchors: new Set() });
