import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';

/** `require(\`@site/…${x}…\`)` or `import(\`@site/…${x}…\`)`: a path built at run time under a folder of the site. */
const SITE_TEMPLATE = /\b(require|import)(\s*\(\s*)`@site\//g;
const LOADERS: Record<string, Loader> = { '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'js', '.cjs': 'js', '.ts': 'ts', '.tsx': 'tsx', '.mts': 'ts', '.cts': 'ts' };

/**
 * Webpack bundles `require(\`@site/static/img/blog/${cover}\`)` as a context module: every file under the folder,
 * picked at run time. esbuild does the same for a template literal starting with `./` or `../` (a glob over the
 * folder and its subfolders), but not through the `@site/` alias: this rewrites the alias in such calls into the path
 * from the file to the site root, so the files are bundled (images by the image plugins) and the call works.
 */
export function contextRequirePlugin(root: string): Plugin {
  return {
    name: 'fe-docs-context-require',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (a) => {
        if (a.namespace !== 'file' || a.path.split(path.sep).includes('node_modules')) return undefined;
        const text = await readFile(a.path, 'utf8');
        SITE_TEMPLATE.lastIndex = 0;
        if (!SITE_TEMPLATE.test(text)) return undefined;
        let rel = path.relative(path.dirname(a.path), root).split(path.sep).join('/');
        rel = rel === '' ? '.' : rel === '..' || rel.startsWith('../') ? rel : `./${rel}`;
        return {
          contents: text.replace(SITE_TEMPLATE, (_, call: string, open: string) => `${call}${open}\`${rel}/`),
          loader: LOADERS[path.extname(a.path)] ?? 'jsx',
        };
      });
    },
  };
}
