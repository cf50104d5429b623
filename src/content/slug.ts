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

/** A tag label to its URL segment: `Factura Electrónica` → `factura-electronica`. */
export function tagSlug(label: string): string {
  return foldAccents(label)
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
