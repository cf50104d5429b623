import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';

/** A link written in a Markdown file, to another file (and maybe a heading of it) or to a heading of its own. */
export interface MarkdownLink {
  /** 1-based line of the link in its file. */
  line: number;
  /** As written: `configuration.md#theme-strings`, `../notes/`, `#usage`. */
  target: string;
}

/**
 * The relative links of a Markdown document: inline links and images (`[text](target)`, `![alt](target)`) and
 * reference definitions (`[label]: target`), outside fenced code blocks and code spans. URLs with a scheme
 * (`https:`, `mailto:`) and site-absolute paths (`/img/x.svg`, an example of the site's own URLs) are left out.
 */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((raw, i) => {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length && raw.trim() === opener) fence = undefined;
      return;
    }
    if (opener) {
      fence = opener;
      return;
    }
    const text = raw.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (m) => ' '.repeat(m.length));
    const found = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g), ...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/g)];
    for (const m of found) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
      links.push({ line: i + 1, target });
    }
  });
  return links;
}

/** The heading ids GitHub (and fe-docs) gives a Markdown document's headings, outside code blocks. */
export function headingIds(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const opener = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && line.trim() === opener) fence = undefined;
      continue;
    }
    if (opener) fence = opener;
    else {
      const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
      if (heading !== undefined) ids.add(slugger.slug(heading.replace(/`/g, '').replace(/\\([{}])/g, '$1')));
    }
  }
  return ids;
}

/**
 * What is wrong with each relative link of the Markdown file `file` (a path relative to `root`, forward slashes): a
 * target that is not a file or folder under `root`, or a `#fragment` that is no heading of the Markdown file it points
 * into. A link out of `root` counts as broken: `root` is the whole of what the reader has (the repository, or an
 * installed package).
 */
export function brokenLinks(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const problems: string[] = [];
  for (const { line, target } of relativeLinks(text)) {
    const [rawPath, fragment] = target.split('#', 2);
    const rel = rawPath ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(rawPath))) : file;
    const where = `${file}:${line} links to ${target}`;
    if (rel.startsWith('../') || !existsSync(path.join(root, rel))) problems.push(`${where}: ${rel} does not exist`);
    else if (fragment && rel.endsWith('.md') && !headingIds(readFileSync(path.join(root, rel), 'utf8')).has(fragment))
      problems.push(`${where}: no heading #${fragment} in ${rel}`);
  }
  return problems;
}
