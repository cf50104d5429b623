import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Message, PartialMessage, Plugin } from 'esbuild';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { sitePosition } from './esbuild-position.js';

const PLUGIN = 'fe-docs-context-require';
/** A `require(` or `import(` call (not a method such as `x.require(` or `require.resolve(`). */
const CALL = /(?<![.\w$])(require|import)\s*\(\s*/g;
const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'js', '.cjs': 'js', '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts' };

/** The call's first argument when it is a path built at run time: its leading string, if it starts with one. */
function dynamicPath(text: string, from: number): { prefix?: string; start: number } | undefined {
  // Past comments such as webpack's `/* webpackChunkName: "x" */`.
  const at = from + (/^(?:\/\*[\s\S]*?\*\/\s*)*/.exec(text.slice(from))?.[0].length ?? 0);
  const quote = text[at];
  if (quote === '`' || quote === '"' || quote === "'") {
    let end = at + 1;
    while (end < text.length && text[end] !== quote) end += text[end] === '\\' ? 2 : 1;
    const literal = text.slice(at + 1, end);
    const dynamic = quote === '`' ? literal.includes('${') : /^\s*\+/.test(text.slice(end + 1));
    return dynamic ? { prefix: literal, start: at + 1 } : undefined;
  }
  if (text[at] === ')') return undefined;
  return { start: at };
}

function lineColumn(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before[before.length - 1].length };
}

/**
 * Webpack bundles `require(\`@site/static/img/blog/${cover}\`)` as a context module: every file under the folder,
 * picked at run time. esbuild does the same for a path starting with `./` or `../` (a template literal or a string
 * concatenation: a glob over the folder and its subfolders), not through the `@site/` alias: this rewrites the alias
 * in such calls into the path from the file to the site root, so the files are bundled (images by the image plugins)
 * and the call works. Any other path built at run time (`require(name)`) cannot be bundled: a warning at the call.
 */
export function contextRequirePlugin(root: string): Plugin {
  return {
    name: PLUGIN,
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (a) => {
        if (a.namespace !== 'file' || a.path.split(path.sep).includes('node_modules')) return undefined;
        const text = await readFile(a.path, 'utf8');
        if (!/(require|import)\s*\(/.test(text)) return undefined;
        let rel = path.relative(path.dirname(a.path), root).split(path.sep).join('/');
        rel = rel === '' ? '.' : rel === '..' || rel.startsWith('../') ? rel : `./${rel}`;
        const edits: { at: number; length: number; by: string }[] = [];
        const warnings: PartialMessage[] = [];
        for (const m of text.matchAll(CALL)) {
          const arg = dynamicPath(text, m.index + m[0].length);
          if (!arg) continue;
          if (arg.prefix?.startsWith('@site/')) edits.push({ at: arg.start, length: '@site'.length, by: rel });
          else if (!arg.prefix || !/^\.\.?\//.test(arg.prefix)) {
            const { line, column } = lineColumn(text, m.index);
            warnings.push({
              text: `\`${m[1]}()\` builds its path at run time and cannot be bundled: fe-docs bundles such a call only when the path starts with \`./\`, \`../\` or \`@site/\` (a folder whose files it takes); this one fails when it runs.`,
              location: { file: a.path, line, column, lineText: text.split('\n')[line - 1] },
              notes: [{ text: `Write the path under a folder of the site (\`${m[1]}(\`@site/static/img/\${name}\`)\`), or import each file by name.` }],
            });
          }
        }
        if (!edits.length && !warnings.length) return undefined;
        let contents = text;
        for (const e of edits.reverse()) contents = contents.slice(0, e.at) + e.by + contents.slice(e.at + e.length);
        return { contents, loader: LOADERS[path.extname(a.path)] ?? 'jsx', warnings };
      });
    },
  };
}

/** The warnings of this plugin in the result of a site-code bundle, as diagnostics at the call (site-relative paths). */
export function runTimePathDiagnostics(warnings: readonly Message[], root: string): Diagnostic[] {
  return warnings
    .filter((w) => w.pluginName === PLUGIN && w.location)
    .map((w) =>
      diagnostic('site-code-dynamic-path', w.text, {
        position: sitePosition(root, w.location!),
        hint: w.notes[0]?.text,
      }),
    );
}
