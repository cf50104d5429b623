import path from 'node:path';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { MdxFactsState } from './remark-mdx-facts.js';

// Where a problem of rendering MDX is in the site's files: the page's or a partial's import, component or expression.

/** One compiled MDX file (the page or a partial): its JavaScript, or only diagnostics when it did not compile. */
export interface CompiledMdx {
  file: string;
  absPath: string;
  /** The text MDX read (front matter blanked), for positions of render problems. */
  body: string;
  js?: string;
  state: MdxFactsState;
}

/** The line of the import that names `asset` (its file name), for a problem with the image. */
export function importPosition(body: string, asset: string, file: string) {
  const name = path.basename(asset);
  const lines = body.split('\n');
  const i = lines.findIndex((l) => /^import\s/.test(l) && l.includes(name));
  return { file, line: i + 1 || 1, column: 1 };
}

/**
 * A component or expression that threw while rendering, at its first use in the file (the page or a partial) that
 * has it: a component named in the stack, or the expression naming an undefined variable.
 */
export function renderProblem(e: Error, files: CompiledMdx[], page: string): Diagnostic {
  const undefinedName = e instanceof ReferenceError ? /^(\S+) is not defined/.exec(e.message)?.[1] : undefined;
  const bodies = files.map((f) => ({ file: f.file, body: f.body }));
  if (undefinedName) {
    for (const { file, body } of bodies) {
      const at = positionOf(body, new RegExp(`\\{[^}]*\\b${undefinedName.replace(/[$]/g, '\\$')}\\b`));
      if (at)
        return diagnostic('mdx-render', `An expression in \`${file}\` failed while rendering: ${e.message}.`, {
          position: { file, ...at },
          hint: `Define \`${undefinedName}\` (\`export const ${undefinedName} = …\`) or import it, or escape the braces (\`\\{\`) if this is text.`,
        });
    }
  }
  const names = [...(e.stack ?? '').matchAll(/at ([A-Z][A-Za-z0-9_]*)\b/g)].map((m) => m[1]);
  for (const name of names)
    for (const { file, body } of bodies) {
      const at = positionOf(body, new RegExp(`<${name}[\\s/>]`));
      if (at)
        return diagnostic('mdx-render', `A component of \`${page}\` failed while rendering: ${e.message}`, {
          position: { file, ...at },
          hint: 'Components render at build time, in Node: guard browser APIs (window, document) with useEffect.',
        });
    }
  return diagnostic('mdx-render', `\`${page}\` failed while rendering: ${e.message}`, {
    position: { file: page, line: 1, column: 1 },
    hint: 'Components render at build time, in Node: guard browser APIs (window, document) with useEffect; expressions must not throw.',
  });
}

/** 1-based line and column of the first match of `re` in `text`. */
function positionOf(text: string, re: RegExp): { line: number; column: number } | undefined {
  const i = text.search(re);
  if (i < 0) return undefined;
  const before = text.slice(0, i).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}
