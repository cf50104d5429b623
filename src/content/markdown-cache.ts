import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheEnabled, hashKey, openDiskCache } from '../core/disk-cache.js';
import type { MarkdownLoader } from './markdown-loader.js';

/**
 * Loaded Markdown (front matter + rendered content) cached on disk, keyed by the file's path and text and by the
 * renderer's own code, so an unchanged file is never parsed or highlighted twice across builds.
 */
export function withDiskCache(inner: MarkdownLoader, opts: { root: string; salt: string; readOnly?: boolean }): MarkdownLoader {
  if (!cacheEnabled()) return inner;
  const cache = openDiskCache(opts.root, 'markdown');
  const version = rendererVersion() + opts.salt;
  return {
    async load(job) {
      let bytes: Buffer;
      try {
        // Synchronous, as the cache entry after it (core/disk-cache.ts): a promise read is four round trips to the
        // thread pool (open, stat, read, close), ≈ 0.07 s of a 1,000-page rebuild's profile.
        bytes = readFileSync(job.absPath);
      } catch {
        // Unreadable (permissions, removed meanwhile): the loader reports it on the file; nothing to cache.
        return inner.load(job);
      }
      const key = hashKey(version, job.relPath, job.schema, bytes);
      const hit = await cache.get<Awaited<ReturnType<MarkdownLoader['load']>>>(key);
      if (hit) {
        markdownKeys.set(hit.md, key);
        return hit;
      }
      const result = await inner.load(job);
      // MDX imports the site's components, which can change without the file.
      // `check` renders code blocks without colours: its results are not what a build would cache.
      // fe-docs' own failure (a package of its own missing while it was reinstalled) says nothing of the file: cached,
      // it would fail every later build of the file.
      if (!result.renderedAsMdx && !opts.readOnly && !result.diagnostics.some((d) => d.code === 'internal-error')) {
        await cache.set(key, result);
        markdownKeys.set(result.md, key);
      }
      return result;
    },
    close: () => inner.close(),
  };
}

const markdownKeys = new WeakMap<object, string>();

/**
 * The cache key a rendered Markdown result (`LoadedMarkdown.md`) was stored or found under: it stands for the whole
 * result (a hash of the file, its path and the renderer), so the page cache (output/page-cache.ts) hashes it instead
 * of serializing the content HTML of every page again. Undefined for a result that was not cached (MDX).
 */
export function markdownKeyOf(md: object): string | undefined {
  return markdownKeys.get(md);
}

let memo: string | undefined;
/** A hash of the code that turns Markdown into HTML: the worker bundle, or its sources when running from src/. */
export function rendererVersion(): string {
  if (memo) return memo;
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'markdown-worker.js');
  const files = existsSync(bundled)
    ? [bundled]
    : [
        ...readdirSync(path.join(here, '../markdown'))
          .filter((f) => (f.endsWith('.ts') && !f.endsWith('.test.ts')) || f.endsWith('.generated.js')) // from-markdown-compiler.generated.js
          .sort()
          .map((f) => `../markdown/${f}`),
        'frontmatter.ts',
        'frontmatter-schemas.ts',
        'markdown-source.ts',
        'source-file.ts',
      ].map((f) => path.join(here, f));
  return (memo = hashKey(...files.map((f) => (existsSync(f) ? readFileSync(f) : f))));
}
