import path from 'node:path';

/**
 * Why a route, slug or file name may not become a path in the output folder, or undefined when it may.
 * Segments are judged decoded (`%2e%2e` is `..`), because that is what `outPathOf` and every web server see.
 * Refused: `.` and `..` segments (they climb out of the section, or out of the output folder), backslashes
 * (a separator on Windows and to some servers), encoded slashes, NUL and other control characters, and a segment
 * longer than a file name may be (`MAX_SEGMENT_BYTES`: every segment becomes a folder of the output).
 */
export function unsafePathReason(p: string): string | undefined {
  for (const raw of p.split('/')) {
    let seg = raw;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      // A stray `%` (`50%-off`) is part of the name as written; an escape that decodes to no text (`%C2l`) names no file.
      if (/%[0-9A-Fa-f]{2}/.test(raw)) return 'it has a `%` escape that is not UTF-8 text (write `%25` for a literal `%`)';
    }
    if (seg === '.' || seg === '..') return `it has a \`${seg}\` segment`;
    if (seg.includes('\\')) return 'it has a backslash';
    if (seg.includes('/')) return 'it has an encoded slash (`%2F`)';
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(seg)) return 'it has a control character';
    const bytes = Buffer.byteLength(seg);
    if (bytes > MAX_SEGMENT_BYTES) return longSegmentReason(seg, bytes);
  }
  return undefined;
}

/** The longest file or folder name most file systems accept (ext4, APFS, NTFS, tmpfs: 255 bytes; the disk says ENAMETOOLONG). */
export const MAX_SEGMENT_BYTES = 255;

/** Why a segment of `bytes` bytes cannot be a name in the output; the segment is shown shortened. */
export function longSegmentReason(seg: string, bytes = Buffer.byteLength(seg)): string {
  return `its segment \`${[...seg].slice(0, 24).join('')}…\` is ${bytes} bytes long, and a file or folder name may have at most ${MAX_SEGMENT_BYTES} (UTF-8)`;
}

/** A single file or folder name taken from configuration (an OpenAPI id, a locale): no slash and nothing unsafe. */
export function unsafeNameReason(name: string): string | undefined {
  if (name === '') return 'it is empty';
  if (name.includes('/')) return 'it has a slash';
  return unsafePathReason(name);
}

export class OutputPathError extends Error {
  readonly code = 'fe-docs.output-path';
  constructor(readonly relPath: string) {
    super(
      `fe-docs refused to write \`${relPath}\`: it resolves outside the output folder. This is a bug in fe-docs (routes are checked before writing); please report it.`,
    );
  }
}

/**
 * The absolute path of `relPath` inside `root`. Every file the build writes goes through here (the disk sink), so
 * whatever slipped past the route checks still cannot land outside the output folder.
 */
export function pathInside(root: string, relPath: string): string {
  const base = path.resolve(root);
  const file = path.resolve(base, relPath);
  if (relPath.includes('\0') || path.isAbsolute(relPath) || (file !== base && !file.startsWith(base + path.sep))) throw new OutputPathError(relPath);
  return file;
}
