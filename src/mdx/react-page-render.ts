import { createElement, type ComponentType } from 'react';
import { createPlainHighlighter, type CodeHighlighter } from '../markdown/highlight.js';
import type { ContentStrings } from '../markdown/types.js';
import { MdxRenderContext, type MdxRender } from '../theme/builtins/mdx-render-context.js';

/** What React pages render fe-docs' built-ins with (`@theme/CodeBlock`, `@theme/Admonition`, `@theme/Tabs`): the load's. */
export interface ContentRender {
  /** The load's highlighter, created when a page first imports a component that highlights code. */
  highlighter(): Promise<CodeHighlighter>;
  strings: ContentStrings;
}

/**
 * The built-ins' per-page state for components outside MDX content (a React page, a page's own theme components):
 * tab ids from `firstTabsId` on, no islands.
 */
export function builtinsRender(strings: ContentStrings, highlighter: CodeHighlighter, firstTabsId = 0): MdxRender {
  let tabs = firstTabsId;
  return {
    strings,
    highlighter,
    nextTabsId: () => ++tabs,
    addIsland: () => {
      throw new Error('`client:load` and `client:visible` work in MDX content only');
    },
  };
}

/** Specifiers whose components highlight code: a page importing one gets the real highlighter. */
const HIGHLIGHTS = /^fe-theme:@theme(-original|-init)?\/(CodeBlock|MDXComponents)$/;

/**
 * The per-page state fe-docs' built-ins read (theme/builtins/mdx-render-context.ts), for a React page: in Docusaurus
 * `<CodeBlock>`, `<Admonition>`, `<Tabs>` work in any component, not only in MDX. Code is highlighted when the page's
 * bundle imports a highlighting component (`inputs`: its esbuild inputs); the languages it uses are known only once it
 * rendered, so `render` renders it again after loading new ones.
 */
export async function reactPageRender(inputs: readonly string[], content: ContentRender | undefined) {
  const base = content && inputs.some((k) => HIGHLIGHTS.test(k)) ? await content.highlighter() : createPlainHighlighter();
  const strings = content?.strings;
  const used = new Set<string>();
  const prepared = new Set<string>();
  const highlighter: CodeHighlighter = {
    isKnown: (lang) => base.isKnown(lang),
    prepare: (langs) => base.prepare(langs),
    highlight(code, lang, lines) {
      used.add(lang);
      return base.highlight(code, lang, lines);
    },
  };
  const context = (): MdxRender | null => (strings ? builtinsRender(strings, highlighter) : null);
  /** `Page` with the built-ins' state above it: a page that renders its own Layout is rendered so by the theme later. */
  const provide = <P extends object>(Page: ComponentType<P>): ComponentType<P> => {
    const Provided = (props: P) => createElement(MdxRenderContext.Provider, { value: context() }, createElement(Page, props));
    Provided.displayName = Page.displayName ?? Page.name;
    return Provided;
  };
  return {
    provide,
    /** `render()` once, and again when it used languages not loaded before (their blocks were plain text). */
    async render(render: () => string): Promise<string> {
      const html = render();
      const fresh = [...used].filter((l) => !prepared.has(l) && l !== 'text');
      if (!fresh.length) return html;
      fresh.forEach((l) => prepared.add(l));
      await base.prepare(fresh);
      return render();
    },
  };
}
