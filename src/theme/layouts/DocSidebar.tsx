import { createContext, useContext } from 'react';
import { useSite } from '../context.js';
import type { DzSidebarItem } from '../docusaurus/doc-data.js';

/**
 * fe-docs' sidebar of the page being rendered: rendered once per build as HTML (render/sidebar-html.ts), the page's link
 * marked; `sidebarKey` and `fullUrl` are what the client reads (data-sidebar, data-full-sidebar).
 */
export interface DocSidebarMarkup {
  html: string;
  sidebarKey?: string;
  fullUrl?: string;
}

export const DocSidebarMarkupContext = createContext<DocSidebarMarkup | null>(null);

/** The props Docusaurus' DocRoot/Layout/Sidebar gives `@theme/DocSidebar`. */
export interface DocSidebarProps {
  /** The page's sidebar, as `PropSidebar` items (links, categories, HTML). */
  sidebar?: DzSidebarItem[];
  /** The page's pathname (its permalink, with the base URL). */
  path?: string;
  onCollapse?: () => void;
  isHidden?: boolean;
}

/**
 * fe-docs' `DocSidebar`: its own sidebar navigation (the props are Docusaurus' and not read: the markup is the one made
 * for the page). A site's `src/theme/DocSidebar` replaces it (layouts/DocPage.tsx); a wrapper's
 * `@theme-original/DocSidebar` renders this.
 */
export function DocSidebar(_: DocSidebarProps) {
  const markup = useContext(DocSidebarMarkupContext);
  const { strings } = useSite();
  if (!markup) return null;
  return (
    <nav
      className="sidebar-nav"
      aria-label={strings.docsSidebar}
      data-sidebar={markup.sidebarKey}
      data-full-sidebar={markup.fullUrl}
      dangerouslySetInnerHTML={{ __html: markup.html }}
    />
  );
}
