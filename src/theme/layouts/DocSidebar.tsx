import { createContext, useContext } from 'react';
import { useSite } from '../context.js';

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
  /** The page's sidebar in the site format's item shape (Docusaurus' `PropSidebar` items: links, categories, HTML). */
  sidebar?: unknown[];
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
  const { strings, config } = useSite();
  if (!markup) return null;
  return (
    <>
      <nav
        className={config.policies.chrome.infimaClasses ? 'sidebar-nav menu' : 'sidebar-nav'}
        aria-label={strings.docsSidebar}
        data-sidebar={markup.sidebarKey}
        data-full-sidebar={markup.fullUrl}
        dangerouslySetInnerHTML={{ __html: markup.html }}
      />
      {config.policies.chrome.docsSidebar.hideable && <SidebarToggleButton />}
    </>
  );
}

/** What the client's sidebar chunks look for (client/features.ts loads them only on pages whose sidebar carries these). */
export const sidebarDataAttributes = (o: { hideable: boolean; autoCollapseCategories: boolean }) => ({
  'data-hideable': o.hideable ? '' : undefined,
  'data-auto-collapse': o.autoCollapseCategories ? '' : undefined,
});

/** theme-classic's `Icon/Arrow` (the double chevron of its collapse and expand buttons). */
const ARROW_PATH =
  'M9.992 10.023c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454H1c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942L.168 3.078A.939.939 0 010 2.528c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45L9.82 9.472c.11.148.172.347.172.55zm0 0M19.98 10.023c0 .2-.058.399-.168.547l-4.996 7.492a.987.987 0 01-.828.454h-3c-.547 0-.996-.453-.996-1 0-.2.059-.403.168-.551l4.625-6.942-4.625-6.945a.939.939 0 01-.168-.55 1 1 0 01.996-.997h3c.348 0 .649.18.828.45l4.996 7.492c.11.148.168.347.168.55zm0 0';

/**
 * `themeConfig.docs.sidebar.hideable`: theme-classic's DocSidebar/Desktop/CollapseButton (below fe-docs' own sidebar, also
 * in a site's wrapper of it; a site's own DocSidebar brings its own) and DocRoot/Layout/Sidebar/ExpandButton, which Docusaurus renders once the sidebar is
 * hidden: here in the page, hidden, for client/sidebar-hide.ts to show. Labels from the site's code.json (the
 * ids theme-classic translates them by), else fe-docs' strings. A real `<button>` where Docusaurus has a `div`.
 */
export function SidebarToggleButton({ expand }: { expand?: boolean }) {
  const { strings, hooks } = useSite();
  const label = expand
    ? (hooks.translate?.('theme.docs.sidebar.expandButtonAriaLabel') ?? strings.expandSidebar)
    : (hooks.translate?.('theme.docs.sidebar.collapseButtonAriaLabel') ?? strings.collapseSidebar);
  return (
    <button
      type="button"
      className={expand ? 'doc-sidebar-expand' : 'doc-sidebar-collapse'}
      title={label}
      aria-label={label}
      aria-expanded={expand ? 'false' : 'true'}
      hidden={expand}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path fill="currentColor" d={ARROW_PATH} />
      </svg>
    </button>
  );
}
