import { randomBytes } from 'node:crypto';
import { raw } from 'hast-util-raw';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import { LINK_PLACEHOLDER } from './types.js';

/**
 * `markdown.sanitize`: GitHub's rules (no scripts, event handlers, iframes, forms or `javascript:` URLs), plus what
 * the theme's own content markup uses: heading ids kept as written (no `user-content-` prefix), classes, the roles,
 * ARIA and data attributes of tabs and admonitions, and the placeholders of internal links.
 */
const SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'button', 'section', 'figure', 'figcaption', 'mark', 'abbr'],
  attributes: {
    ...defaultSchema.attributes,
    button: [['type', 'button']],
    '*': [
      ...(defaultSchema.attributes?.['*'] ?? []),
      'className',
      'role',
      'hidden',
      'ariaLabel',
      'ariaLabelledBy',
      'ariaDescribedBy',
      'ariaControls',
      'ariaSelected',
      'ariaHidden',
      'dataValue',
      'dataGroup',
      'dataLang',
    ],
  },
  clobber: [],
  protocols: {
    ...defaultSchema.protocols,
    href: [...(defaultSchema.protocols?.href ?? []), LINK_PLACEHOLDER.slice(0, -1)],
    src: [...(defaultSchema.protocols?.src ?? []), LINK_PLACEHOLDER.slice(0, -1)],
  },
  strip: ['script', 'style', 'template', 'noscript'],
};

/**
 * The one sanitizing step of every Markdown source: files with `markdown.sanitize`, after their raw HTML is parsed
 * (`sanitizeContent`), and OpenAPI descriptions, always (openapi/markdown.ts; their raw HTML is dropped before).
 */
export function sanitizeTree(tree: Root): Root {
  return sanitize(tree, SCHEMA) as Root;
}

/**
 * Parses the raw HTML an author wrote and sanitizes the whole tree. Elements the renderer built itself (`trusted`:
 * highlighted code blocks, whose Shiki markup is raw HTML too) are set aside behind a random token and put back in
 * the final HTML by `restore`, so an author cannot forge one.
 */
export function sanitizeContent(tree: Root, trusted: (el: Element) => boolean): { tree: Root; restore: (html: string) => string } {
  const nonce = 'fedocs' + randomBytes(8).toString('hex');
  const kept: Element[] = [];
  const walk = (parent: Root | Element): void => {
    parent.children.forEach((node, i) => {
      if (node.type !== 'element') return;
      if (trusted(node)) {
        parent.children[i] = { type: 'text', value: `${nonce}x${kept.push(node) - 1}x` };
      } else walk(node);
    });
  };
  walk(tree);
  const clean = sanitizeTree(raw(tree) as Root);
  const token = new RegExp(`${nonce}x(\\d+)x`, 'g');
  return {
    tree: clean,
    restore: (html) => (kept.length ? html.replace(token, (_, i: string) => toHtml(kept[Number(i)], { allowDangerousHtml: true })) : html),
  };
}
