// The packages the CLI bundle leaves to Node (scripts/build-cli.mjs), shared with the test bundles
// (scripts/bundle-tests.mjs), which must leave out the same ones for the same reasons.

/**
 * Packages left to Node to load from node_modules. Bundling the rest saves resolving, reading and compiling ≈600
 * module files in every process (zod alone is 190, and tree-shaking drops what fe-docs never calls, such as
 * mdast-util-to-markdown behind the GFM and directive extensions). Kept out:
 * - what site code imports too, which must be the same instance (React: two copies break hooks; MDX);
 * - native code and packages that find their own files at run time (esbuild, sharp, workbox-build's templates, jiti,
 *   tsx, typescript, sass); Shiki's WebAssembly is read from `shiki/onig.wasm` (src/markdown/highlight.ts);
 * - large CommonJS packages loaded only for some sites or commands (OpenAPI validation with ajv, the dev server).
 */
export const EXTERNAL = new Set([
  'react',
  'react-dom',
  '@mdx-js/mdx',
  '@mdx-js/react',
  'esbuild',
  'sharp',
  // Shiki's grammar and theme tables: their hundreds of modules are imported one by one as pages need them, from
  // Shiki's own folder (@shikijs/langs is Shiki's dependency, not ours, so it is found from there).
  'shiki/langs',
  'shiki/themes',
  'workbox-build',
  'jiti',
  'tsx',
  'typescript',
  'sass',
  '@readme/openapi-parser',
  'chokidar',
  'compression',
  'sirv',
]);

/** The package a bare import names (`@scope/name/sub` → `@scope/name`). */
export function packageName(spec) {
  return spec.startsWith('@') ? spec.split('/', 2).join('/') : spec.split('/', 1)[0];
}

/** Whether the CLI bundle leaves this bare import to Node. */
export function isExternal(spec) {
  return EXTERNAL.has(packageName(spec)) || EXTERNAL.has(spec);
}
