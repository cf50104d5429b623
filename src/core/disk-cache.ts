import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { userCacheDir } from './user-cache-dir.js';

/**
 * A small content-addressed cache on disk, under the site's node_modules/.cache/fe-docs (or the user's cache folder).
 * Values are JSON; a key is a hash of everything the value depends on. FE_DOCS_CACHE=0 turns it off.
 */
export interface DiskCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  /** An entry kept as bytes (`<key>.bin`, no JSON round trip: HTML written to the output as read, V8-serialized values). */
  getBytes(key: string): Buffer | undefined;
  /** Written to a temporary file and renamed into place, so a reader never sees half an entry. */
  setBytes(key: string, data: Buffer): Promise<void>;
}

export function cacheEnabled(): boolean {
  return process.env.FE_DOCS_CACHE !== '0';
}

export function hashKey(...parts: (string | Buffer)[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** The folder of the site's cache `name`: node_modules/.cache/fe-docs/<name>, else in the user's cache folder. */
function diskCacheDir(root: string, name: string): string | undefined {
  const local = path.join(root, 'node_modules');
  const base = existsSync(local) ? path.join(local, '.cache', 'fe-docs') : userCacheDir('sites', hashKey(root).slice(0, 12));
  return base && path.join(base, name);
}

export function openDiskCache(root: string, name: string): DiskCache {
  const dir = diskCacheDir(root, name);
  if (!dir) return { get: async () => undefined, set: async () => {}, getBytes: () => undefined, setBytes: async () => {} };
  const made = new Set<string>();
  const fileOf = (key: string, ext: string) => path.join(dir, key.slice(0, 2), key + ext);
  const folderFor = async (file: string) => {
    const d = path.dirname(file);
    if (!made.has(d)) {
      await mkdir(d, { recursive: true });
      made.add(d);
    }
  };
  // Read synchronously: a rebuild reads thousands of small entries, and a promise-based read (open, fstat, read,
  // close, each a round trip to the thread pool) cost several times more CPU (1,000-page corpus: ≈0.6 s).
  const read = (file: string) => {
    try {
      return readFileSync(file);
    } catch {
      return undefined;
    }
  };
  return {
    async get<T>(key: string) {
      const bytes = read(fileOf(key, '.json'));
      try {
        return bytes && (JSON.parse(bytes.toString('utf8')) as T);
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      const file = fileOf(key, '.json');
      await folderFor(file);
      await writeFile(file, JSON.stringify(value)).catch(() => {});
    },
    getBytes: (key) => read(fileOf(key, '.bin')),
    async setBytes(key, data) {
      const file = fileOf(key, '.bin');
      await folderFor(file);
      const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(tmp, data)
        .then(() => rename(tmp, file))
        .catch(() => rm(tmp, { force: true }));
    },
  };
}
