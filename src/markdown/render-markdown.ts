import { createHash } from 'node:crypto';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'mdast-util-to-string';
import type { Root, RootContent, Code } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { PluggableList, Processor } from 'unified';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { collectPageFacts, EXTERNAL, takeCustomId } from './collect.js';
import { contentTitleNode, contentTitleText } from './content-title.js';
import { applyMagicComments, showsLineNumbers } from './magic-comments.js';
import { normalizeAdmonitionTitles, transformDirectives } from './directives.js';
import { normalizeLang, parseCodeTitle, parseHighlightLines, type CodeHighlighter } from './highlight.js';
import { parseInParts, PART_CHARS } from './parse-in-parts.js';
import { remarkParseReusing } from './reusable-parser.js';
import { sanitizeContent } from './sanitize.js';
import type { HeadingIds } from './slug.js';
import { ALL_SYNTAXES, remarkSyntaxes, syntaxMask } from './syntax-extensions.js';
import { scriptUrlWarnings } from './script-urls.js';
import { tableRow } from './table-row.js';
import { LINK_PLACEHOLDER, type ContentStrings, type MarkdownResult, type Section } from './types.js';

/**
 * Markdown → HTML for one file: GFM, directives (admonitions, tabs), heading ids, links collected with their
 * positions, code highlighted by Shiki. The result carries everything later stages need (headings, links, ids,
 * searchable sections), so the syntax tree is never kept in memory.
 */
export interface MarkdownRenderer {
  /** `absPath`: the file's path for remark/rehype plugins (`file.path`, `file.extname`), as the MDX path gives it. */
  render(file: string, body: string, absPath?: string): Promise<MarkdownResult>;
  /** `.mdx` files (src/mdx), rendered in the main thread only: absent in Markdown worker threads. */
  renderMdx?(file: string, body: string, absPath: string): Promise<MarkdownResult>;
  /**
   * The site overrides `@theme/Admonition`: a page with admonitions is rendered as MDX (when its format allows), where
   * `:::note` becomes the site's component, as in Docusaurus.
   */
  admonitionComponent?: boolean;
  /**
   * A Docusaurus site overrides `@theme/CodeBlock`: a page with fenced code is rendered as MDX (when its format allows),
   * where the site's CodeBlock renders every block, as in Docusaurus.
   */
  codeBlockComponent?: boolean;
}

