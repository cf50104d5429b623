import type { Root, RootContent, Table } from 'mdast';
import type { Node } from 'unist';

/**
 * micromark's time grows with the square of the number of top-level blocks it has seen: each list that closes
 * (and each lazy line) rewrites the document's whole event array (micromark/lib/initialize/document.js,
 * `documentContinue` → `EditMap.consume`). 400 KB of short lists took 50 s. So a large document is parsed in parts
 * of about PART_CHARS, cut only where a top-level block certainly ends, and the parts' trees are joined with their
 * positions moved to where they are in the whole text: the tree is the one a single parse gives.
 *
 * A GFM table is one block however long it is, and micromark keeps every event of the document it is given until
 * the end (a text tokenizer per cell, ≈ 1.7 KB of heap per byte of a table of short rows: a 2 MB table took 3.5 GB
 * and a minute). So a long top-level table is cut between its rows too: the part that carries on a table starts with
 * a copy of the table's head and delimiter rows, and its body rows are joined to the table of the part before.
 */
export const PART_CHARS = 8 * 1024;

/** Text parsed by `parse`, in parts when it is large; positions are those in `text`. */
export function parseInParts(text: string, parse: (text: string) => Root, partChars = PART_CHARS, cutTables = true): Root {
  const { cuts, definitions, tableHeads } = scanParts(text, partChars, cutTables);
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
    // The head and delimiter rows of the table this part carries on, if it starts between a table's rows.
    const table = tableHeads.get(from);
    const head = table ? text.slice(table.start, table.end) : '';
    // A blank line after each: a line after a footnote definition would be read as that footnote's text.
    const stands = labelsUsed(head + source, labels)
      .map((l) => (l.startsWith('^') ? `[${l}]: x\n\n` : `[${l}]: #\n\n`))
      .join('');
    const prelude = stands + head;
    const preludeLines = countLines(prelude);
    const part = parse(prelude + source);
    const lineShift = line - 1 - preludeLines;
    line += countLines(source);
    const offsetShift = from - prelude.length;
    let rest = part.children;
    if (table) {
      // The tables must be the ones the scan expected; otherwise (a head row that was not one, a line that ended the
      // table) the document is parsed again without cutting tables, which gives the single parse's tree.
      const joined = joinTableRows(text, children.at(-1), part.children, { start: table.start, cut: from, stands: stands.length, prelude: prelude.length });
      if (!joined) return parseInParts(text, parse, partChars, false);
      for (const row of joined.rows) shiftPositions(row, lineShift, offsetShift);
      joined.table.children.push(...joined.rows);
      joined.table.position!.end = shiftPoint(joined.end, lineShift, offsetShift);
      rest = joined.rest;
    }
    for (const node of rest) {
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
 * The body rows of a part that starts inside a table, to be added to that table as parsed in the parts before. `last`
 * must be that table (starting at the table's offset `start` in the whole text, ending on the line before the cut),
 * and the part's first node after the stand-in definitions a table whose first body row starts at the cut, with the
 * same alignment; else undefined.
 */
function joinTableRows(
  text: string,
  last: RootContent | undefined,
  nodes: RootContent[],
  at: { start: number; cut: number; stands: number; prelude: number },
): { table: Table; rows: Table['children']; end: NonNullable<Node['position']>['end']; rest: RootContent[] } | undefined {
  if (last?.type !== 'table' || last.position?.start.offset !== at.start) return undefined;
  if (!/^\r?\n$/.test(text.slice(last.position.end.offset, at.cut))) return undefined; // its last row is the one before the cut
  const index = nodes.findIndex((n) => (n.position?.start.offset ?? 0) >= at.stands);
  const carried = nodes[index];
  if (carried?.type !== 'table' || carried.position?.start.offset !== at.stands || carried.children.length < 2) return undefined;
  if (carried.children[1].position?.start.offset !== at.prelude) return undefined;
  if (JSON.stringify(carried.align ?? null) !== JSON.stringify(last.align ?? null)) return undefined;
  return { table: last, rows: carried.children.slice(1), end: carried.position.end, rest: nodes.slice(index + 1) };
}

/**
 * Offsets where a part may start: the start of a line at column 1 after a blank line, outside any fenced code,
 * `:::` directive or raw HTML block, and not one that could continue the block before it (a list item, a quote, a
 * table row, an indented line); or a body row of a top-level table. Parts are at least PART_CHARS long; a small
 * document is never cut. Anything the scan is unsure of (a fence opened inside a list that a line at column 1 may have
 * closed, a `:::` inside a fence inside a directive) ends the cutting.
 */
export function partBoundaries(text: string, partChars = PART_CHARS): number[] {
  return scanParts(text, partChars, true).cuts;
}

/** Where a table begins and its delimiter row ends, in the whole text. */
interface TableHead {
  start: number;
  end: number;
}

/**
 * The cuts; the labels of the lines that look like definitions outside fenced code and raw HTML; and, for each cut
 * between the rows of a table, that table's head.
 */
function scanParts(text: string, partChars: number, cutTables: boolean): { cuts: number[]; definitions: string[]; tableHeads: Map<number, TableHead> } {
  const cuts: number[] = [];
  const definitions: string[] = [];
  const tableHeads = new Map<number, TableHead>();
  if (text.length < 2 * partChars) return { cuts, definitions, tableHeads };
  let fence: { char: string; length: number; indented: boolean } | undefined;
  let directives = 0;
  let html: RegExp | undefined;
  let previousBlank = false;
  let lastCut = 0;
  let cutting = true; // until the scan is unsure; definitions are still collected after
  // A top-level table the scan is in, and the line before when it may be a table's head row (its start, its cells).
  let table: TableHead | undefined;
  let headRow: { start: number; cells: number } | undefined;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, text.charCodeAt(end - 1) === 13 ? end - 1 : end); // CRLF files too
    const blank = !/\S/.test(line);
    const possibleHead = headRow;
    headRow = undefined;
    if ((fence || html) && directives > 0 && DIRECTIVE_CLOSE.test(line)) cutting = false; // does it close the fence too?
    if (fence) {
      const close = FENCE.exec(line);
      if (close && close[2][0] === fence.char && close[2].length >= fence.length && !close[3].trim()) fence = undefined;
      else if (fence.indented && !blank && !/^\s/.test(line)) cutting = false; // did this line end the list the fence is in?
    } else if (html) {
      if (html.test(line)) html = undefined;
    } else {
      if (table && !TABLE_ROW.test(line)) table = undefined; // a blank line or another block ends it
      if (cutting && directives === 0 && start - lastCut >= partChars) {
        if (table) {
          // Only a long table is cut (its head is parsed again in each part); a short one waits for the line after it.
          if (start - table.start >= partChars) {
            cuts.push(start);
            tableHeads.set(start, table);
            lastCut = start;
          }
        } else if (previousBlank && CUTTABLE.test(line) && !CONTINUES.test(line)) {
          cuts.push(start);
          lastCut = start;
        }
      }
      if (!table && cutTables && directives === 0) {
        if (possibleHead && DELIMITER_ROW.test(line) && cellCount(line) === possibleHead.cells)
          table = { start: possibleHead.start, end: Math.min(end + 1, text.length) };
        else if (TABLE_ROW.test(line) && line.includes('|')) headRow = { start, cells: cellCount(line) };
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
  return { cuts, definitions, tableHeads };
}

/**
 * A line that may be a table's head or body row: at column 1, and not the start of another block (ATX heading,
 * quote, list item, thematic break or setext underline, raw HTML, fence, directive). A guess: the joined parse checks it.
 */
const TABLE_ROW = /^(?![\s#>*+_=<`~:-]|\d{1,9}[.)](?:\s|$))./;
/** A delimiter row: `| --- | :-: |`, `--- | ---:`, with at least one pipe or colon. */
const DELIMITER_ROW = /^ {0,3}(?=[^\n]*[|:])\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** The cells of a row: its unescaped pipes split it, a leading and a trailing one excepted. */
function cellCount(row: string): number {
  const cells = row.replace(/\\./g, 'xx').trim().split('|');
  if (cells.length > 1 && cells[0].trim() === '') cells.shift();
  if (cells.length > 1 && cells.at(-1)!.trim() === '') cells.pop();
  return cells.length;
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
    p.start = shiftPoint(p.start, lines, offset);
    p.end = shiftPoint(p.end, lines, offset);
  }
  const children = (node as { children?: Node[] }).children;
  if (children) for (const child of children) shiftPositions(child, lines, offset);
}

function shiftPoint(p: NonNullable<Node['position']>['start'], lines: number, offset: number): NonNullable<Node['position']>['start'] {
  return { ...p, line: p.line + lines, offset: (p.offset ?? 0) + offset };
}

function countLines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) n++;
  return n;
}
