import { Children, createContext, createElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentPageReads } from './page-reads.js';

/**
 * `@docusaurus/Head` (react-helmet in Docusaurus): what a component puts in the document head while the page renders.
 * The page renderer (render/render-page.ts) gives a collector, also to MDX content rendered again with its page; content
 * rendered while it loads notes the read instead (theme/docusaurus/page-reads.ts).
 */
export const HeadCollector = createContext<ReactNode[] | null>(null);

/**
 * The head elements among `children` (fragments opened). `<html>` and `<body>` (helmet sets their attributes: theme-common's
 * HtmlClassNameProvider adds its classes so) are left out: fe-docs writes those elements itself.
 */
function headElements(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((c) => {
    if (!isValidElement(c)) return [];
    if (c.type === Fragment) return headElements((c.props as { children?: ReactNode }).children);
    if (c.type === 'title') return [titleAsText(c)];
    return typeof c.type === 'string' && c.type !== 'html' && c.type !== 'body' ? [c] : [];
  });
}

/**
 * `<title>{title} | Site</title>` has several children: React 18 (the sites' own) renders them as one text, React 19
 * renders an empty title for anything but one string. Their text, joined, as helmet gives it.
 */
function titleAsText(c: ReactElement): ReactNode {
  const children = (c.props as { children?: ReactNode }).children;
  if (!Array.isArray(children)) return c;
  const text = Children.toArray(children)
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .join('');
  return createElement('title', { key: c.key }, text);
}

export function Head({ children }: { children?: ReactNode }) {
  const collected = useContext(HeadCollector);
  const reads = useContext(ContentPageReads);
  if (collected) collected.push(...headElements(children));
  // MDX content rendered apart from its page: rendered again with it, where the tags are collected.
  else if (reads) reads.read = true;
  return null;
}

/** The page's head tags from `<Head>`: its title, the other tags' markup, and the meta names/properties they set. */
export interface CollectedHead {
  title?: string;
  html: string;
  /** `name` or `property` of each `<meta>`: the theme's own tag of that key gives way (the last one wins in helmet). */
  metaKeys: string[];
  /** Has a `<link rel="canonical">` (a site's `head` front matter): it replaces the theme's, as in helmet. */
  canonical?: boolean;
}

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
