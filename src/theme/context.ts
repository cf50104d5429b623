import { createContext, useContext } from 'react';
import type { SiteConfig } from '../config/types.js';
import type { ResolvedNavbar } from '../routes/navbar.js';
import type { UiStrings } from './i18n/es.js';

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
  /** Whether a blog, a search page, locales or versions exist; drives optional UI. */
  hasSearch: boolean;
  /** The same page in every locale (default locale without prefix). */
  localeLinks: (url: string) => DropdownLink[];
  /** The same doc in every version of a docs area, else that version's main doc. */
  versionLinks: (page: ThemePage, area?: string) => DropdownLink[];
}

export interface ThemePage {
  /** Site URL of the page being rendered (no base URL). */
  url: string;
  /** Docs area and version of the page, for the version dropdown. */
  docsArea?: string;
  docsVersion?: string;
}

export const SiteContext = createContext<ThemeSite | null>(null);
export const PageContext = createContext<ThemePage>({ url: '/' });

export function useSite(): ThemeSite {
  const s = useContext(SiteContext);
  if (!s) throw new Error('theme component rendered outside <SiteContext>');
  return s;
}

export function usePage(): ThemePage {
  return useContext(PageContext);
}
