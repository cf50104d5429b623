// Bundles the CLI into dist/ so `fe-docs` starts fast (no TypeScript compile at run time).
// Dependencies stay external; src/client and src/theme/styles are read from the package at build time.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'src/cli/main.ts', 'markdown-worker': 'src/content/markdown-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
