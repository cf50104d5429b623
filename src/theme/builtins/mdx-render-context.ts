import { createContext, useContext, type ReactElement } from 'react';
import type { CodeHighlighter } from '../../markdown/highlight.js';
import type { ContentStrings } from '../../markdown/types.js';

/** Per-page state of one MDX render: what the built-ins need to write the same markup as Markdown's directives. */
export interface MdxRender {
  strings: ContentStrings;
  highlighter: CodeHighlighter;
  /** Ids of tab groups, continuing after the ones `::::tabs` directives of the same page took. */
  nextTabsId(): number;
  /** Keeps an island to render it on its own; returns the index of its placeholder. */
  addIsland(island: IslandElement): number;
}

export const MdxRenderContext = createContext<MdxRender | null>(null);

export function useMdxRender(name: string): MdxRender {
  const r = useContext(MdxRenderContext);
  if (!r) throw new Error(`<${name}> can only be used in MDX content`);
  return r;
}

/** A component marked `client:load` / `client:visible`, as rendered on the page. */
export interface IslandElement {
  element: ReactElement;
  /** Its IslandUse id. */
  component: string;
  mode: string;
}
