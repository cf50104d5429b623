import { createElement, Fragment, useContext, type ComponentType, type ReactNode } from 'react';
import { SiteContext } from './context.js';
import { AnnouncementBar } from './components/AnnouncementBar.js';
import { DocCardList } from './components/DocCardList.js';
import { Footer } from './components/Footer.js';
import { Layout } from './components/Layout.js';
import { Link } from './components/Link.js';
import { Navbar } from './components/Navbar.js';
import { Paginator } from './components/Paginator.js';
import { Toc } from './components/Toc.js';
import { Admonition } from './builtins/Admonition.js';
import { CodeBlock } from './builtins/CodeBlock.js';
import { TabItem, Tabs } from './builtins/Tabs.js';
import { themed, type ThemeComponents } from './components-context.js';

/** Docusaurus's `<Link to>` as well as `<Link href>`. */
function DocusaurusLink({ to, href, children, className }: { to?: string; href?: string; children?: ReactNode; className?: string }) {
  return createElement(Link, { href: to ?? href ?? '#', className, children });
}

/** Docusaurus's `<Translate id>`: the theme's UI string `id` in the page's locale, else the children. */
function Translate({ id, children }: { id?: string; children?: ReactNode }) {
  const site = useContext(SiteContext);
  const text = id && site ? (site.strings as unknown as Record<string, unknown>)[id] : undefined;
  return createElement(Fragment, null, typeof text === 'string' ? text : children);
}

/** Every theme component a site can import (`@theme/<Name>`) or replace (`theme/<Name>.tsx`). */
export const ORIGINAL_COMPONENTS: ThemeComponents = {
  AnnouncementBar,
  DocCardList,
  Footer,
  Layout,
  Link: DocusaurusLink,
  Navbar,
  Paginator,
  Toc,
  Translate,
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
};

const proxies = new Map<string, ComponentType<any>>();
/** `@theme/<Name>`: whatever the site renders under that name (its override, else the original), read at render time. */
export function themeComponent(name: string): ComponentType<any> {
  let p = proxies.get(name);
  if (!p) proxies.set(name, (p = themed(name, ORIGINAL_COMPONENTS[name])));
  return p;
}

/**
 * Modules compiled at build time (MDX, TSX pages, overrides) are bundled apart from fe-docs and reach the theme
 * through this one global, so they share fe-docs' module instances (and React contexts) whether it runs from src/
 * or from a bundled dist/.
 */
export const THEME_HOST = Symbol.for('fe-docs.theme');
export interface ThemeHost {
  component(name: string): ComponentType<any>;
  original(name: string): ComponentType<any>;
}
(globalThis as Record<symbol, ThemeHost>)[THEME_HOST] = { component: themeComponent, original: (n) => ORIGINAL_COMPONENTS[n] };
