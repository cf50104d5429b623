// The structure of one built content page (a doc, a blog post, an MDX page), read from its HTML with parse5 (the parser
// hast-util-raw uses), for the corpus' structural parity against Docusaurus' own build (issue 32 item 5). One extractor
// reads both builds: it knows theme-classic's markup (`theme-doc-markdown`, `theme-admonition-<type>`, `tabs__item`,
// `table-of-contents__link`, `theme-code-block language-x`) and fe-docs' (`markdown`, `admonition-<type>`,
// `code-block[data-lang]`, `toc-link`), and a site's theme may give fe-docs' pages either.
//
// Where it looks: headings in the page's `main` (else its body) outside navigation, sidebars, footers and tables of
// contents (a site's swizzled blog post may put the title above the article); code blocks, tabs, admonitions, links,
// images and tables in the content container (the first `.markdown`, Docusaurus' `theme-doc-markdown` and
// `#__blog-post-container` included; else the article, else `main`); TOC entries outside it, the mobile TOC left out
// (Docusaurus renders its entries only once opened, a site's swizzled TOC in fe-docs at once: the same entries).
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { parse } from 'parse5';
import { bundledLanguages, bundledLanguagesInfo } from 'shiki/langs';
import { normalizeLang } from '../../src/markdown/highlight.js';

