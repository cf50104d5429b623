/**
 * Docusaurus 3 accepts HTML comments in MDX (`markdown.mdx1Compat.comments`), MDX 3 rejects `<!--`. Rewrite each
 * comment outside code as an MDX comment expression of the same length (`<!--` → `{/* `, `-->` → `*\/}`), so every
 * line and column stays where it was and `<!-- truncate -->` becomes the `{/* truncate *\/}` marker.
 */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function htmlCommentsToMdx(body: string): string {
  if (!body.includes('<!--')) return body;
  const lines = body.split('\n');
  let fence: string | undefined;
  let inComment = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!inComment) {
      const f = FENCE.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim() === f[1]) fence = undefined;
        continue;
      }
      if (f) {
        fence = f[1];
        continue;
      }
    }
    let out = '';
    let at = 0;
    while (at < line.length) {
      if (inComment) {
        const end = line.indexOf('-->', at);
        const inside = line.slice(at, end < 0 ? line.length : end).replace(/\*\//g, '* ');
        out += inside;
        if (end < 0) {
          at = line.length;
          break;
        }
        out += '*/}';
        at = end + 3;
        inComment = false;
        continue;
      }
      const tick = line.indexOf('`', at);
      const open = line.indexOf('<!--', at);
      if (open < 0) break;
      if (tick >= 0 && tick < open) {
        // Skip an inline code span (a run of backticks to the same run), comments in it are code.
        const run = /^`+/.exec(line.slice(tick))![0];
        const close = line.indexOf(run, tick + run.length);
        const stop = close < 0 ? tick + run.length : close + run.length;
        out += line.slice(at, stop);
        at = stop;
        continue;
      }
      out += line.slice(at, open) + '{/* ';
      at = open + 4;
      inComment = true;
    }
    lines[i] = out + line.slice(at);
  }
  return lines.join('\n');
}
