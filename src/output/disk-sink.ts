import { linkSync, lstatSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { pathInside } from '../core/output-path.js';
import type { OutputSink } from '../stages/output.js';
import { md5Of, openOutputRecord, sha1Of, type OutputRecord, type WrittenFile } from './output-record.js';

/** A build's writes into its temporary folder, and what it knows of them for the swap and the next build. */
export interface DiskSink {
  sink: OutputSink;
  /** Call before a file is copied to `dest` (a path in the folder): a file the sink wrote there is removed first. */
  replacing(dest: string): void;
  /** What the sink wrote, by '/'-separated path: hashes, and the previous output's file it links instead. */
  written: Map<string, WrittenFile>;
  /** The record of the last build into `outDir`, when there is one to reuse files from (output/output-record.ts). */
  record: OutputRecord | undefined;
  /** Files written so far and their bytes. */
  count(): { files: number; bytes: number };
}

/**
 * A sink writing into `tmp`, the new output of `outDir`. Files whose bytes the last build wrote are hard-linked from
 * its output instead (output/output-record.ts).
 */
export function openDiskSink(tmp: string, outDir: string, config: SiteConfig): DiskSink {
  const dirs = new Set<string>();
  let files = 0;
  let bytes = 0;
  const record = openOutputRecord(config.root, outDir);
  const written = new Map<string, WrittenFile>();
  // md5s are the service worker's precache revisions: only a site with one needs them ('' = not computed).
  const md5 = config.pwa.enabled ? md5Of : () => '';
  const sink: OutputSink = {
    // Synchronous writes: thousands of small files, where each promise-based write (open, write, close through the
    // thread pool) cost several times the CPU of the write itself.
    async write(rel, data) {
      const file = pathInside(tmp, rel);
      const dir = path.dirname(file);
      if (!dirs.has(dir)) {
        mkdirSync(dir, { recursive: true });
        dirs.add(dir);
      }
      const buf = typeof data === 'string' ? Buffer.from(data) : data;
      // Written twice: the first may be a link to the previous output, which must never be written into.
      if (written.delete(rel)) unlinkSync(file);
      if (!record) writeFileSync(file, buf);
      else {
        const sha1 = sha1Of(buf);
        const reuse = record.reusable(rel, buf, sha1);
        if (reuse && linkedSame(reuse.file, file, reuse.recorded)) written.set(rel, { sha1, md5: reuse.recorded.md5 || md5(buf), linkedFrom: reuse.recorded });
        else {
          writeFileSync(file, buf);
          written.set(rel, { sha1, md5: md5(buf) });
        }
      }
      files++;
      bytes += buf.length;
    },
  };
  // A file copied over one the sink wrote (a static file of the same name) replaces it: never written into a link.
  const replacing = (dest: string) => {
    const rel = path.relative(tmp, dest).split(path.sep).join('/');
    if (written.delete(rel)) unlinkSync(dest);
  };
  return { sink, replacing, written, record, count: () => ({ files, bytes }) };
}

/**
 * Hard-links `from` as `to` when that is still the file `expected` describes (another build into the same folder may
 * have swapped its output in since it was checked); false when it is not, or cannot be linked (another file system).
 */
function linkedSame(from: string, to: string, expected: { ino: number; size: number; mtimeMs: number }): boolean {
  try {
    linkSync(from, to);
  } catch {
    return false;
  }
  const st = lstatSync(to);
  if (st.ino === expected.ino && st.size === expected.size && st.mtimeMs === expected.mtimeMs) return true;
  unlinkSync(to);
  return false;
}
