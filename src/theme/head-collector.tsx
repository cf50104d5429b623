import { createContext, createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CollectedHead } from '../stages/page.js';

export type { CollectedHead };

/**
 * What the components of a page put in the document head while it renders (`@docusaurus/Head`, react-helmet in Docusaurus).
 * The page renderer (render/render-page.ts) gives a collector, also to MDX content rendered again with its page; content
 * rendered while it loads notes the read instead (docusaurus/runtime/page-reads.ts).
 */
export const HeadCollector = createContext<ReactNode[] | null>(null);

const TAGS = /^(?:title|meta|link|script|style|base|noscript)$/;
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function collectedHead(nodes: readonly ReactNode[]): CollectedHead | undefined {
  if (!nodes.length) return undefined;
  const html = renderToStaticMarkup(createElement(Fragment, null, ...nodes));
  let title: string | undefined;
  const parts: string[] = [];
  const metaKeys: string[] = [];
  let canonical = -1;
  // Top-level elements only (what helmet takes); a `</script` inside a script body cannot end it early.
  for (const m of html.matchAll(/<([a-z]+)\b([^>]*?)\/?>(?:([\s\S]*?)<\/\1>)?/g)) {
    const [whole, tag, attrs, body] = m;
    if (!TAGS.test(tag)) continue;
    if (tag === 'title') {
      title = decode(body ?? '');
      continue;
    }
    if (tag === 'meta') {
      const key = /\b(?:name|property)="([^"]*)"/.exec(attrs)?.[1];
      if (key) metaKeys.push(decode(key));
    }
    if (tag === 'link' && /\brel="canonical"/i.test(attrs)) {
      // One canonical URL per page: helmet keeps the last.
      if (canonical >= 0) parts[canonical] = '';
      canonical = parts.length;
    }
    parts.push(tag === 'script' && body ? whole.replace(body, body.replace(/<\/(script)/gi, '<\\/$1')) : whole);
  }
  return { ...(title !== undefined && { title }), html: parts.join(''), metaKeys, ...(canonical >= 0 && { canonical: true }) };
}