/** The wrapper of a highlighted block (title, <pre>, copy button); decorate() leaves it alone. */
const CODE_BLOCK_CLASS = 'code-block';
const TRUNCATE = /^<!--\s*truncate\s*-->$/;
/** Where a fenced code block starts (an indented one starts with its indentation). */
const FENCE = /^[ \t]{0,3}(?:`{3}|~{3})/;

/** Rendered Markdown by file and content hash; `fe-docs dev` keeps one across rebuilds so only changed files re-render. */
export type MarkdownCache = Map<string, { hash: string; result: MarkdownResult }>;

export function createMarkdownRenderer(opts: {
  highlighter: CodeHighlighter;
  strings: ContentStrings;
  cache?: MarkdownCache;
  /** The site's `markdown.remarkPlugins` / `rehypePlugins` (config/markdown-plugins.ts). */
  plugins?: { remarkPlugins: PluggableList; rehypePlugins: PluggableList };
  /** `markdown.sanitize`: clean raw HTML and unsafe URLs (src/markdown/sanitize.ts). */
  sanitize?: boolean;
  /** Parse every page with every GFM and directive extension, whatever its text can use (tests compare both). */
  allSyntaxes?: boolean;
  /** `policies.content.diagramFences`: fenced blocks of these languages are written for the browser to draw. */
  diagramFences?: Readonly<Record<string, string>>;
  /** `code.defaultLanguage`: the language of a code block that names none. */
  defaultLanguage?: string;
  /** `markdown.headingIds`: how heading ids are made from their text (slug.ts). */
  headingIds?: HeadingIds;
}): MarkdownRenderer {
  // One parser per set of syntax extensions a page can use (syntax-extensions.ts), made when first needed.
  const parsers = new Map<number, Processor<Root>>();
  const parserFor = (text: string) => {
    const mask = opts.allSyntaxes ? ALL_SYNTAXES : syntaxMask(text);
    let parser = parsers.get(mask);
    if (!parser) {
      parser = unified()
        .use(remarkParseReusing)
        .use(remarkSyntaxes, mask)
        .use(opts.plugins?.remarkPlugins ?? [])
        .freeze() as unknown as Processor<Root>;
      parsers.set(mask, parser);
    }
    return parser;
  };
  // A plugin that adds syntax (remark-math's `$$` blocks…) may have blocks running past blank lines that
  // parse-in-parts.ts does not know of: then files are parsed whole.
  const partChars =
    syntaxExtensions(
      unified()
        .use(remarkParseReusing)
        .use(opts.plugins?.remarkPlugins ?? [])
        .freeze(),
    ) === 0
      ? PART_CHARS
      : Infinity;
  const toHast = unified()
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: opts.strings.footnotes,
      footnoteBackLabel: (i: number) => `${opts.strings.footnoteBack} ${i + 1}`,
      handlers: { code: (_s, node: Code) => codeBlock(node), tableRow },
    })
    .use(opts.plugins?.rehypePlugins ?? []);
  const { highlighter, strings } = opts;
  // The code blocks built here, which sanitizing sets aside (their Shiki markup is raw HTML).
  const codeBlocks = new WeakSet<Element>();
  /** Decorated HTML and the ids it holds; sanitized first when asked, so the decorations are the theme's own. */
  const finish = (hast: HastRoot): { html: string; ids: string[] } => {
    if (!opts.sanitize) return { ids: decorate(hast, strings), html: toHtml(hast, { allowDangerousHtml: true }) };
    const clean = sanitizeContent(hast, (el) => codeBlocks.has(el));
    const ids = decorate(clean.tree, strings);
    return { ids, html: clean.restore(toHtml(clean.tree, { allowDangerousHtml: true })) };
  };

  const codeBlock = (node: Code) => {
    const diagram = diagramClassOf(node, opts.diagramFences);
    const block = diagram
      ? diagramElement(node, diagram)
      : codeBlockElement(node, highlighter, strings, (html) => ({ type: 'raw', value: html }) as unknown as ElementContent);
    codeBlocks.add(block);
    return block;
  };

  const renderUncached = async (file: string, body: string, absPath?: string): Promise<MarkdownResult> => {
    const text = normalizeAdmonitionTitles(body);
    const parser = parserFor(text);
    const tree = parseInParts(text, (part) => parser.parse(part) as Root, partChars);
    // User plugins may be asynchronous, and may read the file's path (remark-typescript-tools skips a file without one).
    await parser.run(tree, { path: absPath ?? file, value: text });
    const { h1, titleInContent, truncateAt, headings, links, selfAnchors, proseWords, sections, diagnostics, mdx, admonitions, fenced, indented } =
      await analyzeTree(tree, file, {
        highlighter,
        strings,
        text,
        defaultLanguage: opts.defaultLanguage,
        headingIds: opts.headingIds,
      });

    const hast = (await toHast.run(tree, { path: absPath ?? file })) as HastRoot;
    const { html, ids } = finish(hast);
    let excerptHtml: string | undefined;
    if (truncateAt >= 0) {
      const excerptTree: Root = { type: 'root', children: tree.children.slice(0, truncateAt) };
      const excerptHast = (await toHast.run(excerptTree, { path: absPath ?? file })) as HastRoot;
      excerptHtml = finish(excerptHast).html;
    }
    // MDX written by a plugin (`mdxFromPlugins`): the loader renders the file again as MDX, or warns.
    return {
      html,
      excerptHtml,
      h1,
      ...(titleInContent !== undefined && { titleInContent }),
      headings,
      links,
      selfAnchors,
      ids,
      sections,
      proseWords,
      diagnostics,
      ...(mdx && { mdxFromPlugins: mdx }),
      ...(admonitions && { hasAdmonitions: true }),
      ...(fenced && { hasCodeBlocks: true }),
      ...(indented && { hasIndentedCode: true }),
    };
  };
  return {
    async render(file, body, absPath) {
      if (!opts.cache) return renderUncached(file, body, absPath);
      const hash = createHash('sha1').update(body).digest('base64');
      const hit = opts.cache.get(file);
      if (hit && hit.hash === hash) return hit.result;
      const result = await renderUncached(file, body, absPath);
      opts.cache.set(file, { hash, result });
      return result;
    },
  };
}

const syntaxExtensions = (p: { data(key: string): unknown }) => (p.data('micromarkExtensions') as unknown[] | undefined)?.length ?? 0;
/** The micromark extensions of GFM and directives. */

/** The class of the container a fenced block is written as when the browser draws it (`diagramFences`), if it is one. */
export function diagramClassOf(node: Code, fences: Readonly<Record<string, string>> | undefined): string | undefined {
  return fences && node.lang && Object.hasOwn(fences, node.lang) ? fences[node.lang] : undefined;
}

/**
 * A fenced block the browser draws (a Mermaid diagram): a `<div>` of its class holding the source as text, no
 * highlighting, so a page without script still shows it; the site format's browser feature draws it in its place.
 */
export function diagramElement(node: Code, className: string): Element {
  const source: Element = { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: node.value }] };
  return { type: 'element', tagName: 'div', properties: { className: [className] }, children: [source] };
}

/** A highlighted block (title, <pre>, copy button); `pre` wraps Shiki's HTML in a node the caller's output can carry. */
export function codeBlockElement(node: Code, highlighter: CodeHighlighter, strings: ContentStrings, pre: (html: string) => ElementContent): Element {
  // An unknown language is shown (and labelled) as text; the node itself keeps the author's name for site plugins.
  const named = normalizeLang(node.lang);
  const lang = highlighter.isKnown(named) ? named : 'text';
  const title = parseCodeTitle(node.meta);
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: title }] });
  const { code, lines } = applyMagicComments(node.value, parseHighlightLines(node.meta));
  children.push(pre(highlighter.highlight(code, lang, lines)));
  children.push({
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['copy-code'], ariaLabel: strings.copyCode, dataCopied: strings.copied },
    children: [{ type: 'text', value: strings.copyCode }],
  });
  const className = showsLineNumbers(node.meta) ? [CODE_BLOCK_CLASS, 'line-numbers'] : [CODE_BLOCK_CLASS];
  return { type: 'element', tagName: 'div', properties: { className, dataLang: lang }, children };
}

/** Node types of MDX that hold code (imports, exports, `{expressions}`), not prose. */
const MDX_CODE = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/**
 * Everything a page's syntax tree tells before it becomes HTML, shared by Markdown and MDX: directives turned into
 * theme markup, the leading `# Title` taken out, the truncate marker, heading ids, links, grammars loaded, sections.
 */
export async function analyzeTree(
  tree: Root,
  file: string,
  opts: {
    highlighter: CodeHighlighter;
    strings: ContentStrings;
    firstTabsId?: number;
    admonitionElement?: string;
    /** An imported partial: its leading `# Heading` is content of the page that imports it, not a title. */
    keepLeadingH1?: boolean;
    /** `code.defaultLanguage`: the language of a code block that names none. */
    defaultLanguage?: string;
    /** `markdown.headingIds`: how heading ids are made from their text (slug.ts). */
    headingIds?: HeadingIds;
    /** The parsed text (positions are in it): code blocks are told fenced from indented. */
    text?: string;
  },
) {
  const { highlighter, strings } = opts;
  const diagnostics: Diagnostic[] = [];
  let counter = opts.firstTabsId ?? 0;
  const { admonitions } = transformDirectives(tree, { file, strings, nextId: () => ++counter, diagnostics, admonitionElement: opts.admonitionElement });

  // A leading `# Title` is the page title, rendered by the layout rather than in the content.
  let h1: string | undefined;
  const firstIdx = tree.children.findIndex((c) => !MDX_CODE.has(c.type) && (c.type !== 'html' || !/^<!--/.test(c.value)));
  const first = tree.children[firstIdx];
  if (first?.type === 'heading' && first.depth === 1 && !opts.keepLeadingH1) {
    takeCustomId(first); // `# Title {#id}`: Docusaurus' title is the text without its id
    h1 = toString(first).trim();
    tree.children.splice(firstIdx, 1);
  }

  const truncateAt = tree.children.findIndex((c) => c.type === 'html' && TRUNCATE.test(c.value.trim()));
  if (truncateAt >= 0) tree.children.splice(truncateAt, 1);
  const { headings, links, selfAnchors, proseWords, code, mdx } = collectPageFacts(tree, file, opts.headingIds);
  if (opts.defaultLanguage) for (const n of code) if (!n.lang) n.lang = opts.defaultLanguage;
  // No leading `# Title`: a `#` heading further on may still be the content's title in Docusaurus' sense, kept in place.
  const inPlace = h1 === undefined && !opts.keepLeadingH1 ? contentTitleNode(tree) : undefined;
  const titleInContent = inPlace && contentTitleText(inPlace);

  // Grammars must be loaded before the synchronous mdast → hast step.
  const unknown = await highlighter.prepare(new Set(code.map((n) => n.lang ?? 'text')));
  for (const n of code) {
    if (!n.lang || !unknown.includes(n.lang)) continue;
    diagnostics.push(
      diagnostic('highlight-language', `Unknown code language \`${n.lang}\`; the block is shown without highlighting.`, {
        position: { file, line: n.position?.start?.line ?? 1, column: n.position?.start?.column ?? 1 },
        hint: 'Use a language Shiki knows (java, xml, json, yaml, bash, http, properties…) or `text`.',
      }),
    );
    // The node keeps its language: fe-docs' highlighter shows an unknown one as text, and a site's own rehype
    // highlighter (@shikijs/rehype on an MDX page) must see `language-ldif`, not `language-text`, to leave the block to
    // the site's CodeBlock as Docusaurus does.
  }
  diagnostics.push(...scriptUrlWarnings(tree, file));
  const sections = collectSections(tree);
  const { text } = opts;
  const indented =
    text !== undefined &&
    code.some((n) => n.position?.start.offset !== undefined && !FENCE.test(text.slice(n.position.start.offset, n.position.start.offset + 8)));
  return {
    h1,
    titleInContent,
    truncateAt,
    headings,
    links,
    selfAnchors,
    proseWords,
    sections,
    tabsCount: counter,
    diagnostics,
    mdx,
    admonitions,
    fenced: code.length > 0,
    indented,
  };
}

/** Text grouped under each h2/h3, for the search index: prose plus the identifiers found in code. */
function collectSections(tree: Root): Section[] {
  // Each section's parts are joined once at the end: text grown with `+=` is a rope of every part and separator, kept
  // with the page until the output is written, which the garbage collector copies at each scavenge meanwhile.
  const sections: (Omit<Section, 'text'> & { parts: string[] })[] = [{ parts: [] }];
  const append = (s: string) => {
    const parts = sections[sections.length - 1].parts;
    if (s || parts.length) parts.push(s); // as `text += (text ? ' ' : '') + s` would
  };
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading' && node.depth <= 3) {
      sections.push({ id: (node.data?.hProperties as { id?: string } | undefined)?.id, heading: toString(node), parts: [] });
    } else if (node.type === 'code') {
      const idents = new Set(node.value.match(/[A-Za-z_][A-Za-z0-9_.]{3,}/g) ?? []);
      append([...idents].join(' '));
    } else if (node.type !== 'html' && !MDX_CODE.has(node.type)) {
      append(blockText(node));
    }
  }
  return sections.filter((s, i) => i > 0 || s.parts.length).map(({ parts, ...s }) => ({ ...s, text: parts.join(' ') }));
}

