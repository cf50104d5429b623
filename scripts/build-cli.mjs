// Bundles the CLI and the public API into dist/ so `fe-docs` starts fast and runs without TypeScript tooling.
// Pure-JavaScript dependencies are bundled in (scripts/external-packages.mjs lists those that are not); src/client and
// src/theme/styles are read from the package at build time.
// `--types` also writes the API's declarations into dist/types (`npm pack` runs it through `prepack`).
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { isExternal } from './external-packages.mjs';

// Chunk names carry a hash: start from an empty folder so old chunks do not pile up (dist/types is tsc's).
for (const name of safeReaddir('dist')) if (name !== 'types') rmSync(path.join('dist', name), { recursive: true, force: true });

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('node:')) return undefined;
      return isExternal(args.path) ? { path: args.path, external: true } : undefined;
    });
  },
};

const result = await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', 'markdown-worker': 'src/content/markdown-worker.ts', 'site-worker': 'src/api/site-worker.ts' },
  outdir: 'dist',
  // Commands import what they need when they run (src/cli/commands), so `check` does not load the build's
  // dependencies (workbox-build, sharp…): with splitting, those imports live in chunks loaded on demand.
  splitting: true,
  // Chunks sit beside markdown-worker.js, which the content loader finds relative to its own file.
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  // Bundled CommonJS dependencies call `require` for Node's modules, which an ES module does not have.
  banner: { js: "import { createRequire as __feDocsCreateRequire } from 'node:module'; const require = __feDocsCreateRequire(import.meta.url);" },
  metafile: true,
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});

if (process.env.FE_DOCS_BUNDLE_REPORT) {
  const inputs = Object.keys(result.metafile.inputs).filter((f) => f.includes('node_modules/'));
  process.stdout.write(`${inputs.length} dependency files bundled\n`);
}

if (process.argv.includes('--types')) {
  rmSync('dist/types', { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'scripts/tsconfig.types.json'], { stdio: 'inherit' });
}

function safeReaddir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
