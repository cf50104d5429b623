import { createElement, type ComponentType } from 'react';
import { DocCardList } from '../../theme/components/DocCardList.js';
import type { ThemeComponents } from '../../theme/components-context.js';
import { THEME_COMPONENTS, themeComponent as engineThemeComponent } from '../../theme/registry.js';
import type { DocCard as DocCardData } from '../../routes/types.js';
import { Link as DocusaurusLink, Translate } from './client-api.js';
import { DocCard, Details, Heading, ThemedImage, TOCInline } from './components.js';

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

const e = THEME_COMPONENTS;

/**
 * Every theme component a site can import (`@theme/<Name>`) or replace (`theme/<Name>.tsx`): fe-docs' own
 * (theme/registry.ts) and the Docusaurus ones this adapter adds, in this order (messages list them).
 */
export const ORIGINAL_COMPONENTS: ThemeComponents = {
  AnnouncementBar: e.AnnouncementBar,
  DocCard,
  DocCardList: AnyDocCardList,
  Details,
  Heading,
  ThemedImage,
  TOCInline,
  Footer: e.Footer,
  // The parts of a home page (theme/components/Home.tsx), for the site's `content/pages/index.tsx`.
  Hero: e.Hero,
  Features: e.Features,
  Layout: e.Layout,
  Link: DocusaurusLink,
  Navbar: e.Navbar,
  // The 404 page (Docusaurus' `NotFound`: a swizzled one renders its own `<Layout>`).
  NotFound: e.NotFound,
  Paginator: e.Paginator,
  Toc: e.Toc,
  Translate,
  Admonition: e.Admonition,
  CodeBlock: e.CodeBlock,
  Tabs: e.Tabs,
  TabItem: e.TabItem,
  // A doc page's part right of the sidebar and two of its parts, as Docusaurus names them (theme/layouts/DocItem.tsx).
  DocItem: e.DocItem,
  'DocItem/Content': e['DocItem/Content'],
  'DocItem/Footer': e['DocItem/Footer'],
  // Around the content of every doc, blog post and Markdown page, as theme-classic's DocItem/Content, BlogPostItem/Content and MDXPage put it.
  MDXContent: e.MDXContent,
  // The doc page's sidebar, given Docusaurus' props (theme/layouts/DocSidebar.tsx, DocPage.tsx).
  DocSidebar: e.DocSidebar,
};

/** `@theme/<Name>`: whatever the site renders under that name (its override, else the original), read at render time. */
export function themeComponent(name: string): ComponentType<any> {
  return engineThemeComponent(name, ORIGINAL_COMPONENTS[name]);
}

/** The global through which modules compiled at build time reach the theme (docusaurus/runtime/modules.ts). */
export const THEME_HOST = Symbol.for('fe-docs.theme');
