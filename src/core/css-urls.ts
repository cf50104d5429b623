import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { lookup as mimeType } from 'mrmime';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import type { Position } from './position.js';

/** Referenced files up to this size are inlined; larger ones (fonts, photos) would weigh on every page's stylesheet. */
export const INLINE_CSS_ASSET_LIMIT = 32 * 1024;

/** A scheme (`data:`, `https:`), a site path (`/img/x.svg`, from the static folder), a fragment or a variable. */
const LEFT_AS_WRITTEN = /^(?:[a-z][a-z0-9+.-]*:|\/|#|%|\$|var\()/i;

/** What resolving the `url()`s of a site's stylesheets gives besides the CSS: files to publish, problems found. */
export interface CssUrlAssets {
  /** The site root, for the file names of diagnostics. */
  root: string;
  /** The static folder (absolute): a site path (`url(/img/x.png)`) naming a file there is that file. */
  staticDir?: string;
  /** Files too large to inline, by the output path they are published at (`assets/<name>-<hash>.<ext>`). */
  files: Map<string, string>;
  diagnostics: Diagnostic[];
}

export function cssUrlAssets(root: string, staticDir?: string): CssUrlAssets {
  return { root, staticDir, files: new Map(), diagnostics: [] };
}

/**
 * An `@import` of another stylesheet (`@import 'pkg/x.css' screen;`, `@import url(./y.css);`), or a `url()`. Sass
 * keeps an import of a `.css` file as such; css-loader then inlines it, as fe-docs must (one stylesheet, where an
 * `@import` below other rules is ignored by browsers and a bare package path names nothing).
 */
const IMPORT_OR_URL = /@import\s+(?:url\(\s*(['"]?)([^'")\s]+)\1\s*\)|(['"])([^'"]+)\3)\s*([^;{}]*);|url\(\s*(['"]?)([^'")\s]+)\6\s*\)/g;

/**
 * A stylesheet's relative `url()`s (`assets/github.svg`) and `@import`s, which Docusaurus' css-loader resolves against
 * the file that holds them. fe-docs joins every stylesheet into one under /assets/, where such a path names nothing,
 * so each file a relative URL names is inlined as a `data:` URL (the icons and small images sites reference so), or,
 * over INLINE_CSS_ASSET_LIMIT (a font, a photo), published beside the stylesheet under a name with its content's
 * hash, as css-loader emits it (`out.files`), and referenced relative to the stylesheet, so any base URL works. An
 * imported stylesheet (relative, or a package's: `~pkg/x.css`, `pkg/x.css`) is put in place of its `@import`, its own
 * URLs resolved against it; with a media query, inside `@media`. A file that is not there is a warning at the
 * `url()` or `@import` (`out.diagnostics`), left as written. Site paths and URLs with a scheme are left as written.
 * Without `out` (no place to publish), large files are left as written too.
 */
export function inlineRelativeCssUrls(css: string, fromFile: string, out?: CssUrlAssets, importing: readonly string[] = []): string {
  if (!css.includes('url(') && !css.includes('@import')) return css;
  return css.replace(
    IMPORT_OR_URL,
    (
      whole,
      _q1: string,
      importUrl: string | undefined,
      _q2: string,
      importString: string | undefined,
      condition: string | undefined,
      _q3: string,
      url: string | undefined,
      offset: number,
    ) => {
      const imported = importUrl ?? importString;
      if (imported !== undefined) return importedCss(whole, imported, (condition ?? '').trim(), { css, fromFile, out, importing, offset });
      const ref = url!;
      // A site path is the static folder's file, as css-loader resolves it in Docusaurus (its static directories are
      // resolve roots): published with the stylesheet, it is right under any base URL (`/img/x.png` named nothing
      // under `/docs/`). Without such a file it is left as written.
      const staticFile = staticFileOf(ref, out?.staticDir);
      if (LEFT_AS_WRITTEN.test(ref) && !staticFile) return whole;
      const suffix = /[?#].*$/.exec(ref)?.[0] ?? '';
      const file = staticFile ?? targetFile(ref, fromFile, out?.root);
      const size = file === undefined ? undefined : fileSize(file);
      if (file === undefined || size === undefined) {
        out?.diagnostics.push(missingFile(out.root, fromFile, css, offset, `url(${ref})`, ref));
        return whole;
      }
      if (out && !publishable(file, out.root)) {
        out.diagnostics.push(outsideSite(out.root, fromFile, css, offset, `url(${ref})`, ref));
        return whole;
      }
      const type = mimeType(file);
      if (type && size <= INLINE_CSS_ASSET_LIMIT) return `url("data:${type};base64,${readFileSync(file).toString('base64')}")`;
      if (!out) return whole;
      const published = publishedName(file);
      out.files.set(published, file);
      // The stylesheet is published in `assets/` too: the bare name is the file beside it.
      return `url("${path.posix.basename(published)}${suffix}")`;
    },
  );
}

function importedCss(
  whole: string,
  ref: string,
  condition: string,
  at: { css: string; fromFile: string; out?: CssUrlAssets; importing: readonly string[]; offset: number },
): string {
  // A remote or site-path stylesheet, or a condition `@media` cannot carry (`layer(…)`, `supports(…)`): as written.
  if (LEFT_AS_WRITTEN.test(ref) || /\b(?:layer|supports)\b/i.test(condition)) return whole;
  const file = targetFile(ref, at.fromFile, at.out?.root);
  if (!file) {
    at.out?.diagnostics.push(missingFile(at.out.root, at.fromFile, at.css, at.offset, `@import "${ref}"`, ref));
    return whole;
  }
  if (at.out && !publishable(file, at.out.root)) {
    at.out.diagnostics.push(outsideSite(at.out.root, at.fromFile, at.css, at.offset, `@import "${ref}"`, ref));
    return whole;
  }
  if (at.importing.includes(file)) return ''; // an import loop: each file once
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF?@charset\s+["'][^"']*["'];/i, '');
  const inlined = `/* ${ref} */\n${inlineRelativeCssUrls(text, file, at.out, [...at.importing, at.fromFile, file])}\n`;
  return condition ? `@media ${condition} {\n${inlined}}\n` : inlined;
}

/** The static folder's file a site path (`/img/x.png`, not `//host/…`) names, if there is one. */
function staticFileOf(ref: string, staticDir: string | undefined): string | undefined {
  if (!staticDir || !/^\/(?!\/)/.test(ref)) return undefined;
  const file = path.join(staticDir, decodeSafely(ref.replace(/[?#].*$/, '')));
  return file.startsWith(staticDir + path.sep) && fileSize(file) !== undefined ? file : undefined;
}

/**
 * The file a `url()` or `@import` names, as css-loader resolves it in a Docusaurus site: `@site/…` from the site root,
 * else beside the stylesheet, else (`~pkg/x.css`, `pkg/x.css`) in a `node_modules` above it.
 */
function targetFile(ref: string, fromFile: string, root: string | undefined): string | undefined {
  const spec = decodeSafely(ref.replace(/[?#].*$/, ''));
  if (spec.startsWith('@site/')) return root === undefined ? undefined : path.join(root, spec.slice('@site/'.length));
  if (!spec.startsWith('~')) {
    const near = path.resolve(path.dirname(fromFile), spec);
    if (fileSize(near) !== undefined) return near;
    if (/^\.\.?\//.test(spec)) return undefined;
  }
  const bare = spec.replace(/^~/, '');
  for (let dir = path.dirname(fromFile); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', bare);
    if (fileSize(candidate) !== undefined) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Whether a file may be read into the site's stylesheet or published: inside the site folder, or a package's file
 * (a `node_modules` above it, as in a monorepo). Never another file of the machine a `../..` or `@site/..` reaches.
 */
function publishable(file: string, root: string): boolean {
  const rel = path.relative(root, file);
  return (!rel.startsWith('..') && !path.isAbsolute(rel)) || file.split(path.sep).includes('node_modules');
}

function fileSize(file: string): number | undefined {
  try {
    const st = statSync(file);
    return st.isFile() ? st.size : undefined;
  } catch {
    return undefined;
  }
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

function missingFile(root: string, fromFile: string, css: string, offset: number, what: string, ref: string): Diagnostic {
  return diagnostic('stylesheet-url-missing', `\`${what}\` names a file that is not there; it is left as written and does nothing.`, {
    position: urlPosition(root, fromFile, css, offset, ref),
    hint: "Fix the path (it is relative to this stylesheet; a package's file as `package/path.css`), add the file, or use a path from the static folder (`/img/…`).",
  });
}

function outsideSite(root: string, fromFile: string, css: string, offset: number, what: string, ref: string): Diagnostic {
  return diagnostic('stylesheet-url-missing', `\`${what}\` names a file outside the site folder; it is not published and is left as written.`, {
    position: urlPosition(root, fromFile, css, offset, ref),
    hint: 'Copy the file into the site (its static folder, or beside the stylesheet) and point to it there.',
  });
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
