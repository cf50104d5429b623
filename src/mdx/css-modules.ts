import { createHash } from 'node:crypto';

/**
 * A CSS module (`x.module.css`) with its class names made unique to its file, as Docusaurus' css-loader does:
 * `.root` → `.root_a1b2c3`, `:global(.x)` left as `.x`. Only selectors (the text before a `{`) are rewritten;
 * declarations, comments, strings and `url()` are copied as they are.
 */
export function scopeCssModule(css: string, fileKey: string): { css: string; classes: Record<string, string> } {
  const suffix = createHash('sha256').update(fileKey).digest('base64url').replace(/[-_]/g, '').slice(0, 6);
  const classes: Record<string, string> = {};
  const scope = (selector: string) =>
    selector
      .split(/(\/\*[\s\S]*?\*\/|:global\([^)]*\)|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\[[^\]]*\])/)
      .map((part, i) => {
        if (i % 2) return part.startsWith(':global(') ? part.slice(':global('.length, -1) : part;
        return part.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (_, name: string) => '.' + (classes[name] ??= `${name}_${suffix}`));
      })
      .join('');
  let out = '';
  let segment = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const stop = end < 0 ? css.length : end + 2;
      segment += css.slice(i, stop);
      i = stop - 1;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== c) j += css[j] === '\\' ? 2 : 1;
      segment += css.slice(i, j + 1);
      i = j;
    } else if (c === '{') {
      // An at-rule's prelude (`@media (…)`) has no class selectors; a rule's prelude is its selector list.
      out += (segment.trimStart().startsWith('@') ? segment : scope(segment)) + c;
      segment = '';
    } else if (c === '}' || c === ';') {
      out += segment + c;
      segment = '';
    } else segment += c;
  }
  return { css: out + segment, classes };
}
