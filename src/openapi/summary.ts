import type { ApiDocument } from './types.js';

/**
 * The page's meta description: the first paragraph of `info.description` as plain text (Markdown marks removed,
 * lines joined), cut at a word near 200 characters; else the title and version. A page of a split reference passes
 * its tag's description instead.
 */
export function apiPageDescription(doc: ApiDocument, description = doc.info.description): string {
  const first = (description ?? '').trim().split(/\n\s*\n/)[0] ?? '';
  const text = first
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return `${doc.info.title} ${doc.info.version}`;
  if (text.length <= 200) return text;
  return text.slice(0, text.lastIndexOf(' ', 197)) + '…';
}
