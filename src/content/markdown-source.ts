import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import type { Position } from '../core/position.js';
import type { MarkdownRenderer } from '../markdown/render-markdown.js';
import type { MarkdownResult } from '../markdown/types.js';
import { findExcessiveNesting, MAX_NESTING } from '../markdown/nesting.js';
import { findMdxSyntax, PRINTED_AS_TEXT } from '../markdown/mdx-syntax.js';
import { splitFrontMatter } from './frontmatter.js';
import { docusaurusExcerpt } from './excerpt.js';
import { validateFrontMatter } from './frontmatter-schemas.js';
import { decodeSource, fileReadError, internalError } from './source-file.js';

export interface LoadedMarkdown<M> {
  meta: M;
  /** Raw front matter, for fields the schema leaves open. */
  data: Record<string, unknown>;
  /** The body's first line of text, as Docusaurus takes a description from it (content/excerpt.ts). */
  excerpt?: string;
  md: MarkdownResult;
  frontMatterPosition: Position;
  diagnostics: Diagnostic[];
  /** Rendered by the MDX renderer: it imports the site's components, so it is never cached on disk. */
  renderedAsMdx?: boolean;
  /** The file is MDX but this loader (a worker's) has no MDX renderer: load it again in the main thread. */
  needsMdx?: boolean;
}

/** Docusaurus' `markdown.format`: how a content file is read (site.config.yaml `markdown.format`, front matter `format`). */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** Extensions `detect` reads as plain Markdown (Docusaurus' list); anything else is MDX. */
const MARKDOWN_EXTENSIONS = /\.(?:md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i;

/**
 * How one file is read: `md`, `mdx`, or `mdx-if-used` (MDX format for a Markdown file: MDX only when its text has
 * MDX syntax, so the many files without any keep the fast plain path).
 */
export function readingOf(absPath: string, format: MarkdownFormat): 'md' | 'mdx' | 'mdx-if-used' {
  const markdownExt = MARKDOWN_EXTENSIONS.test(absPath);
  if (format === 'md') return 'md';
  if (format === 'detect') return markdownExt ? 'md' : 'mdx';
  return markdownExt ? 'mdx-if-used' : 'mdx';
}

/**
 * Read one Markdown file, validate its front matter against `schema` and render its body. Never throws: a file
 * that cannot be read, or an exception while loading it (a bug), becomes an error on the file.
 */
export async function loadMarkdownFile<S extends z.ZodObject>(opts: LoadOptions<S>): Promise<LoadedMarkdown<z.output<S>>> {
  let bytes: Buffer;
  try {
    // Synchronous: a promise read is an open, a stat, a read and a close on the thread pool, each back through the event
    // loop (≈0.5 ms of CPU per file on 1,000 pages), and sources are small (the site walk lists no FIFOs or devices).
    bytes = readFileSync(opts.absPath);
  } catch (e) {
    return emptyMarkdown(opts.schema, opts.relPath, [fileReadError(opts.relPath, e)]);
  }
  try {
    return await loadMarkdownText(opts, bytes);
  } catch (e) {
    return emptyMarkdown(opts.schema, opts.relPath, [internalError(opts.relPath, e)]);
  }
}

interface LoadOptions<S extends z.ZodObject> {
  absPath: string;
  relPath: string;
  schema: S;
  renderer: MarkdownRenderer;
  /** The site's `markdown.format`; `detect` (by extension) when not given. */
  format?: MarkdownFormat;
}

async function loadMarkdownText<S extends z.ZodObject>(opts: LoadOptions<S>, bytes: Buffer): Promise<LoadedMarkdown<z.output<S>>> {
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
  const fmFormat = (meta as { format?: MarkdownFormat }).format ?? (meta as { mdx?: { format?: MarkdownFormat } }).mdx?.format;
  const reading = readingOf(opts.absPath, fmFormat ?? opts.format ?? 'detect');
  const used = reading === 'md' ? undefined : reading === 'mdx' ? true : !!findMdxSyntax(fm.body);
  let md: MarkdownResult | undefined;
  if (!used) {
    md = await opts.renderer.render(opts.relPath, fm.body, opts.absPath);
    // A remark plugin (npm2yarn, tab blocks) may have written MDX into a plain page: MDX renders it. MDX has no indented
    // code: a file read as MDX with indented lines is rendered as MDX, where they are a paragraph (as in Docusaurus).
    if ((md.mdxFromPlugins || md.hasIndentedCode || needsSiteComponents(md, opts.renderer)) && reading !== 'md') md = undefined;
  }
  const excerpt = docusaurusExcerpt(fm.body);
  const base = { meta, data: fm.data, frontMatterPosition, ...(excerpt !== undefined && { excerpt }) };
  const before = [...decoding, ...fm.diagnostics, ...diagnostics];
  if (!md) {
    if (!opts.renderer.renderMdx) return { ...emptyMarkdown(opts.schema, opts.relPath, []), ...base, diagnostics: before, needsMdx: true };
    md = await opts.renderer.renderMdx(opts.relPath, fm.body, opts.absPath);
    return { ...base, md, diagnostics: [...before, ...md.diagnostics], renderedAsMdx: true };
  }
  const printed = reading === 'md' ? printedMdx(opts.relPath, fm.body, md, fmFormat ? 'front matter' : 'site') : [];
  return { ...base, md, diagnostics: [...before, ...md.diagnostics, ...printed] };
}

/** A page rendered as Markdown that must be rendered again as MDX, for a site component that renders part of it. */
export function needsSiteComponents(md: MarkdownResult, renderer: MarkdownRenderer): boolean {
  return !!((md.hasAdmonitions && renderer.admonitionComponent) || (md.hasCodeBlocks && renderer.codeBlockComponent));
}

/** MDX that a file read as plain Markdown would print as text or leave as an unknown tag: a warning, never silence. */
function printedMdx(file: string, body: string, md: MarkdownResult, formatFrom: 'front matter' | 'site'): Diagnostic[] {
  const hit = findMdxSyntax(body, PRINTED_AS_TEXT);
  const where = hit ?? md.mdxFromPlugins;
  if (!where) return [];
  const name = md.mdxFromPlugins?.name;
  const what = hit ? `\`${hit.text.slice(0, 80)}\`` : `\`${name === 'import' ? 'import' : `<${name}>`}\` (written by a remark plugin)`;
  return [
    diagnostic('mdx-in-markdown', `${what} is MDX, but \`${file}\` is read as plain Markdown: it would show as text or as an unknown tag.`, {
      position: { file, line: where.line, column: where.column },
      hint:
        formatFrom === 'front matter'
          ? 'Remove `format: md` from the front matter, or remove the MDX.'
          : 'Rename the file to `.mdx`, add `format: mdx` to its front matter, or set `markdown.format: mdx` in the site configuration (Docusaurus 3 reads every file as MDX).',
    }),
  ];
}

/** What a file that could not be loaded contributes: no content, only its diagnostics. */
function emptyMarkdown<S extends z.ZodObject>(schema: S, file: string, diagnostics: Diagnostic[]): LoadedMarkdown<z.output<S>> {
  const md: MarkdownResult = { html: '', headings: [], links: [], selfAnchors: [], ids: [], sections: [], proseWords: 0, diagnostics: [] };
  return { meta: schema.parse({}) as z.output<S>, data: {}, md, frontMatterPosition: { file, line: 1, column: 1 }, diagnostics };
}
