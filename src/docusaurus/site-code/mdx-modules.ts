import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PartialMessage, PluginBuild } from 'esbuild';
import { splitFrontMatter } from '../../content/frontmatter.js';
import { htmlCommentsToMdx } from '../../mdx/html-comments.js';
import { mdxPreprocessor } from './mdx-preprocess.js';

const NAMESPACE = 'fe-dz-mdx-module';
/** A `.md`/`.mdx` import of a JavaScript or TypeScript module (`import Table from './_table.md'`). */
const MARKDOWN = /\.mdx?$/;
const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * A `.md` or `.mdx` file that the site's React code imports is an MDX component, as Docusaurus' webpack compiles it
 * with its mdx-loader (facebook/react-native-website: `import ReleasesTableMD from './_releases-table.md'`). Compiled
 * with @mdx-js/mdx (GFM, directives as text), front matter left out, `mdx-code-block` fences unwrapped; its imports
 * are bundled with the module. What the page's Markdown pipeline adds (highlighted code, admonitions, heading ids) is
 * not applied: the component renders MDX's plain HTML. An invalid file is an error at its line.
 */
export function setupMdxModules(b: PluginBuild, root: string): void {
  b.onResolve({ filter: MARKDOWN }, async (a) => {
    if (!SCRIPT.test(a.importer) || a.pluginData === NAMESPACE) return undefined;
    const r = await b.resolve(a.path, { importer: a.importer, resolveDir: a.resolveDir, kind: a.kind, pluginData: NAMESPACE });
    if (r.errors.length || !r.path || r.namespace !== 'file') return { errors: r.errors };
    return { path: r.path, namespace: NAMESPACE };
  });
  let preprocess: ((text: string) => string) | undefined;
  b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (a) => {
    const rel = path.relative(root, a.path).split(path.sep).join('/');
    const text = await readFile(a.path, 'utf8');
    const body = htmlCommentsToMdx((preprocess ??= mdxPreprocessor(root))(splitFrontMatter(rel, text).body));
    const [{ compile }, { default: remarkGfm }] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
    try {
      const out = await compile({ value: body, path: a.path }, { format: 'mdx', remarkPlugins: [remarkGfm] });
      return { contents: String(out.value), loader: 'js', resolveDir: path.dirname(a.path), watchFiles: [a.path] };
    } catch (e) {
      const m = e as {
        message?: string;
        reason?: string;
        line?: number;
        column?: number;
        place?: { line?: number; column?: number; start?: { line: number; column: number } };
      };
      // MDX's message names the span itself when the error has no place (an element left open: `(5:1-5:6)`).
      const named = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(m.reason ?? '');
      const at =
        m.place && 'start' in m.place && m.place.start
          ? m.place.start
          : { line: m.line ?? m.place?.line ?? Number(named?.[1] ?? 1), column: m.column ?? m.place?.column ?? Number(named?.[2] ?? 1) };
      const error: PartialMessage = {
        text: `\`${rel}\` cannot be compiled as MDX: ${m.reason ?? m.message ?? String(e)}`,
        location: { file: rel, line: at.line ?? 1, column: Math.max(0, (at.column ?? 1) - 1) },
      };
      return { errors: [error] };
    }
  });
}
