import type { Position } from '../core/position.js';
import { LINK_PLACEHOLDER, type LinkRef } from '../markdown/types.js';

/** A link to `#id` on the same page; `reported` as for `LinkRef`. */
export type SelfAnchor = { id: string; position: Position; reported?: boolean };

const ATTR = /\s(href|src)="([^"]*)"/g;
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * What a page's link components reported while it rendered (theme/link-report.ts): the hrefs they wrote (a site
 * format's `<Link>`), and the anchor ids they declared (Docusaurus' `useBrokenLinks().collectAnchor`).
 */
export interface LinkReport {
  readonly links: Set<string>;
  readonly anchors: Set<string>;
}

/**
 * Internal links of HTML rendered by a React page, replaced by placeholders like Markdown links. React output
 * has no source positions, so each link is located by finding its literal text in the page's source.
 * With the page's `report`, each `<a href>` and same-page anchor says whether a component reported it (`reported`,
 * read under `policies.links.reactPageLinks`), a reported link no element carries is added after the others (no
 * placeholder), and the reported anchors are ids of the page.
 */
export function extractHtmlLinks(
  html: string,
  file: string,
  sourceText: string,
  report?: LinkReport,
): { html: string; links: LinkRef[]; selfAnchors: SelfAnchor[]; ids: string[] } {
  const links: LinkRef[] = [];
  const selfAnchors: SelfAnchor[] = [];
  const written = new Set<string>();
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
      const reported = report && attr === 'href' && name.toLowerCase() === 'a' ? { reported: report.links.has(url) } : {};
      if (url.startsWith('#')) {
        if (url.length > 1) selfAnchors.push({ id: url.slice(1), position: locate(url), ...reported });
        return m;
      }
      written.add(url);
      links.push({ url, position: locate(url), kind: attr === 'src' || name.toLowerCase() === 'link' ? 'asset' : 'link', ...reported });
      return ` ${attr}="${LINK_PLACEHOLDER}${links.length - 1}"`;
    })}>`,
  );
  const ids = [...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  for (const url of report?.links ?? []) {
    if (written.has(url) || EXTERNAL.test(url)) continue;
    if (url.startsWith('#')) {
      if (url.length > 1 && !selfAnchors.some((a) => a.id === url.slice(1))) selfAnchors.push({ id: url.slice(1), position: locate(url), reported: true });
    } else links.push({ url, position: locate(url), kind: 'link', reported: true });
  }
  for (const id of report?.anchors ?? []) if (!ids.includes(id)) ids.push(id);
  return { html: out, links, selfAnchors, ids };
}
