import { toHtml } from 'hast-util-to-html';
import type { ElementContent } from 'hast';
import { codeBlockElement } from '../../markdown/render-markdown.js';
import { normalizeLang } from '../../markdown/highlight.js';
import { useMdxRender } from './mdx-render-context.js';

/**
 * Docusaurus's `@theme/CodeBlock` (`language`, `title`, `showLineNumbers`, `metastring`, the code as children), with
 * the markup of a fenced block. Its language was loaded before rendering (mdx/remark-mdx-facts.ts); one that was
 * not (a computed `language`) is shown as text.
 */
export function CodeBlock({
  language,
  title,
  metastring,
  children,
}: {
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
  metastring?: string;
  children?: unknown;
}) {
  const { highlighter, strings } = useMdxRender('CodeBlock');
  const code = (Array.isArray(children) ? children.join('') : typeof children === 'string' ? children : String(children ?? '')).replace(/\n$/, '');
  const meta = [metastring, title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
  const lang = language && highlighter.isKnown(normalizeLang(language)) ? language : 'text';
  let el;
  try {
    el = codeBlockElement({ type: 'code', value: code, lang, meta }, highlighter, strings, raw);
  } catch {
    el = codeBlockElement({ type: 'code', value: code, lang: 'text', meta }, highlighter, strings, raw);
  }
  return (
    <div
      className="code-block"
      data-lang={el.properties.dataLang as string}
      dangerouslySetInnerHTML={{ __html: toHtml(el.children, { allowDangerousHtml: true }) }}
    />
  );
}

const raw = (html: string) => ({ type: 'raw', value: html }) as unknown as ElementContent;
