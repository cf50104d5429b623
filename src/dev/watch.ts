import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sitePagesDir } from '../content/page-path.js';
import { watch, type FSWatcher } from 'chokidar';
import type { SiteConfig } from '../config/types.js';
import { siteConfigFile } from '../build/config.js';
import type { Dialect } from '../stages/hooks.js';
import { FolderGuard, isAtOrUnder } from './folder-guard.js';

/** Files besides the config file that the configuration is made of (a Docusaurus site's versions.json files). */
export function configInputs(_root: string, config: SiteConfig | undefined): string[] {
  return [...(config?.policies.watch.configInputs ?? [])];
}

/**
 * Where a site's own code lives, besides its content: theme overrides, `theme.customCss`, and a Docusaurus
 * project's `src/` (components, CSS, theme, pages). A change there can alter any page that imports it.
 */
export function siteCodePaths(root: string, config: SiteConfig): string[] {
  const paths = [path.resolve(root, config.theme.overridesPath), ...config.theme.customCss.map((f) => path.resolve(root, f))];
  for (const dir of config.policies.siteCode.codeDirs) paths.push(path.join(root, dir));
  return paths;
}

/** Whether a changed file is site code (see siteCodePaths) rather than content, static files or config. */
export function isSiteCode(root: string, config: SiteConfig, absPath: string): boolean {
  return siteCodePaths(root, config).some((p) => absPath === p || absPath.startsWith(p + path.sep));
}

/** The files and folders of a site that a build reads (`dialect`: the site format the dev server understands). */
export function watchedPaths(root: string, config: SiteConfig | undefined, dialect?: Dialect): string[] {
  const paths = new Set<string>([config?.configFile ?? siteConfigFile(root, dialect)]);
  if (config) {
    for (const area of config.docs)
      for (const v of area.versions) {
        paths.add(v.dir);
        if (v.sidebarsFile) paths.add(path.resolve(root, v.sidebarsFile.file)); // sidebars.js sits outside the docs folder
      }
    if (config.blog) paths.add(config.blog.dir);
    paths.add(path.resolve(root, sitePagesDir(config)));
    paths.add(path.resolve(root, config.static.path));
    for (const spec of config.openapi) paths.add(path.resolve(root, spec.spec));
    for (const file of configInputs(root, config)) paths.add(file);
    for (const p of siteCodePaths(root, config)) paths.add(p);
  } else {
    // No valid config yet: watch the usual folders so the first good build sees everything.
    for (const dir of ['content', 'openapi', 'static']) paths.add(path.join(root, dir));
  }
  return [...paths];
}

/**
 * chokidar on the site's files. Changes that arrive together (an editor writing a file twice, a `git checkout`)
 * are handed over as one batch; a batch that arrives while the previous one is still being built waits for it.
 *
 * A watched folder or file that goes away and comes back (renamed away and back, deleted and restored by `git stash`,
 * a symlink swapped) is one chokidar loses: it drops what it no longer finds and does not look for it again. So the
 * folders above the watched paths are watched too (FolderGuard), and when a path chokidar lost, or a folder whose
 * entry was renamed, is there again, chokidar starts over and every watched path is handed over as changed.
 */
export class SiteWatcher {
  private watcher!: FSWatcher;
  private readonly guard: FolderGuard;
  private pending = new Set<string>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private watched = new Set<string>();
  /** mtime and size of each changed file when its event arrived, to catch saves chokidar throttles away. */
  private seen = new Map<string, string>();
  private rechecks = new Map<string, NodeJS.Timeout>();
  /** Watched paths that were folders when last looked at (a file's own entry is renamed by every atomic save). */
  private folders = new Set<string>();
  /** Watched paths not there when last looked at. */
  private missing = new Set<string>();
  /** Watched paths that may have gone away or come back, to look at once things settle. */
  private suspects = new Set<string>();
  /** Entries renamed since the last look: the guard's folders under them are watched again. */
  private renamed = new Set<string>();
  private lookTimer?: NodeJS.Timeout;
  private looking = false;
  private lookAgain = false;
  private closed = false;
  private restarting = false;

  private constructor(
    paths: string[],
    private readonly onBatch: (paths: string[]) => Promise<void>,
    private readonly batchMs: number,
    private readonly settleMs: number,
    root: string | undefined,
  ) {
    this.watched = new Set(paths);
    this.guard = new FolderGuard(root, (entry, dir) => this.entryRenamed(entry, dir));
  }

  /** `root`: the site root; the folders from each watched path up to it are watched for renames. */
  static async start(
    paths: string[],
    onBatch: (paths: string[]) => Promise<void>,
    opts: { batchMs?: number; settleMs?: number; root?: string } = {},
  ): Promise<SiteWatcher> {
    const w = new SiteWatcher(paths, onBatch, opts.batchMs ?? 3, opts.settleMs ?? 100, opts.root && path.resolve(opts.root));
    await w.noteKinds();
    await w.startChokidar();
    await w.guard.update(w.watched);
    w.missedReturns();
    return w;
  }

  /** A new chokidar on every watched path; resolves once it has listed them. */
  private async startChokidar(): Promise<void> {
    const paths = [...this.watched];
    const watcher = watch([], { ignoreInitial: true, ignored: (p) => /[\\/](node_modules|\.git)([\\/]|$)/.test(p) });
    this.watcher = watcher;
    for (const ev of ['add', 'change', 'addDir'] as const) watcher.on(ev, (p: string) => void this.changed(path.resolve(p)));
    for (const ev of ['unlink', 'unlinkDir'] as const)
      watcher.on(ev, (p: string) => {
        const abs = path.resolve(p);
        void this.changed(abs);
        this.lost(abs);
      });
    // chokidar can say 'ready' before it has listed every folder when some of the paths do not exist (it then watches
    // their parents), and a save made meanwhile is lost. So the existing paths come first and are waited for; the
    // missing ones (a static/ folder not made yet) are added after, when a late start costs nothing.
    const existing = paths.filter((p) => existsSync(p));
    const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
    watcher.add(existing.length ? existing : paths);
    await ready;
    const missing = paths.filter((p) => !existing.includes(p));
    if (existing.length && missing.length) watcher.add(missing);
  }

