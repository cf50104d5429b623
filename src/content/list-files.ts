import path from 'node:path';
import fg from 'fast-glob';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';

/**
 * The files of a content folder matching `patterns`, relative to `dir`. A sub-folder that cannot be listed
 * (permissions) is reported at that folder, and the rest is still listed, so one unreadable folder neither crashes the
 * build nor hides the other problems.
 */
export async function listFiles(
  dir: string,
  patterns: string[],
  opts: { root: string; ignore?: string[] },
  diagnostics: Diagnostic[],
): Promise<string[]> {
  const options = { cwd: dir, ignore: opts.ignore ?? [] };
  try {
    return await fg(patterns, options);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code !== 'EACCES' && err.code !== 'EPERM') throw e;
    const folder = path.relative(opts.root, err.path ?? dir).split(path.sep).join('/') || '.';
    diagnostics.push(
      diagnostic('file-unreadable', `Cannot list the folder \`${folder}\`: permission denied; the files in it are not part of the site.`, {
        position: { file: folder, line: 1, column: 1 },
        hint: 'Give the user running fe-docs read and execute permission on the folder (chmod a+rx), or move it out of the content folder.',
      }),
    );
    return fg(patterns, { ...options, suppressErrors: true });
  }
}
