import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
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

/**
 * Folders a build no longer needs (the previous output, once the new one is swapped in) go to the site cache's
 * `trash/` instead of being removed while the build waits: `emptyTrash`, started early by the next build, removes them
 * while that build loads (rm of a 100-folder tree waits on the disk journal far longer than it uses the CPU).
 * Everything in it is garbage, so a build killed at any point leaves nothing that grows: the next build removes it.
 * Returns false (the caller removes `folder` itself) when the cache is off or on another file system.
 */
export async function moveToTrash(root: string, folder: string): Promise<boolean> {
  const dir = cacheEnabled() ? diskCacheDir(root, 'trash') : undefined;
  if (!dir) return false;
  try {
    await mkdir(dir, { recursive: true });
    await rename(folder, path.join(dir, `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`));
    return true;
  } catch {
    return false;
  }
}

const emptying = new Map<string, Promise<void>>();

/**
 * Removes what earlier builds moved to the trash (what is moved in after the call is left for the next one). One
 * removal per site at a time: a second call while it runs gets the same promise. Never rejects.
 */
export function emptyTrash(root: string): Promise<void> {
  const dir = cacheEnabled() ? diskCacheDir(root, 'trash') : undefined;
  if (!dir) return Promise.resolve();
  const running = emptying.get(dir);
  if (running) return running;
  const done = readdir(dir)
    .then(async (names) => {
      for (const n of names) await removeOneAtATime(path.join(dir, n));
    })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => emptying.delete(dir));
  emptying.set(dir, done);
  return done;
}

/**
 * Removes a tree with one file system call in flight at a time. `rm({ recursive })` queues calls for every entry at
 * once, and the build's own reads then wait behind them in libuv's thread pool (the content stage took ≈ 45 ms longer
 * in a cached rebuild of this site). What cannot be removed is left for the next build.
 */
async function removeOneAtATime(p: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(p, { withFileTypes: true });
  } catch {
    await unlink(p).catch(() => {});
    return;
  }
  for (const e of entries) {
    const child = path.join(p, e.name);
    if (e.isDirectory()) await removeOneAtATime(child);
    else await unlink(child).catch(() => {});
  }
  await rmdir(p).catch(() => {});
}
