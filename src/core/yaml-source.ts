import { LineCounter, isAlias, isMap, isNode, isScalar, isSeq, parseDocument, visit, type Document, type Node, type YAMLError } from 'yaml';
import { diagnostic, type Diagnostic, type DiagnosticCode } from './diagnostics.js';
import type { Position } from './position.js';

export type YamlPath = readonly (string | number)[];

/**
 * A parsed YAML text that can say where any value came from. Used for site.config.yaml, front matter,
 * _category_.yml and authors.yml, so every error names file:line:col.
 */
export class YamlSource {
  readonly data: unknown;
  readonly syntaxErrors: Diagnostic[];
  private readonly doc: Document;
  private readonly lines = new LineCounter();

  /** @param lineOffset lines before the YAML text in its file (front matter starts after the `---` fence). */
  constructor(
    readonly file: string,
    readonly text: string,
    private readonly lineOffset = 0,
    syntaxCode: DiagnosticCode = 'config-syntax',
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    this.syntaxErrors = this.doc.errors.map((e) =>
      diagnostic(syntaxCode, `YAML syntax error: ${firstLine(e.message)}`, {
        position: this.at(errorOffset(text, e)),
        hint: 'Fix the YAML syntax at this position (indentation, a missing colon or an unclosed quote are the usual causes).',
      }),
    );
    this.data = this.syntaxErrors.length ? undefined : this.toData(syntaxCode);
  }

  /** The plain value; aliases that expand past `MAX_ALIASES` (a "billion laughs" file) become a syntax error. */
  private toData(syntaxCode: DiagnosticCode): unknown {
    try {
      return this.doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (e) {
      if (!(e instanceof ReferenceError)) throw e;
      let alias: Node | undefined;
      visit(this.doc, { Alias: (_k, node) => ((alias = node), visit.BREAK) });
      this.syntaxErrors.push(
        diagnostic(syntaxCode, `YAML aliases expand to too many values (${firstLine(e.message)}).`, {
          position: alias?.range ? this.at(alias.range[0]) : this.locate([]),
          hint: 'Write the values out instead of repeating `*alias` references to lists that themselves repeat aliases.',
        }),
      );
      return undefined;
    }
  }

  /** Position of the value at `path`, or of its nearest existing ancestor. `key: true` points at the key instead. */
  locate(path: YamlPath, opts: { key?: boolean } = {}): Position {
    for (let n = path.length; n >= 0; n--) {
      const sub = path.slice(0, n);
      if (opts.key && n === path.length && n > 0) {
        const parent = n === 1 ? this.doc.contents : this.doc.getIn(sub.slice(0, -1), true);
        if (isMap(parent)) {
          const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === sub[n - 1]);
          if (pair && isNode(pair.key)) return this.nodePosition(pair.key as Node);
        }
        continue;
      }
      const node = n === 0 ? this.doc.contents : this.doc.getIn(sub, true);
      if (isNode(node) && (node as Node).range) return this.nodePosition(node as Node);
    }
    return { file: this.file, line: 1 + this.lineOffset, column: 1 };
  }

  /**
   * Position of the `nth` occurrence of `needle` in the source text of the value at `path` (a URL inside a long
   * description), else of the value itself (the needle written with escapes, or folded over lines).
   */
  locateText(path: YamlPath, needle: string, nth = 0): Position {
    const node = this.doc.getIn(path, true);
    if (isNode(node) && (node as Node).range) {
      const [start, end] = (node as Node).range!;
      let at = this.text.indexOf(needle, start);
      for (let i = 0; i < nth && at >= 0; i++) at = this.text.indexOf(needle, at + 1);
      if (at >= 0 && at + needle.length <= end) return this.at(at);
    }
    return this.locate(path);
  }

  /** Position of the first occurrence of `needle` in the text (for errors that only quote a value). */
  find(needle: string): Position | undefined {
    const i = this.text.indexOf(needle);
    return i < 0 ? undefined : this.at(i);
  }

  /** Whether the path exists, as a key with any value. */
  has(path: YamlPath): boolean {
    return this.doc.hasIn(path);
  }

  isSequence(path: YamlPath): boolean {
    return isSeq(this.doc.getIn(path, true));
  }

  private nodePosition(node: Node): Position {
    const [start, , end] = node.range!;
    const s = this.at(start);
    const e = this.lines.linePos(end);
    return { ...s, endLine: e.line + this.lineOffset, endColumn: e.col };
  }

  private at(offset: number): Position {
    const p = this.lines.linePos(offset);
    return { file: this.file, line: p.line + this.lineOffset, column: p.col };
  }
}

/** An alias may be used this many times before its expansion is refused (the `yaml` package's own default). */
const MAX_ALIASES = 100;

/**
 * Where to point for a YAML error. `yaml` reports an unclosed quote or bracket where it gave up (the end of the
 * text, or the next line); the author needs the opening character. Errors past the last line go back to it.
 */
function errorOffset(text: string, e: YAMLError): number {
  const at = Math.min(e.pos[0], text.length);
  const quote = /^Missing closing (["'])quote/.exec(e.message)?.[1];
  const opener = quote ?? (/flow sequence/i.test(e.message) ? '[' : /flow mapping/i.test(e.message) ? '{' : undefined);
  if (opener) {
    const i = text.lastIndexOf(opener, at - 1);
    if (i >= 0) return i;
  }
  if (at < text.length) return at;
  let i = text.length;
  while (i > 0 && /\s/.test(text[i - 1])) i--;
  return Math.max(0, i - 1);
}

function firstLine(s: string): string {
  return s.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
}
