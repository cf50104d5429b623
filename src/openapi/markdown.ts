import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import type { YamlPath } from '../core/yaml-source.js';
import { sanitizeTree } from '../markdown/sanitize.js';
import { FILES_KEY } from './bundle.js';
import { findScriptUrls, scriptUrlWarning } from '../markdown/script-urls.js';

// OpenAPI descriptions are CommonMark. Raw HTML in them is dropped (remark-rehype's default), and the rest goes
// through the sanitizing step of Markdown files with `markdown.sanitize` (no `javascript:` URLs), always: a
// definition often comes from elsewhere, and must not inject markup or scripts into the page.
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
    const tree = sanitizeTree(processor.runSync(processor.parse(markdown)) as Root);
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

/** Keys whose values are data, not descriptions shown on the page (examples, defaults, enums, extensions). */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * A `markdown-script-url` warning for every `javascript:` URL in the definition's descriptions (removed from the page,
 * see above), at the URL in the file when its text is found there, else at the description. `locateText` is the
 * bundled definition's: the position of a text inside the value at a path, in whichever file it came from.
 */
export function descriptionScriptUrlWarnings(data: unknown, locateText: (path: YamlPath, needle: string, nth: number) => Position): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value)) {
        // A schema's `properties` are named by the author: a property called `default` holds a schema.
        const named = path.at(-1) === 'properties';
        if (key === 'description' && typeof v === 'string' && !named) check(v, [...path, key]);
        else if (named || key === FILES_KEY || (!DATA_KEYS.has(key) && !key.startsWith('x-'))) walk(v, [...path, key]);
      }
  };
  const check = (text: string, path: (string | number)[]) => {
    if (!/[[<]/.test(text)) return; // no link, image, definition or HTML
    const seen = new Map<string, number>();
    for (const u of findScriptUrls(processor.parse(text) as MdastRoot)) {
      const nth = seen.get(u.url) ?? 0;
      seen.set(u.url, nth + 1);
      out.push(scriptUrlWarning(u.url, locateText(path, u.url, nth), 'always'));
    }
  };
  walk(data, []);
  return out;
}
