import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import type { MarkdownRenderer } from '../markdown/render-markdown.js';
import type { MarkdownResult } from '../markdown/types.js';
import { splitFrontMatter } from './frontmatter.js';
import { validateFrontMatter } from './frontmatter-schemas.js';

export interface LoadedMarkdown<M> {
  meta: M;
  /** Raw front matter, for fields the schema leaves open. */
  data: Record<string, unknown>;
  md: MarkdownResult;
  frontMatterPosition: Position;
  diagnostics: Diagnostic[];
}

/** Read one Markdown file, validate its front matter against `schema` and render its body. */
export async function loadMarkdownFile<S extends z.ZodObject>(opts: { absPath: string; relPath: string; schema: S; renderer: MarkdownRenderer }): Promise<LoadedMarkdown<z.output<S>>> {
  const text = await readFile(opts.absPath, 'utf8');
  const fm = splitFrontMatter(opts.relPath, text);
  const { meta, diagnostics } = validateFrontMatter(opts.schema, fm.data, fm.source, opts.relPath);
  const mdx = opts.absPath.endsWith('.mdx');
  if (mdx && !opts.renderer.renderMdx) throw new Error('MDX is rendered in the main thread only');
  const md = mdx ? await opts.renderer.renderMdx!(opts.relPath, fm.body, opts.absPath) : await opts.renderer.render(opts.relPath, fm.body);
  return {
    meta,
    data: fm.data,
    md,
    frontMatterPosition: fm.source?.locate([]) ?? { file: opts.relPath, line: 1, column: 1 },
    diagnostics: [...fm.diagnostics, ...diagnostics, ...md.diagnostics],
  };
}
