import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Whether `p` is `entry` or inside it. */
export function isAtOrUnder(p: string, entry: string): boolean {
  return p === entry || p.startsWith(entry + path.sep);
}

/**
 * The folders whose entries name the watched paths: for a path inside `root`, every folder from its parent up to
 * `root`; for one outside, its parent only.
 */
export function guardedFolders(root: string | undefined, paths: Iterable<string>): string[] {
  const dirs = new Set<string>();
  for (const p of paths) {
    let dir = path.dirname(p);
    if (!root || !isAtOrUnder(dir, root)) {
      dirs.add(dir);
      continue;
    }
    for (;;) {
      dirs.add(dir);
      if (dir === root || dir === path.dirname(dir)) break;
      dir = path.dirname(dir);
    }
  }
  return [...dirs];
}

/**
 * Watches the folders that hold the site's watched paths (one level each, no recursion) for entries being created,
 * removed or renamed: chokidar stops watching a folder that is renamed away or deleted and never picks it up again
 * when it comes back, and does not notice a folder swapped for another under the same name. `onEntry` gets the
 * entry's path (undefined when the system does not say which entry it was).
 */
export class FolderGuard {
  private readonly open = new Map<string, { id: string; watcher: FSWatcher }>();
  private closed = false;

  constructor(
    private readonly root: string | undefined,
    private readonly onEntry: (entry: string | undefined, dir: string) => void,
  ) {}

  /**
   * Watch the folders of these paths that exist now; a folder that is another one than when it was watched (deleted
   * and made again, a symlink pointing elsewhere), or lies under one of `replaced`, is watched again. Resolves to
   * whether a folder was newly watched: an entry made before that went unseen, so the caller looks again.
   */
  async update(paths: Iterable<string>, replaced: readonly string[] = []): Promise<boolean> {
    const wanted = new Set(guardedFolders(this.root, paths));
    for (const [dir, g] of this.open)
      if (!wanted.has(dir)) {
        g.watcher.close();
        this.open.delete(dir);
      }
    let opened = false;
    for (const dir of wanted) {
      const id = await folderId(dir);
      if (this.closed) return false;
      const current = this.open.get(dir);
      if (current && current.id === id && !replaced.some((e) => isAtOrUnder(dir, e))) continue;
      current?.watcher.close();
      this.open.delete(dir);
      if (!id) continue; // missing: its parent's watcher sees it come back
      try {
        const watcher = watch(dir, { persistent: false }, (type, name) => {
          if (type === 'rename') this.onEntry(name ? path.join(dir, name.toString()) : undefined, dir);
        });
        // A watched folder that is deleted may end its watcher with an error; the parent's watcher reports it.
        watcher.on('error', () => watcher.close());
        this.open.set(dir, { id, watcher });
        opened = true;
      } catch {
        // Gone between the stat and the watch: as missing.
      }
    }
    return opened;
  }

  close(): void {
    this.closed = true;
    for (const g of this.open.values()) g.watcher.close();
    this.open.clear();
  }
}

/** Which folder is at this path (symlinks followed, as fs.watch follows them), or undefined when there is none. */
async function folderId(dir: string): Promise<string | undefined> {
  try {
    const st = await stat(dir);
    return st.isDirectory() ? `${st.dev}:${st.ino}:${st.birthtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}