  /** After a config change the set of folders may differ. */
  setPaths(paths: string[]): void {
    const add = paths.filter((p) => !this.watched.has(p));
    if (!add.length) return;
    for (const p of add) this.watched.add(p);
    // While chokidar is closed to start over, the new one takes every path; `add` would open the closed one again.
    if (!this.restarting) this.watcher.add(add);
    void this.noteKinds(add)
      .then(() => this.guard.update(this.watched))
      .then(() => this.missedReturns());
  }

  private async noteKinds(paths: Iterable<string> = this.watched): Promise<void> {
    for (const p of paths) {
      const st = await stat(p).catch(() => undefined);
      this.missing.delete(p);
      this.folders.delete(p);
      if (!st) this.missing.add(p);
      else if (st.isDirectory()) this.folders.add(p);
    }
  }

  /** Missing paths that are there now, though no guard saw them come (it was not watching yet): looked at again. */
  private missedReturns(): void {
    for (const p of this.missing) if (existsSync(p)) this.suspect(p);
  }

  /** chokidar reported `p` (a file or folder) gone: if a watched path is or was under it, chokidar dropped it. */
  private lost(p: string): void {
    for (const w of this.watched) if (isAtOrUnder(w, p)) this.suspect(w);
  }

  /** An entry of a guarded folder was created, removed or renamed. */
  private entryRenamed(entry: string | undefined, dir: string): void {
    if (this.closed) return;
    let named = false;
    for (const w of this.watched) {
      if (!(entry === undefined ? isAtOrUnder(w, dir) && w !== dir : isAtOrUnder(w, entry))) continue;
      // A file an editor's save renames onto is still watched by chokidar; one it lost is in `missing`.
      if (w !== entry || this.folders.has(w) || this.missing.has(w)) {
        this.suspect(w);
        named = true;
      }
    }
    if (named) this.renamed.add(entry ?? dir);
  }

  private suspect(p: string): void {
    this.suspects.add(p);
    this.scheduleLook();
  }

  /** Look once the renames have settled (a restore copies a whole folder). */
  private scheduleLook(): void {
    if (this.closed) return;
    clearTimeout(this.lookTimer);
    this.lookTimer = setTimeout(() => void this.look(), this.settleMs);
  }

  private async look(): Promise<void> {
    if (this.looking) return void (this.lookAgain = true);
    this.looking = true;
    try {
      do {
        this.lookAgain = false;
        const suspects = [...this.suspects];
        const renamed = [...this.renamed];
        this.suspects.clear();
        this.renamed.clear();
        const back: string[] = [];
        for (const p of suspects) if (existsSync(p)) back.push(p);
        await this.noteKinds(suspects);
        if (this.closed) return;
        if (back.length) {
          // A fresh chokidar: fs.watch handles are shared by path between chokidar instances, so the old one is closed
          // first, or the new one would reuse its handle on the folder that was replaced.
          this.restarting = true;
          try {
            await this.watcher.close();
          } finally {
            this.restarting = false;
          }
          if (this.closed) return;
          await this.startChokidar();
          if (this.closed) return void (await this.watcher.close());
          // Every path is handed over, after chokidar watches again: a change made while no chokidar was watching (a
          // `git checkout` that also edits other folders) is read by that build, and one made later is an event.
          for (const p of this.watched) void this.changed(p);
        }
        // A folder that was made again is watched again; a path that came back before that was not seen coming.
        if (await this.guard.update(this.watched, renamed)) this.missedReturns();
      } while (this.lookAgain && !this.closed);
    } catch (e) {
      // Watching again failed (a folder removed while chokidar listed it): the next rename tries again.
      if (process.env.FE_DOCS_DEBUG) console.error(e);
    } finally {
      this.looking = false;
    }
  }

  /**
   * chokidar drops a second `change` of the same file within 50 ms, which would leave a quick second save
   * unbuilt. So each change is looked at again once that window has passed: if the file moved on since its
   * event (whose build reads it later than this stat), it is queued again.
   */
  private async changed(p: string): Promise<void> {
    const sig = await signature(p);
    this.seen.set(p, sig);
    this.queue(p);
    clearTimeout(this.rechecks.get(p));
    this.rechecks.set(
      p,
      setTimeout(async () => {
        this.rechecks.delete(p);
        if ((await signature(p)) !== this.seen.get(p)) void this.changed(p);
      }, 80),
    );
  }

  private queue(p: string): void {
    if (this.closed) return;
    this.pending.add(p);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.batchMs);
  }

  private flush(): void {
    // A batch being built: the rest waits and is flushed when it ends.
    if (this.running || !this.pending.size) return;
    const batch = [...this.pending];
    this.pending.clear();
    this.running = this.onBatch(batch).finally(() => {
      this.running = undefined;
      this.flush();
    });
  }

  close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    clearTimeout(this.lookTimer);
    for (const t of this.rechecks.values()) clearTimeout(t);
    this.guard.close();
    return this.watcher.close();
  }
}

async function signature(p: string): Promise<string> {
  try {
    const st = await stat(p);
    return `${st.mtimeMs}:${st.size}`;
  } catch {
    return 'missing';
  }
}
