import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { directive } from 'micromark-extension-directive';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import type { Processor } from 'unified';

/**
 * The syntax extensions remark-gfm and remark-directive add (in their order), each with a test a text must pass for
 * that syntax to be able to appear in it. micromark tries every extension at every position it hooks, and GFM's
 * autolink literals also run an e-mail regular expression over every text node: parsing a page with only the
 * extensions its text can use costs about 40 % less (notes/benchmarks-history.md), and gives the same tree, because a
 * construct whose marker characters are absent never matches. The tests are deliberately loose: a false positive
 * only costs time.
 */
const SYNTAXES = [
  // www.example.com, http(s)://…, and e-mail addresses (with or without mailto:/xmpp:) all need one of these.
  { name: 'autolink-literal', can: (t: string) => /www\.|:\/\/|@/i.test(t), micromark: gfmAutolinkLiteral, mdast: gfmAutolinkLiteralFromMarkdown },
  { name: 'footnote', can: (t: string) => t.includes('[^'), micromark: gfmFootnote, mdast: gfmFootnoteFromMarkdown },
  { name: 'strikethrough', can: (t: string) => t.includes('~'), micromark: () => gfmStrikethrough(), mdast: gfmStrikethroughFromMarkdown },
  // Every table has a delimiter row: `-`, `:`, `|` and blanks after its containers' `>` and indentation, with a `|`
  // or a `:`: a one-column table needs no pipe at all (`abc` over `:--`).
  { name: 'table', can: (t: string) => DELIMITER_ROW.test(t), micromark: gfmTable, mdast: gfmTableFromMarkdown },
  { name: 'task-list-item', can: (t: string) => /\[[ \txX]\]/.test(t), micromark: gfmTaskListItem, mdast: gfmTaskListItemFromMarkdown },
  // :name, ::name, :::name — a colon followed by a letter.
  { name: 'directive', can: (t: string) => /:[A-Za-z]/.test(t), micromark: directive, mdast: directiveFromMarkdown },
] as const;

/** A line that may be a table's delimiter row (micromark-extension-gfm-table's rule, loosened), on any line of a text. */
const DELIMITER_ROW = /^[ \t>]*(?=[^\r\n]*[|:])[ \t|:-]*-[ \t|:-]*$/m;

/** Which of SYNTAXES a text may use, as a bit mask (all set: the full GFM + directives parser). */
export function syntaxMask(text: string): number {
  let mask = 0;
  SYNTAXES.forEach((s, i) => {
    if (s.can(text)) mask |= 1 << i;
  });
  return mask;
}

export const ALL_SYNTAXES = (1 << SYNTAXES.length) - 1;

/** A unified plugin adding the syntaxes of `mask`, as remark-gfm and remark-directive would add all of them. */
export function remarkSyntaxes(this: Processor, mask: number): void {
  const data = this.data() as { micromarkExtensions?: MicromarkExtension[]; fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[] };
  const micromark = (data.micromarkExtensions ??= []);
  const mdast = (data.fromMarkdownExtensions ??= []);
  SYNTAXES.forEach((s, i) => {
    if (!(mask & (1 << i))) return;
    micromark.push(s.micromark());
    mdast.push(s.mdast());
  });
}
