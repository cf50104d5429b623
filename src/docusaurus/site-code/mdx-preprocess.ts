import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * What Docusaurus' mdx-loader does to a file's text before MDX reads it (`@docusaurus/mdx-loader`'s preprocessor):
 * `mdx-code-block` fences are unwrapped (their content is MDX: imports, `<Tabs>`), with the site's installed
 * `@docusaurus/utils` `unwrapMdxCodeBlocks`, else the same rule as Docusaurus 3 writes it. The fence lines Docusaurus
 * removes are left blank here, so every other line keeps its number in messages.
 */
export function mdxPreprocessor(root: string): (text: string) => string {
  const unwrap = installedUnwrap(root) ?? unwrapMdxCodeBlocks;
  return (text) => {
    if (!text.includes('mdx-code-block')) return text;
    return linesKept(text, unwrap(text));
  };
}

type Unwrap = (content: string) => string;

/** The site's `@docusaurus/utils` `unwrapMdxCodeBlocks`, resolved from the site's root as its mdx-loader finds it. */
function installedUnwrap(root: string): Unwrap | undefined {
  try {
    const req = createRequire(path.join(root, 'package.json'));
    const loader = req.resolve('@docusaurus/mdx-loader');
    const utils = createRequire(loader)('@docusaurus/utils') as { unwrapMdxCodeBlocks?: unknown };
    return typeof utils.unwrapMdxCodeBlocks === 'function' ? (utils.unwrapMdxCodeBlocks as Unwrap) : undefined;
  } catch {
    return undefined;
  }
}

/** Docusaurus 3's `unwrapMdxCodeBlocks` (`@docusaurus/utils` markdownUtils), for a site without it installed. */
export function unwrapMdxCodeBlocks(content: string): string {
  const regexp3 = /(?<begin>^|\r?\n)(?<indentStart>\x20*)```(?<spaces>\x20*)mdx-code-block\r?\n(?<children>.*?)\r?\n(?<indentEnd>\x20*)```(?<end>\r?\n|$)/gs;
  const regexp4 = /(?<begin>^|\r?\n)(?<indentStart>\x20*)````(?<spaces>\x20*)mdx-code-block\r?\n(?<children>.*?)\r?\n(?<indentEnd>\x20*)````(?<end>\r?\n|$)/gs;
  const replacer = (...args: unknown[]) => {
    const g = args.at(-1) as Record<string, string>;
    return `${g.begin}${g.children}${g.end}`;
  };
  return content.replaceAll(regexp3, replacer).replaceAll(regexp4, replacer);
}

/**
 * `after` (whole lines of `before` removed, as the unwrapping removes fence lines) with each removed line left blank:
 * the lines after keep their numbers. `after` as it is when it is not such a subsequence.
 */
function linesKept(before: string, after: string): string {
  if (after === before) return before;
  const src = before.split('\n');
  const out = after.split('\n');
  const kept: string[] = [];
  let j = 0;
  for (const line of src) {
    if (j < out.length && line === out[j]) {
      kept.push(line);
      j++;
    } else kept.push('');
  }
  return j === out.length ? kept.join('\n') : after;
}
