import type { SiteConfig } from '../../config/types.js';
import { sitePluginsOf } from '../plugins/lifecycle.js';
import { siteHref } from '../../routes/permalink.js';
import type { RouteTable, SidebarNode } from '../../routes/types.js';

/** Plugins' global data (`useGlobalData()`), by plugin name and instance id. No React here: the content stage imports it. */
export type DocusaurusGlobalData = Record<string, Record<string, unknown>>;

/** `GlobalVersion` of `@docusaurus/plugin-content-docs/client`. */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string }[];
  draftIds: string[];
  sidebars: Record<string, { link?: { label: string; path: string } }>;
}

/** The version objects handed out per config, by `area/version`: filled with their docs once the routes exist. */
const versionsOf = new WeakMap<SiteConfig, Map<string, GlobalVersion>>();

/** What fe-docs knows of a Docusaurus site's plugins' global data: the docs plugin's, and the site plugins' `setGlobalData()`. */
export function docusaurusGlobalData(config: SiteConfig): DocusaurusGlobalData {
  return { ...sitePluginsOf(config)?.globalData, 'docusaurus-plugin-content-docs': docsGlobalData(config) };
}

/**
 * The docs plugin's global data as Docusaurus gives it to the browser, per instance: its path and versions (name,
 * label, path, which is last), and each version's docs and main doc once `fillDocsGlobalData` ran (the routes are made
 * after the content renders, which may already read this).
 */
function docsGlobalData(config: SiteConfig): Record<string, unknown> {
  const base = config.baseUrl.replace(/\/$/, '');
  let known = versionsOf.get(config);
  if (!known) versionsOf.set(config, (known = new Map()));
  const versions = known;
  return Object.fromEntries(
    config.docs.map((area) => [
      area.id,
      {
        path: base + '/' + area.routeBasePath.replace(/^\/|\/$/g, ''),
        versions: area.versions.map((v) => {
          const key = `${area.id}/${v.name}`;
          let gv = versions.get(key);
          if (!gv)
            versions.set(
              key,
              (gv = { name: v.name, label: v.label, isLast: v.isLast, path: base + v.routeBase, mainDocId: '', docs: [], draftIds: v.draftIds, sidebars: {} }),
            );
          return gv;
        }),
        breadcrumbs: area.breadcrumbs,
      },
    ]),
  );
}

/**
 * Each version's docs (id, URL with the base URL, sidebar) and main doc (the one at the version's root, else the first
 * of its first sidebar), as Docusaurus' `useActiveDocContext` and `useDocVersionSuggestions` look them up.
 */
export function fillDocsGlobalData(config: SiteConfig, table: RouteTable): void {
  docsGlobalData(config);
  const versions = versionsOf.get(config)!;
  const sidebarOf = new Map<string, string>();
  const firstDoc = new Map<string, string>();
  for (const sb of table.sidebars.values()) {
    const visit = (items: readonly SidebarNode[]) => {
      for (const n of items) {
        if (n.type === 'link' && n.docId) {
          sidebarOf.set(`${sb.area}/${sb.version}/${n.docId}`, sidebarOf.get(`${sb.area}/${sb.version}/${n.docId}`) ?? sb.id);
          if (!firstDoc.has(`${sb.area}/${sb.version}`)) firstDoc.set(`${sb.area}/${sb.version}`, n.docId);
        }
        if (n.type === 'category') visit(n.items);
      }
    };
    visit(sb.items);
  }
  for (const v of versions.values()) v.docs.length = 0;
  for (const r of table.routes) {
    if (r.kind !== 'doc') continue;
    const v = versions.get(`${r.doc.area}/${r.doc.version}`);
    if (!v) continue;
    const sidebar = sidebarOf.get(`${r.doc.area}/${r.doc.version}/${r.doc.id}`);
    const path = siteHref(config, r.url);
    v.docs.push({ id: r.doc.id, path, ...(sidebar && { sidebar }) });
    if (path === v.path || path === v.path + '/') v.mainDocId = r.doc.id;
  }
  for (const [key, v] of versions) if (!v.mainDocId) v.mainDocId = firstDoc.get(key) ?? v.docs[0]?.id ?? '';
}
