import type { Diagnostic } from '../core/diagnostics.js';
import { globToRegExp, walkSiteFolder } from './site-folder.js';

/**
 * The files of a content folder matching `patterns`, relative to `dir`, walked by `walkSiteFolder`: links leading
 * outside the site, link loops, FIFOs and folders that cannot be listed are reported (at their path) and left out, so
 * none of them crashes, hangs or multiplies the build, and the rest is still listed. A folder matching an `ignore`
 * pattern is not entered.
 */
export async function listFiles(
  dir: string,
  patterns: string[],
  opts: { root: string; ignore?: string[] },
  diagnostics: Diagnostic[],
): Promise<string[]> {
  const wanted = patterns.map(globToRegExp);
  const ignored = (opts.ignore ?? []).map(globToRegExp);
  const isIgnored = (rel: string) => ignored.some((re) => re.test(rel));
  const walked = walkSiteFolder(dir, { root: opts.root, skipDir: isIgnored });
  diagnostics.push(...walked.diagnostics);
  return walked.files.map((f) => f.rel).filter((rel) => wanted.some((re) => re.test(rel)) && !isIgnored(rel));
}
