import { toString } from 'mdast-util-to-string';
import type { Heading, Root } from 'mdast';
import type { MarkdownResult } from './types.js';

/**
 * The content's title as Docusaurus' MDX loader finds it (`@docusaurus/mdx-loader`, remark/contentTitle): the first
 * heading of the tree in document order, nested ones included, when it is a `#` heading and comes before any thematic
 * break. Undefined when the first heading is deeper, or a `---` comes first.
 */
export function contentTitleNode(tree: Root): Heading | undefined {
  let found: Heading | undefined;
  let done = false;
  const visit = (node: { type: string; children?: unknown[] }): void => {
    if (done) return;
    if (node.type === 'heading') {
      done = true;
      if ((node as Heading).depth === 1) found = node as Heading;
      return;
    }
    if (node.type === 'thematicBreak') {
      done = true;
      return;
    }
    for (const child of (node.children ?? []) as { type: string; children?: unknown[] }[]) visit(child);
  };
  visit(tree);
  return found;
}

/** The text of a content title (mdast-util-to-string, as the MDX loader's). */
export const contentTitleText = (node: Heading): string => toString(node).trim();

/** The first `<h1>` element of some HTML, with what it holds. */
const FIRST_H1 = /<h1\b[^>]*>[\s\S]*?<\/h1>\n?/;

/**
 * A blog post's content without its content title further down (the blog plugin's `removeContentTitle`: the post's
 * title is shown above it). The title is the content's first heading, so its `<h1>` is the first of the HTML.
 */
export function withoutContentTitle(md: MarkdownResult): MarkdownResult {
  if (md.titleInContent === undefined) return md;
  const cut = (html: string) => html.replace(FIRST_H1, '');
  const at = md.headings.findIndex((h) => h.depth === 1);
  const inExcerpt = md.excerptHtml !== undefined && FIRST_H1.test(md.excerptHtml);
  const { renderWithPage } = md;
  return {
    ...md,
    html: cut(md.html),
    ...(inExcerpt && { excerptHtml: cut(md.excerptHtml!) }),
    headings: at < 0 ? md.headings : md.headings.filter((_, i) => i !== at),
    ids: at < 0 ? md.ids : md.ids.filter((id, i) => i !== md.ids.indexOf(md.headings[at].id)),
    ...(renderWithPage && {
      renderWithPage: (around) => {
        const r = renderWithPage(around);
        return { html: cut(r.html), ...(r.excerptHtml !== undefined && { excerptHtml: FIRST_H1.test(r.excerptHtml) ? cut(r.excerptHtml) : r.excerptHtml }) };
      },
    }),
  };
}
