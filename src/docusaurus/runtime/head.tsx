import { Children, createElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { HeadCollector } from '../../theme/head-collector.js';
import { ContentPageReads } from './page-reads.js';

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

/**
 * `@docusaurus/Head` (react-helmet in Docusaurus): what a component puts in the document head while the page renders,
 * collected by the page renderer (theme/head-collector.ts); content rendered while it loads notes the read instead
 * (docusaurus/runtime/page-reads.ts).
 */
export function Head({ children }: { children?: ReactNode }) {
  const collected = useContext(HeadCollector);
  const reads = useContext(ContentPageReads);
  if (collected) collected.push(...headElements(children));
  // MDX content rendered apart from its page: rendered again with it, where the tags are collected.
  else if (reads) reads.read = true;
  return null;
}
