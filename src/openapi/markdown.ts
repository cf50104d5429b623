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
  // Most descriptions are one plain sentence ("Número de RUC del emisor"): their HTML is known without parsing. On the
  // OpenUBL definitions that is 295 of 313 distinct texts, ≈0.8 s of CPU per build.
  if (isPlainProse(markdown)) return `<p>${markdown}</p>`;
  return descriptionHtmlByRemark(markdown);
}

/**
 * One line without any character CommonMark or GFM gives a meaning to (emphasis, code, links, HTML, entities,
 * escapes, tables, strikethrough, autolinks, e-mail addresses, line-start markers such as `-`, `+`, `#`, `1.`) and
 * without surrounding or control whitespace: remark would give one paragraph holding the text as it is, and
 * hast-util-to-html escapes only `&` and `<` in text, both excluded here.
 */
const PLAIN_PROSE = /^[^\s*_`[\]<>#|~&\\=+\-@\d][^*_`[\]<>#|~&\\@\u0000-\u001f\u007f]*$/u;

export function isPlainProse(text: string): boolean {
  return PLAIN_PROSE.test(text) && text === text.trim() && !text.includes('://') && !/www\./i.test(text);
}

/** The description rendered by remark, whatever it holds (exported for the test of the plain-prose shortcut). */
export function descriptionHtmlByRemark(markdown: string): string {
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
