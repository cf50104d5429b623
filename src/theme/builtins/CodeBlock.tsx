import { toHtml } from 'hast-util-to-html';
import type { ElementContent } from 'hast';
import { codeBlockElement } from '../../markdown/render-markdown.js';
import { normalizeLang } from '../../markdown/highlight.js';
import { useMdxRender } from './mdx-render-context.js';
import { classNameLanguage } from './code-language.js';

/**
 * Docusaurus's `@theme/CodeBlock` (`language` or a `language-x` class name, `title`, `showLineNumbers`, `metastring`, the code as children), with
 * the markup of a fenced block. Its language was loaded before rendering (mdx/remark-mdx-facts.ts); one that was
 * not (a computed `language`) is shown as text.
 */
export function CodeBlock({
  language: languageProp,
  className,
  title,
  metastring,
  children,
}: {
  language?: string;
  /** theme-classic's: the language when `language` is not given (`language-ts`, as MDX gives a fenced block's). */
  className?: string;
  title?: string;
  showLineNumbers?: boolean;
  metastring?: string;
  children?: unknown;
}) {
  const { highlighter, strings } = useMdxRender('CodeBlock');
  const language = languageProp ?? classNameLanguage(className);
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
