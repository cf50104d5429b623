import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { isPlainProse } from '../openapi/markdown.js';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Plain text of a Markdown string (OpenAPI descriptions): blocks, list items and table cells separated by spaces. */
export function markdownText(md: string | undefined): string {
  if (!md) return '';
  // One line of plain prose is its own text (most descriptions: see openapi/markdown.ts).
  if (isPlainProse(md)) return md.replace(/\s+/g, ' ');
  return markdownTextByRemark(md);
}

/** The text as remark parses it, whatever the input (exported for the test of the plain-prose shortcut). */
export function markdownTextByRemark(md: string): string {
  return nodeText(parser.parse(md) as Root)
    .replace(/\s+/g, ' ')
    .trim();
}

function nodeText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  if (node.type === 'html') return '';
  if (node.type === 'image') return node.alt ?? '';
  if (!('children' in node)) return '';
  const inline =
    node.type === 'paragraph' ||
    node.type === 'heading' ||
    node.type === 'emphasis' ||
    node.type === 'strong' ||
    node.type === 'link' ||
    node.type === 'delete';
  return (node.children as Nodes[]).map(nodeText).join(inline ? '' : ' ');
}
