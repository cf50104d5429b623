import { createHash } from 'node:crypto';
import { mkdtemp, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { userCacheDir } from '../core/user-cache-dir.js';

let privateDir: Promise<string> | undefined;

/**
 * Bundled code written as an ES module file named by its hash (unchanged code is reused) in the user's private cache
 * folder, or else a private temporary folder of this process: never a fixed path in the shared /tmp, where another
 * local user could plant a module that would then run. Returns the file's path.
 */
export async function writeBundled(code: string): Promise<string> {
  const dir = userCacheDir('modules') ?? (await (privateDir ??= mkdtemp(path.join(os.tmpdir(), 'fe-docs-modules-'))));
  const file = path.join(dir, createHash('sha1').update(code).digest('hex').slice(0, 16) + '.mjs');
  // Written beside and renamed into place: another build (or test) importing the same module at the same moment
  // must never read a half-written file.
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, code);
  await rename(partial, file);
  return file;
}

/** Import bundled code as an ES module (written by writeBundled). */
export async function importBundled<T>(code: string): Promise<T> {
  return (await import(pathToFileURL(await writeBundled(code)).href)) as T;
}
