import { tocItem } from '../../mdx/toc-export.js';
import { createElement, type ComponentType } from 'react';
import type { PageData } from '../../theme/context.js';

/** A Docusaurus theme component fe-docs' theme renders under another name, and how its props are made. */
export interface DocusaurusSlotName {
  /** fe-docs' slot (`theme/registry.ts` ORIGINAL_COMPONENTS). */
  slot: string;
  /** The site's component, given the props fe-docs' slot receives. */
  adapt(component: ComponentType<any>): ComponentType<any>;
}

/**
 * theme-classic's `TOC` (`{toc, minHeadingLevel, maxHeadingLevel, className}`, `toc` a flat list of `{value, id,
 * level}` with `value` as HTML, as DocItem/TOC/Desktop passes it) in fe-docs' `Toc` slot (`{toc: {headings, min}}`,
 * the headings already filtered to the page's levels).
 */
function tocProps(component: ComponentType<any>): ComponentType<{ toc: NonNullable<PageData['toc']> }> {
  const SiteToc = ({ toc }: { toc: NonNullable<PageData['toc']> }) => {
    const { headings, min } = toc;
    if (!headings.length) return null;
    return createElement(component, {
      toc: headings.map(tocItem),
      minHeadingLevel: min,
      maxHeadingLevel: Math.max(min, ...headings.map((h) => h.depth)),
      className: 'theme-doc-toc-desktop',
    });
  };
  SiteToc.displayName = 'TOC';
  return SiteToc;
}

/** Docusaurus names of fe-docs slots: a swizzled `src/theme/TOC` replaces the TOC of every page, as in Docusaurus. */
export const DOCUSAURUS_SLOT_NAMES: Readonly<Record<string, DocusaurusSlotName>> = {
  TOC: { slot: 'Toc', adapt: tocProps },
};
