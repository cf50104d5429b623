import path from 'node:path';

/**
 * Text shown to the browser (overlay, error pages) names files relative to the site: the absolute folders of the
 * machine (site root, working directory, home) are not the page's business.
 */
export function hidePaths(text: string, root: string): string {
  const folders = [...new Set([root, process.cwd(), process.env.HOME].filter((d): d is string => !!d && d !== path.sep))].sort((a, b) => b.length - a.length);
  let out = text;
  for (const dir of folders)
    out = out
      .split(dir + path.sep)
      .join('')
      .split(dir)
      .join('.');
  return out;
}
