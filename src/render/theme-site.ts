import { siteHref } from '../routes/permalink.js';
import { createElement } from 'react';
import { renderToStaticMarkup } from '../core/react-string.js';
import type { LoadedSite } from '../stages/site.js';
import type { NavItem } from '../routes/navbar.js';
import { normalizeUrl, versionPrefix, versionRoot, withBase } from '../routes/permalink.js';
import { Footer } from '../theme/components/Footer.js';
import { SiteContext } from '../theme/context.js';
import type { DropdownLink, ThemePage, ThemeSite } from '../stages/page.js';
import { themed, ThemeComponentsContext } from '../theme/components-context.js';
import { siteStrings } from '../i18n/strings.js';
import { navbarLogoSize } from './logo-size.js';

export const ThemedFooter = themed('Footer', Footer);

/** Build-wide theme data, made once per build: strings, URL helper, footer HTML, locale and version links. */
export function createThemeSite(site: LoadedSite): ThemeSite {
  const { config, table } = site;
  const strings = siteStrings(config);
  // The base URL of the default locale; other locales are built under it, at `<siteBase><locale>/`.
  const siteBase = config.currentLocale === config.i18n.defaultLocale ? config.baseUrl : config.baseUrl.slice(0, -(config.currentLocale.length + 1));
  const url = (u: string) => siteHref(config, u);
  const theme: ThemeSite = {
    config,
    strings,
    navbar: site.navbar,
    url,
    footerHtml: '',
    logoSize: navbarLogoSize(config),
    versionedLinkData: new Map(),
    hooks: site.hooks.theme,
    hasSearch: true,
    localeLinks: (pageUrl) =>
      config.i18n.locales.map((l) => ({
        label: config.i18n.localeConfigs[l]?.label ?? localeName(l),
        href: withBase(l === config.i18n.defaultLocale ? siteBase : `${siteBase}${l}/`, pageUrl, config.trailingSlash),
        withBase: true,
        active: l === config.currentLocale,
        value: l,
      })),
    versionLinks: (page: ThemePage, areaId?: string): DropdownLink[] => {
      const area = config.docs.find((a) => a.id === (areaId ?? page.docsArea ?? config.docs[0]?.id));
      if (!area) return [];
      const here = normalizeUrl(page.url);
      const current = page.docsArea === area.id ? page.docsVersion : area.versions.find((v) => v.isLast)?.name;
      const currentVersion = area.versions.find((v) => v.name === current);
      const prefix = currentVersion && versionPrefix(currentVersion.routeBase);
      const rest = prefix !== undefined && (here + '/').startsWith(prefix + '/') ? here.slice(prefix.length) : '';
      return area.versions.map((v) => {
        const same = versionPrefix(v.routeBase) + rest;
        const href = page.docsArea === area.id && table.byUrl.has(normalizeUrl(same || '/')) ? same : mainDocOf(site, area.id, v.name, v.routeBase);
        return { label: v.label, href, active: v.name === current, value: v.name };
      });
    },
  };
  theme.versionedLinkData = versionedLinkData(theme);
  theme.footerHtml = renderToStaticMarkup(
    createElement(
      ThemeComponentsContext.Provider,
      { value: site.themeComponents ?? null },
      createElement(SiteContext.Provider, { value: theme }, createElement(ThemedFooter)),
    ),
  );
  return theme;
}

/** A locale's name in its own language, Docusaurus' default label (`fr` → Français, `zh-CN` → 中文（中国）). */
function localeName(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // not a language tag Intl knows: the code as written
  }
  return locale;
}

/**
 * A navbar link into the last version of a versioned docs area carries its target in every version, so the client
 * can follow the reader's preferred version. The same on every page, so made once per build.
 */
function versionedLinkData(site: ThemeSite): Map<NavItem, Record<string, string>> {
  const out = new Map<NavItem, Record<string, string>>();
  const visit = (item: NavItem) => {
    if (item.type === 'dropdown') item.items.forEach(visit);
    if (item.type !== 'link' || item.external) return;
    const here = normalizeUrl(item.href);
    for (const area of site.config.docs) {
      if (area.versions.length < 2) continue;
      const last = area.versions.find((v) => v.isLast);
      if (!last || !(here + '/').startsWith(versionPrefix(last.routeBase) + '/')) continue;
      const links = site.versionLinks({ url: here, docsArea: area.id, docsVersion: last.name }, area.id);
      out.set(item, { 'data-docs-area': area.id, 'data-versions': links.map((l) => `${l.value} ${site.url(l.href)}`).join('|') });
      return;
    }
  };
  [...site.navbar.left, ...site.navbar.right].forEach(visit);
  return out;
}

/** A version's main doc: the first doc of its first sidebar, else its base URL. */
function mainDocOf(site: LoadedSite, area: string, version: string, routeBase: string): string {
  for (const s of site.table.sidebars.values()) {
    if (s.area !== area || s.version !== version) continue;
    const first = findFirst(s.items);
    if (first) return first;
  }
  return versionRoot(routeBase);
}

function findFirst(items: import('../routes/types.js').SidebarNode[]): string | undefined {
  for (const n of items) {
    if (n.type === 'link' && !n.external) return n.href;
    if (n.type === 'category') {
      const f = n.href ?? findFirst(n.items);
      if (f) return f;
    }
  }
  return undefined;
}
