import type { Nodes, Root } from 'mdast';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { walkTree } from './walk-tree.js';

/** As browsers read a URL: tabs and line breaks anywhere and leading controls or spaces do not count. */
const SCRIPT_URL = /^javascript:/i;
const isScriptUrl = (url: string) => SCRIPT_URL.test(url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''));
/** An href, src… of raw HTML whose value starts with javascript: (quoted or not, entities left aside). */
const RAW_SCRIPT_URL = /\s(?:href|src|action|formaction|xlink:href)\s*=\s*["']?[\u0000-\u0020]*(javascript:[^"'\s>]*)/gi;

/**
 * Links, images and definitions of a Markdown file whose URL runs a script when followed: a warning each, where it
 * is written. Reported whether or not `markdown.sanitize` removes them, so an author knows either way.
 */
export function scriptUrlWarnings(tree: Root, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const warn = (url: string, line: number, column: number) =>
    out.push(
      diagnostic('markdown-script-url', `The URL \`${url.length > 60 ? url.slice(0, 57) + '…' : url}\` runs a script when followed.`, {
        position: { file, line, column },
        hint: 'Link to a page or an https:// address; to run code, write it in the theme or a page component. With `markdown.sanitize: true` such URLs are removed.',
      }),
    );
  walkTree(tree, (n) => {
    const node = n as Nodes;
    if (!node.position) return;
    const { line, column } = node.position.start;
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && isScriptUrl(node.url)) warn(node.url.trim(), line, column);
    else if (node.type === 'html') for (const m of node.value.matchAll(RAW_SCRIPT_URL)) warn(m[1], line, column);
  });
  return out;
}
