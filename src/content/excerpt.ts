/**
 * The first line of text of a Markdown body, as Docusaurus' `createExcerpt` (@docusaurus/utils) takes it: a doc
 * without a front matter `description` has this as its `metadata.description`, which a site's DocItem writes into
 * its meta description and structured data. Empty lines, import/export blocks and fenced code are skipped; Markdown
 * syntax, HTML tags, admonition markers, emoji names and heading ids are removed (a `## Heading`'s text counts, a
 * `# Title` does not). Lines are read one at a time: the rest of a large file is never split.
 */
export function docusaurusExcerpt(body: string): string | undefined {
  const text = body.trimStart().replace(/^[^\r\n]*\r?\n[=]+/, '');
  let inCode = false;
  let inImport = false;
  let lastFence = '';
  const lines = /[^\r\n]*(?:\r?\n|$)/g;
  for (let m = lines.exec(text); m && m[0] !== ''; m = lines.exec(text)) {
    const line = m[0].replace(/\r?\n$/, '');
    if (!line.trim()) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    const trimmed = line.trim();
    if (trimmed.startsWith('```')) {
      const fence = /^`+/.exec(trimmed)![0];
      if (!inCode) {
        inCode = true;
        lastFence = fence;
      } else if (fence.length >= lastFence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = line
      .replace(/<[^>]*>/g, '')
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim();
    if (cleaned) return cleaned;
  }
  return undefined;
}
