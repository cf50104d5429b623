import type { Sidebar as SidebarData, SidebarNode } from '../../routes/types.js';
import { format } from '../../i18n/strings.js';
import { useSite } from '../context.js';
import { Link } from './Link.js';

/**
 * The docs sidebar. Rendered once per sidebar (not per page) to an HTML string; each page then marks its own
 * link and opens the categories above it (see render/sidebar-html.ts). Categories are <details>, so they work
 * without JavaScript.
 */
export function SidebarTree({ sidebar }: { sidebar: SidebarData }) {
  return (
    <ul className="menu">
      {sidebar.items.map((n, i) => (
        <Node key={i} node={n} />
      ))}
    </ul>
  );
}

function Node({ node }: { node: SidebarNode }) {
  if (node.type === 'link') {
    return (
      <li className={itemClass('menu-item', node.className)}>
        <Link href={node.href} className="menu-link">
          {node.label}
        </Link>
      </li>
    );
  }
  const items = (
    <ul className="menu">
      {node.items.map((n, i) => (
        <Node key={i} node={n} />
      ))}
    </ul>
  );
  // `collapsed: false` (and Docusaurus' `collapsible: false`): open on every page, not only on its own pages.
  const open = node.collapsed ? undefined : true;
  if (!node.href) {
    return (
      <li className={itemClass('menu-item', node.className)}>
        <details className="menu-category" data-key={node.key} open={open}>
          <summary className="menu-category-label">{node.label}</summary>
          {items}
        </details>
      </li>
    );
  }
  // A category with a page of its own: its link stays outside the <summary> (a link inside one is two controls in one,
  // which keyboards and screen readers cannot tell apart); the summary is the caret beside it.
  return (
    <li className={itemClass('menu-item menu-item-linked', node.className)}>
      <Link href={node.href} className="menu-link menu-category-link">
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
