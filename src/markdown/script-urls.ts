import type { Nodes, Root } from 'mdast';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { walkTree } from './walk-tree.js';

/** As browsers read a URL: tabs and line breaks anywhere and leading controls or spaces do not count. */
const SCRIPT_URL = /^javascript:/i;
export const isScriptUrl = (url: string) => SCRIPT_URL.test(url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''));
/** An href, src… of raw HTML whose value starts with javascript: (quoted or not, entities left aside). */
const RAW_SCRIPT_URL = /\s(?:href|src|action|formaction|xlink:href)\s*=\s*["']?[\u0000-\u0020]*(javascript:[^"'\s>]*)/gi;
/** The attributes of an MDX element (`<a href="…">`) that hold a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'formaction', 'xlinkHref', 'xlink:href']);

/** A URL that runs a script when followed, where its Markdown text has it (line and column of the node). */
export interface ScriptUrl {
  url: string;
  line: number;
  column: number;
}

/**
 * Links, images and definitions of a Markdown tree whose URL runs a script when followed, the `href`s and `src`s of
 * its raw HTML and of its MDX elements alike. Every source of Markdown goes through this: files (plain and MDX, their
 * admonition titles included, via analyzeTree) and OpenAPI descriptions (openapi/markdown.ts).
 */
export function findScriptUrls(tree: Root): ScriptUrl[] {
  const out: ScriptUrl[] = [];
  // A node a plugin made may have no position, or `position: {}` (seen on a real site's preset): it is reported where
  // its nearest positioned ancestor starts.
  const starts = new WeakMap<object, { line: number; column: number }>();
  walkTree(tree, (n, _index, parent) => {
    const node = n as Nodes;
    const own = node.position?.start;
    const at = own?.line ? { line: own.line, column: own.column ?? 1 } : ((parent && starts.get(parent)) ?? { line: 1, column: 1 });
    starts.set(node, at);
    const { line, column } = at;
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && isScriptUrl(node.url))
      out.push({ url: node.url.trim(), line, column });
    else if (node.type === 'html') for (const m of node.value.matchAll(RAW_SCRIPT_URL)) out.push({ url: m[1], line, column });
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const a of node.attributes)
        if (a.type === 'mdxJsxAttribute' && URL_ATTRIBUTES.has(a.name) && typeof a.value === 'string' && isScriptUrl(a.value))
          out.push({ url: a.value.trim(), line, column });
    }
  });
  return out;
}

/** `markdown-script-url`: the warning for one such URL, at `position`; `removed` says whether the page keeps it. */
export function scriptUrlWarning(url: string, position: Diagnostic['position'], removed: 'sanitize-option' | 'always'): Diagnostic {
  return diagnostic('markdown-script-url', `The URL \`${url.length > 60 ? url.slice(0, 57) + '…' : url}\` runs a script when followed.`, {
    position,
    hint:
      'Link to a page or an https:// address; to run code, write it in the theme or a page component. ' +
      (removed === 'always' ? 'fe-docs removes such URLs from OpenAPI descriptions.' : 'With `markdown.sanitize: true` such URLs are removed.'),
  });
}

/**
 * A warning for each script URL of a Markdown file, where it is written. Reported whether or not `markdown.sanitize`
 * removes them, so an author knows either way.
 */
export function scriptUrlWarnings(tree: Root, file: string): Diagnostic[] {
  return findScriptUrls(tree).map((u) => scriptUrlWarning(u.url, { file, line: u.line, column: u.column }, 'sanitize-option'));
}
