import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { suggest } from '../core/suggest.js';
import type { NavbarChildConfig, NavbarItemConfig } from '../config/schema.js';
import type { SiteConfig } from '../config/types.js';
import type { Sidebar } from './types.js';
import { configHref } from './base-url-prefix.js';

/** A navbar or footer link after doc ids and sidebars are resolved to URLs. */
export type NavItem =
  | {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      ariaLabel?: string;
      className?: string;
      activeBasePath?: string;
      /** A `doc` or `docSidebar` item: the doc and the sidebar it stands for (policy `chrome.navbarDocItems`). */
      activeDocs?: { area: string; docId?: string; sidebar?: string };
      /** The link's content as HTML, written as configured (instead of `label`). */
      html?: string;
      /** The link's `target` and `rel`, as configured. */
      target?: string;
      rel?: string;
      configPath: (string | number)[];
    }
  /** HTML written as it is configured (Docusaurus' `html` navbar and footer items). */
  | { type: 'html'; html: string; className?: string; configPath: (string | number)[] }
  | { type: 'dropdown'; label: string; items: NavItem[]; configPath: (string | number)[] }
  | {
      type: 'localeDropdown' | 'docsVersionDropdown' | 'search';
      label?: string;
      docsArea?: string;
      /** Links listed before and after the locales or versions (`dropdownItemsBefore` / `dropdownItemsAfter`). */
      before?: { label: string; href: string }[];
      after?: { label: string; href: string }[];
      configPath: (string | number)[];
    };

