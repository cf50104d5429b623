import { Children, createElement, Fragment, type ReactNode } from 'react';
import type { Code } from 'mdast';
import type { Element } from 'hast';
import { themeComponent } from '../theme/registry.js';

/**
 * Fenced code as Docusaurus 3 renders it when a site swizzles `CodeBlock`: the block stays `<pre><code>` through the
 * site's rehype plugins (a highlighter such as @shikijs/rehype rewrites it), then MDX's `pre` renders only its child
 * and `code` renders the site's CodeBlock with the block's props (`className`, `metastring`, children). Otherwise
 * fe-docs highlights fenced code itself (faster, and the same markup as its Markdown pages).
 */

/** mdast-util-to-hast's `pre > code.language-x` for a fenced block, with the meta string where Docusaurus puts it. */
export function plainCodeElement(node: Code): Element {
  const properties: Element['properties'] = {};
  if (node.lang) properties.className = ['language-' + node.lang];
  // mdx-loader's codeCompat plugin: `metastring` is a prop of the code element (`title="x.yml"` is read from it).
  if (node.meta) properties.metastring = node.meta;
  const code: Element = {
    type: 'element',
    tagName: 'code',
    properties,
    children: [{ type: 'text', value: node.value ? node.value + '\n' : '' }],
    ...(node.meta ? { data: { meta: node.meta } as Element['data'] } : {}),
  };
  return { type: 'element', tagName: 'pre', properties: {}, children: [code] };
}

/** theme-classic's MDXComponents/Pre: with MDX 2+ only fenced blocks use it, and its child is the code. */
export function MdxPre({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** theme-classic's MDXComponents/Code: one line of text is inline code, anything else a block for `@theme/CodeBlock`. */
export function MdxCode(props: { children?: ReactNode } & Record<string, unknown>) {
  const inline = props.children !== undefined && Children.toArray(props.children).every((c) => typeof c === 'string' && !c.includes('\n'));
  return inline ? createElement('code', props) : createElement(themeComponent('CodeBlock'), props);
}
