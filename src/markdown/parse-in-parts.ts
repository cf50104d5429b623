import type { Root, RootContent } from 'mdast';
import type { Node } from 'unist';

/**
 * micromark's time grows with the square of the number of top-level blocks it has seen: each list that closes
 * (and each lazy line) rewrites the document's whole event array (micromark/lib/initialize/document.js,
 * `documentContinue` → `EditMap.consume`). 400 KB of short lists took 50 s. So a large document is parsed in parts
 * of about PART_CHARS, cut only where a top-level block certainly ends, and the parts' trees are joined with their
 * positions moved to where they are in the whole text: the tree is the one a single parse gives.
 */
export const PART_CHARS = 8 * 1024;

/** Text parsed by `parse`, in parts when it is large; positions are those in `text`. */
export function parseInParts(text: string, parse: (text: string) => Root, partChars = PART_CHARS): Root {
  const { cuts, definitions } = scanParts(text, partChars);
  if (cuts.length === 0) return parse(text);
  // Reference definitions are the document's: each part gets a stand-in for every label it uses that is defined
  // anywhere, before its own text, so `[a][b]` and `[^1]` read the same in every part; they are dropped after parsing.
  // Only the labels the part uses: a file with thousands of definitions would otherwise parse them in every part.
  const labels = definitionLabels(definitions);
  const children: RootContent[] = [];
  const starts = [0, ...cuts];
  let line = 1; // of `from`, counted part by part
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const to = i + 1 < starts.length ? starts[i + 1] : text.length;
    const source = text.slice(from, to);
    // A blank line after each: a line after a footnote definition would be read as that footnote's text.
    const prelude = labelsUsed(source, labels)
      .map((l) => (l.startsWith('^') ? `[${l}]: x\n\n` : `[${l}]: #\n\n`))
      .join('');
    const preludeLines = countLines(prelude);
    const part = parse(prelude + source);
    const lineShift = line - 1 - preludeLines;
    line += countLines(source);
    const offsetShift = from - prelude.length;
    for (const node of part.children) {
      if ((node.position?.start.offset ?? 0) < prelude.length) continue; // a stand-in definition
      shiftPositions(node, lineShift, offsetShift);
      children.push(node);
    }
  }
  const end = text.length;
  const lastLineStart = text.lastIndexOf('\n', end - 1) + 1;
  return {
    type: 'root',
    children,
    position: { start: { line: 1, column: 1, offset: 0 }, end: { line, column: end - lastLineStart + 1, offset: end } },
  };
}

/**
 * Offsets where a part may start: the start of a line at column 1 after a blank line, outside any fenced code,
 * `:::` directive or raw HTML block, and not one that could continue the block before it (a list item, a quote, a
 * table row, an indented line). Parts are at least PART_CHARS long; a small document is never cut. Anything the scan
 * is unsure of (a fence opened inside a list that a line at column 1 may have closed, a `:::` inside a fence inside a
 * directive) ends the cutting.
 */
export function partBoundaries(text: string, partChars = PART_CHARS): number[] {
  return scanParts(text, partChars).cuts;
}