export const DIMENSIONS = ['headings', 'code', 'tabs', 'admonitions', 'links', 'images', 'tables', 'toc'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface PageStructure {
  /** `h2 Install`: level and text, anchor links and screen-reader-only text left out. */
  headings: string[];
  /** One entry per code block (a theme's code block, else a bare `<pre>`): its language, canonical (see `canonicalLanguage`). */
  code: string[];
  /** The label of every tab, in order. */
  tabs: string[];
  /** One type per admonition, Docusaurus' aliases resolved (`important` → `info`). */
  admonitions: string[];
  /** Every content link's target, resolved against the page URL and normalised (see `linkTarget`). */
  links: string[];
  images: number;
  tables: number;
  /** The text of each table-of-contents entry. */
  toc: string[];
}

/** theme-classic's admonition aliases (Admonition/Types.js): each renders as the type it names, titled with the alias. */
const ADMONITION_ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip', caution: 'warning' };
/** Classes `admonition-<x>` of fe-docs' admonition parts, not types. */
const ADMONITION_PARTS = new Set(['title', 'content', 'heading', 'icon']);
/** Containers whose headings and links are the page's chrome, not its content. */
const CHROME = /^(nav|footer|aside)$/;
const CHROME_CLASSES = ['toc', 'doc-toc', 'table-of-contents', 'theme-doc-toc-mobile', 'theme-doc-toc-desktop', 'pagination-nav', 'breadcrumbs'];
const HIDDEN_TEXT_CLASSES = ['hash-link', 'sr-only', 'visually-hidden'];
/**
 * A Mermaid diagram's container (theme-mermaid's, which fe-docs writes too): the browser draws the diagram in it.
 * Docusaurus' build leaves it out of the page's HTML, fe-docs writes the diagram's source there in a `<pre>`: in
 * neither is it a code block.
 */
const DIAGRAM_CLASS = 'docusaurus-mermaid-container';

const shikiAliases = new Map<string, string>();
for (const info of bundledLanguagesInfo) for (const alias of info.aliases ?? []) shikiAliases.set(alias, info.id);

/**
 * A code block's language as both builds can agree on it: fe-docs' own aliases (`js` → `javascript`, `gradle` →
 * `groovy`), then Shiki's (`objc` → `objective-c`); a name no grammar knows is `text` (neither build highlights it:
 * fe-docs writes `text`, Docusaurus' Prism has no grammar of that name unless the site adds one).
 */
export function canonicalLanguage(lang: string | undefined): string {
  const l = normalizeLang(lang || 'text');
  if (l in bundledLanguages) return shikiAliases.get(l) ?? l;
  return 'text';
}

function classes(e: Element): string[] {
  const c = e.properties.className;
  return Array.isArray(c) ? c.map(String) : [];
}

function hasClass(e: Element, ...names: string[]): boolean {
  const c = classes(e);
  return names.some((n) => c.includes(n));
}

function isElement(n: RootContent | ElementContent | Root): n is Element {
  return n.type === 'element';
}

function* elements(n: Root | Element): Generator<{ el: Element; ancestors: Element[] }> {
  const stack: { el: Element; ancestors: Element[] }[] = [];
  const push = (parent: Root | Element, ancestors: Element[]) => {
    const kids = parent.type === 'element' && parent.tagName === 'template' && parent.content ? parent.content.children : parent.children;
    for (let i = kids.length - 1; i >= 0; i--) {
      const k = kids[i]!;
      if (isElement(k)) stack.push({ el: k, ancestors });
    }
  };
  push(n, []);
  while (stack.length) {
    const item = stack.pop()!;
    yield item;
    push(item.el, [...item.ancestors, item.el]);
  }
}

function find(n: Root | Element, test: (e: Element) => boolean): Element | undefined {
  for (const { el } of elements(n)) if (test(el)) return el;
  return undefined;
}

/** The visible text of an element: anchor links, screen-reader-only text and zero-width spaces left out, spacing collapsed. */
export function textOf(n: Element): string {
  const parts: string[] = [];
  const walk = (x: ElementContent) => {
    if (x.type === 'text') parts.push(x.value);
    else if (isElement(x) && !hasClass(x, ...HIDDEN_TEXT_CLASSES) && x.tagName !== 'svg') x.children.forEach(walk);
  };
  n.children.forEach(walk);
  return parts
    .join('')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Where a link leads, as both builds can agree on it: resolved against the page URL; on the site itself the path
 * without `index.html`, `.html` or a final `/` and a published asset without its content hash, decoded, with its query
 * and fragment; elsewhere the URL without a final `/`.
 */
export function linkTarget(href: string, pageUrl: string): string {
  const origin = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(href, origin + pageUrl);
  } catch {
    return href;
  }
  if (url.origin !== origin) return /^https?:$/.test(url.protocol) ? url.href.replace(/\/(?=$|[?#])/, '') : url.href;
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const p = decode(url.pathname)
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1')
    // A file the build publishes content-hashed (`/assets/files/x-8dd283bc….png`): each tool hashes in its own way.
    .replace(/^(.*\/assets\/[^/]+\/.+)-[0-9a-f]{8,32}(\.\w+)$/, '$1$2');
  return p + url.search + decode(url.hash);
}

export function pageStructure(html: string, pageUrl: string): PageStructure {
  const root = fromParse5(parse(html)) as Root;
  const body = find(root, (e) => e.tagName === 'body') ?? root;
  const main = find(root, (e) => e.tagName === 'main') ?? body;
  const article = find(root, (e) => e.tagName === 'article') ?? main;
  const content = find(article, (e) => hasClass(e, 'markdown') || e.properties.id === '__blog-post-container') ?? article;
  const s: PageStructure = { headings: [], code: [], tabs: [], admonitions: [], links: [], images: 0, tables: 0, toc: [] };

  const chrome = (e: Element) => CHROME.test(e.tagName) || hasClass(e, ...CHROME_CLASSES);
  for (const { el, ancestors } of elements(main)) {
    const m = /^h([1-6])$/.exec(el.tagName);
    if (m && !ancestors.some(chrome) && !chrome(el)) s.headings.push(`h${m[1]} ${textOf(el)}`);
  }

  const inCode = new Set<Element>();
  for (const { el, ancestors } of elements(content)) {
    if (ancestors.some((a) => inCode.has(a))) continue;
    const c = classes(el);
    if (c.includes(DIAGRAM_CLASS)) {
      inCode.add(el);
      continue;
    }
    if (c.includes('theme-code-block')) {
      inCode.add(el);
      const lang = (c.find((x) => x.startsWith('language-')) ?? '').slice('language-'.length);
      s.code.push(canonicalLanguage(lang || undefined));
    } else if (c.includes('code-block')) {
      inCode.add(el);
      s.code.push(canonicalLanguage(el.properties.dataLang === undefined ? undefined : String(el.properties.dataLang)));
    } else if (el.tagName === 'pre') {
      // A block neither theme wrapped (a site's own rehype plugin highlighted it, raw HTML): its language, if it says one.
      inCode.add(el);
      const lang = el.properties.dataLanguage ?? c.find((x) => x.startsWith('language-'))?.slice('language-'.length);
      s.code.push(canonicalLanguage(lang === undefined ? undefined : String(lang)));
    }
    if (el.properties.role === 'tab') s.tabs.push(textOf(el));
    const admonition = c.includes('theme-admonition')
      ? c.find((x) => x.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length)
      : c.includes('admonition')
        ? c.find((x) => x.startsWith('admonition-') && !ADMONITION_PARTS.has(x.slice('admonition-'.length)))?.slice('admonition-'.length)
        : undefined;
    if (c.includes('theme-admonition') || c.includes('admonition')) s.admonitions.push(ADMONITION_ALIASES[admonition ?? ''] ?? admonition ?? '(no type)');
    if (el.tagName === 'a' && typeof el.properties.href === 'string' && !c.includes('hash-link')) s.links.push(linkTarget(el.properties.href, pageUrl));
    if (el.tagName === 'img') s.images++;
    if (el.tagName === 'table') s.tables++;
  }

  const inContent = new Set<Element>([...elements(content)].map((x) => x.el));
  for (const { el, ancestors } of elements(root)) {
    if (el.tagName !== 'a' || !hasClass(el, 'table-of-contents__link', 'toc-link') || inContent.has(el)) continue;
    if (!ancestors.some((a) => hasClass(a, 'theme-doc-toc-mobile'))) s.toc.push(textOf(el));
  }
  return s;
}

export interface DimensionDiff {
  dimension: Dimension;
  docusaurus: string;
  feDocs: string;
}

/** The dimensions on which two pages differ, each with both values around the first difference. */
export function compareStructures(docusaurus: PageStructure, feDocs: PageStructure): DimensionDiff[] {
  const diffs: DimensionDiff[] = [];
  for (const d of DIMENSIONS) {
    const [a, b] = [docusaurus[d], feDocs[d]];
    if (typeof a === 'number' || typeof b === 'number') {
      if (a !== b) diffs.push({ dimension: d, docusaurus: String(a), feDocs: String(b) });
      continue;
    }
    const i = a.findIndex((x, j) => x !== b[j]);
    if (i < 0 && a.length === b.length) continue;
    const at = i < 0 ? a.length : i;
    const show = (list: string[]) => `${list.length} [${at}] ${JSON.stringify(list[at] ?? '(none)').slice(0, 120)}`;
    diffs.push({ dimension: d, docusaurus: show(a), feDocs: show(b) });
  }
  return diffs;
}
