import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { GlobalVersion } from './global-data.js';
import { matchPath, useAllPluginInstancesData, useLocation } from './client-api.js';
import type { DzDocContent, DzDocPageData, DzSidebarItem, DzVersionMetadata } from './doc-data.js';
import { docusaurusRuntimeOf, type RuntimeModule } from './runtime-registry.js';
import { generatedRoutesOf } from './site-bridge.js';
import { SiteContext } from '../../theme/context.js';
import path from 'node:path';

/**
 * fe-docs' own `@docusaurus/plugin-content-docs/client` (also answering the docs names of `theme-common/internal`, where
 * Docusaurus 3.0–3.4 exported them), for a Docusaurus project whose node_modules has none; a site's installed one is
 * used when present (docusaurus/runtime/load-runtime.ts) and gets the same data through its own providers
 * (`DocsContextProviders`). Same names and return shapes as Docusaurus 3; an export missing here is reported at the
 * import that names it.
 */

type Obj = Record<string, any>;

class ReactContextError extends Error {
  constructor(providerName: string) {
    super(`Hook is called outside the <${providerName}>. `);
  }
}

const EMPTY = Symbol('EmptyContext');
const DocContext = createContext<DzDocContent | null>(null);
const SidebarContext = createContext<{ name: string; items: DzSidebarItem[] } | null | typeof EMPTY>(EMPTY);
const VersionContext = createContext<DzVersionMetadata | null>(null);

export function DocProvider({ children, content }: { children?: ReactNode; content: DzDocContent }) {
  const { metadata, frontMatter, assets, contentTitle, toc } = content;
  return createElement(DocContext.Provider, { value: { metadata, frontMatter, assets, contentTitle, toc } }, children);
}

export function useDoc(): DzDocContent {
  const doc = useContext(DocContext);
  if (doc === null) throw new ReactContextError('DocProvider');
  return doc;
}

export function DocsSidebarProvider({ children, name, items }: { children?: ReactNode; name?: string; items?: DzSidebarItem[] }) {
  return createElement(SidebarContext.Provider, { value: name && items ? { name, items } : null }, children);
}

export function useDocsSidebar(): { name: string; items: DzSidebarItem[] } | null {
  const value = useContext(SidebarContext);
  if (value === EMPTY) throw new ReactContextError('DocsSidebarProvider');
  return value;
}

export function DocsVersionProvider({ children, version }: { children?: ReactNode; version: DzVersionMetadata | null }) {
  return createElement(VersionContext.Provider, { value: version }, children);
}

export function useDocsVersion(): DzVersionMetadata {
  const version = useContext(VersionContext);
  if (version === null) throw new ReactContextError('DocsVersionProvider');
  return version;
}

export const useDocById = (id: string | undefined) => {
  const version = useDocsVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
};

// The global-data hooks: the docs plugin's instances as `useGlobalData` gives them (docusaurus/runtime/global-data.ts).

type GlobalDoc = GlobalVersion['docs'][number];
interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

export const useAllDocsData = () => useAllPluginInstancesData('docusaurus-plugin-content-docs') as Record<string, GlobalPluginData>;

