import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

// OpenAPI descriptions are CommonMark. Raw HTML in them is dropped (remark-rehype's default), so a third-party
// definition cannot inject markup or scripts into the page.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
const cache = new Map<string, string>();

/** A description (CommonMark + GFM) as HTML; headings are demoted below the page's own, ids removed. */
export function descriptionHtml(markdown: string): string {
  let html = cache.get(markdown);
  if (html === undefined) {
    const tree = processor.runSync(processor.parse(markdown)) as Root;
    visit(tree, 'element', (el: Element) => {
      // Footnote ids would repeat across descriptions; every id on the page must be unique.
      delete el.properties.id;
      const level = /^h([1-6])$/.exec(el.tagName);
      if (level) el.tagName = `h${Math.min(6, Number(level[1]) + 3)}`;
    });
    html = toHtml(tree);
    if (cache.size > 5000) cache.clear();
    cache.set(markdown, html);
  }
  return html;
}
