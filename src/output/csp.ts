import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of a page. Everything runs from this origin ('self'); the only inline code allowed is
 * what the page itself carries (`inlineScripts`, `styleAttributes`), each by its sha256 hash. Other features add
 * their own sources through `extra` (an Algolia host to connect to, a CDN for scripts…) instead of loosening a rule.
 */
export interface CspInput {
  /** Text of each inline <script> that must run, exactly as written between the tags. */
  inlineScripts: readonly string[];
  /** Values of style="…" attributes (decoded), allowed by hash through 'unsafe-hashes'; none in most pages. */
  styleAttributes?: readonly string[];
  /** Text of each <style> element of the body (an inline SVG's classes, a component's rules), allowed by hash. */
  inlineStyles?: readonly string[];
  /**
   * The page holds content its scripts draw with inline styles of their own, made in the browser and so not hashable
   * here (a Mermaid diagram's SVG: a `<style>` element and style attributes): `style-src` allows inline styles, on this
   * page only. Scripts stay as strict; the style hashes are left out, since a hash would turn 'unsafe-inline' off.
   */
  drawnStyles?: boolean;
  /**
   * Origins of the external pages the page frames (a CodeSandbox or YouTube `<iframe>` in its content): a `frame-src`
   * of `'self'` and these, on this page only. Without it frames fall under `default-src 'self'` and are refused.
   */
  frameSources?: readonly string[];
  /** More sources per directive, e.g. `{ 'connect-src': ['https://x-dsn.algolia.net'] }`. */
  extra?: Partial<Record<CspDirective, readonly string[]>>;
}

export type CspDirective =
  'default-src' | 'script-src' | 'style-src' | 'img-src' | 'font-src' | 'connect-src' | 'worker-src' | 'manifest-src' | 'media-src' | 'frame-src';

export function contentSecurityPolicy(input: CspInput): string {
  const hashes = (texts: readonly string[]) => [...new Set(texts)].map(sha256Source);
  const styleHashes = hashes(input.styleAttributes ?? []);
  const frames = [...new Set(input.frameSources ?? [])];
  const directives: Partial<Record<CspDirective, string[]>> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes(input.inlineScripts)],
    'style-src': input.drawnStyles
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", ...hashes(input.inlineStyles ?? []), ...(styleHashes.length ? ["'unsafe-hashes'", ...styleHashes] : [])],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'https:'],
    // Only on a page that frames another site, so that every other page's policy stays as it was.
    ...(frames.length > 0 && { 'frame-src': ["'self'", ...frames] }),
  };
  for (const [name, sources] of Object.entries(input.extra ?? {}) as [CspDirective, readonly string[]][]) {
    const list = (directives[name] ??= ["'self'"]);
    for (const s of sources) if (!list.includes(s)) list.push(s);
  }
  // frame-ancestors and report-uri are ignored in a <meta> policy, so they are left out.
  const fixed = ["base-uri 'self'", "object-src 'none'", "form-action 'self'"];
  return [...Object.entries(directives).map(([name, sources]) => `${name} ${sources!.join(' ')}`), ...fixed].join('; ');
}

/** A CSP source for a configured URL: its origin; none for text that is not a URL (it could add directives). */
export function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** `'sha256-…'` of a text as the browser hashes it (UTF-8). */
export function sha256Source(text: string): string {
  let source = sourceOf.get(text);
  if (source === undefined) {
    source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    if (sourceOf.size >= SOURCES_KEPT) sourceOf.clear();
    sourceOf.set(text, source);
  }
  return source;
}

/** The same scripts (the head's colour-mode script…) are hashed for every page: their hashes are kept, a few at most. */
const sourceOf = new Map<string, string>();
const SOURCES_KEPT = 64;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NOT_JS = /\b(?:src\s*=|type\s*=\s*(?!["']?(?:module|text\/javascript|application\/javascript)\b))/i;
const STYLE_ATTRIBUTE = /<[a-zA-Z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/**
 * What every match of STYLE_ATTRIBUTE contains. Most pages have no style attribute, and this test finds that in one
 * quick scan, where STYLE_ATTRIBUTE tries its lazy `[^>]*?` inside every tag of the page (≈ 0.05 ms a page).
 */
const MAY_HAVE_STYLE_ATTRIBUTE = /\sstyle\s*=/;

/** Inline scripts of an HTML fragment that a browser would run: no `src`, a JavaScript or module type. */
export function inlineScriptsOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(SCRIPT)) if (!NOT_JS.test(m[1])) out.push(m[2]);
  return out;
}

const IFRAME_SRC = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/**
 * The origins of the http(s) pages an HTML fragment's `<iframe>`s load (`//host/…` as https, the way an https site
 * loads it); a frame of this site's own pages needs none, 'self' covers it.
 */
export function frameOriginsOf(html: string): string[] {
  const out = new Set<string>();
  if (!/<iframe\b/i.test(html)) return [];
  for (const m of html.matchAll(IFRAME_SRC)) {
    const src = decodeEntities(m[1] ?? m[2] ?? m[3]).trim();
    const absolute = src.startsWith('//') ? 'https:' + src : src;
    if (!/^https?:\/\//i.test(absolute)) continue;
    for (const origin of originOf(absolute)) out.add(origin);
  }
  return [...out];
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/**
 * The text of each <style> element of an HTML fragment, as the browser hashes it: as written (HTML's raw text) and,
 * when it differs, with entities decoded (an SVG's <style> is parsed as foreign content, where entities are decoded).
 */
export function inlineStylesOf(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(STYLE_ELEMENT)) {
    out.push(m[1]);
    const decoded = decodeEntities(m[1]);
    if (decoded !== m[1]) out.push(decoded);
  }
  return out;
}

/** The decoded values of the style attributes of an HTML fragment's tags. */
export function styleAttributesOf(html: string): string[] {
  const out: string[] = [];
  if (!MAY_HAVE_STYLE_ATTRIBUTE.test(html)) return out;
  for (const m of html.matchAll(STYLE_ATTRIBUTE)) out.push(decodeEntities(m[1] ?? m[2]));
  return out;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeEntities(s: string): string {
  return s.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (all, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (NAMED[name.toLowerCase()] ?? all),
  );
}
