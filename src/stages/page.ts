/**
 * What the theme renders and the render stage hands on: the site and page data theme components read (theme/context.ts
 * puts them in React contexts), the theme components by name, and a rendered page with its collected head tags. Types
 * only (src/stages/).
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { SiteConfig } from '../config/types.js';
import type { Heading, IslandUse } from '../markdown/types.js';
import type { UiStrings } from '../i18n/ui-strings.js';
import type { NavItem, ResolvedNavbar } from '../routes/navbar.js';
import type { Route, SidebarNode } from '../routes/types.js';

/** An entry of the locale and version dropdowns. */
export interface DropdownLink {
  label: string;
  /** A site URL (the base URL is added), or with `withBase`, a path that already carries it (other locales). */
  href: string;
  withBase?: boolean;
  active?: boolean;
  /** Extra data for the client (locale code, version name). */
  value?: string;
}

/** What every theme component may read; built once per build, never per page. */
export interface ThemeSite {
  config: SiteConfig;
  strings: UiStrings;
  navbar: ResolvedNavbar;
  /** Site URL → URL with the base URL. */
  url: (siteUrl: string) => string;
  /** Pre-rendered fragments shared by every page (rendered once). */
  footerHtml: string;
  /** The navbar logo's width and height attributes (render/logo-size.ts), when the site has a logo. */
  logoSize?: { width: number; height: number };
  /** Whether a blog, a search page, locales or versions exist; drives optional UI. */
  hasSearch: boolean;
  /** The same page in every locale (default locale without prefix). */
  localeLinks: (url: string) => DropdownLink[];
  /** The same doc in every version of a docs area, else that version's main doc. */
  versionLinks: (page: ThemePage, area?: string) => DropdownLink[];
  /**
   * Navbar links into the last version of a versioned docs area, with their target in every version
   * (`data-versions="2.0 /docs/intro|1.0 /docs/1.0/intro"`), so the client can follow the reader's preferred version.
   */
  versionedLinkData: Map<NavItem, Record<string, string>>;
  /** What the site's format adds to the theme's components (the loaded site's `SiteHooks.theme`). */
  hooks: ThemeHooks;
}

/** What a site format adds to the theme's components (here, not in stages/hooks.ts, which imports this module). */
export interface ThemeHooks {
  /** A UI message by the format's id (a Docusaurus site's i18n/<locale>/code.json), when the site translated it. */
  translate?(id: string): string | undefined;
  /**
   * A sidebar in the format's own item shape (a Docusaurus site's `PropSidebar`), for a site's own DocSidebar on a
   * page without a doc frame (RenderHooks.docFrame in stages/hooks.ts).
   */
  sidebarItems?(nodes: readonly SidebarNode[]): unknown[];
  /**
   * A React page of the site (`.tsx` in the pages folder) as its format renders it: the props and providers its code
   * reads; `island`: the page is interactive (what its Layout wraps hydrates in the browser). `pathname`: its URL with
   * the base URL. Without the hook the page renders with `site` alone.
   */
  reactPage?(page: { component: ComponentType<any>; island?: IslandUse; pathname: string; site: { title: string; tagline: string } }): ReactElement;
  /**
   * The element the Layout puts around a page's region (`.page`, between the navbar and the footer), as the format's
   * stylesheets expect it (a Docusaurus site's `main-wrapper`); `className`: a page's own wrapper class (a React
   * page's `<Layout wrapperClassName>`) is added to it. Without it the Layout puts nothing there.
   */
  pageWrapper?: { id?: string; className: string };
}

/**
 * What a doc page renders inside when its site's format gives doc pages data of their own (a Docusaurus site's docs
 * providers, `useDoc()`…): made per page by RenderHooks.docFrame (stages/hooks.ts), read by theme/layouts/DocPage.tsx.
 */
export interface DocFrame {
  /** The doc's providers around `el` (its content, its DocItem, a site's DocSidebar); `around: 'doc-item'` adds the container a site's own DocItem was written in. */
  wrap(el: ReactNode, o?: { around?: 'doc-item' }): ReactElement;
  /** The props the DocItem gets (a Docusaurus site's `content`: the content component with the doc's metadata). */
  docItemProps: Record<string, unknown>;
  /**
   * The component the site's config names for this doc's DocItem (a Docusaurus docs instance's `docItemComponent`),
   * rendered with `docItemProps` in place of the theme's DocItem, as a site's own DocItem is; none: the theme's.
   */
  docItem?: ComponentType<any>;
  /** The page's sidebar in the format's item shape, for a site's own DocSidebar. */
  sidebarItems?: unknown[];
  /** The page's permalink as the format gives it (a site's own DocSidebar's `path`). */
  permalink: string;
}

