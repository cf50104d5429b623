import path from 'node:path';
import type { PoliciesPatch } from '../../config/policies.js';
import type { SiteConfig } from '../../config/types.js';
import { versionsFile } from './versions.js';
import { drawsMermaid, MERMAID_CONTAINER_CLASS } from './mermaid.js';

/**
 * The policies of a site read from its docusaurus.config.* (config/policies.ts): links, content and chrome as
 * Docusaurus reads and draws them. (Site-code policies follow the project folder, not the config: project.ts#adopt.)
 */
export function docusaurusPolicies(siteConfig: Readonly<Record<string, unknown>>, config: SiteConfig): PoliciesPatch {
  const themeConfig = siteConfig.themeConfig as { docs?: { sidebar?: Record<string, unknown> }; blog?: { sidebar?: Record<string, unknown> } } | undefined;
  const sidebar = themeConfig?.docs?.sidebar ?? {};
  return {
    // Docusaurus' link check reads what `<Link>` and `useBrokenLinks()` collect: an `<img src>` or a plain `<a href>`
    // of a React page is never checked.
    links: { baseUrlPrefix: 'strip', configHrefs: 'strip-base-url', relativeBase: 'folder-slash', reactPageSrc: 'warning', reactPageLinks: 'reported' },
    content: {
      undatedPost: 'file-time',
      impossibleDate: 'roll-over',
      unknownFrontMatter: 'once',
      sidebarTranslations: true,
      blogAuthorsList: 'with-authors',
      docHeading: 'content-title',
      admonitionMarkup: 'theme-classic',
      // theme-mermaid draws ```mermaid blocks in the browser, in its container (docusaurus/client/mermaid.ts).
      ...(drawsMermaid(siteConfig, config.root) && { diagramFences: { mermaid: MERMAID_CONTAINER_CLASS } }),
    },
    chrome: {
      navbarLinks: 'theme-classic',
      docCards: 'theme-classic',
      // theme-classic's DocNavbarItem and DocSidebarNavbarItem: active on every doc of their sidebar.
      navbarDocItems: 'sidebar',
      infimaClasses: true,
      docsSidebar: { hideable: sidebar.hideable === true, autoCollapseCategories: sidebar.autoCollapseCategories === true },
      // theme-classic's validation fills its default (true since the option exists); as written without theme-classic.
      blogSidebarByYear: themeConfig?.blog?.sidebar?.groupByYear === true,
      tocEntries: 'markup',
    },
    // Plugins and site code read the whole site: a page cannot be reused on its own inputs. A favicon missing from
    // static/ does not stop Docusaurus' build (the page links it all the same): the app icons are left out.
    output: { pageCache: false, missingAppIcon: 'warning' },
    // versions.json lists the versions the config is mapped with.
    watch: { configInputs: config.docs.map((area) => path.join(config.root, versionsFile(area.id))) },
  };
}
