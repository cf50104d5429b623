import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';

/**
 * Heading ids: GitHub's rule applied to the text with accents removed, so `¿Qué es?` → `que-es`.
 * Folding keeps ids ASCII (no percent-encoding in URLs, no broken anchors when someone types them without
 * accents), and the link checker uses the same function.
 */
export function foldAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(foldAccents(text)) || 'seccion';
}

/**
 * A tag label to its URL segment: `Factura Electrónica` → `factura-electronica`. A label with no ASCII letter or digit
 * keeps its own letters (`日本語`), and one with none at all (`<>`, `]]>`) gets `tag-` and a hash of it: an empty
 * segment made every such tag claim the tags page itself.
 */
export function tagSlug(label: string): string {
  const ascii = kebab(foldAccents(label), /[^a-z0-9]+/g);
  if (ascii) return ascii;
  return kebab(label, /[^\p{L}\p{N}]+/gu) || `tag-${createHash('sha1').update(label).digest('hex').slice(0, 8)}`;
}

const kebab = (s: string, separators: RegExp) => s.toLowerCase().trim().replace(separators, '-').replace(/^-|-$/g, '');
