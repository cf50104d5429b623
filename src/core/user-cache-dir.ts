import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * fe-docs' cache folder of the current user (`$XDG_CACHE_HOME/fe-docs`, else `~/.cache/fe-docs`), created private
 * (0700). Never a fixed path in the shared temporary folder, where another local user could plant files or symlinks.
 * Undefined when it cannot be created (a read-only home): callers then work without a disk cache.
 */
export function userCacheDir(...sub: string[]): string | undefined {
  const base = process.env.XDG_CACHE_HOME && path.isAbsolute(process.env.XDG_CACHE_HOME) ? process.env.XDG_CACHE_HOME : path.join(os.homedir(), '.cache');
  const dir = path.join(base, 'fe-docs', ...sub);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  } catch {
    return undefined;
  }
}
