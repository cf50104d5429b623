import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { Sidebar, SidebarNode } from '../routes/types.js';
import { SidebarTree } from '../theme/components/Sidebar.js';
import { SiteContext, type ThemeSite } from '../theme/context.js';

/**
 * A sidebar rendered once to HTML, plus what each page needs to mark itself in it: the categories above every
 * link. Per page, marking is two string replacements instead of a React render of the whole tree, so the cost
 * of a page does not grow with the size of the sidebar's site.
 */
export interface SidebarFragment {
  html: string;
  /** Rendered href (with base) → keys of the categories containing it. */
  ancestors: Map<string, string[]>;
}

export function renderSidebarFragment(site: ThemeSite, sidebar: Sidebar): SidebarFragment {
  const html = renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(SidebarTree, { sidebar })));
  const ancestors = new Map<string, string[]>();
  const walk = (nodes: SidebarNode[], keys: string[]) => {
    for (const n of nodes) {
      if (n.type === 'link') {
        if (!ancestors.has(site.url(n.href))) ancestors.set(site.url(n.href), keys);
      } else {
        if (n.href && !ancestors.has(site.url(n.href))) ancestors.set(site.url(n.href), [...keys, n.key]);
        walk(n.items, [...keys, n.key]);
      }
    }
  };
  walk(sidebar.items, []);
  return { html, ancestors };
}

/** The sidebar HTML for one page: its link marked current, its categories open. */
export function markSidebar(f: SidebarFragment, pageHref: string): string {
  let html = f.html;
  const keys = f.ancestors.get(pageHref);
  if (keys === undefined) return html;
  const attr = `href="${escapeAttr(pageHref)}"`;
  const i = html.indexOf(attr);
  if (i >= 0) html = html.slice(0, i) + `${attr} aria-current="page"` + html.slice(i + attr.length);
  for (const k of keys) html = html.replace(`data-key="${escapeAttr(k)}"`, `data-key="${escapeAttr(k)}" open=""`);
  return html;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
