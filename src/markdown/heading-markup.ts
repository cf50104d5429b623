import type { Heading as MdHeading, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { esc } from '../core/html-escape.js';

/** The inline nodes whose markup a TOC entry keeps. */
const MARKUP = new Set(['inlineCode', 'emphasis', 'strong', 'delete', 'mdxJsxTextElement']);

/**
 * A heading's content as HTML for its TOC entry, the way Docusaurus' TOC item holds it (@docusaurus/mdx-loader's
 * `toHeadingHTMLValue`): text escaped, inline code, emphasis, strong and deleted text as their elements, a link as its
 * text, a JSX element as its tag with only its class (an image left out); undefined when the heading has none of
 * those, its text then says all. Raw HTML is left out, as from the heading's text (collect.ts).
 */
export function headingMarkup(h: MdHeading): string | undefined {
  if (!hasMarkup(h)) return undefined;
  return children(h).trim();
}

function hasMarkup(node: Nodes): boolean {
  return 'children' in node && node.children.some((c) => MARKUP.has(c.type) || hasMarkup(c as Nodes));
}

function children(node: Nodes): string {
  return 'children' in node ? node.children.map((c) => value(c as Nodes)).join('') : '';
}

function value(node: Nodes): string {
  switch (node.type) {
    case 'text':
      return esc(node.value);
    case 'inlineCode':
      return `<code>${esc(node.value)}</code>`;
    case 'emphasis':
      return `<em>${children(node).trim()}</em>`;
    case 'strong':
      return `<strong>${children(node).trim()}</strong>`;
    case 'delete':
      return `<del>${children(node).trim()}</del>`;
    case 'link':
      return children(node).trim();
    case 'html':
      return '';
    case 'mdxJsxTextElement': {
      if (!node.name || node.name === 'img') return '';
      const cls = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'));
      const attr = cls && typeof cls.value === 'string' ? ` class="${esc(cls.value)}"` : '';
      // Only a tag name is written back (`<Badge>` stays a tag the browser does not know, as in Docusaurus).
      return /^[A-Za-z][\w.-]*$/.test(node.name) ? `<${node.name}${attr}>${children(node).trim()}</${node.name}>` : children(node).trim();
    }
    default:
      return esc(toString(node, { includeHtml: false }));
  }
}
