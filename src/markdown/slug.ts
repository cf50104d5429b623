import { createHash } from 'node:crypto';
import GithubSlugger from 'github-slugger';

/**
 * How heading ids are made (`markdown.headingIds`). Both are GitHub's rule (github-slugger: lower case, punctuation
 * dropped, spaces to `-`, a repeated id gets `-1`, `-2`…); `folded` (fe-docs' default) applies it to the text with
 * accents removed, so `¿Qué es?` → `que-es`: ids stay ASCII for Latin scripts (no percent-encoding in URLs, no broken
 * anchors when someone types them without accents). `github` keeps the accents (`Mise à jour` → `mise-à-jour`), as
 * GitHub and Docusaurus do. `keepCase` keeps the text's case (Docusaurus' `markdown.anchors.maintainCase`).
 */
export interface HeadingIds {
  style: 'folded' | 'github';
  keepCase: boolean;
}

export function foldAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** A page's heading ids, one slugger per page; a heading whose text leaves nothing (`## 🎉`) is `seccion`. */
export function createSlugger(ids?: Partial<HeadingIds>): (text: string) => string {
  const slugger = new GithubSlugger();
  const fold = ids?.style !== 'github';
  const keepCase = ids?.keepCase === true;
  return (text) => slugger.slug(fold ? foldAccents(text) : text, keepCase) || 'seccion';
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