export interface ResolvedNavbar {
  left: NavItem[];
  right: NavItem[];
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

interface Lookup {
  config: SiteConfig;
  /** `${area}/${docId}` in the last version → URL. */
  docUrl: (area: string, id: string) => string | undefined;
  docIds: (area: string) => Iterable<string>;
  sidebar: (area: string, id: string) => Sidebar | undefined;
  sidebarIds: (area: string) => Iterable<string>;
  firstLink: (s: Sidebar) => string | undefined;
  /** The id of the first sidebar (last version) that lists the doc. */
  docSidebar: (area: string, id: string) => string | undefined;
}

/** Resolve navbar items; unknown doc ids and sidebar ids are configuration errors with their position. */
export function resolveNavbar(l: Lookup): { navbar: ResolvedNavbar; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const navbar: ResolvedNavbar = { left: [], right: [] };
  l.config.navbar.items.forEach((item, i) => {
    const r = resolveItem(l, item, ['navbar', 'items', i], diagnostics);
    if (r) (item.position === 'right' ? navbar.right : navbar.left).push(r);
  });
  return { navbar, diagnostics };
}

function resolveItem(l: Lookup, item: NavbarItemConfig | NavbarChildConfig, at: (string | number)[], diagnostics: Diagnostic[]): NavItem | undefined {
  const type = item.type ?? ('items' in item && item.items ? 'dropdown' : 'link');
  const area = item.docsArea ?? l.config.docs[0]?.id ?? 'default';
  const where = (key?: string) => l.config.source.locate(key ? [...at, key] : at);
  const link = (href: string, label: string): NavItem => ({
    type: 'link',
    label,
    href,
    external: EXTERNAL.test(href),
    ariaLabel: item.ariaLabel,
    className: item.className,
    activeBasePath: item.activeBasePath,
    ...(item.html !== undefined && { html: item.html }),
    ...(item.target !== undefined && { target: item.target }),
    ...(item.rel !== undefined && { rel: item.rel }),
    configPath: at,
  });
  switch (type) {
    case 'html':
      return { type: 'html', html: item.html ?? '', className: item.className, configPath: at };
    case 'link': {
      const href = item.to ?? item.href;
      if (!href) {
        diagnostics.push(
          diagnostic('config-sidebar-target', `Navbar link \`${item.label ?? '(no label)'}\` has no link target.`, {
            position: where(),
            hint: 'Add `to: /path` for a page of this site or `href: https://…` for another site.',
          }),
        );
        return undefined;
      }
      // The one rule for a link without a label: with an `ariaLabel` or a `className` it is empty, as Docusaurus renders
      // it (an icon drawn by the site's CSS on its class names, named by its aria-label); the URL as its text would
      // spill raw addresses into the navbar. Otherwise the URL is its text.
      return link(configHref(l.config, href), item.label ?? (item.ariaLabel || item.className || item.html !== undefined ? '' : href));
    }
    case 'doc': {
      const url = item.docId ? l.docUrl(area, item.docId) : undefined;
      if (!url) {
        const near = item.docId ? suggest(item.docId, l.docIds(area)) : undefined;
        diagnostics.push(
          diagnostic(
            'config-missing-doc',
            item.docId
              ? `Navbar item refers to doc id \`${item.docId}\`, which does not exist in docs area \`${area}\`.`
              : 'Navbar item of type `doc` has no `docId`.',
            {
              position: where(item.docId ? 'docId' : undefined),
              hint: near ? `Did you mean \`${near}\`?` : 'Use the id of an existing doc: its path below the docs folder without number prefixes or extension.',
            },
          ),
        );
        return undefined;
      }
      const sidebar = l.docSidebar(area, item.docId!);
      return { ...link(url, item.label ?? item.docId!), activeDocs: { area, docId: item.docId!, ...(sidebar && { sidebar }) } } as NavItem;
    }
    case 'docSidebar': {
      const s = item.sidebarId ? l.sidebar(area, item.sidebarId) : undefined;
      const url = s && l.firstLink(s);
      if (!url) {
        const near = item.sidebarId ? suggest(item.sidebarId, l.sidebarIds(area)) : undefined;
        diagnostics.push(
          diagnostic(
            'config-missing-sidebar',
            item.sidebarId
              ? `Navbar item refers to sidebar \`${item.sidebarId}\`, which does not exist in docs area \`${area}\`.`
              : 'Navbar item of type `docSidebar` has no `sidebarId`.',
            {
              position: where(item.sidebarId ? 'sidebarId' : undefined),
              hint: near ? `Did you mean \`${near}\`?` : `Use one of: ${[...l.sidebarIds(area)].join(', ') || '(no sidebars)'}.`,
            },
          ),
        );
        return undefined;
      }
      return { ...link(url, item.label ?? item.sidebarId!), activeDocs: { area, sidebar: item.sidebarId! } } as NavItem;
    }
    case 'dropdown': {
      const children = ('items' in item ? (item.items ?? []) : [])
        .map((c, i) => resolveItem(l, c, [...at, 'items', i], diagnostics))
        .filter((x): x is NavItem => !!x);
      return { type: 'dropdown', label: item.label ?? '', items: children, configPath: at };
    }
    default: {
      // Extra links of a locale or version menu (another site's translation, an archive of old versions).
      const extra = (key: 'dropdownItemsBefore' | 'dropdownItemsAfter') => {
        const items = key in item ? (item as NavbarItemConfig)[key] : undefined;
        if (!items?.length) return undefined;
        return items.flatMap((c, i) => {
          const r = resolveItem(l, { ...c, type: c.type === 'doc' ? 'doc' : 'link' }, [...at, key, i], diagnostics);
          return r?.type === 'link' ? [{ label: r.label, href: r.href }] : [];
        });
      };
      const before = extra('dropdownItemsBefore');
      const after = extra('dropdownItemsAfter');
      return { type, label: item.label, docsArea: area, ...(before && { before }), ...(after && { after }), configPath: at };
    }
  }
}

/** A footer item: a resolved link, or HTML as configured. */
export type FooterItem = Extract<NavItem, { type: 'link' }> | Extract<NavItem, { type: 'html' }>;

/** Footer columns (or a flat list as one untitled column) with resolved links. */
export function resolveFooter(config: SiteConfig): { title?: string; items: FooterItem[] }[] {
  const f = config.footer;
  if (!f) return [];
  type Given = { label?: string; to?: string; href?: string; ariaLabel?: string; className?: string; target?: string; rel?: string; html?: string };
  const mk = (it: Given, at: (string | number)[]): FooterItem => {
    if (it.html !== undefined) return { type: 'html', html: it.html, className: it.className, configPath: at };
    const href = configHref(config, it.to ?? it.href ?? '#');
    return {
      type: 'link' as const,
      label: it.label ?? '',
      href,
      external: EXTERNAL.test(href),
      ariaLabel: it.ariaLabel,
      ...(it.target !== undefined && { target: it.target }),
      ...(it.rel !== undefined && { rel: it.rel }),
      configPath: at,
    };
  };
  const links = f.links as ({ title: string; items: Given[] } | Given)[];
  if (links.length && 'items' in links[0]) {
    return (links as { title: string; items: Given[] }[]).map((c, ci) => ({
      title: c.title,
      items: c.items.map((it, ii) => mk(it, ['footer', 'links', ci, 'items', ii])),
    }));
  }
  return [{ items: (links as Given[]).map((it, ii) => mk(it, ['footer', 'links', ii])) }];
}
