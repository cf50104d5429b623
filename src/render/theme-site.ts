import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { LoadedSite } from '../core/pipeline.js';
import { normalizeUrl, withBase } from '../routes/permalink.js';
import { Footer } from '../theme/components/Footer.js';
import { themed, ThemeComponentsContext } from '../theme/components-context.js';
import type { DropdownLink } from '../theme/components/Navbar.js';
import { SiteContext, type ThemePage, type ThemeSite } from '../theme/context.js';
import { loadStrings } from '../theme/i18n/strings.js';

const ThemedFooter = themed('Footer', Footer);

/** Build-wide theme data, made once per build: strings, URL helper, footer HTML, locale and version links. */
export function createThemeSite(site: LoadedSite): ThemeSite {
  const { config, table } = site;
  const strings = loadStrings(config.currentLocale);
  // The base URL of the default locale; other locales are built under it, at `<siteBase><locale>/`.
  const siteBase = config.currentLocale === config.i18n.defaultLocale ? config.baseUrl : config.baseUrl.slice(0, -(config.currentLocale.length + 1));
  const url = (u: string) => withBase(config.baseUrl, u);
  const theme: ThemeSite = {
    config,
    strings,
    navbar: site.navbar,
    url,
    footerHtml: '',
    hasSearch: true,
    localeLinks: (pageUrl) =>
      config.i18n.locales.map((l) => ({
        label: config.i18n.localeConfigs[l]?.label ?? l,
        href: withBase(l === config.i18n.defaultLocale ? siteBase : `${siteBase}${l}/`, pageUrl),
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
      const rest = currentVersion && (here + '/').startsWith(currentVersion.routeBase + '/') ? here.slice(currentVersion.routeBase.length) : '';
      return area.versions.map((v) => {
        const same = v.routeBase + rest;
        const href = page.docsArea === area.id && table.byUrl.has(normalizeUrl(same || '/')) ? same : mainDocOf(site, area.id, v.name, v.routeBase);
        return { label: v.label, href, active: v.name === current, value: v.name };
      });
    },
  };
  theme.footerHtml = renderToStaticMarkup(
    createElement(
      ThemeComponentsContext.Provider,
      { value: site.themeComponents ?? null },
      createElement(SiteContext.Provider, { value: theme }, createElement(ThemedFooter)),
    ),
  );
  return theme;
}

/** A version's main doc: the first doc of its first sidebar, else its base URL. */
function mainDocOf(site: LoadedSite, area: string, version: string, routeBase: string): string {
  for (const s of site.table.sidebars.values()) {
    if (s.area !== area || s.version !== version) continue;
    const first = findFirst(s.items);
    if (first) return first;
  }
  return routeBase + '/';
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
