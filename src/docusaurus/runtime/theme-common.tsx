import {
  Fragment,
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useColorMode, useDocusaurusContext, useLocation } from './client-api.js';
import { useDocusaurusSite } from './site-data.js';

/**
 * fe-docs' own `@docusaurus/theme-common` (and `/internal`), for a Docusaurus project whose node_modules has none (the
 * site's installed one is used when present: docusaurus/runtime/load-runtime.ts). Same export names and the values
 * Docusaurus' server render gives; what the hooks do in the browser (toggle the mobile sidebar, close the announcement
 * bar, show the back-to-top button) is done by docusaurus/client/chrome.ts on the rendered markup. An export missing
 * here is reported at the import that names it (esbuild's "No matching export"), never rendered wrong.
 */

type Obj = Record<string, any>;

export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(`Hook is called outside the <${providerName}>. ${additionalInfo ?? ''}`);
  }
}

/** theme-classic's defaults under the site's `themeConfig` (the fields swizzled components read without checking). */
function withDefaults(given: Obj): Obj {
  const navbar = { items: [], hideOnScroll: false, ...given.navbar };
  const announcementBar = given.announcementBar && {
    id: 'announcement-bar',
    backgroundColor: '#fff',
    textColor: '#000',
    isCloseable: true,
    ...given.announcementBar,
  };
  return {
    ...given,
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false, ...given.colorMode },
    docs: { versionPersistence: 'localStorage', ...given.docs, sidebar: { hideable: false, autoCollapseCategories: false, ...given.docs?.sidebar } },
    navbar,
    announcementBar,
    prism: { additionalLanguages: [], magicComments: [], theme: { plain: {}, styles: [] }, ...given.prism },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3, ...given.tableOfContents },
    metadata: given.metadata ?? [],
  };
}

export function useThemeConfig(): Obj {
  const { docusaurusConfig } = useDocusaurusSite();
  return withDefaults(((docusaurusConfig?.themeConfig as Obj | undefined) ?? {}) as Obj);
}

export { useColorMode };

