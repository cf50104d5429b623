/** A place in a source file; 1-based line and column, as editors show them. */
export interface Position {
  /** Path relative to the site root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

export function formatPosition(p: Position): string {
  return `${p.file}:${p.line}:${p.column}`;
}

/** Shift a position found inside an embedded block (front matter) by the block's start line. */
export function shiftLines(p: Position, lines: number): Position {
  return { ...p, line: p.line + lines, endLine: p.endLine === undefined ? undefined : p.endLine + lines };
}
