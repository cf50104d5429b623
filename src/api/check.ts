import type { CheckResult } from '../build/check-site.js';

export type { CheckResult };

export interface CheckOptions {
  /** The site folder (holds site.config.yaml). */
  root: string;
}

/** Validate config, front matter, sidebars, links, anchors and OpenAPI files without writing anything. */
export async function check(opts: CheckOptions): Promise<CheckResult> {
  const [{ checkSite }, { dialect }] = await Promise.all([import('../build/check-site.js'), import('./dialect.js')]);
  return checkSite({ root: opts.root, dialect });
}
