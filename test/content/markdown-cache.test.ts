import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { withDiskCache } from '../../src/content/markdown-cache.js';
import type { MarkdownLoader } from '../../src/content/markdown-loader.js';
import { withSite } from '../helpers/site.js';

type Loaded = Awaited<ReturnType<MarkdownLoader['load']>>;

/** A loader answering `results` in turn, counting its calls. */
function scripted(results: Loaded[]): MarkdownLoader & { calls: number } {
  const loader = {
    calls: 0,
    load: async () => results[Math.min(loader.calls++, results.length - 1)]!,
    close: async () => {},
  };
  return loader;
}

const loaded = (diagnostics: Loaded['diagnostics']): Loaded =>
  ({
    meta: {},
    data: {},
    md: { html: diagnostics.length ? '' : '<p>hola</p>', headings: [], links: [], selfAnchors: [], ids: [], sections: [], proseWords: 1, diagnostics: [] },
    frontMatterPosition: { file: 'content/docs/a.md', line: 1, column: 1 },
    diagnostics,
  }) as unknown as Loaded;

test("fe-docs' own failure loading a Markdown file is not cached: the next build loads the file again", async () => {
  await withSite({ 'content/docs/a.md': '# A\n\nhola\n' }, async (root) => {
    await mkdir(path.join(root, 'node_modules'), { recursive: true });
    const job = { absPath: path.join(root, 'content/docs/a.md'), relPath: 'content/docs/a.md', schema: 'doc' as const };
    const internal = { code: 'internal-error', severity: 'error', message: 'fe-docs failed while loading (Cannot find package)' };
    const inner = scripted([loaded([internal as Loaded['diagnostics'][number]]), loaded([])]);
    const first = await withDiskCache(inner, { root, salt: 't' }).load(job);
    assert.equal(first.diagnostics[0]?.code, 'internal-error');
    // A later build (a new cache over the same folder) loads it again, and then caches the good result.
    const second = await withDiskCache(inner, { root, salt: 't' }).load(job);
    assert.equal(second.diagnostics.length, 0);
    assert.equal(inner.calls, 2);
    const third = await withDiskCache(inner, { root, salt: 't' }).load(job);
    assert.equal(third.md.html, '<p>hola</p>');
    assert.equal(inner.calls, 2, 'the good result came from the cache');
  });
});
