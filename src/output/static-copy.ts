import { accessSync, constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SiteFile } from '../content/site-folder.js';
import { pathInside } from '../core/output-path.js';

/** Copies the static folder's files (by their real path: the output never holds a symlink) into `to`. */
export async function copyStaticFiles(files: readonly SiteFile[], to: string, replacing?: (dest: string) => void): Promise<void> {
  const dirs = new Set<string>();
  for (const f of files) {
    const dest = pathInside(to, f.rel);
    const dir = path.dirname(dest);
    if (!dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      dirs.add(dir);
    }
    replacing?.(dest);
    await copyFile(f.real, dest);
  }
}

/** The file an fs error names (the source of a copy) cannot be read now. */
export function sourceUnreadable(e: unknown): boolean {
  const file = (e as NodeJS.ErrnoException).path;
  if (!file) return true;
  try {
    accessSync(file, constants.R_OK);
    return false;
  } catch {
    return true;
  }
}
