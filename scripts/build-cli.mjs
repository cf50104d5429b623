// Bundles the CLI into dist/ so `fe-docs` starts fast (no TypeScript compile at run time).
// Dependencies stay external; src/client and src/theme/styles are read from the package at build time.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

// Chunk names carry a hash: start from an empty folder so old chunks do not pile up.
rmSync('dist', { recursive: true, force: true });

await build({
  entryPoints: { cli: 'src/cli/main.ts', 'markdown-worker': 'src/content/markdown-worker.ts' },
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
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
