import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import type { MarkdownRenderer } from '../markdown/render-markdown.js';
import type { MarkdownResult } from '../markdown/types.js';
import { findExcessiveNesting, MAX_NESTING } from '../markdown/nesting.js';
import { splitFrontMatter } from './frontmatter.js';
import { validateFrontMatter } from './frontmatter-schemas.js';
import { decodeSource, fileReadError, internalError } from './source-file.js';

export interface LoadedMarkdown<M> {
  meta: M;
  /** Raw front matter, for fields the schema leaves open. */
  data: Record<string, unknown>;
  md: MarkdownResult;
  frontMatterPosition: Position;
  diagnostics: Diagnostic[];
}

/**
 * Read one Markdown file, validate its front matter against `schema` and render its body. Never throws: a file
 * that cannot be read, or an exception while loading it (a bug), becomes an error on the file.
 */
export async function loadMarkdownFile<S extends z.ZodObject>(opts: { absPath: string; relPath: string; schema: S; renderer: MarkdownRenderer }): Promise<LoadedMarkdown<z.output<S>>> {
  let bytes: Buffer;
  try {
    bytes = await readFile(opts.absPath);
  } catch (e) {
    return emptyMarkdown(opts.schema, opts.relPath, [fileReadError(opts.relPath, e)]);
  }
  try {
    return await loadMarkdownText(opts, bytes);
  } catch (e) {
    return emptyMarkdown(opts.schema, opts.relPath, [internalError(opts.relPath, e)]);
  }
}

async function loadMarkdownText<S extends z.ZodObject>(opts: { absPath: string; relPath: string; schema: S; renderer: MarkdownRenderer }, bytes: Buffer): Promise<LoadedMarkdown<z.output<S>>> {
  const { text, diagnostics: decoding } = decodeSource(opts.relPath, bytes);
  const fm = splitFrontMatter(opts.relPath, text);
  const { meta, diagnostics } = validateFrontMatter(opts.schema, fm.data, fm.source, opts.relPath);
  const frontMatterPosition = fm.source?.locate([]) ?? { file: opts.relPath, line: 1, column: 1 };
  // Checked before parsing: the parser's time grows with the square of the nesting, then its stack overflows.
  const deep = findExcessiveNesting(fm.body);
  if (deep) {
    const nesting = diagnostic('markdown-nesting', `Lists or blockquotes are nested more than ${MAX_NESTING} levels deep here.`, {
      position: { file: opts.relPath, line: deep.line, column: 1 },
      hint: 'Flatten the nesting (split the list, or use headings); the file is not rendered until then.',
    });
    return { ...emptyMarkdown(opts.schema, opts.relPath, []), meta, data: fm.data, frontMatterPosition, diagnostics: [...decoding, ...fm.diagnostics, ...diagnostics, nesting] };
  }
  const mdx = opts.absPath.endsWith('.mdx');
  if (mdx && !opts.renderer.renderMdx) throw new Error('MDX is rendered in the main thread only');
  const md = mdx ? await opts.renderer.renderMdx!(opts.relPath, fm.body, opts.absPath) : await opts.renderer.render(opts.relPath, fm.body);
  return {
    meta,
    data: fm.data,
    md,
    frontMatterPosition,
    diagnostics: [...decoding, ...fm.diagnostics, ...diagnostics, ...md.diagnostics],
  };
}

/** What a file that could not be loaded contributes: no content, only its diagnostics. */
function emptyMarkdown<S extends z.ZodObject>(schema: S, file: string, diagnostics: Diagnostic[]): LoadedMarkdown<z.output<S>> {
  const md: MarkdownResult = { html: '', headings: [], links: [], selfAnchors: [], ids: [], sections: [], proseWords: 0, diagnostics: [] };
  return { meta: schema.parse({}) as z.output<S>, data: {}, md, frontMatterPosition: { file, line: 1, column: 1 }, diagnostics };
}
