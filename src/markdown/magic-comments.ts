/**
 * Docusaurus' magic comments: a line holding only `highlight-next-line`, `highlight-start` or `highlight-end` in a
 * comment is removed from the block and marks the lines it names as highlighted. Any of the usual comment forms is
 * read in any language (line comments `//`, `#`, `--`, `%`, `;`, block comments in C or JSX style, HTML comments), where Docusaurus reads each
 * language's own: a block that is correct for Docusaurus is read the same way.
 */
const MAGIC =
  /^\s*(?:(?:\/\/|#|--|%|;)\s*(highlight-(?:next-line|start|end))|\{?\/\*\s*(highlight-(?:next-line|start|end))\s*\*\/\}?|<!--\s*(highlight-(?:next-line|start|end))\s*-->)\s*$/;

/** The block without its magic comment lines, and its highlighted lines (1-based, after removal) added to `lines`. */
export function applyMagicComments(code: string, lines: ReadonlySet<number>): { code: string; lines: ReadonlySet<number> } {
  if (!code.includes('highlight-')) return { code, lines };
  const kept: string[] = [];
  const highlighted = new Set(lines);
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    const magic = m && (m[1] ?? m[2] ?? m[3]);
    if (magic === 'highlight-next-line') nextLine = true;
    else if (magic === 'highlight-start') inRange = true;
    else if (magic === 'highlight-end') inRange = false;
    else {
      kept.push(line);
      if (nextLine || inRange) highlighted.add(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), lines: highlighted };
}

/** `showLineNumbers` in a code fence's meta (Docusaurus); a start number (`showLineNumbers=5`) is read as 1. */
export function showsLineNumbers(meta: string | null | undefined): boolean {
  return /(?:^|\s)showLineNumbers(?:=\d+)?(?:\s|$)/.test(meta ?? '');
}
