import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lookup as mimeType } from 'mrmime';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import type { Position } from './position.js';

/** Referenced files up to this size are inlined; larger ones (fonts, photos) would weigh on every page's stylesheet. */
export const INLINE_CSS_ASSET_LIMIT = 32 * 1024;

const URL_IN_CSS = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g;
/** A scheme (`data:`, `https:`), a site path (`/img/x.svg`, from the static folder), a fragment or a variable. */
const LEFT_AS_WRITTEN = /^(?:[a-z][a-z0-9+.-]*:|\/|#|%|\$|var\()/i;

/** What resolving the `url()`s of a site's stylesheets gives besides the CSS: files to publish, problems found. */
export interface CssUrlAssets {
  /** The site root, for the file names of diagnostics. */
  root: string;
  /** Files too large to inline, by the output path they are published at (`assets/<name>-<hash>.<ext>`). */
  files: Map<string, string>;
  diagnostics: Diagnostic[];
}

export function cssUrlAssets(root: string): CssUrlAssets {
  return { root, files: new Map(), diagnostics: [] };
}

/**
 * A stylesheet's relative `url()`s (`assets/github.svg`), which Docusaurus' css-loader resolves against the file that
 * holds them. fe-docs joins every stylesheet into one under /assets/, where such a path names nothing, so each file a
 * relative URL names is inlined as a `data:` URL (the icons and small images sites reference so), or, over
 * INLINE_CSS_ASSET_LIMIT (a font, a photo), published beside the stylesheet under a name with its content's hash, as
 * css-loader emits it (`out.files`), and referenced relative to the stylesheet, so any base URL works. A file that is
 * not there is a warning at the `url()` (`out.diagnostics`) and stays as written. Site paths and URLs with a scheme
 * are left as written. Without `out` (no place to publish), large files are left as written too.
 */
export function inlineRelativeCssUrls(css: string, fromFile: string, out?: CssUrlAssets): string {
  if (!css.includes('url(')) return css;
  return css.replace(URL_IN_CSS, (whole, _quote: string, ref: string, offset: number) => {
    if (LEFT_AS_WRITTEN.test(ref)) return whole;
    const suffix = /[?#].*$/.exec(ref)?.[0] ?? '';
    const file = path.resolve(path.dirname(fromFile), decodeSafely(ref.slice(0, ref.length - suffix.length)));
    const type = mimeType(file);
    let size: number;
    try {
      const st = statSync(file);
      if (!st.isFile()) throw new Error('not a file');
      size = st.size;
    } catch {
      out?.diagnostics.push(missingFile(out.root, fromFile, css, offset, ref));
      return whole;
    }
    if (type && size <= INLINE_CSS_ASSET_LIMIT) return `url("data:${type};base64,${readFileSync(file).toString('base64')}")`;
    if (!out) return whole;
    const published = publishedName(file);
    out.files.set(published, file);
    // The stylesheet is published in `assets/` too: the bare name is the file beside it.
    return `url("${path.posix.basename(published)}${suffix}")`;
  });
}

/** `assets/<name>-<hash>.<ext>`: a name HASHED_ASSET (pwa/generate-sw.ts) knows, changed with the content. */
function publishedName(file: string): string {
  const ext = path.extname(file);
  const stem =
    path
      .basename(file, ext)
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .slice(0, 60) || 'file';
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);
  return `assets/${stem}-${hash}${ext.toLowerCase().replace(/[^a-z0-9.]/g, '')}`;
}

function missingFile(root: string, fromFile: string, css: string, offset: number, ref: string): Diagnostic {
  return diagnostic(
    'stylesheet-url-missing',
    `\`url(${ref})\` names a file that is not there (${relative(root, path.resolve(path.dirname(fromFile), ref.replace(/[?#].*$/, '')))}); it is left as written and shows nothing.`,
    {
      position: urlPosition(root, fromFile, css, offset, ref),
      hint: 'Fix the path (it is relative to this stylesheet), add the file, or use a path from the static folder (`/img/…`).',
    },
  );
}

/**
 * Where the `url()` is in the stylesheet's own file: the text given when it is the file's (plain CSS), else the
 * first place the file mentions `ref` (compiled Sass, a CSS module), else the file's first line.
 */
function urlPosition(root: string, fromFile: string, css: string, offset: number, ref: string): Position {
  let source: string | undefined;
  try {
    source = readFileSync(fromFile, 'utf8');
  } catch {
    source = undefined;
  }
  const at = source === css ? offset : (source?.indexOf(ref) ?? -1);
  const before = at >= 0 && source !== undefined ? source.slice(0, at) : '';
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return { file: relative(root, fromFile), line, column };
}

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

function decodeSafely(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
