import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** Site URL (not percent-encoded: it names the output file) → absolute path of a file that content links to. */
export type ContentFiles = Map<string, string>;

const SITE_ALIAS = '@site/';

/**
 * A relative link from a content file to a file beside it (`![](./img/shot.png)`, `[PDF](./spec.pdf)`), as Docusaurus
 * projects write them: the file is published under `/assets/files/` with a hash of its bytes in the name, and the link
 * points there. Only regular files inside the site root are taken (after following symlinks), never hidden ones
 * (`.env`, `.git/…`): a link cannot publish anything else. Returns undefined when the link names no such file.
 * `@site/static/img/a.png` is a file of the site's root (Docusaurus' alias, which its image and link plugins read).
 */
export function contentFileUrl(root: string, fromSource: string, linkPath: string, files: ContentFiles): string | undefined {
  if (!linkPath || linkPath.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(linkPath) || !path.posix.extname(linkPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(linkPath);
  } catch {
    return undefined;
  }
  // `@site/…` names a file from the site's root, as in Docusaurus' Markdown links and images (its `@site` alias).
  const rel = decoded.startsWith(SITE_ALIAS)
    ? path.posix.normalize(decoded.slice(SITE_ALIAS.length))
    : path.posix.normalize(path.posix.join(path.posix.dirname(fromSource), decoded));
  if (rel.startsWith('..') || rel.split('/').some((s) => s.startsWith('.'))) return undefined;
  let real: string;
  let realRoot: string;
  try {
    real = realpathSync(path.join(root, rel));
    realRoot = realpathSync(root);
    if (!real.startsWith(realRoot + path.sep) || !statSync(real).isFile()) return undefined;
  } catch {
    return undefined;
  }
  const base = path.posix.basename(rel);
  const ext = path.posix.extname(base);
  const hash = createHash('sha1').update(readFileSync(real)).digest('hex').slice(0, 8);
  const url = `/assets/files/${base.slice(0, -ext.length)}-${hash}${ext}`;
  files.set(url, real);
  return encodeURI(url);
}
