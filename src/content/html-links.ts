import type { Position } from '../core/position.js';
import { LINK_PLACEHOLDER, type LinkRef } from '../markdown/types.js';

const ATTR = /\s(href|src)="([^"]*)"/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Internal links of HTML rendered by a React page, replaced by placeholders like Markdown links. React output
 * has no source positions, so each link is located by finding its literal text in the page's source.
 */
export function extractHtmlLinks(html: string, file: string, sourceText: string): { html: string; links: LinkRef[]; selfAnchors: { id: string; position: Position }[]; ids: string[] } {
  const links: LinkRef[] = [];
  const selfAnchors: { id: string; position: Position }[] = [];
  const locate = (needle: string): Position => {
    const i = sourceText.indexOf(needle);
    if (i < 0) return { file, line: 1, column: 1 };
    const before = sourceText.slice(0, i);
    const line = before.split('\n').length;
    return { file, line, column: i - before.lastIndexOf('\n') };
  };
  // Tag by tag (React escapes `>` in attribute values): the `href` of a `<link>` names a file, as React's
  // `<link rel="preload" as="image" href>` for each `<img>` of the page does.
  const out = html.replace(/<([a-zA-Z][\w-]*)(\s[^>]*)>/g, (tag, name: string, attrs: string) =>
    `<${name}${attrs.replace(ATTR, (m, attr: string, value: string) => {
      const url = value.replace(/&amp;/g, '&');
      if (!url || EXTERNAL.test(url)) return m;
      if (url.startsWith('#')) {
        if (url.length > 1) selfAnchors.push({ id: url.slice(1), position: locate(url) });
        return m;
      }
      links.push({ url, position: locate(url), kind: attr === 'src' || name.toLowerCase() === 'link' ? 'asset' : 'link' });
      return ` ${attr}="${LINK_PLACEHOLDER}${links.length - 1}"`;
    })}>`,
  );
  const ids = [...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  return { html: out, links, selfAnchors, ids };
}
