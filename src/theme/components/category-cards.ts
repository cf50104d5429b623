import type { DocCard, SidebarNode } from '../../routes/types.js';

/** Where `<DocCardList />` without items stands in MDX content until the page knows its sidebar (layouts/DocPage.tsx). */
export const CATEGORY_CARDS_MARKER = '<fe-doc-card-list></fe-doc-card-list>';

const same = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * Docusaurus' `useCurrentSidebarCategory()` as cards: the items of the sidebar category whose link is the page at
 * `url`; undefined when the page is no category's link.
 */
export function categoryCards(items: SidebarNode[], url: string): DocCard[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href && same(item.href, url)) return item.items.map(card);
    const inner = categoryCards(item.items, url);
    if (inner) return inner;
  }
  return undefined;
}

function card(item: SidebarNode): DocCard {
  const cls = item.className ? { className: item.className } : {};
  if (item.type === 'link') return { label: item.label, href: item.href, external: item.external, ...cls };
  return { label: item.label, href: item.href ?? firstHref(item.items) ?? '#', itemCount: item.items.length, ...cls };
}

function firstHref(items: SidebarNode[]): string | undefined {
  for (const it of items) {
    const href = it.type === 'link' ? (it.external ? undefined : it.href) : (it.href ?? firstHref(it.items));
    if (href) return href;
  }
  return undefined;
}
