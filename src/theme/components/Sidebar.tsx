import type { Sidebar as SidebarData, SidebarNode } from '../../routes/types.js';
import { format } from '../../i18n/strings.js';
import { useSite } from '../context.js';
import { Link } from './Link.js';

/**
 * The docs sidebar. Rendered once per sidebar (not per page) to an HTML string; each page then marks its own
 * link and opens the categories above it (see render/sidebar-html.ts). Categories are <details>, so they work
 * without JavaScript.
 *
 * With `chrome.infimaClasses` (a Docusaurus site), its elements also carry theme-classic's class names (DocSidebarItems:
 * `menu__list`, `menu__list-item`, `theme-doc-sidebar-item-link-level-N`, `menu__link`…), which the site's CSS
 * targets. Left out: `menu__list-item--collapsed` and `menu__caret` (the `<details>` opens and closes the category, and
 * Infima's rules for those would hide its list or draw a second caret) and `menu__list-item-collapsible` (a wrapper of
 * the category's link and caret only, which `<details>` is not).
 */
export function SidebarTree({ sidebar }: { sidebar: SidebarData }) {
  const infima = useSite().config.policies.chrome.infimaClasses;
  return (
    <ul className={infima ? 'menu theme-doc-sidebar-menu menu__list' : 'menu'}>
      {sidebar.items.map((n, i) => (
        <Node key={i} node={n} level={1} infima={infima} />
      ))}
    </ul>
  );
}

function Node({ node, level, infima }: { node: SidebarNode; level: number; infima: boolean }) {
  /** Infima's and theme-classic's class names after fe-docs' own, when the site wants them. */
  const also = (names: string) => (infima ? ` ${names}` : '');
  const itemKind = (kind: 'link' | 'category') => also(`theme-doc-sidebar-item-${kind} theme-doc-sidebar-item-${kind}-level-${level} menu__list-item`);
  if (node.type === 'link') {
    return (
      <li className={itemClass(`menu-item${itemKind('link')}`, node.className)}>
        <Link href={node.href} className={`menu-link${also('menu__link')}`}>
          {node.label}
        </Link>
      </li>
    );
  }
  const items = (
    <ul className={`menu${also('menu__list')}`}>
      {node.items.map((n, i) => (
        <Node key={i} node={n} level={level + 1} infima={infima} />
      ))}
    </ul>
  );
  // `collapsed: false` (and Docusaurus' `collapsible: false`): open on every page, not only on its own pages.
  const open = node.collapsed ? undefined : true;
  if (!node.href) {
    return (
      <li className={itemClass(`menu-item${itemKind('category')}`, node.className)}>
        <details className="menu-category" data-key={node.key} open={open}>
          <summary className={`menu-category-label${also('menu__link menu__link--sublist menu__link--sublist-caret')}`}>{node.label}</summary>
          {items}
        </details>
      </li>
    );
  }
  // A category with a page of its own: its link stays outside the <summary> (a link inside one is two controls in one,
  // which keyboards and screen readers cannot tell apart); the summary is the caret beside it.
  return (
    <li className={itemClass(`menu-item menu-item-linked${itemKind('category')}`, node.className)}>
      <Link href={node.href} className={`menu-link menu-category-link${also('menu__link menu__link--sublist')}`}>
        {node.label}
      </Link>
      <details className="menu-category" data-key={node.key} open={open}>
        <summary className="menu-category-toggle">
          <CategoryToggleLabel label={node.label} />
        </summary>
        {items}
      </details>
    </li>
  );
}

/** The item's own classes after the theme's (a sidebar item's `className`, as Docusaurus puts it on its `<li>`). */
const itemClass = (base: string, className: string | undefined) => (className ? `${base} ${className}` : base);

function CategoryToggleLabel({ label }: { label: string }) {
  const { strings } = useSite();
  return <span className="sr-only">{format(strings.sidebarCategoryToggle, { label })}</span>;
}
