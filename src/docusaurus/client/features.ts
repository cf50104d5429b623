import { readSiteData, type ClientFeature } from '../../client/start';
import { initDocusaurusChrome } from './chrome';

/**
 * The Docusaurus adapter's browser features: behaviour for the markup of a Docusaurus site's theme (theme-classic's
 * chrome and TOC, a site's swizzled components), which fe-docs renders at build time and does not hydrate. Each does
 * nothing on a page without that markup; the composition root (src/app/main.ts) starts them beside the engine's.
 */
export const docusaurusFeatures: { chrome: ClientFeature; toc: ClientFeature; mobileDocSidebar: ClientFeature; mermaid: ClientFeature } = {
  chrome: { name: 'Docusaurus chrome', init: initDocusaurusChrome },
  // theme-classic's TOC markup from a Docusaurus site's own DocItem (never hydrated).
  toc: {
    name: 'Docusaurus table of contents',
    selector: 'a.toc-highlight, button[class*="tocCollapsibleButton"]',
    load: (onEachPage) => import('./toc').then((m) => m.initDocusaurusToc(onEachPage)),
  },
  // theme-classic's mobile menu on doc pages.
  mobileDocSidebar: {
    name: 'mobile docs sidebar',
    selector: 'body:has(.navbar-sidebar__items):has(.doc-sidebar)',
    load: () => import('./mobile-sidebar').then((m) => m.initMobileDocSidebar()),
  },
  // theme-mermaid's diagrams: drawn by the site's own mermaid package, a module built for the site (`chunks.mermaid`,
  // docusaurus/output/mermaid-bundle.ts) that only pages holding a diagram load.
  mermaid: {
    name: 'Mermaid diagrams',
    selector: 'div.docusaurus-mermaid-container',
    load: async (onEachPage) => {
      const url = readSiteData().chunks?.mermaid;
      if (url) ((await import(url)) as { default: (each: typeof onEachPage) => void }).default(onEachPage);
    },
  },
};
