/**
 * `## Title {#custom-id}` is Docusaurus' heading id syntax, but MDX reads `{…}` as a JavaScript expression and
 * fails on it. As Docusaurus does, escape the brace on heading lines outside code fences before MDX parses the
 * text (a brace escaped by the author, `\{#id}`, stays as it is); the heading's text then ends with `{#custom-id}`, which the heading collector turns into the id. Lines and
 * columns of everything else stay where they were.
 */
/** The first `{#` of a heading line, as Docusaurus escapes it (escapeMarkdownHeadingIds): an id or not (`{#}`). */
const HEADING_ID = /^( {0,3}#{1,6}[ \t].*?)(?<!\\)\{(#)/;
/** A fence at any indentation: one in a list item is indented by the item's content (babel's `    ```diff` in a `- ` item). */
const FENCE = /^[ \t]*(`{3,}|~{3,})/;

export function escapeHeadingIds(body: string): string {
  if (!body.includes('{#')) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (f) {
      if (!fence) fence = f[1];
      else if (f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
      continue;
    }
    if (!fence) lines[i] = line.replace(HEADING_ID, '$1\\{$2');
  }
  return lines.join('\n');
}
