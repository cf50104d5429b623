import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EROFS', 'EACCES', 'EPERM']);

/** The error is about the disk holding the output (full, read-only), not about a source. */
export function isOutputDiskError(e: unknown): boolean {
  const code = (e as NodeJS.ErrnoException)?.code;
  return !!code && (DISK_FULL.has(code) || code === 'EROFS');
}

/**
 * A failure to write the output, said as what it is (the disk is full, read-only, or the folder not writable) and
 * where: the output folder and the file in it, never the temporary folder the build was writing into. Undefined for
 * an error that is not about writing.
 */
export function outputWriteDiagnostic(e: unknown, paths: { tmp: string; outDir: string }): Diagnostic | undefined {
  const err = e as NodeJS.ErrnoException & { dest?: string };
  const code = err?.code;
  if (!code || !(DISK_FULL.has(code) || NOT_WRITABLE.has(code))) return undefined;
  const written = [err.dest, err.path].find((p): p is string => !!p && (p === paths.tmp || p.startsWith(paths.tmp + path.sep)));
  // A permission error on a file outside the output is a source that cannot be read: not ours to describe.
  if (NOT_WRITABLE.has(code) && code !== 'EROFS' && !written) return undefined;
  const inOut = written ? path.join(paths.outDir, path.relative(paths.tmp, written)) : paths.outDir;
  const where = path.dirname(paths.outDir);
  const what = DISK_FULL.has(code)
    ? `The disk holding \`${where}\` is full (${code}): fe-docs could not write \`${inOut}\`.`
    : code === 'EROFS'
      ? `The disk holding \`${where}\` is read-only (EROFS): fe-docs could not write \`${inOut}\`.`
      : `fe-docs may not write \`${inOut}\` (${code}: permission denied).`;
  return diagnostic('output-write', `${what} Nothing was replaced: the previous output of \`${paths.outDir}\` (if any) is untouched.`, {
    hint: DISK_FULL.has(code)
      ? `Free space on that disk (\`df -h ${where}\` shows how much is left; the build needs about twice the size of the site while it swaps), or build elsewhere with \`--out\`.`
      : 'Build into a folder the user running fe-docs can write (`--out`), or fix the permissions of this one.',
  });
}
