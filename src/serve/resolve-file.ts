import { open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { encodePath } from './request-path.js';

/** What a request for a path of the built site comes to. `rel` is relative to the served folder, with `/`. */
export type Resolution = { kind: 'file'; rel: string; abs: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/**
 * Maps a request path (decoded segments below the base URL) to a file of the built folder the way the site's
 * URLs are written: `/x` and `/x/` are `x/index.html`; `/x.html` and `/x/index.html` redirect to the page's
 * canonical URL. A file is only ever served when its real path (symlinks resolved) is inside the folder.
 */
export async function resolveRequest(root: RootDir, base: string, segments: readonly string[]): Promise<Resolution> {
  const last = segments[segments.length - 1];
  if (last === 'index.html') {
    const dirSegments = segments.slice(0, -1);
    const file = await root.file([...dirSegments, 'index.html']);
    if (file) return { kind: 'redirect', location: await root.canonicalOf(file, base, dirSegments) };
    return { kind: 'not-found' };
  }
  if (segments.length) {
    const hit = await root.file(segments);
    if (hit) return { kind: 'file', ...hit };
  }
  const index = await root.file([...segments, 'index.html']);
  if (index) return { kind: 'file', ...index };
  if (last?.endsWith('.html')) {
    const dirSegments = [...segments.slice(0, -1), last.slice(0, -'.html'.length)];
    const file = await root.file([...dirSegments, 'index.html']);
    if (file) return { kind: 'redirect', location: await root.canonicalOf(file, base, dirSegments) };
  }
  return { kind: 'not-found' };
}

/** The served folder, with its real path fixed at start so every file is checked against it. */
export class RootDir {
  private constructor(
    readonly dir: string,
    private readonly real: string,
  ) {}

  static async open(dir: string): Promise<RootDir> {
    const abs = path.resolve(dir);
    return new RootDir(abs, await realpath(abs));
  }

  /**
   * Which folder is at the served path now, waiting up to a second while it is missing: a rebuild
   * swaps the output with two renames, and between them the folder is briefly absent.
   */
  async generation(): Promise<string | undefined> {
    for (let i = 0; i < 100; i++) {
      try {
        // Inode numbers are reused once the old folder is deleted; the change time tells the two apart.
        const st = await stat(this.dir);
        return `${st.ino}:${st.ctimeMs}:${st.birthtimeMs}`;
      } catch {
        await new Promise((r) => setTimeout(r, 10));
      }
    }
    return undefined;
  }

  /** A regular file at these segments whose real path is inside the folder, or undefined. */
  async file(segments: readonly string[]): Promise<{ rel: string; abs: string } | undefined> {
    const rel = segments.join('/');
    const abs = path.join(this.dir, ...segments);
    if (!abs.startsWith(this.dir + path.sep)) return undefined;
    try {
      const real = await realpath(abs);
      if (!real.startsWith(this.real + path.sep)) return undefined;
      if (!(await stat(real)).isFile()) return undefined;
      return { rel, abs: real };
    } catch {
      return undefined;
    }
  }

  private canonicals = new Map<string, { mtimeMs: number; path: string | undefined }>();

  /**
   * The path of the page's `<link rel="canonical">` when it names this folder (with or without the trailing
   * slash the site chose), else the folder with a trailing slash. Read from the first 4 KB, cached by mtime.
   */
  async canonicalOf(file: { abs: string }, base: string, dirSegments: readonly string[]): Promise<string> {
    const fallback = base.replace(/\/$/, '') + encodePath(dirSegments, true);
    const st = await stat(file.abs);
    const cached = this.canonicals.get(file.abs);
    let canonical = cached && cached.mtimeMs === st.mtimeMs ? cached.path : undefined;
    if (!cached || cached.mtimeMs !== st.mtimeMs) {
      const fh = await open(file.abs, 'r');
      try {
        const { buffer, bytesRead } = await fh.read(Buffer.alloc(4096), 0, 4096, 0);
        const m = /<link rel="canonical" href="([^"]+)"/.exec(buffer.subarray(0, bytesRead).toString('utf8'));
        canonical = m ? safePathname(m[1]) : undefined;
      } finally {
        await fh.close();
      }
      this.canonicals.set(file.abs, { mtimeMs: st.mtimeMs, path: canonical });
    }
    if (canonical && (canonical === fallback || canonical + '/' === fallback)) return canonical;
    return fallback === '' ? '/' : fallback;
  }
}

function safePathname(href: string): string | undefined {
  try {
    return new URL(href.replace(/&amp;/g, '&'), 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}
