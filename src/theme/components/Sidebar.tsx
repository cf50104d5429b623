import type { Sidebar as SidebarData, SidebarNode } from '../../routes/types.js';
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
      <li className="menu-item">
        <Link href={node.href} className="menu-link">
          {node.label}
        </Link>
      </li>
    );
  }
  return (
    <li className="menu-item">
      {/* `collapsed: false` (and Docusaurus' `collapsible: false`): open on every page, not only on its own pages. */}
      <details className="menu-category" data-key={node.key} open={node.collapsed ? undefined : true}>
        <summary className="menu-category-label">
          {node.href ? (
            <Link href={node.href} className="menu-link">
              {node.label}
            </Link>
          ) : (
            node.label
          )}
        </summary>
        <ul className="menu">
          {node.items.map((n, i) => (
            <Node key={i} node={n} />
          ))}
        </ul>
      </details>
    </li>
  );
}
