import { lstatSync, readdirSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { isHiddenPath } from '../core/hidden-path.js';

/** A file found in a folder the build reads: its path as the site names it, and the file whose bytes it has. */
export interface SiteFile {
  /** Relative to the walked folder, forward slashes; a linked file keeps the link's name. */
  rel: string;
  /** Absolute, symlinks resolved: read (or copy) this, never the link. */
  real: string;
}

/**
 * Every regular file under `dir`, walked the one way every folder the build reads is walked (content, static):
 * - a symlink is followed only when its target is inside the site root; one that leads outside (`static/etc -> /etc`)
 *   or nowhere is left out with a warning naming it;
 * - a linked folder that contains the link (`ln -s .. content/docs/loop`), or leads back into the folders being
 *   walked, is a loop: reported once, at the link, and not entered; a folder reached a second time through another
 *   link is not walked again (unless `aliases`), so a link never multiplies pages;
 * - a FIFO, socket or device is left out with a warning (reading a FIFO blocks forever);
 * - dotfiles and dot-folders are skipped unless `dot`; a folder that cannot be listed is an error at that folder.
 * Diagnostics name paths relative to the site root.
 */
export function walkSiteFolder(
  dir: string,
  opts: { root: string; dot?: boolean; skipDir?: (rel: string) => boolean; /** Walk a folder reached again through a link again (static aliases); content walks each once. */ aliases?: boolean },
): { files: SiteFile[]; diagnostics: Diagnostic[] } {
  const files: SiteFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const realRoot = safeRealpath(opts.root) ?? path.resolve(opts.root);
  const realDir = safeRealpath(dir);
  if (!realDir) return { files, diagnostics };
  const siteRel = (abs: string) => path.relative(opts.root, abs).split(path.sep).join('/') || '.';
  const walked = new Set<string>();
  // Folders reached through a link are walked after every real folder, so each file is listed under its own path.
  const deferred: { abs: string; rel: string; real: string; chain: string[] }[] = [];

  const walk = (abs: string, rel: string, real: string, chain: string[]) => {
    if (walked.has(real) && !opts.aliases) return;
    walked.add(real);
    let names: string[];
    try {
      names = readdirSync(abs).sort();
    } catch (e) {
      const folder = siteRel(abs);
      const code = (e as NodeJS.ErrnoException).code;
      diagnostics.push(
        diagnostic('file-unreadable', `Cannot list the folder \`${folder}\`: ${code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (e as Error).message}; the files in it are not part of the site.`, {
          position: { file: folder, line: 1, column: 1 },
          hint: 'Give the user running fe-docs read and execute permission on the folder (chmod a+rx), or move it out of the site.',
        }),
      );
      return;
    }
    const here = [...chain, real];
    for (const name of names) {
      if (!opts.dot && name.startsWith('.')) continue;
      const childAbs = path.join(abs, name);
      const childRel = rel ? `${rel}/${name}` : name;
      let st: Stats;
      try {
        st = lstatSync(childAbs);
      } catch {
        continue;
      }
      if (st.isSymbolicLink()) {
        const target = safeRealpath(childAbs);
        if (!target) {
          diagnostics.push(linkWarning(siteRel(childAbs), 'points to nothing that exists (or to itself)'));
          continue;
        }
        if (!inside(realRoot, target)) {
          diagnostics.push(linkWarning(siteRel(childAbs), `leads outside the site, to \`${target}\``));
          continue;
        }
        let tst: Stats;
        try {
          tst = statSync(childAbs);
        } catch {
          continue;
        }
        if (tst.isDirectory()) {
          if (opts.skipDir?.(childRel)) continue;
          if (here.some((a) => inside(target, a))) {
            diagnostics.push(
              diagnostic('symlink-loop', `The link \`${siteRel(childAbs)}\` leads to \`${siteRel(path.join(realRoot, path.relative(realRoot, target)))}\`, a folder that contains it: a loop. It is not followed.`, {
                position: { file: siteRel(childAbs), line: 1, column: 1 },
                hint: 'Remove the link, or point it at a folder outside the folders it is in.',
              }),
            );
            continue;
          }
          deferred.push({ abs: childAbs, rel: childRel, real: target, chain: here });
          continue;
        }
        if (tst.isFile()) files.push({ rel: childRel, real: target });
        else diagnostics.push(specialWarning(siteRel(childAbs), tst));
        continue;
      }
      if (st.isDirectory()) {
        if (opts.skipDir?.(childRel)) continue;
        walk(childAbs, childRel, path.join(real, name), here);
      } else if (st.isFile()) files.push({ rel: childRel, real: path.join(real, name) });
      else diagnostics.push(specialWarning(siteRel(childAbs), st));
    }
  };

  walk(dir, '', realDir, []);
  while (deferred.length) {
    const d = deferred.shift()!;
    walk(d.abs, d.rel, d.real, d.chain);
  }
  return { files, diagnostics };
}

function linkWarning(rel: string, what: string): Diagnostic {
  return diagnostic('symlink-outside', `The link \`${rel}\` ${what}; it is left out of the site.`, {
    position: { file: rel, line: 1, column: 1 },
    hint: 'Files inside the site folder may be linked; copy anything else into the site, or remove the link.',
  });
}

function specialWarning(rel: string, st: Stats): Diagnostic {
  const kind = st.isFIFO() ? 'a named pipe (FIFO)' : st.isSocket() ? 'a socket' : st.isCharacterDevice() || st.isBlockDevice() ? 'a device' : 'not a regular file';
  return diagnostic('file-special', `\`${rel}\` is ${kind}, not a regular file; it is left out of the site.`, {
    position: { file: rel, line: 1, column: 1 },
    hint: 'Only regular files are published: remove it, or move it out of the site folder.',
  });
}

/** `child` is `parent` or inside it (both real, absolute). */
function inside(parent: string, child: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}

function safeRealpath(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}

/**
 * A glob of the kinds the content loaders use (`**` + `/`, `*`, `{a,b}`) as a RegExp over forward-slash relative paths.
 * `*` does not cross `/`; a leading `**` + `/` matches zero or more folders.
 */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith('**/', i)) {
      re += '(?:[^/]+/)*';
      i += 2;
    } else if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      re += '(?:/.*)?';
      i += 2;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') {
      const end = glob.indexOf('}', i);
      re += '(?:' + glob.slice(i + 1, end).split(',').map(escapeRe).join('|') + ')';
      i = end;
    } else re += escapeRe(c);
  }
  return new RegExp(`^${re}$`);
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The files of the static folder that are published: every regular file, linked ones (inside the site) included,
 * except dotfiles and dot-folders (`.env`, `.git/…`; `.well-known` is published).
 */
export function listStaticFolder(root: string, staticPath: string): { files: SiteFile[]; diagnostics: Diagnostic[] } {
  const dir = path.resolve(root, staticPath);
  const hidden = (rel: string) => isHiddenPath(rel.split('/'));
  const walked = walkSiteFolder(dir, { root, dot: true, skipDir: hidden, aliases: true });
  return { files: walked.files.filter((f) => !hidden(f.rel)), diagnostics: walked.diagnostics };
}
