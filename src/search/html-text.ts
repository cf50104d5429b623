/**
 * Searchable sections of server-rendered HTML (React pages): text grouped under each h2/h3 that has an id.
 * React's output is well formed and escapes only & < > " ', so a tag-stripping pass is enough here.
 */
export function htmlSections(html: string): { id?: string; heading?: string; text: string }[] {
  const body = html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const out: { id?: string; heading?: string; text: string }[] = [];
  const HEADING = /<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;
  let last = 0;
  let current: { id?: string; heading?: string; text: string } = { text: '' };
  for (const m of body.matchAll(HEADING)) {
    const id = /\bid="([^"]*)"/.exec(m[2])?.[1];
    if (!id) continue;
    current.text = htmlText(body.slice(last, m.index));
    out.push(current);
    current = { id: decodeEntities(id), heading: htmlText(m[3]), text: '' };
    last = m.index! + m[0].length;
  }
  current.text = htmlText(body.slice(last));
  out.push(current);
  return out.filter((s, i) => i > 0 || s.text);
}

const BLOCK = /<\/?(?:p|div|li|ul|ol|h[1-6]|section|article|header|footer|nav|main|aside|table|tr|td|th|pre|br|dd|dt|blockquote|figure|figcaption)\b[^>]*>/gi;

/** Visible text: tags removed (blocks become spaces), entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(BLOCK, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return NAMED[e.toLowerCase()] ?? m;
  });
}
