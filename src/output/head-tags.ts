import type { SiteConfig } from '../config/types.js';
import { esc } from '../core/html-escape.js';
import type { CspDirective } from './csp.js';
import type { HeadTag } from '../stages/hooks.js';

type Attributes = Record<string, string | number | boolean>;

/**
 * The site's own head tags (`head.stylesheets`, `head.scripts`, `head.tags`; Docusaurus' `stylesheets`, `scripts`,
 * `headTags`) as HTML, with what the page's Content-Security-Policy must allow for them: the origins of their URLs and
 * the text of inline scripts (allowed by hash, like fe-docs' own).
 */
export function siteHeadTags(
  config: SiteConfig,
  /** The site format's own head tags (stages/hooks.ts#OutputHooks), after the config's. */
  formatTags: readonly HeadTag[] = [],
): { html: string; inlineScripts: string[]; csp: Partial<Record<CspDirective, string[]>> } {
  const csp: Partial<Record<CspDirective, string[]>> = {};
  const allow = (directive: CspDirective, url: unknown) => {
    const origin = externalOrigin(url);
    if (origin) (csp[directive] ??= []).push(origin);
    return origin;
  };
  const inlineScripts: string[] = [];
  const parts: string[] = [];
  for (const s of config.head.stylesheets) {
    const attrs: Attributes = typeof s === 'string' ? { href: s } : s;
    // A stylesheet from another origin (a font service) usually loads its fonts from a third one.
    if (allow('style-src', attrs.href)) (csp['font-src'] ??= []).push('https:');
    parts.push(tag('link', { rel: 'stylesheet', ...attrs }));
  }
  for (const s of config.head.scripts) {
    const attrs: Attributes = typeof s === 'string' ? { src: s } : s;
    allow('script-src', attrs.src);
    parts.push(tag('script', attrs) + '</script>');
  }
  // A Docusaurus site's plugins' `injectHtmlTags()` head tags come after the config's, as in Docusaurus.
  for (const t of [...config.head.tags, ...formatTags]) {
    if (t.tagName === 'script') {
      allow('script-src', t.attributes.src);
      if (t.innerHTML && !t.attributes.src && !isDataScript(t.attributes.type)) inlineScripts.push(t.innerHTML);
      parts.push(tag('script', t.attributes) + (t.innerHTML ?? '').replace(/<\/script/gi, '<\\/script') + '</script>');
    } else {
      if (t.tagName === 'link' && t.attributes.rel === 'stylesheet' && allow('style-src', t.attributes.href)) (csp['font-src'] ??= []).push('https:');
      if (t.tagName === 'link' && t.attributes.rel === 'preconnect') allow('connect-src', t.attributes.href);
      parts.push(tag(t.tagName, t.attributes));
    }
  }
  return { html: parts.join(''), inlineScripts, csp };
}

/** A JSON-LD or other data block: not code, no hash needed. */
const isDataScript = (type: unknown) => typeof type === 'string' && type !== 'module' && !/javascript|ecmascript/i.test(type);

function externalOrigin(url: unknown): string | undefined {
  if (typeof url !== 'string' || !/^(https?:)?\/\//i.test(url)) return undefined;
  try {
    return new URL(url, 'https://x.invalid').origin;
  } catch {
    return undefined;
  }
}

function tag(name: string, attrs: Attributes): string {
  const rendered = Object.entries(attrs)
    .filter(([k, v]) => v !== false && ATTRIBUTE_NAME.test(k))
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${esc(String(v))}"`))
    .join('');
  return `<${name}${rendered}>`;
}

/** What an HTML attribute name can be; anything else (a config typo, markup) is left out rather than written. */
const ATTRIBUTE_NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*$/;
