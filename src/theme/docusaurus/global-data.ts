import type { SiteConfig } from '../../config/types.js';

/** Plugins' global data (`useGlobalData()`), by plugin name and instance id. No React here: the content stage imports it. */
export type DocusaurusGlobalData = Record<string, Record<string, unknown>>;

/** What fe-docs knows of a Docusaurus site's plugins' global data: the docs plugin's. */
export function docusaurusGlobalData(config: SiteConfig): DocusaurusGlobalData {
  return { 'docusaurus-plugin-content-docs': docsGlobalData(config) };
}

/**
 * The docs plugin's global data as Docusaurus gives it to the browser, per instance: its path and versions (name,
 * label, path, which is last). fe-docs leaves each version's `docs` and `sidebars` empty: its own theme renders the
 * doc pages, so only site code asks, for the versions (a versions page).
 */
function docsGlobalData(config: SiteConfig): Record<string, unknown> {
  const base = config.baseUrl.replace(/\/$/, '');
  return Object.fromEntries(
    config.docs.map((area) => [
      area.id,
      {
        path: base + '/' + area.routeBasePath.replace(/^\/|\/$/g, ''),
        versions: area.versions.map((v) => ({
          name: v.name,
          label: v.label,
          isLast: v.isLast,
          path: base + v.routeBase,
          mainDocId: '',
          docs: [],
          draftIds: v.draftIds,
          sidebars: {},
        })),
        breadcrumbs: true,
      },
    ]),
  );
}