export interface ThemePage {
  /** Site URL of the page being rendered (no base URL). */
  url: string;
  /** Docs area and version of the page, for the version dropdown. */
  docsArea?: string;
  docsVersion?: string;
  /** A doc's id and the id of its sidebar (navbar items of type `doc` and `docSidebar`). */
  docId?: string;
  docSidebar?: string;
}

/** A link of the breadcrumbs, the paginator or a post's tags (site URLs; `Link` adds the base URL). */
export interface PageLink {
  href: string;
  label: string;
}

export interface PaginatorLink {
  href: string;
  /** The target's title, when the link names it (docs, posts). */
  title?: string;
  /** "Previous", "Newer post"… */
  label: string;
}

/**
 * Everything a page shows that is computed from the site and its route, made once per route by
 * render/page-data.ts; theme components read it here instead of computing it.
 */
export interface PageData extends ThemePage {
  /** The document title (before the site title is appended) and meta description. */
  title: string;
  description?: string;
  noindex?: boolean;
  /** An unlisted page's note (`unlisted: true`): its title and text. */
  unlisted?: { title: string; message: string };
  /** The page's h1 where the layout writes one. */
  heading?: string;
  /** "Edit this page" target (docs and posts whose area sets `editUrl`). */
  editUrl?: string;
  /** A doc's last update, when its area shows it: ISO date and the date as the locale writes it, and/or the author. */
  lastUpdate?: { iso?: string; date?: string; author?: string };
  /** Headings to list in the table of contents, already filtered to the levels shown; absent when hidden. */
  toc?: { headings: Heading[]; min: number };
  /** A doc of a versioned area: its version's badge text and notice (with the same doc, or the main one, in the last version). */
  version?: { badge?: string; banner?: { kind: 'unreleased' | 'unmaintained'; text: string; latest: PageLink; suggestion: [string, string] } };
  /** Docs: the trail between Home and the current page. */
  breadcrumbs?: { items: { label: string; href?: string }[]; current: string };
  pagination?: { label: string; prev?: PaginatorLink; next?: PaginatorLink };
  /** A post's tags, linked to their pages. */
  tags?: PageLink[];
  /** A tag's post list: the page of all tags. */
  allTagsUrl?: string;
  /** An author's post list: the page of all authors. */
  allAuthorsUrl?: string;
  /** "Page 2 of 5" on paginated blog lists. */
  pageCount?: string;
  /** The same page in every locale. */
  localeLinks: DropdownLink[];
  /** Per docs area of a version dropdown in the navbar: the same doc in every version. */
  versionLinks: Record<string, DropdownLink[]>;
}

/** Theme components by name, with the site's overrides (`theme/<Name>.tsx`) in place of the originals. */
export type ThemeComponents = Record<string, ComponentType<any>>;

/** The page's head tags from `<Head>`: its title, the other tags' markup, and the meta names/properties they set. */
export interface CollectedHead {
  title?: string;
  html: string;
  /** `name` or `property` of each `<meta>`: the theme's own tag of that key gives way (the last one wins in helmet). */
  metaKeys: string[];
  /** Has a `<link rel="canonical">` (a site's `head` front matter): it replaces the theme's, as in helmet. */
  canonical?: boolean;
}

/** The body of a page plus what its <head> needs. */
export interface RenderedPage {
  route: Route;
  bodyHtml: string;
  title: string;
  description?: string;
  /** Kind used to pick the page's client behaviour and for metrics. */
  kind: Route['kind'];
  noindex?: boolean;
  /** Has `<fe-island>` elements: the document loads the island loader. */
  islands?: boolean;
  /** What the page's components put in the head with `@docusaurus/Head` (a swizzled DocItem's title, meta, JSON-LD). */
  head?: CollectedHead;
  /** The class names of the page's `<html>` element its site's format gives it (RenderHooks.htmlClassName). */
  htmlClassName?: string;
}
