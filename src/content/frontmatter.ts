import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { YamlSource } from '../core/yaml-source.js';

export interface SplitFrontMatter {
  /** The parsed front matter, or {} when there is none or it does not parse. */
  data: Record<string, unknown>;
  /** The YAML source, to locate fields in later validation; undefined without front matter. */
  source?: YamlSource;
  /**
   * The Markdown body with the front matter replaced by blank lines, so that positions reported by the
   * Markdown parser are positions in the original file.
   */
  body: string;
  diagnostics: Diagnostic[];
}

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
/** An opening fence followed by a `key:` line: front matter, even when its closing fence is missing. */
const OPENED = /^---[ \t]*\r?\n[ \t]*[\w-]+[ \t]*:/;

/**
 * The Markdown body of a file (its front matter replaced by blank lines), as `splitFrontMatter` gives it, without
 * parsing the YAML: for the per-page Markdown copies, written from sources read again.
 */
export function frontMatterBody(text: string): string {
  const m = FENCE.exec(text);
  return m ? '\n'.repeat(m[0].split('\n').length - 1) + text.slice(m[0].length) : text;
}

export function splitFrontMatter(file: string, text: string): SplitFrontMatter {
  const m = FENCE.exec(text);
  if (!m) {
    if (!OPENED.test(text)) return { data: {}, body: text, diagnostics: [] };
    const unclosed = diagnostic('frontmatter-syntax', 'The front matter opened by `---` on line 1 is never closed; the whole file would be published as text.', {
      position: { file, line: 1, column: 1 },
      hint: 'Add a line with `---` after the last front matter field.',
    });
    return { data: {}, body: text, diagnostics: [unclosed] };
  }
  const source = new YamlSource(file, m[1], 1, 'frontmatter-syntax');
  const blank = '\n'.repeat(m[0].split('\n').length - 1);
  const body = blank + text.slice(m[0].length);
  const data = source.data;
  if (source.syntaxErrors.length) return { data: salvage(m[1]), source, body, diagnostics: source.syntaxErrors };
  if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
    return {
      data: {},
      source,
      body,
      diagnostics: [
        {
          code: 'frontmatter-invalid',
          severity: 'error',
          message: 'Front matter must be a mapping of `key: value` pairs.',
          position: source.locate([]),
          hint: 'Write one `key: value` per line between the two `---` lines.',
        },
      ],
    };
  }
  return { data: (data ?? {}) as Record<string, unknown>, source, body, diagnostics: [] };
}

/** Fields that decide a page's URL and title; recovered from front matter that does not parse. */
const ROUTING_FIELD = /^(slug|id|title)[ \t]*:[ \t]*([^\n]*)$/gm;

/**
 * The page still gets the URL and title its author meant when its front matter has a syntax error elsewhere,
 * so links to it are not reported as broken on top of the one real error.
 */
function salvage(yaml: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [, key, raw] of yaml.matchAll(ROUTING_FIELD)) {
    const quote = raw[0] === '"' || raw[0] === "'" ? raw[0] : undefined;
    const value = quote ? raw.slice(1, raw.indexOf(quote, 1)) : /^[^\s#[{&*!|>%@`]/.test(raw) ? raw.split(' #')[0].trim() : '';
    if (value && !(quote && raw.indexOf(quote, 1) < 0)) out[key] ??= value;
  }
  return out;
}
