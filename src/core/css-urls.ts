import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lookup as mimeType } from 'mrmime';

/** Referenced files up to this size are inlined; larger ones (fonts, photos) would weigh on every page's stylesheet. */
export const INLINE_CSS_ASSET_LIMIT = 32 * 1024;

const URL_IN_CSS = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g;
/** A scheme (`data:`, `https:`), a site path (`/img/x.svg`, from the static folder), a fragment or a variable. */
const LEFT_AS_WRITTEN = /^(?:[a-z][a-z0-9+.-]*:|\/|#|%|\$|var\()/i;

/**
 * A stylesheet's relative `url()`s (`assets/github.svg`), which Docusaurus' css-loader resolves against the file that
 * holds them. fe-docs joins every stylesheet into one under /assets/, where such a path names nothing, so each file a
 * relative URL names is inlined as a `data:` URL (the icons and small images sites reference so). Site paths, URLs with
 * a scheme, a missing file or one over INLINE_CSS_ASSET_LIMIT are left as written.
 */
export function inlineRelativeCssUrls(css: string, fromFile: string): string {
  if (!css.includes('url(')) return css;
  return css.replace(URL_IN_CSS, (whole, _quote: string, ref: string) => {
    if (LEFT_AS_WRITTEN.test(ref)) return whole;
    const file = path.resolve(path.dirname(fromFile), decodeSafely(ref.replace(/[?#].*$/, '')));
    const type = mimeType(file);
    try {
      if (!type || statSync(file).size > INLINE_CSS_ASSET_LIMIT) return whole;
      return `url("data:${type};base64,${readFileSync(file).toString('base64')}")`;
    } catch {
      return whole; // not a file: as written
    }
  });
}

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
