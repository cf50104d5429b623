import type { Code, Heading as MdHeading, Image, Link, Definition, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Position } from 'unist';
import { headingMarkup } from './heading-markup.js';
import { createSlugger, type HeadingIds } from './slug.js';
import { LINK_PLACEHOLDER, type Heading, type LinkRef, type MarkdownResult } from './types.js';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;
const MDX_COMMENT_ID = /^\s*\/\*\s*#([^\s*]+)\s*\*\/\s*$/;
const MDX_NODES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);
export const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const LETTER = /\p{L}/u;

export interface PageFacts {
  headings: Heading[];
  links: LinkRef[];
  selfAnchors: MarkdownResult['selfAnchors'];
  proseWords: number;
  /** Code blocks, for loading their grammars before the tree becomes HTML. */
  code: Code[];
  /** The first MDX node (JSX, expression, import), with its position or its first placed descendant's (else 1:1). */
  mdx?: { name: string; line: number; column: number };
}

/**
 * One walk over a page's syntax tree, in document order: heading ids (custom `{#id}` or slugs, the id set on the
 * heading), internal links swapped for `fe-docs-link:N` placeholders, same-page anchors, prose word count and the
 * code blocks. One walk rather than one per fact: the seven walks were over a tenth of the time of rendering a page.
 */
export function collectPageFacts(tree: Root, file: string, headingIds?: HeadingIds): PageFacts {
  const slug = createSlugger(headingIds);
  const facts: PageFacts = { headings: [], links: [], selfAnchors: [], proseWords: 0, code: [] };
  // A node a transform made (GFM's autolink literals found in text, a plugin's output) has no position: it is
  // reported where its nearest placed ancestor starts, never a crash.
  const at = (n: Nodes, near: Position | undefined) => {
    const start = (n.position ?? near)?.start;
    return { file, line: start?.line ?? 1, column: start?.column ?? 1 };
  };

  const visit = (node: Nodes, parentPosition: Position | undefined): void => {
    const near = node.position ?? parentPosition;
    // The first element or expression names the problem best; an injected import (no position) only when alone.
    if (MDX_NODES.has(node.type) && (!facts.mdx || (facts.mdx.name === 'import' && node.type !== 'mdxjsEsm')))
      facts.mdx = {
        name: node.type === 'mdxjsEsm' ? 'import' : ((node as { name?: string }).name ?? '{…}'),
        ...(firstPosition(node) ?? { line: 1, column: 1 }),
      };
    switch (node.type) {
      case 'heading':
        facts.headings.push(heading(node, slug, at(node, near)));
        break;
      case 'link':
      case 'image':
      case 'definition':
        link(node, facts, at(node, near));
        break;
      case 'text':
        facts.proseWords += countWords(node.value);
        return;
      case 'code':
        facts.code.push(node);
        return;
      case 'inlineCode':
      case 'html':
        return;
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes, near);
  };
  visit(tree, undefined);
  return facts;
}

/** Where a node made by a plugin (no position of its own) is: its first descendant that has one. */
function firstPosition(node: Nodes): { line: number; column: number } | undefined {
  const start = node.position?.start;
  if (start?.line) return { line: start.line, column: start.column ?? 1 };
  if ('children' in node)
    for (const c of node.children) {
      const p = firstPosition(c as Nodes);
      if (p) return p;
    }
  return undefined;
}

/**
 * Takes a heading's custom id off its text and returns it: `## Title {#custom-id}`, or in MDX, as Docusaurus 3 writes
 * it, `## Title {/* #custom-id *\/}`. Also for a page's leading `# Title`, whose text becomes the page title.
 */
export function takeCustomId(h: MdHeading): string | undefined {
  let last = h.children[h.children.length - 1];
  const comment =
    (last as { type: string; value?: string } | undefined)?.type === 'mdxTextExpression'
      ? MDX_COMMENT_ID.exec((last as unknown as { value: string }).value)
      : null;
  if (comment) {
    h.children.pop();
    last = h.children[h.children.length - 1];
    if (last?.type === 'text') last.value = last.value.replace(/\s+$/, '');
    return comment[1];
  }
  if (last?.type === 'text') {
    const m = CUSTOM_ID.exec(last.value);
    if (m) {
      last.value = last.value.slice(0, m.index);
      return m[1];
    }
  }
  return undefined;
}

function heading(h: MdHeading, slug: (text: string) => string, position: Heading['position']): Heading {
  let id = takeCustomId(h);
  // Inline HTML (`<sup><a href="#ref1">[1]</a></sup>`) is markup, not text: the TOC shows, and the id is made of, the
  // text it holds, as from MDX's JSX in Docusaurus.
  const text = toString(h, { includeHtml: false }).trim();
  id ??= slug(text);
  h.data = { ...h.data, hProperties: { ...(h.data?.hProperties ?? {}), id } };
  const html = headingMarkup(h);
  return { depth: h.depth, text, id, ...(html !== undefined && { html }), position };
}

function link(n: Link | Image | Definition, facts: PageFacts, position: LinkRef['position']): void {
  const url = n.url;
  if (url && url.startsWith('#') && url.length > 1) {
    let id = url.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      /* keep as written */
    }
    facts.selfAnchors.push({ id, position });
  }
  if (!url || url.startsWith('#') || EXTERNAL.test(url)) return;
  facts.links.push({ url, position, kind: n.type === 'image' ? 'asset' : 'link' });
  n.url = LINK_PLACEHOLDER + (facts.links.length - 1);
}

/** Words with at least one letter: a rough measure of prose for reading time and quality gates. */
function countWords(text: string): number {
  let words = 0;
  for (const w of text.split(/\s+/)) if (LETTER.test(w)) words++;
  return words;
}
