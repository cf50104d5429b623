import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sitePagesDir } from '../content/page-path.js';
import { watch, type FSWatcher } from 'chokidar';
import type { SiteConfig } from '../config/types.js';
import { siteConfigFile } from '../docusaurus/load-site-config.js';

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

/** The files and folders of a site that a build reads. */
export function watchedPaths(root: string, config: SiteConfig | undefined): string[] {
  const paths = new Set<string>([config?.configFile ?? siteConfigFile(root)]);
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
 */
export class SiteWatcher {
  private readonly watcher: FSWatcher;
  private pending = new Set<string>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private watched = new Set<string>();
  /** mtime and size of each changed file when its event arrived, to catch saves chokidar throttles away. */
  private seen = new Map<string, string>();
  private rechecks = new Map<string, NodeJS.Timeout>();

  private constructor(
    paths: string[],
    private readonly onBatch: (paths: string[]) => Promise<void>,
    private readonly batchMs: number,
  ) {
    this.watched = new Set(paths);
    this.watcher = watch([], { ignoreInitial: true, ignored: (p) => /[\\/](node_modules|\.git)([\\/]|$)/.test(p) });
    for (const ev of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) this.watcher.on(ev, (p: string) => void this.changed(path.resolve(p)));
  }

  static async start(paths: string[], onBatch: (paths: string[]) => Promise<void>, opts: { batchMs?: number } = {}): Promise<SiteWatcher> {
    const w = new SiteWatcher(paths, onBatch, opts.batchMs ?? 3);
    // chokidar can say 'ready' before it has listed every folder when some of the paths do not exist (it then watches
    // their parents), and a save made meanwhile is lost. So the existing paths come first and are waited for; the
    // missing ones (a static/ folder not made yet) are added after, when a late start costs nothing.
    const existing = paths.filter((p) => existsSync(p));
    const ready = new Promise<void>((resolve) => w.watcher.once('ready', () => resolve()));
    w.watcher.add(existing.length ? existing : paths);
    await ready;
    const missing = paths.filter((p) => !existing.includes(p));
    if (existing.length && missing.length) w.watcher.add(missing);
    return w;
  }

  /** After a config change the set of folders may differ. */
  setPaths(paths: string[]): void {
    const add = paths.filter((p) => !this.watched.has(p));
    if (add.length) this.watcher.add(add);
    for (const p of add) this.watched.add(p);
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
    clearTimeout(this.timer);
    for (const t of this.rechecks.values()) clearTimeout(t);
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
