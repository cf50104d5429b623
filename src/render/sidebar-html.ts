import { createHash } from 'node:crypto';
import { esc } from '../core/html-escape.js';
import { renderToStaticMarkup } from '../core/react-string.js';
import { createElement } from 'react';
import type { Sidebar, SidebarNode } from '../routes/types.js';
import { SidebarTree } from '../theme/components/Sidebar.js';
import { SiteContext } from '../theme/context.js';
import type { ThemeSite } from '../stages/page.js';

/**
 * Sidebars are rendered once, not once per page. Each page then marks its own link and opens the categories
 * above it with string replacements. A large sidebar is not inlined whole: the page gets a compact version (the
 * top level, plus the branch leading to the page) and a link to the full sidebar as a cached asset, which the
 * client swaps in. So the bytes and the cost of a page do not grow with the size of the site.
 */
export const SIDEBAR_INLINE_LIMIT = 150;

export interface SidebarFragment {
  /** The full sidebar HTML. */
  html: string;
  /** Asset path (no base) of the full sidebar when pages inline a compact one. */
  fullUrl?: string;
  /** Rendered href (with base) → keys of the categories containing it. */
  ancestors: Map<string, string[]>;
  /** Compact sidebar HTML per branch (joined ancestor keys), made on first use. */
  compact?: (keys: string[]) => string;
}

export function renderSidebarFragment(site: ThemeSite, sidebar: Sidebar): SidebarFragment {
  const render = (s: Sidebar) => renderToStaticMarkup(createElement(SiteContext.Provider, { value: site }, createElement(SidebarTree, { sidebar: s })));
  const html = render(sidebar);
  const ancestors = new Map<string, string[]>();
  let links = 0;
  const walk = (nodes: SidebarNode[], keys: string[]) => {
    for (const n of nodes) {
      if (n.type === 'link') {
        links++;
        if (!ancestors.has(site.url(n.href))) ancestors.set(site.url(n.href), keys);
      } else {
        if (n.href && !ancestors.has(site.url(n.href))) ancestors.set(site.url(n.href), [...keys, n.key]);
        walk(n.items, [...keys, n.key]);
      }
    }
  };
  walk(sidebar.items, []);
  if (links <= SIDEBAR_INLINE_LIMIT) return { html, ancestors };
  const hash = createHash('sha256').update(html).digest('hex').slice(0, 10);
  const branches = new Map<string, string>();
  const fullUrl = `/assets/sidebar-${sidebar.key.replace(/[^a-z0-9]+/gi, '-')}-${hash}.html`;
  return {
    html,
    ancestors,
    fullUrl,
    compact(keys) {
      const id = keys.join('\u0000');
      let out = branches.get(id);
      if (out === undefined) {
        out = render({ ...sidebar, items: prune(sidebar.items, new Set(keys), { label: site.strings.sidebarAll, href: fullUrl }) });
        branches.set(id, out);
      }
      return out;
    },
  };
}

/** Entries kept on each side of the open branch, per level, in a compact sidebar. */
export const SIDEBAR_WINDOW = 8;

/**
 * Expand only the categories on the open branch (other categories become links to their first page), and keep
 * a window of entries around the open one at every level, so a compact sidebar has a bounded size however many
 * sections the site has. A trimmed level ends with a link to the full sidebar.
 */
function prune(nodes: SidebarNode[], open: Set<string>, more: { label: string; href: string }): SidebarNode[] {
  const at = Math.max(
    0,
    nodes.findIndex((n) => (n.type === 'category' ? open.has(n.key) : false)),
  );
  const from = Math.max(0, Math.min(at - SIDEBAR_WINDOW, nodes.length - 2 * SIDEBAR_WINDOW - 1));
  const kept = nodes.slice(from, from + 2 * SIDEBAR_WINDOW + 1).map((n): SidebarNode => {
    if (n.type === 'link' || open.has(n.key)) return n.type === 'link' ? n : { ...n, items: prune(n.items, open, more) };
    const href = n.href ?? firstHref(n.items);
    return href ? { type: 'link', label: n.label, href, external: false, ...(n.className ? { className: n.className } : {}) } : { ...n, items: [] };
  });
  if (kept.length < nodes.length) kept.push({ type: 'link', label: more.label, href: more.href, external: false });
  return kept;
}

function firstHref(nodes: SidebarNode[]): string | undefined {
  for (const n of nodes) {
    if (n.type === 'link' && !n.external) return n.href;
    if (n.type === 'category') {
      const h = n.href ?? firstHref(n.items);
      if (h) return h;
    }
  }
  return undefined;
}

/** The sidebar HTML for one page: its link marked current, its categories open. */
export function markSidebar(f: SidebarFragment, pageHref: string): string {
  const keys = f.ancestors.get(pageHref);
  let html = f.compact ? f.compact(keys ?? []) : f.html;
  if (keys === undefined) return html;
  const attr = `href="${esc(pageHref)}"`;
  const i = html.indexOf(attr);
  if (i >= 0) html = html.slice(0, i) + `${attr} aria-current="page"` + activeClass(html.slice(i + attr.length));
  for (const k of keys) {
    const key = `data-key="${esc(k)}"`;
    if (!html.includes(`${key} open=""`)) html = html.replace(key, `${key} open=""`); // unless open already (collapsed: false)
  }
  return html;
}

/**
 * theme-classic's `menu__link--active` beside `aria-current` on a link that carries Infima's `menu__link` (a Docusaurus
 * site's sidebar, theme/components/Sidebar.tsx); `rest` is the markup right after the link's `href`.
 */
function activeClass(rest: string): string {
  const m = /^ class="([^"]*)"/.exec(rest);
  if (!m || !m[1]!.split(' ').includes('menu__link')) return rest;
  return ` class="${m[1]} menu__link--active"` + rest.slice(m[0].length);
}
