import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { userCacheDir } from './user-cache-dir.js';

/**
 * A small content-addressed cache on disk, under the site's node_modules/.cache/fe-docs (or the user's cache folder).
 * Values are JSON; a key is a hash of everything the value depends on. FE_DOCS_CACHE=0 turns it off.
 */
export interface DiskCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
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
export function diskCacheDir(root: string, name: string): string | undefined {
  const local = path.join(root, 'node_modules');
  const base = existsSync(local) ? path.join(local, '.cache', 'fe-docs') : userCacheDir('sites', hashKey(root).slice(0, 12));
  return base && path.join(base, name);
}

export function openDiskCache(root: string, name: string): DiskCache {
  const dir = diskCacheDir(root, name);
  if (!dir) return { get: async () => undefined, set: async () => {} };
  const made = new Set<string>();
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key + '.json');
  return {
    async get<T>(key: string) {
      try {
        // Read synchronously: a rebuild reads thousands of small entries, and a promise-based read (open, fstat,
        // read, close, each a round trip to the thread pool) cost several times more CPU (1,000-page corpus: ≈0.6 s).
        return JSON.parse(readFileSync(fileOf(key), 'utf8')) as T;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      const file = fileOf(key);
      const d = path.dirname(file);
      if (!made.has(d)) {
        await mkdir(d, { recursive: true });
        made.add(d);
      }
      await writeFile(file, JSON.stringify(value)).catch(() => {});
    },
  };
}
