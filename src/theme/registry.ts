import { createElement, type ComponentType } from 'react';
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
import { Link as DocusaurusLink, Translate } from './docusaurus/client-api.js';
import { DocCard, Details, Heading, ThemedImage, TOCInline } from './docusaurus/components.js';
import type { DocCard as DocCardData } from '../routes/types.js';
import { DocItem, DocItemContent, DocItemFooter } from './layouts/DocItem.js';
import { DocSidebar } from './layouts/DocSidebar.js';

/** Category cards: fe-docs' generated index pages pass `cards`; Docusaurus pages pass sidebar `items`. */
function AnyDocCardList({ cards, items, className }: { cards?: DocCardData[]; items?: Parameters<typeof DocCard>[0]['item'][]; className?: string }) {
  if (cards) return createElement(DocCardList, { cards });
  // Docusaurus' default: the current sidebar category, known once the page is rendered (layouts/DocPage.tsx).
  if (!items) return createElement('fe-doc-card-list');
  return createElement(
    'section',
    { className: ['doc-card-list', 'row', className].filter(Boolean).join(' ') },
    (items ?? []).map((item, i) => createElement(DocCard, { key: i, item })),
  );
}

/** Every theme component a site can import (`@theme/<Name>`) or replace (`theme/<Name>.tsx`). */
export const ORIGINAL_COMPONENTS: ThemeComponents = {
  AnnouncementBar,
  DocCard,
  DocCardList: AnyDocCardList,
  Details,
  Heading,
  ThemedImage,
  TOCInline,
  Footer,
  // The parts of a home page (theme/components/Home.tsx), for the site's `content/pages/index.tsx`.
  Hero,
  Features,
  Layout,
  Link: DocusaurusLink,
  Navbar,
  // The 404 page (Docusaurus' `NotFound`: a swizzled one renders its own `<Layout>`).
  NotFound,
  Paginator,
  Toc,
  Translate,
  Admonition,
  CodeBlock,
  Tabs,
  TabItem,
  // A doc page's part right of the sidebar and two of its parts, as Docusaurus names them (theme/layouts/DocItem.tsx).
  DocItem,
  'DocItem/Content': DocItemContent,
  'DocItem/Footer': DocItemFooter,
  // The doc page's sidebar, given Docusaurus' props (theme/layouts/DocSidebar.tsx, DocPage.tsx).
  DocSidebar,
};

const proxies = new Map<string, ComponentType<any>>();
/** `@theme/<Name>`: whatever the site renders under that name (its override, else the original), read at render time. */
export function themeComponent(name: string): ComponentType<any> {
  let p = proxies.get(name);
  if (!p) proxies.set(name, (p = themed(name, ORIGINAL_COMPONENTS[name])));
  return p;
}

/** The global through which modules compiled at build time reach the theme (theme/docusaurus/modules.ts). */
export const THEME_HOST = Symbol.for('fe-docs.theme');
