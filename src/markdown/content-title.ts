import { toString } from 'mdast-util-to-string';
import type { Heading, Root } from 'mdast';

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
