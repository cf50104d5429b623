// Bundles test files for scripts/test.mjs: each file with the sources it imports and the packages they use.
// Through tsx every module of a test process, those of node_modules included, crosses tsx's loader thread: loading
// the build's modules that way costs each test file 2–3 s of CPU, half of a small file's time. Bundled, a file runs
// on plain Node.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { isExternal, packageName } from './external-packages.mjs';

/**
 * Sources keep seeing their own location: `import.meta.url`, `.dirname` and `.filename` become the original file's,
 * so paths built from them (fixtures, src/client, workers, bin/fe-docs) are the same as when run from source.
 * (`import.meta.resolve` stays the bundle's: the bundles live under node_modules/.cache, so packages resolve alike.)
 */
const keepImportMeta = {
  name: 'keep-import-meta',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = (await readFile(args.path, 'utf8'))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      const ext = path.extname(args.path).slice(1);
      return {
        contents: text,
        loader: /^[cm]?ts$/.test(ext) ? 'ts' : ext === 'tsx' ? 'tsx' : ext === 'jsx' ? 'jsx' : 'js',
        resolveDir: path.dirname(args.path),
      };
    });
  },
};

/**
 * The packages of the build are bundled in too, as the CLI bundles them (scripts/build-cli.mjs): Node then resolves,
 * reads and compiles a few files instead of ≈600 module files in every test process (≈0.7 s of CPU in each of the
 * suite's files). Bundled: what the sources import and what those packages import, but for the packages the CLI
 * leaves out too (scripts/external-packages.mjs); of the packages a test imports itself, only the package's own
 * dependencies (one instance with the sources'). Test tools (playwright-core, fast-check…), `fe-docs` itself and
 * anything else stay in node_modules, as before.
 */
const DEPENDENCIES = new Set(Object.keys(JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).dependencies ?? {}));
const bundleDependencies = {
  name: 'bundle-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('node:')) return undefined;
      if (isExternal(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`);
      return fromPackage || DEPENDENCIES.has(name) ? undefined : { path: args.path, external: true };
    });
  },
};

/**
 * Node's flags for a bundled test file (scripts/test.mjs, scripts/test-cpu.mjs). A young generation of up to 64 MB
 * (16 by default) means fewer scavenges in the files that parse and build much: large-markdown, large-markdown-build and
 * page-cache took 5–20 % less CPU in paired runs, split-pages and third-party the same, small files the same (V8 grows
 * it only when a file allocates); −7 % over the six heavy files in all (notes/bench-notes/suite2.md).
 */
export const TEST_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];

/**
 * Bundle `files` (paths relative to the repository) into `outDir`; returns the bundle of each file, in order. Each
 * bundle's path starts with its rank in `files` (`007/test/…`): Node 20's `--test` sorts the files it is given by
 * name before it runs them, so the names carry the order scripts/test.mjs wants.
 */
export async function bundleTests(files, outDir) {
  const names = files.map((f, i) => `${String(i).padStart(3, '0')}/${f.replace(/\.[cm]?tsx?$/, '')}`);
  await build({
    entryPoints: Object.fromEntries(files.map((f, i) => [names[i], f])),
    outdir: outDir,
    outbase: '.',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // What several files import (the pipeline, helpers) is one shared chunk, built once.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    // As tsx does: Playwright serialises the functions tests pass to the page by their text, names included.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [keepImportMeta, bundleDependencies],
    // Bundled CommonJS packages call `require` for Node's modules, which an ES module does not have.
    banner: { js: "import { createRequire as __feDocsCreateRequire } from 'node:module'; const require = __feDocsCreateRequire(import.meta.url);" },
  });
  return names.map((n) => path.join(outDir, n + '.mjs'));
}
