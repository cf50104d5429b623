import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { BrowserChunk } from '../../stages/hooks.js';
import { cachedBundle } from '../../output/bundle-cache.js';
import { PACKAGE_ROOT } from '../../output/client-bundles.js';
import { diagnostic, type Diagnostic } from '../../core/diagnostics.js';
import { toPosix } from '../../config/load.js';
import { mermaidThemeConfig, themeMermaidDir } from '../config/mermaid.js';

/** The adapter's browser code that draws the diagrams (shipped with the package, bundled with the site's mermaid). */
const DRAW_MODULE = path.join(PACKAGE_ROOT, 'src/docusaurus/client/mermaid.ts');
/** Mermaid's optional ELK layouts: theme-mermaid registers them when the site has the package installed. */
const ELK = '@mermaid-js/layout-elk';

/**
 * The site's Mermaid renderer (`OutputHooks.browserChunks`), or a `docusaurus-mermaid` warning at `markdown.mermaid`
 * when its mermaid cannot be bundled (the diagrams then show their source).
 */
export async function mermaidChunks(
  root: string,
  configFile: string,
  siteConfig: Readonly<Record<string, unknown>>,
  dev: boolean,
): Promise<{ chunks: BrowserChunk[]; diagnostics: Diagnostic[] }> {
  const themeDir = themeMermaidDir(root);
  if (!themeDir) return { chunks: [], diagnostics: [] };
  try {
    return { chunks: [await bundleMermaid(root, themeDir, mermaidThemeConfig(siteConfig), dev)], diagnostics: [] };
  } catch (e) {
    const errors = (e as { errors?: { text: string }[] }).errors;
    const why = errors?.length ? errors.map((m) => m.text).join('; ') : (e as Error).message;
    const text = readFileSync(configFile, 'utf8');
    // The key as written (not in a comment): `mermaid: true`, at the start of `mermaid`.
    const at = /^([^/\n]*?)\bmermaid\s*:\s*true/m.exec(text);
    const before = at ? text.slice(0, at.index + at[1].length).split('\n') : [''];
    return {
      chunks: [],
      diagnostics: [
        diagnostic('docusaurus-mermaid', `The site's \`mermaid\` cannot be bundled for the browser (${why}): Mermaid diagrams show their source.`, {
          position: { file: toPosix(path.relative(root, configFile)), line: before.length, column: before[before.length - 1].length + 1 },
          hint: 'Install the site dependencies (`npm install`): `@docusaurus/theme-mermaid` depends on `mermaid`.',
        }),
      ],
    };
  }
}

/**
 * The Mermaid renderer of a site whose config draws diagrams (config/mermaid.ts#drawsMermaid): the site's installed
 * `mermaid` (resolved from its theme-mermaid, as theme-mermaid's `import('mermaid')` is) with the adapter's drawing code
 * (client/mermaid.ts) and the site's validated `themeConfig.mermaid`, bundled by esbuild for the browser, split in
 * chunks (mermaid loads each diagram type on demand), in the project cache as the runtime's bundles are. One entry,
 * `mermaid-<hash>.js`, whose default export the adapter's browser feature calls; only pages with a diagram load it.
 */
export async function bundleMermaid(root: string, themeDir: string, themeConfig: ReturnType<typeof mermaidThemeConfig>, dev: boolean): Promise<BrowserChunk> {
  const elk = resolves(ELK, themeDir) || resolves(ELK, root);
  const draw = `drawMermaidDiagrams(mermaid, ${JSON.stringify(themeConfig)}, onEachPage)`;
  const entry = `import mermaid from 'mermaid';
import { drawMermaidDiagrams } from ${JSON.stringify(DRAW_MODULE)};
export default (onEachPage) => ${elk ? `import(${JSON.stringify(ELK)}).then((m) => { mermaid.registerLayoutLoaders(m.default); ${draw}; })` : draw};`;
  const plugin: Plugin = {
    name: 'fe-docs-mermaid',
    setup(b) {
      b.onResolve({ filter: /^fe-docs-mermaid$/ }, () => ({ path: 'entry', namespace: 'fe-docs-mermaid' }));
      // Imports of the entry resolve from theme-mermaid's folder: the `mermaid` it depends on.
      b.onLoad({ filter: /^entry$/, namespace: 'fe-docs-mermaid' }, () => ({ contents: entry, loader: 'js', resolveDir: themeDir }));
    },
  };
  // The plugin is not in the cache key (a function): the entry's text is, by the bundle's name.
  const key = createHash('sha256').update(entry).digest('hex').slice(0, 16);
  const files = await cachedBundle(root, `docusaurus-mermaid-${key}`, {
    entryPoints: [{ in: 'fe-docs-mermaid', out: 'mermaid' }],
    absWorkingDir: path.resolve(root),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    outdir: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'mermaid-chunk-[hash]',
    minify: !dev,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    logLevel: 'silent',
    plugins: [plugin],
  });
  const out = files.map((f) => ({ url: '/assets/' + path.basename(f.path), code: f.text }));
  return { name: 'mermaid', url: out.find((f) => /\/mermaid-[A-Z0-9]+\.js$/i.test(f.url))!.url, files: out };
}

/** Whether a package is installed where Node's lookup from `from` finds it (an ESM-only package has no `require`). */
function resolves(spec: string, from: string): boolean {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', spec, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
