import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * What a cache entry remembers of one file it was made from: its content hash, and its stat at that time so that a
 * later build can skip reading a file whose stat has not moved.
 */
export interface InputRecord {
  file: string;
  /** sha1 of the contents, or 'missing'. */
  sha1: string;
  /** `size:mtimeMs:ctimeMs:ino` when the file had been still for a while at recording (see `stillFor`), else ''. */
  stat: string;
}

/**
 * A file modified within this long before it was recorded may be modified again within the file system's timestamp
 * granularity without its stat changing (git's "racily clean" entries): its stat is not trusted, its hash is checked.
 */
const STILL_MS = 2000;

function statKey(st: Stats): string {
  return `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
}

function hashOf(file: string): string {
  try {
    return createHash('sha1').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

/** The records of `files` now (sorted by path); `stillMs` only for tests. */
export function recordInputs(files: Iterable<string>, opts: { stillMs?: number } = {}): InputRecord[] {
  const now = Date.now();
  const stillMs = opts.stillMs ?? STILL_MS;
  return [...new Set(files)].sort().map((file) => {
    let st: Stats | undefined;
    try {
      st = statSync(file);
    } catch {
      // Missing: recorded as such, a later build sees it appear.
    }
    // ctime cannot be set back by a tool (touch -d, a restore, git checkout set mtime only): with the size, inode and
    // mtime it tells an unchanged file apart from a rewritten one, once the file is older than the clock's granularity.
    const still = st !== undefined && now - Math.max(st.mtimeMs, st.ctimeMs) > stillMs;
    return { file, sha1: hashOf(file), stat: st && still ? statKey(st) : '' };
  });
}

/** Whether every recorded file still has the same contents: same stat (when it was trusted), else the same hash. */
export function inputsUnchanged(records: readonly InputRecord[]): boolean {
  for (const r of records) {
    if (r.stat) {
      try {
        if (statKey(statSync(r.file)) === r.stat) continue;
      } catch {
        return false;
      }
    }
    if (hashOf(r.file) !== r.sha1) return false;
  }
  return true;
}

/**
 * The records of the files a bundler read, plus the package.json of each package among them: a dependency upgraded
 * in place changes its package.json even when the files read are the same.
 */
export function recordBundleInputs(files: Iterable<string>): InputRecord[] {
  const all = new Set<string>();
  for (const file of files) {
    all.add(file);
    const pkg = packageJsonOf(file);
    if (pkg) all.add(pkg);
  }
  return recordInputs(all);
}

/** `…/node_modules/<pkg>/package.json` (or `@scope/pkg`) of a file inside a package. */
function packageJsonOf(file: string): string | undefined {
  const parts = file.split(path.sep);
  const i = parts.lastIndexOf('node_modules');
  if (i < 0 || i + 1 >= parts.length) return undefined;
  const n = parts[i + 1].startsWith('@') ? 2 : 1;
  return [...parts.slice(0, i + 1 + n), 'package.json'].join(path.sep);
}
