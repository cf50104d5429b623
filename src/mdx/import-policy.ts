import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteCodeContext } from '../stages/hooks.js';

/**
 * `mdx.allowOutsideImports: false` (site.config.yaml): the site's build-time code (MDX, its components, TSX pages, theme
 * overrides) may import only files inside the site root (and packages). Authors are trusted by default; this is for
 * sites that build pull requests from people they do not trust. Read from the site-code context of the load.
 */
type ImportPolicy = Pick<SiteCodeContext, 'root' | 'allowOutsideImports'>;

/** Why an import of `file` (absolute) is refused for the site, or undefined when it may be imported. */
export function outsideImportReason(file: string, site: ImportPolicy): string | undefined {
  if (site.allowOutsideImports) return undefined;
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const r = real(site.root);
  const f = real(file);
  if (f === r || f.startsWith(r + path.sep)) return undefined;
  return `it resolves to \`${f}\`, outside the site, and \`mdx.allowOutsideImports\` is false`;
}

/** The same rule for every file esbuild bundles (imports of imports): an error at the importing line. */
export function confineImportsPlugin(site: ImportPolicy): Plugin {
  return {
    name: 'fe-docs-confine-imports',
    setup(b) {
      b.onResolve({ filter: /^(\.|\/)/ }, (a) => {
        if (site.allowOutsideImports || !a.resolveDir) return undefined;
        const why = outsideImportReason(path.resolve(a.resolveDir, a.path), site);
        return why ? { errors: [{ text: `Cannot import \`${a.path}\`: ${why}.` }] } : undefined;
      });
    },
  };
}
