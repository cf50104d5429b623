import { createHash } from 'node:crypto';
import { lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';

/** What the record keeps of one file the last build wrote through the sink. */
interface RecordedFile {
  size: number;
  mtimeMs: number;
  ino: number;
  /** Compared with the bytes a build is about to write (sha1 is ≈ 2.5× faster than md5 here). */
  sha1: string;
  /** The service worker's precache revision (workbox's); '' when the build had no service worker. */
  md5: string;
}

/** What a build wrote for one output path: its hashes, and the recorded file it hard-linked (unchanged bytes). */
export interface WrittenFile {
  sha1: string;
  md5: string;
  linkedFrom?: RecordedFile;
}

/**
 * A file modified this close to the moment its build finished (or later) is not trusted by its stat: an edit within
 * the same tick of the file system's clock would leave size and mtime as they were (git's "racily clean" entries;
 * Linux file times move by a scheduler tick, 1–10 ms, where they are not fine-grained). Such a file is compared by
 * its bytes instead.
 */
const RACY_MS = 10;

/**
 * What the last build wrote into an output folder (issue 19), kept in the project cache (`output/`, one entry per
 * output folder): every file written through the sink with its size, mtime, inode and md5. The next build writes
 * its new folder as before, but where a file's bytes are those the last build wrote there (same md5 and size) and the
 * file is still exactly that one (same inode, size and mtime: nobody edited or replaced it by hand), it hard-links
 * the previous output's file instead of writing the bytes again. The previous output is removed once the new one is
 * swapped in, so a link shares its data only with a file about to go; a failed build removes its temporary folder,
 * which unlinks and leaves the previous output as it was. A file that is linked is never written into (the sink
 * replaces the link), so the previous output is never modified. The md5s also give the service worker's precache
 * revisions without reading the files back. Off with FE_DOCS_CACHE=0.
 */
export interface OutputRecord {
  /** The previous output's file to link for `rel`, when it is still what the last build wrote, with these bytes. */
  reusable(rel: string, bytes: Buffer, sha1: string): { file: string; recorded: RecordedFile } | undefined;
  /**
   * After the swap: records what this build wrote into `outDir` (the files it wrote are stat'ed again). `finishedAt`:
   * `Date.now()` taken before the swap, when the folder was complete and not yet visible to anyone.
   */
  save(written: ReadonlyMap<string, WrittenFile>, finishedAt: number): Promise<void>;
}

export function md5Of(data: Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

export function sha1Of(data: Buffer): string {
  return createHash('sha1').update(data).digest('hex');
}

export function openOutputRecord(root: string, outDir: string): OutputRecord | undefined {
  if (!cacheEnabled()) return undefined;
  const cache = openDiskCache(root, 'output');
  const key = hashKey('output-record-v2', path.resolve(outDir));
  const previous = new Map<string, RecordedFile>();
  let recordedAt = 0;
  try {
    const bytes = cache.getBytes(key);
    if (bytes) {
      const parsed = JSON.parse(bytes.toString('utf8')) as { recordedAt: number; files: [string, number, number, number, string, string][] };
      recordedAt = parsed.recordedAt;
      for (const [rel, size, mtimeMs, ino, sha1, md5] of parsed.files) previous.set(rel, { size, mtimeMs, ino, sha1, md5 });
    }
  } catch {
    // No record, or an unreadable one: every file is written.
  }
  return {
    reusable(rel, bytes, sha1) {
      const recorded = previous.get(rel);
      if (!recorded || recorded.size !== bytes.length || recorded.sha1 !== sha1) return undefined;
      const file = path.join(outDir, ...rel.split('/'));
      try {
        const st = lstatSync(file);
        if (!st.isFile() || st.size !== recorded.size || st.mtimeMs !== recorded.mtimeMs || st.ino !== recorded.ino) return undefined;
        // Racily clean: the stat cannot tell, the bytes can.
        if (recorded.mtimeMs >= recordedAt - RACY_MS && !readFileSync(file).equals(bytes)) return undefined;
      } catch {
        return undefined;
      }
      return { file, recorded };
    },
    async save(written, finishedAt) {
      const files: [string, number, number, number, string, string][] = [];
      for (const [rel, w] of written) {
        let r = w.linkedFrom;
        if (!r) {
          try {
            const st = lstatSync(path.join(outDir, ...rel.split('/')));
            r = { size: st.size, mtimeMs: st.mtimeMs, ino: st.ino, sha1: w.sha1, md5: w.md5 };
          } catch {
            continue;
          }
        }
        // The md5 this build knows (a linked file's recorded one, or computed now when the site gained a service worker).
        files.push([rel, r.size, r.mtimeMs, r.ino, r.sha1, w.md5]);
      }
      await cache.setBytes(key, Buffer.from(JSON.stringify({ recordedAt: finishedAt, files })));
    },
  };
}
