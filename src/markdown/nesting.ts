/**
 * Deepest block nesting CommonMark allows before fe-docs refuses a file. The parser re-checks every open
 * container on every line, so a list or blockquote 1,000 deep costs tens of seconds, then overflows the stack;
 * real documents stay under 20.
 */
export const MAX_NESTING = 100;

/** Container markers at the start of a line: `>`, `-`, `*`, `+`, `1.` or `1)`, each followed by a space or the end. */
const MARKER = /(?:>|[-*+](?=[ \t\n]|$)|\d{1,9}[.)](?=[ \t\n]|$))[ \t]*/y;
const FENCE = /(`{3,}|~{3,})/y;
const INDENT = /[ \t]*/y;

/**
 * A linear scan that finds the first line whose block nesting (blockquote and list markers on the line, plus
 * list indentation counted as one level per two columns) exceeds `max`, without parsing. Lines inside fenced
 * code are skipped: their indentation is text. Returns the 1-based line and the estimated depth.
 */
export function findExcessiveNesting(body: string, max = MAX_NESTING): { line: number; depth: number } | undefined {
  let fence: string | undefined;
  let line = 0;
  for (let start = 0; start <= body.length;) {
    let end = body.indexOf('\n', start);
    if (end < 0) end = body.length;
    line++;
    INDENT.lastIndex = start;
    const indent = INDENT.exec(body)![0];
    let at = start + indent.length;
    let markers = Math.floor(indent.replace(/\t/g, '    ').length / 2);
    let listed = false;
    MARKER.lastIndex = at;
    for (let m = MARKER.exec(body); m && at < end; m = MARKER.exec(body)) {
      listed = true;
      at = MARKER.lastIndex;
      // Enough to refuse the file: no need to walk the rest of a line of 100,000 markers.
      if (++markers > max) break;
    }
    FENCE.lastIndex = at;
    const f = FENCE.exec(body)?.[1];
    if (fence) {
      if (f && f[0] === fence[0] && f.length >= fence.length) fence = undefined;
    } else if (f) fence = f;
    else if (listed && markers > max) return { line, depth: markers };
    start = end + 1;
  }
  return undefined;
}