const INLINE_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'textDirective']);

/** Text of a block; table cells, list items and paragraphs stay apart (`toString` would glue `01` and `Factura`). */
function blockText(node: RootContent): string {
  if (node.type === 'image') return node.alt ?? '';
  if ('value' in node) return node.type === 'html' || MDX_CODE.has(node.type) ? '' : node.value;
  if (!('children' in node)) return '';
  return (node.children as RootContent[]).map(blockText).join(INLINE_PARENTS.has(node.type) ? '' : ' ');
}

/**
 * Heading anchors, external-link marks and scrollable tables; returns every id on the page. Code blocks are left
 * alone: their highlighted HTML holds no anchors and no links.
 */
export function decorate(tree: HastRoot, strings: ContentStrings): string[] {
  const ids: string[] = [];
  const walk = (parent: HastRoot | Element): void => {
    const children = parent.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i];
      if (node.type === 'raw') {
        // Raw HTML ids count too (P9: anchors written by hand must not be reported as broken).
        for (const m of node.value.matchAll(RAW_ID)) ids.push(m[1]);
        continue;
      }
      // MDX components keep Markdown inside them (a TabItem's headings and links).
      if ((node.type as string).startsWith('mdxJsx')) walk(node as unknown as Element);
      if (node.type !== 'element') continue;
      const el = node;
      if (el.tagName === 'pre' || (el.tagName === 'div' && (el.properties.className as string[] | undefined)?.[0] === CODE_BLOCK_CLASS)) continue;
      const id = el.properties.id;
      if (typeof id === 'string') ids.push(id);
      if (HEADING.test(el.tagName) && typeof id === 'string' && id !== 'footnote-label') {
        el.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: strings.headingLink },
          children: [{ type: 'text', value: '#' }],
        });
      } else if (
        el.tagName === 'a' &&
        typeof el.properties.href === 'string' &&
        EXTERNAL.test(el.properties.href) &&
        !el.properties.href.startsWith(LINK_PLACEHOLDER) &&
        !/^mailto:|^tel:/.test(el.properties.href)
      ) {
        el.properties.target = '_blank';
        el.properties.rel = ['noopener', 'noreferrer'];
        el.properties.className = ['external'];
        el.children.push({
          type: 'element',
          tagName: 'span',
          properties: { className: ['sr-only'] },
          children: [{ type: 'text', value: ` (${strings.externalLink})` }],
        });
      } else if (el.tagName === 'table') {
        children[i] = { type: 'element', tagName: 'div', properties: { className: ['table-wrap'], tabIndex: 0 }, children: [el] };
      } else if ((el.tagName === 'th' || el.tagName === 'td') && typeof el.properties.align === 'string') {
        // A column's alignment (`| :-: |`) as MDX writes it, and so Docusaurus: a style. The `align` attribute is a hint
        // any stylesheet's `text-align` on cells overrides (the theme's does).
        el.properties.style = `text-align:${el.properties.align}`;
        delete el.properties.align;
      }
      walk(el);
    }
  };
  walk(tree);
  return ids;
}

const HEADING = /^h[2-6]$/;
const RAW_ID = /\s(?:id|name)=["']([^"']+)["']/g;
