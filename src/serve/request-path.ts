/**
 * The path part of a request URL, split into decoded segments, or the reason it is refused. Anything that could
 * climb out of the served folder is refused before a file name is ever built: `..` and `.` segments (raw or
 * percent-encoded), encoded slashes and backslashes, NUL bytes and malformed escapes.
 */
export type RequestPath = { ok: true; segments: string[]; trailingSlash: boolean; query: string } | { ok: false; reason: string };

export function parseRequestPath(rawUrl: string): RequestPath {
  const q = rawUrl.search(/[?#]/);
  const pathname = q < 0 ? rawUrl : rawUrl.slice(0, q);
  const query = q >= 0 && rawUrl[q] === '?' ? rawUrl.slice(q).replace(/#.*$/, '') : '';
  if (!pathname.startsWith('/')) return { ok: false, reason: 'the path must start with /' };
  if (pathname.includes('\\')) return { ok: false, reason: 'backslash in path' };
  const raw = pathname.slice(1).split('/');
  const trailingSlash = raw.length > 1 && raw[raw.length - 1] === '';
  const segments: string[] = [];
  for (const [i, part] of raw.entries()) {
    if (part === '') {
      // `//` inside the path is not a folder name; a trailing empty part is the trailing slash.
      if (i === raw.length - 1) continue;
      return { ok: false, reason: 'empty path segment' };
    }
    let s: string;
    try {
      s = decodeURIComponent(part);
    } catch {
      return { ok: false, reason: 'malformed percent-encoding' };
    }
    if (s === '.' || s === '..') return { ok: false, reason: 'dot segment' };
    if (/[/\\\0]/.test(s)) return { ok: false, reason: 'encoded slash, backslash or NUL' };
    segments.push(s);
  }
  return { ok: true, segments, trailingSlash, query };
}

/** Percent-encode segments back into a URL path. */
export function encodePath(segments: readonly string[], trailingSlash = false): string {
  const p = '/' + segments.map(encodeURIComponent).join('/');
  return trailingSlash && segments.length ? p + '/' : p;
}
