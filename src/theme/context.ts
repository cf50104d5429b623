import { createContext, useContext } from 'react';
import type { PageData, ThemeSite } from '../stages/page.js';

export type { DropdownLink, PageData, PageLink, PaginatorLink, ThemePage, ThemeSite } from '../stages/page.js';

export const SiteContext = createContext<ThemeSite | null>(null);
export const PageContext = createContext<PageData>({ url: '/', title: '', localeLinks: [], versionLinks: {} });

export function useSite(): ThemeSite {
  const s = useContext(SiteContext);
  if (!s) throw new Error('theme component rendered outside <SiteContext>');
  return s;
}

export function usePage(): PageData {
  return useContext(PageContext);
}
