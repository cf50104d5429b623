import path from 'node:path';
import type { PoliciesPatch } from '../config/policies.js';
import type { SiteConfig } from '../config/types.js';
import { versionsFile } from './versions.js';

/**
 * The policies of a site read from its docusaurus.config.* (config/policies.ts): links, content and chrome as
 * Docusaurus reads and draws them. (Site-code policies follow the project folder, not the config: project.ts#adopt.)
 */
export function docusaurusPolicies(siteConfig: Readonly<Record<string, unknown>>, config: SiteConfig): PoliciesPatch {
  const themeConfig = siteConfig.themeConfig as { docs?: { sidebar?: Record<string, unknown> } } | undefined;
  const sidebar = themeConfig?.docs?.sidebar ?? {};
  return {
    links: { baseUrlPrefix: 'strip', configHrefs: 'strip-base-url', relativeBase: 'folder-slash' },
    content: { undatedPost: 'file-time', unknownFrontMatter: 'once', sidebarTranslations: true },
    chrome: {
      navbarLinks: 'theme-classic',
      infimaClasses: true,
      docsSidebar: { hideable: sidebar.hideable === true, autoCollapseCategories: sidebar.autoCollapseCategories === true },
    },
    // Plugins and site code read the whole site: a page cannot be reused on its own inputs.
    output: { pageCache: false },
    // versions.json lists the versions the config is mapped with.
    watch: { configInputs: config.docs.map((area) => path.join(config.root, versionsFile(area.id))) },
  };
}
