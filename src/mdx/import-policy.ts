import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * `mdx.allowOutsideImports: false` (site.config.yaml): the site's build-time code (MDX, its components, TSX pages, theme
 * overrides) may import only files inside the site root (and packages). Authors are trusted by default; this is for
 * sites that build pull requests from people they do not trust. Set per site root when its config is loaded.
 */
const refused = new Set<string>();

export function setOutsideImports(root: string, allowed: boolean): void {
  if (allowed) refused.delete(path.resolve(root));
  else refused.add(path.resolve(root));
}

/** Why an import of `file` (absolute) is refused for the site at `root`, or undefined when it may be imported. */
export function outsideImportReason(file: string, root: string): string | undefined {
  if (!refused.has(path.resolve(root))) return undefined;
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  const r = real(root);
  const f = real(file);
  if (f === r || f.startsWith(r + path.sep)) return undefined;
  return `it resolves to \`${f}\`, outside the site, and \`mdx.allowOutsideImports\` is false`;
}

/** The same rule for every file esbuild bundles (imports of imports): an error at the importing line. */
export function confineImportsPlugin(root: string): Plugin {
  return {
    name: 'fe-docs-confine-imports',
    setup(b) {
      b.onResolve({ filter: /^(\.|\/)/ }, (a) => {
        if (!refused.has(path.resolve(root)) || !a.resolveDir) return undefined;
        const why = outsideImportReason(path.resolve(a.resolveDir, a.path), root);
        return why ? { errors: [{ text: `Cannot import \`${a.path}\`: ${why}.` }] } : undefined;
      });
    },
  };
}