export function useDocsData(pluginId: string | undefined): GlobalPluginData {
  const data = useAllDocsData()[pluginId ?? 'default'];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "${pluginId ?? 'default'}".`);
  return data;
}

function activePluginOf(all: Record<string, GlobalPluginData>, pathname: string) {
  const found = Object.entries(all)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => !!matchPath(pathname, { path: data.path, exact: false, strict: false }));
  return found ? { pluginId: found[0], pluginData: found[1] } : undefined;
}

export function useActivePlugin(options: { failfast?: boolean } = {}) {
  const active = activePluginOf(useAllDocsData(), useLocation().pathname);
  if (!active && options.failfast) throw new Error("Can't find active docs plugin for the current page.");
  return active;
}

const versionPathMatches = (pathname: string, v: GlobalVersion) => !!matchPath(pathname, { path: v.path, exact: false, strict: false });

function activeVersionOf(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  const last = data.versions.find((v) => v.isLast);
  const ordered = [...data.versions.filter((v) => v !== last), ...(last ? [last] : [])];
  return ordered.find((v) => versionPathMatches(pathname, v));
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  if (!activePlugin) return undefined;
  return { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) };
}

export const useVersions = (pluginId: string | undefined) => useDocsData(pluginId).versions;

export function useLatestVersion(pluginId: string | undefined): GlobalVersion {
  const versions = useDocsData(pluginId).versions;
  return versions.find((v) => v.isLast) ?? versions[0];
}

export function useActiveVersion(pluginId: string | undefined) {
  return activeVersionOf(useDocsData(pluginId), useLocation().pathname);
}

export function useActiveDocContext(pluginId: string | undefined) {
  const data = useDocsData(pluginId);
  const { pathname } = useLocation();
  const activeVersion = activeVersionOf(data, pathname);
  const docOf = (v: GlobalVersion) => v.docs.find((d) => !!matchPath(pathname, { path: d.path, exact: true, strict: false }));
  const activeDoc = activeVersion && docOf(activeVersion);
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc)
    for (const v of data.versions) {
      const same = v.docs.find((d) => d.id === activeDoc.id);
      if (same) alternateDocVersions[v.name] = same;
    }
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function useDocVersionSuggestions(pluginId: string | undefined) {
  const latestVersion = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  return { latestDocSuggestion: alternateDocVersions[latestVersion.name], latestVersionSuggestion: latestVersion };
}

/**
 * The reader's preferred version lives in the browser's storage; a page rendered once at build time has none (as
 * Docusaurus' server render): the client follows the preference on the version links (client/version-preference).
 */
export function useDocsPreferredVersion(_pluginId?: string) {
  return { preferredVersion: null as GlobalVersion | null, savePreferredVersionName: (_name: string) => {} };
}
export const useDocsPreferredVersionByPluginId = () => ({});
export const DocsPreferredVersionContextProvider = ({ children }: { children?: ReactNode }) => children ?? null;

export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const latest = useLatestVersion(pluginId);
  const active = useActiveVersion(pluginId);
  return [...new Set([active, latest].filter((v): v is GlobalVersion => !!v))];
}

// Sidebar helpers (plugin-content-docs' docsUtils), on the items of `useDocsSidebar`.

export function isActiveSidebarItem(item: DzSidebarItem, activePath: string): boolean {
  const same = (a?: string) => !!a && a.replace(/\/$/, '') === activePath.replace(/\/$/, '');
  if (item.type === 'link') return same(item.href);
  return same(item.href) || item.items.some((i) => isActiveSidebarItem(i, activePath));
}

export const isVisibleSidebarItem = (item: DzSidebarItem, activePath: string) =>
  !(item.type === 'link' && item.unlisted) || isActiveSidebarItem(item, activePath);

export const useVisibleSidebarItems = (items: DzSidebarItem[], activePath: string) => items.filter((i) => isVisibleSidebarItem(i, activePath));

export function findFirstSidebarItemLink(item: DzSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.href) return item.href;
  for (const sub of item.items) {
    const found = findFirstSidebarItemLink(sub);
    if (found) return found;
  }
  return undefined;
}

/** The sidebar categories leading to the current page, then its link (Docusaurus' breadcrumbs). */
export function useSidebarBreadcrumbs(): DzSidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const breadcrumbs = useActivePlugin()?.pluginData.breadcrumbs;
  if (breadcrumbs === false || !sidebar) return null;
  const trail: DzSidebarItem[] = [];
  const walk = (items: DzSidebarItem[]): boolean => {
    for (const item of items) {
      const here =
        item.type === 'link' ? isActiveSidebarItem(item, pathname) : walk(item.items) || (!!item.href && isActiveSidebarItem({ ...item, items: [] }, pathname));
      if (here) {
        trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  walk(sidebar.items);
  return trail;
}

export function useCurrentSidebarCategory() {
  const { pathname } = useLocation();
  const sidebar = useDocsSidebar();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const trail = useSidebarBreadcrumbs() ?? [];
  const category = [...trail].reverse().find((i) => i.type === 'category' && i.href && i.href.replace(/\/$/, '') === pathname.replace(/\/$/, ''));
  if (!category) throw new Error(`${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  return category;
}

/**
 * The doc page's Docusaurus providers (`useDoc`, `useDocsSidebar`, `useDocsVersion`): fe-docs' own, and, when the
 * site at `root` has its own `@docusaurus/plugin-content-docs/client` (or 3.0–3.4's `theme-common/internal`), that
 * one's too, fed with the same data, so the site's hooks and theme-classic's parts read them.
 */
export function DocsContextProviders({ root, data, children }: { root: string; data: DzDocPageData; children?: ReactNode }) {
  const runtime = docusaurusRuntimeOf(root);
  const real = (name: string) => {
    for (const key of ['docsClient', 'internal']) {
      const p = (runtime?.modules[key] as RuntimeModule | undefined)?.[name];
      if (typeof p === 'function' && p !== OWN_DOCS_CLIENT[name]) return p as ComponentType<any>;
    }
    return undefined;
  };
  const layers: [ComponentType<any> | undefined, Obj][] = [
    [DocsVersionProvider, { version: data.version }],
    [DocsSidebarProvider, { name: data.sidebar?.name, items: data.sidebar?.items }],
    [DocProvider, { content: data.content }],
    [real('DocsVersionProvider'), { version: data.version }],
    [real('DocsSidebarProvider'), { name: data.sidebar?.name, items: data.sidebar?.items }],
    [real('DocProvider'), { content: data.content }],
  ];
  return layers.reduceRight<ReactNode>((inner, [Provider, props]) => (Provider ? createElement(Provider, props, inner) : inner), children);
}

/** theme-common/internal's `useHomePageRoute`: the site's route at its base URL, when it has a home page. */
export function useHomePageRoute() {
  const site = useContext(SiteContext);
  if (!site) return undefined;
  return generatedRoutesOf(site.config.root).find((r) => r.path === site.config.baseUrl);
}

/** Every export above, by name: the own runtime's `docsClient` module, and the docs part of its `/internal`. */
export const OWN_DOCS_CLIENT: Record<string, unknown> = {
  DocProvider,
  useDoc,
  DocsSidebarProvider,
  useDocsSidebar,
  DocsVersionProvider,
  useDocsVersion,
  useDocById,
  useAllDocsData,
  useDocsData,
  useActivePlugin,
  useActivePluginAndVersion,
  useVersions,
  useLatestVersion,
  useActiveVersion,
  useActiveDocContext,
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsPreferredVersionByPluginId,
  DocsPreferredVersionContextProvider,
  useDocsVersionCandidates,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useVisibleSidebarItems,
  findFirstSidebarItemLink,
  useSidebarBreadcrumbs,
  useCurrentSidebarCategory,
};
