import path from 'node:path';
import type { SiteConfig } from '../config/types.js';

/**
 * The files a link to a Markdown file may name, in the order Docusaurus tries them
 * (`@docusaurus/utils` `resolveMarkdownLinkPathname`): `./x.md` and `../x.md` from the linking file's folder only;
 * `/x.md` from the content folder that holds the linking file (a docs version, the blog), then the site root; a bare
 * `x.md` from the file's folder, then that content folder, then the site root. Paths are relative to the site root.
 */
export function markdownLinkTargets(config: SiteConfig, fromSource: string, linkPath: string): string[] {
  const fromDir = path.posix.dirname(fromSource);
  const join = (dir: string) => path.posix.normalize(path.posix.join(dir, linkPath)).replace(/^\/+/, '');
  if (linkPath.startsWith('./') || linkPath.startsWith('../')) return [join(fromDir)];
  const roots = [...contentRootsOf(config, fromSource), ''];
  const dirs = linkPath.startsWith('/') ? roots : [fromDir, ...roots];
  return [...new Set(dirs.map(join))];
}

/** The content folders (relative to the site root) that hold `source`, the most specific first. */
function contentRootsOf(config: SiteConfig, source: string): string[] {
  const folders = config.docs.flatMap((a) => a.versions.flatMap((v) => [v.relDir, ...(v.untranslated ? [v.untranslated.relDir] : [])]));
  if (config.blog) folders.push(path.relative(config.root, config.blog.dir).split(path.sep).join('/'));
  return folders.filter((f) => f && source.startsWith(f + '/')).sort((a, b) => b.length - a.length);
}