/** The cuts, and the labels of the lines that look like definitions outside fenced code and raw HTML. */
function scanParts(text: string, partChars: number): { cuts: number[]; definitions: string[] } {
  const cuts: number[] = [];
  const definitions: string[] = [];
  if (text.length < 2 * partChars) return { cuts, definitions };
  let fence: { char: string; length: number; indented: boolean } | undefined;
  let directives = 0;
  let html: RegExp | undefined;
  let previousBlank = false;
  let lastCut = 0;
  let cutting = true; // until the scan is unsure; definitions are still collected after
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, text.charCodeAt(end - 1) === 13 ? end - 1 : end); // CRLF files too
    const blank = !/\S/.test(line);
    if ((fence || html) && directives > 0 && DIRECTIVE_CLOSE.test(line)) cutting = false; // does it close the fence too?
    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[2][0] === fence.char && close[2].length >= fence.length && !close[3].trim()) fence = undefined;
      else if (fence.indented && !blank && !/^\s/.test(line)) cutting = false; // did this line end the list the fence is in?
    } else if (html) {
      if (html.test(line)) html = undefined;
    } else {
      if (cutting && previousBlank && directives === 0 && start - lastCut >= partChars && CUTTABLE.test(line) && !CONTINUES.test(line)) {
        cuts.push(start);
        lastCut = start;
      }
      const open = FENCE.exec(line);
      if (open && !(open[2][0] === '`' && open[3].includes('`'))) fence = { char: open[2][0], length: open[2].length, indented: open[1].length > 0 };
      else if (DIRECTIVE_OPEN.test(line)) directives++;
      else if (DIRECTIVE_CLOSE.test(line) && directives > 0) directives--;
      else {
        const raw = HTML_OPEN.find(([open]) => open.test(line));
        if (raw && !raw[1].test(line)) html = raw[1];
        else if (line.includes(']:')) {
          const definition = DEFINITION.exec(line);
          if (definition) definitions.push(definition[1]);
        }
      }
    }
    previousBlank = blank;
    start = end + 1;
  }
  return { cuts, definitions };
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const DIRECTIVE_OPEN = /^\s*:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^\s*:{3,}\s*$/;
/** CommonMark's HTML blocks 1 to 5, which run past blank lines until their end marker. */
const HTML_OPEN: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:\s|>|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];
/** A line that starts a block at column 1. */
const CUTTABLE = /^[^\s]/;
/** Lines that may carry on the block before the blank line: list items, quotes, table rows, directives, footnotes. */
const CONTINUES = /^(?:[-+*](?:\s|$)|\d{1,9}[.)](?:\s|$)|>|\||:|\[\^)/;

/**
 * Every `[label]: destination` and `[^label]:` at the start of a line (after quote or list markers) outside fenced
 * code: the possible reference and footnote definitions, by their normalized label. One that is not really a definition only turns
 * `[label]` into a reference with no definition, which is written as the same text.
 */
function definitionLabels(definitions: string[]): Labels {
  const labels: Labels = { byKey: new Map(), always: [] };
  for (const label of definitions) {
    if (/[\\[\]]/.test(label))
      labels.always.push(label); // escapes: not found by labelsUsed's simple scan
    else if (!labels.byKey.has(labelKey(label))) labels.byKey.set(labelKey(label), label);
  }
  return labels;
}

interface Labels {
  byKey: Map<string, string>;
  always: string[];
}

/** The defined labels `source` may use: those written in brackets in it (`[a]`, `[x][a]`, `[^a]`). */
function labelsUsed(source: string, labels: Labels): string[] {
  if (labels.byKey.size === 0) return labels.always;
  const used = new Set(labels.always);
  for (const m of source.matchAll(BRACKETED)) {
    const label = labels.byKey.get(labelKey(m[1]));
    if (label) used.add(label);
  }
  return [...used];
}

const BRACKETED = /\[([^[\]\n]{1,999}(?:\n[^[\]\n]{1,999})*)\]/g;

/** CommonMark matches labels case-insensitively, with runs of white space as one space. */
const labelKey = (label: string) => label.replace(/\s+/g, ' ').trim().toLowerCase().toUpperCase();

const DEFINITION =
  /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)?\[(\^(?:[^[\]\\\n]|\\.){1,999}|(?:[^[\]\\\n]|\\.){1,999}(?=\]:(?:[ \t]*\r?$|[ \t]*(?:<[^>\n]*>|[^\s<]\S*)[ \t]*(?:\r?$|["'(]))))\]:/;

function shiftPositions(node: Node, lines: number, offset: number): void {
  const p = node.position;
  if (p) {
    p.start = { ...p.start, line: p.start.line + lines, offset: (p.start.offset ?? 0) + offset };
    p.end = { ...p.end, line: p.end.line + lines, offset: (p.end.offset ?? 0) + offset };
  }
  const children = (node as { children?: Node[] }).children;
  if (children) for (const child of children) shiftPositions(child, lines, offset);
}

function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
