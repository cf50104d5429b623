import type { ComponentType } from 'react';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { DocCardList } from './components/DocCardList.js';
import { Footer } from './components/Footer.js';
import { Features, Hero } from './components/Home.js';
import { Layout } from './components/Layout.js';
import { Navbar } from './components/Navbar.js';
import { NotFound } from './components/NotFound.js';
import { Paginator } from './components/Paginator.js';
import { Toc } from './components/Toc.js';
import { Admonition } from './builtins/Admonition.js';
import { CodeBlock } from './builtins/CodeBlock.js';
import { TabItem, Tabs } from './builtins/Tabs.js';
import { themed, type ThemeComponents } from './components-context.js';
import { DocItem, DocItemContent, DocItemFooter, MDXContent } from './layouts/DocItem.js';
import { DocSidebar } from './layouts/DocSidebar.js';

/**
 * fe-docs' own theme components a site can replace (`theme/<Name>.tsx`). A site format composes the components its
 * sites see from these and its own (`SiteCodeHooks.themeComponents`, stages/hooks.ts); a site without one sees these.
 */
export const THEME_COMPONENTS: ThemeComponents = {
  AnnouncementBar,
  DocCardList,
  Footer,
  // The parts of a home page (theme/components/Home.tsx), for the site's `content/pages/index.tsx`.
  Hero,
  Features,
  Layout,
  Navbar,
  // The 404 page (Docusaurus' `NotFound`: a swizzled one renders its own `<Layout>`).
  NotFound,
  Paginator,
  Toc,
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
  // A doc page's part right of the sidebar and two of its parts, as Docusaurus names them (theme/layouts/DocItem.tsx).
  DocItem,
  'DocItem/Content': DocItemContent,
  'DocItem/Footer': DocItemFooter,
  // Around the content of every doc, blog post and Markdown page (adds nothing; an override wraps the content).
  MDXContent,
  // The doc page's sidebar, given Docusaurus' props (theme/layouts/DocSidebar.tsx, DocPage.tsx).
  DocSidebar,
};

/** One proxy per name and original: the engine and a site format asking for the same component get the same one. */
const proxies = new Map<string, Map<ComponentType<any> | undefined, ComponentType<any>>>();
/**
 * `@theme/<Name>`: whatever the site renders under that name (its override, else `original`: fe-docs' own component
 * of that name unless a site format composes another), read at render time.
 */
export function themeComponent(name: string, original: ComponentType<any> | undefined = THEME_COMPONENTS[name]): ComponentType<any> {
  let byOriginal = proxies.get(name);
  if (!byOriginal) proxies.set(name, (byOriginal = new Map()));
  let p = byOriginal.get(original);
  if (!p) byOriginal.set(original, (p = themed(name, original as ComponentType<any>)));
  return p;
}
