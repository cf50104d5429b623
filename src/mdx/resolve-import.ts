import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/**
 * Where an MDX import points, checked before bundling so a wrong path is reported on the import line of the .mdx
 * file: an absolute file path for `./x`, `../x` and `@site/x`, the specifier itself for a package found in a
 * node_modules folder above the file or in the site's, undefined when nothing is there.
 */
export function resolveSiteImport(spec: string, fromDir: string, root: string, staticDir = 'static'): string | undefined {
  if (spec.startsWith('/')) return resolveRootImport(spec, root, staticDir) ?? (existsSync(spec) && statSync(spec).isFile() ? spec : undefined);
  if (spec.startsWith('.') || spec.startsWith('@site/')) {
    const base = spec.startsWith('@site/') ? path.join(root, spec.slice('@site/'.length)) : path.resolve(fromDir, spec);
    for (const ext of EXTENSIONS) {
      const f = base + ext;
      if (existsSync(f) && statSync(f).isFile()) return f;
    }
    return undefined;
  }
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name))) return spec;
    if (path.dirname(dir) === dir) break;
  }
  // Then the site's own node_modules, as Docusaurus' webpack does (content kept outside the site: `path: '../docs'`).
  return existsSync(path.join(root, 'node_modules', name)) ? spec : undefined;
}

/**
 * `import team from '/data/team.json'`: as in Docusaurus (webpack's `resolve.roots`), an import starting with `/` is
 * the file of that path in the static folder, else in the site root (else, elsewhere, an absolute path on the disk).
 */
export function resolveRootImport(spec: string, root: string, staticDir: string): string | undefined {
  for (const dir of [path.resolve(root, staticDir), path.resolve(root)]) {
    const file = path.join(dir, spec);
    if (file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}
