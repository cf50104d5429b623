import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';

/** An element as a strict XML parser read it: qualified name, attributes, and children (text as strings). */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

/**
 * A strict XML 1.0 parser for tests: Chromium's DOMParser (libxml2), which refuses what is not well-formed — an
 * unescaped `&` or `<` in an attribute, `]]>` in text, NUL and the other characters XML cannot carry, lone surrogates.
 * The JavaScript XML packages installed (fast-xml-parser's validator, sax) accept most of these.
 */
export async function createXmlParser(): Promise<{ parse(text: string): Promise<{ error: string } | { root: XmlElement }>; close(): Promise<void> }> {
  const browser: Browser = await launchBrowser();
  const page: Page = await browser.newPage();
  return {
    // The text goes in as a JSON literal, so NUL and lone surrogates reach the parser as they are.
    parse: (text) => page.evaluate<{ error: string } | { root: XmlElement }>(`(${PARSE_IN_PAGE})(${JSON.stringify(text)})`),
    close: () => browser.close(),
  };
}

/** Runs in the page (browser code, as a string: the test tsconfig has no DOM types). */
const PARSE_IN_PAGE = `(source) => {
  const doc = new DOMParser().parseFromString(source, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) return { error: error.textContent || 'parsererror' };
  const read = (el) => ({
    name: el.tagName,
    attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
    children: [...el.childNodes].flatMap((n) =>
      n.nodeType === Node.ELEMENT_NODE ? [read(n)] : n.nodeType === Node.TEXT_NODE || n.nodeType === Node.CDATA_SECTION_NODE ? [n.nodeValue] : [],
    ),
  });
  return { root: read(doc.documentElement) };
}`;

/** The child elements of `el` named `name`. */
export const childrenNamed = (el: XmlElement, name: string): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** The text of an element (its text children joined). */
export const textOf = (el: XmlElement | undefined): string | undefined =>
  el && el.children.map((c) => (typeof c === 'string' ? c : (textOf(c) ?? ''))).join('');