/** Class names Docusaurus' theme puts on its parts (theme-common's ThemeClassNames, the ones swizzled code reads). */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    admonitionType: (t: string) => `theme-admonition-${t}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (l: number) => `theme-doc-sidebar-item-category-level-${l}`,
    docSidebarItemLinkLevel: (l: number) => `theme-doc-sidebar-item-link-level-${l}`,
  },
  blog: {},
};

export const SkipToContentFallbackId = '__docusaurus_skipToContent_fallback';

const PassThrough = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);

/** The document head is the theme's: title and description come from the page (or the Layout's props). */
export const PageMetadata = (_: { title?: string; description?: string; keywords?: string | string[]; image?: string }) => null;
export const HtmlClassNameProvider = PassThrough;
/** A component that throws stops the build at its line (mdx/positioned-component.ts): nothing to wrap the cause in. */
export const ErrorCauseBoundary = PassThrough;

export function composeProviders(providers: ComponentType<{ children?: ReactNode }>[]) {
  return ({ children }: { children?: ReactNode }) =>
    providers.reduceRight<ReactNode>((inner, Provider) => createElement(Provider, null, inner), children) as ReactNode;
}

/** Docusaurus' server answer: the width is unknown until the browser reports it. */
export const useWindowSize = (_?: { desktopBreakpoint?: number }) => 'ssr' as const;
export const usePrismTheme = () => useThemeConfig().prism.theme;
export const isRegexpStringMatch = (regexAsString: string | undefined, valueToTest: string) =>
  typeof regexAsString !== 'undefined' && new RegExp(regexAsString, 'gi').test(valueToTest);
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  ref.current = callback;
  return useCallback(((...args) => ref.current(...args)) as T, []);
}
export const useTitleFormatter = (title?: string) => {
  const { siteConfig } = useDocusaurusContext();
  const delimiter = (siteConfig as Obj).titleDelimiter ?? '|';
  return title?.trim().length ? `${title.trim()} ${delimiter} ${siteConfig.title}` : siteConfig.title;
};

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Whether the reader asked for less motion: unknown at build time (this theme-common only runs there). */
export const prefersReducedMotion = () => false;

export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean) }) {
  const [collapsed, setCollapsed] = useState(initialState ?? false);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

const COLLAPSED_STYLE = { display: 'none', overflow: 'hidden', height: '0px' };
const EXPANDED_STYLE = { display: 'block', overflow: 'visible', height: 'auto' };

/**
 * theme-common's `Collapsible` as its server render writes it (the SSR style of its state), but never lazy: the page is
 * not hydrated, so a collapsed category's items must already be in the page for docusaurus/client/chrome.ts to show.
 */
export function Collapsible({
  as = 'div',
  collapsed,
  children,
  className,
  disableSSRStyle,
}: {
  as?: string;
  collapsed: boolean;
  children?: ReactNode;
  className?: string;
  disableSSRStyle?: boolean;
  lazy?: boolean;
  animation?: unknown;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}) {
  return createElement(as, { style: disableSSRStyle ? undefined : collapsed ? COLLAPSED_STYLE : EXPANDED_STYLE, className }, children);
}

/**
 * The navbar's secondary menu (a doc sidebar on mobile): Docusaurus renders it only once the browser reports a mobile
 * width, so a page rendered once at build time (`useWindowSize()` is 'ssr') has none, as Docusaurus' server HTML.
 */
export const NavbarSecondaryMenuFiller = (_: { component: ComponentType<any>; props: object }) => null;

// ---- `@docusaurus/theme-common/internal` ----

const ExpandedItemContext = createContext<{ expandedItem: number | null; setExpandedItem: (i: number | null) => void } | null>(null);

/** One sidebar level: the category expanded last (so the others may collapse, `autoCollapseCategories`). */
export function DocSidebarItemsExpandedStateProvider({ children }: { children?: ReactNode }) {
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const value = useMemo(() => ({ expandedItem, setExpandedItem }), [expandedItem]);
  return createElement(ExpandedItemContext.Provider, { value }, children);
}

export function useDocSidebarItemsExpandedState() {
  const value = useContext(ExpandedItemContext);
  if (!value) throw new ReactContextError('DocSidebarItemsExpandedStateProvider');
  return value;
}

/** Same path, whatever the trailing slash and case (theme-common's routesUtils). */
export function isSamePath(path1: string | undefined, path2: string | undefined): boolean {
  const normalize = (p: string | undefined) => (!p || p.endsWith('/') ? p : `${p}/`)?.toLowerCase();
  return normalize(path1) === normalize(path2);
}

export const ColorModeProvider = PassThrough;
export const AnnouncementBarProvider = PassThrough;
export const ScrollControllerProvider = PassThrough;
export const DocsPreferredVersionContextProvider = PassThrough;
export const PluginHtmlClassNameProvider = PassThrough;
export const NavbarProvider = PassThrough;

/**
 * The mobile sidebar is in the page, hidden until its toggle opens it (docusaurus/client/chrome.ts): enabled when the
 * navbar has items, as Docusaurus' `useIsNavbarMobileSidebarDisabled`.
 */
export function useNavbarMobileSidebar() {
  const disabled = useThemeConfig().navbar.items.length === 0;
  return { disabled, shouldRender: !disabled, toggle: () => {}, shown: false };
}
export const useNavbarSecondaryMenu = () => ({ shown: false, hide: () => {}, content: undefined });
/** Docusaurus' server render: the bar is shown (a dismissed one is hidden in the browser). */
export function useAnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  return { isActive: !!announcementBar, close: () => {} };
}
export const useHideableNavbar = (_hideOnScroll?: boolean) => ({ navbarRef: () => {}, isNavbarVisible: true });
export const useKeyboardNavigation = () => {};
export const keyboardFocusedClassName = 'navigation-with-keyboard';
export const useLockBodyScroll = (_lock?: boolean) => {};
export const useBackToTopButton = (_: { threshold: number }) => ({ shown: false, scrollToTop: () => {} });
export const useScrollPosition = () => {};
export const useLocationChange = () => {};
export const useCodeWordWrap = () => ({ codeBlockRef: { current: null }, isEnabled: false, isCodeScrollable: false, toggle: () => {} });

/** The page's path without the base URL (`/docs/intro` on a site at `/orbit/`). */
export function useLocalPathname(): string {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return pathname.startsWith(siteConfig.baseUrl) ? pathname.slice(siteConfig.baseUrl.length - 1) : pathname;
}

/** Navbar items by `position` (Docusaurus' default is right). */
export function splitNavbarItems<T extends { position?: 'left' | 'right' }>(items: T[]): [T[], T[]] {
  const left = items.filter((i) => (i.position ?? 'right') === 'left');
  return [left, items.filter((i) => !left.includes(i))];
}

export function parseCodeBlockTitle(metastring?: string): string {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';
}
export function parseLanguage(className: string): string | undefined {
  return className
    .split(' ')
    .find((c) => c.startsWith('language-'))
    ?.replace(/language-/, '');
}
export const containsLineNumbers = (metastring?: string) => Boolean(metastring?.includes('showLineNumbers'));
