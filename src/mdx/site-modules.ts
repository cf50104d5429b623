import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, Plugin } from 'esbuild';
import { ORIGINAL_COMPONENTS, THEME_HOST } from '../theme/registry.js';
import { userCacheDir } from '../core/user-cache-dir.js';
import { confineImportsPlugin } from './import-policy.js';

const require = createRequire(import.meta.url);
const shared: Record<string, string> = {};
for (const spec of ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/server'])
  shared[spec] = pathToFileURL(require.resolve(spec)).href;

/** `@theme/Tabs` → `Tabs`; undefined for any other specifier. */
export function themeImportName(spec: string): { name: string; original: boolean } | undefined {
  if (spec === '@docusaurus/Link') return { name: 'Link', original: false };
  if (spec === '@docusaurus/Translate') return { name: 'Translate', original: false };
  const m = /^@theme(-original)?\/([A-Za-z]+)$/.exec(spec);
  return m ? { name: m[2], original: !!m[1] } : undefined;
}

export const THEME_NAMES = Object.keys(ORIGINAL_COMPONENTS);

/**
 * How a site's build-time modules (MDX, TSX pages, theme overrides) import: React is fe-docs' own (one instance),
 * `@theme/<Name>` and `@docusaurus/Link` come from the theme registry, `@site/…` is the site root; anything else is
 * bundled from the site's files and node_modules.
 */
export function siteModulesPlugin(root: string): Plugin {
  return {
    name: 'fe-docs-site-modules',
    setup(b) {
      b.onResolve({ filter: /^react(-dom)?(\/[a-z-]+)?$/ }, (a) => (shared[a.path] ? { path: shared[a.path], external: true } : undefined));
      b.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, (a) => {
        const t = themeImportName(a.path);
        if (!t || !(t.name in ORIGINAL_COMPONENTS))
          return { errors: [{ text: `Unknown theme component \`${a.path}\`; fe-docs has ${THEME_NAMES.map((n) => `@theme/${n}`).join(', ')}.` }] };
        return { path: `${t.original ? 'original' : 'component'}:${t.name}`, namespace: 'fe-theme' };
      });
      b.onLoad({ filter: /.*/, namespace: 'fe-theme' }, (a) => {
        const [kind, name] = a.path.split(':');
        return { contents: `export default globalThis[Symbol.for(${JSON.stringify(THEME_HOST.description)})].${kind}(${JSON.stringify(name)});`, loader: 'js' };
      });
      b.onResolve({ filter: /^@site\// }, (a) => b.resolve('./' + a.path.slice('@site/'.length), { resolveDir: root, kind: a.kind }));
    },
  };
}

/** The esbuild options every site module (MDX, TSX page, theme override) is bundled with. */
export function siteModuleBuildOptions(root: string) {
  return {
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [confineImportsPlugin(root), siteModulesPlugin(root)],
  } satisfies BuildOptions;
}

let privateDir: Promise<string> | undefined;

/**
 * Import bundled code as an ES module, written to a file named by its hash (unchanged code is reused) in the user's
 * private cache folder, or else a private temporary folder of this process: never a fixed path in the shared /tmp,
 * where another local user could plant a module that would then run.
 */
export async function importBundled<T>(code: string): Promise<T> {
  const dir = userCacheDir('modules') ?? (await (privateDir ??= mkdtemp(path.join(os.tmpdir(), 'fe-docs-modules-'))));
  const file = path.join(dir, createHash('sha1').update(code).digest('hex').slice(0, 16) + '.mjs');
  await writeFile(file, code);
  return (await import(pathToFileURL(file).href)) as T;
}
