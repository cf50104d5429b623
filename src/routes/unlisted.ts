import type { Route, Sidebar, SidebarNode } from './types.js';

/**
 * Docusaurus' `unlisted: true`: the page is built and reachable by its URL, but no sidebar, list, pagination, feed,
 * sitemap or search result leads to it, and it asks search engines not to index it. Only in builds: `fe-docs dev`
 * shows unlisted content as listed, as `docusaurus start` does.
 */
export function isUnlistedMeta(config: { dev: boolean }, meta: { unlisted?: boolean } | undefined): boolean {
  return !config.dev && meta?.unlisted === true;
}

/** The posts lists, feeds and "recent posts" show: the listed ones, in their order. */
export function listedPosts<P extends { meta: { unlisted?: boolean } }>(config: { dev: boolean }, posts: readonly P[]): P[] {
  return posts.filter((p) => !isUnlistedMeta(config, p.meta));
}

/** Whether a route is an unlisted doc, post or Markdown page. */
export function isUnlistedRoute(config: { dev: boolean }, route: Route): boolean {
  if (route.kind === 'doc') return isUnlistedMeta(config, route.doc.meta);
  if (route.kind === 'post') return isUnlistedMeta(config, route.post.meta);
  if (route.kind === 'page' && route.page.format === 'md') return isUnlistedMeta(config, route.page.meta);
  return false;
}

/** The sidebar as readers see it: no unlisted doc (but `keep`, the page being shown), no category left empty. */
export function listedSidebar(sidebar: Sidebar, keep?: string): Sidebar {
  const prune = (nodes: SidebarNode[]): SidebarNode[] =>
    nodes.flatMap((n): SidebarNode[] => {
      if (n.type === 'link') return n.unlisted && n.href !== keep ? [] : [n];
      const items = prune(n.items);
      return items.length || n.href ? [{ ...n, items }] : [];
    });
  const has = (nodes: SidebarNode[]): boolean => nodes.some((n) => (n.type === 'link' ? n.unlisted : has(n.items)));
  return has(sidebar.items) ? { ...sidebar, items: prune(sidebar.items) } : sidebar;
}
