// Bundles the CLI and the public API into dist/ so `fe-docs` starts fast and runs without TypeScript tooling.
// Pure-JavaScript dependencies are bundled in (scripts/external-packages.mjs lists those that are not); the browser code
// (src/app, src/client, src/docusaurus/client) and the stylesheets (src/theme/styles, src/docusaurus/styles) are read
// from the package at build time.
// `--types` also writes the API's declarations into dist/types (`npm pack` runs it through `prepack`).
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

/**
 * zod's `z` namespace re-exports every message locale (`z.locales`, 64 modules, ≈ 395 KB of each bundle's 3.7 MB) and
 * esbuild cannot drop a namespace's members: a fresh machine's build thread and CLI thread pre-parsed them all and ran
 * their module code. fe-docs never calls `z.locales` (zod's default English messages are imported by zod itself from
 * locales/en.js), so the namespace keeps only `en`.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/]/.test(args.importer) ? { path: path.join(args.resolveDir, '../locales/en.js'), namespace: 'zod-locales' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

/**
 * For the CommonJS copy: `import(x)` in fe-docs' sources, where x is not a relative path esbuild bundles, becomes
 * `__feDocsImport(x)` (found with TypeScript's parser, so strings and comments that say `import(` are left alone).
 * `elsewhere` (files matching it): every `import(…)` becomes `__feDocsElsewhere(…)`, nothing is bundled from it.
 */
const nodeImports = rewriteImports();
function rewriteImports(elsewhere) {
  return {
    name: 'node-imports',
    setup(b) {
      let ts;
      b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import(')) return undefined;
        ts ??= (await import('typescript')).default;
        const sf = ts.createSourceFile(args.path, text, ts.ScriptTarget.Latest, false, args.path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
        const at = [];
        const visit = (n) => {
          if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
            const [spec] = n.arguments;
            if (elsewhere?.test(args.path) || !(spec && ts.isStringLiteralLike(spec) && spec.text.startsWith('.'))) at.push(n.expression.getStart(sf));
          }
          ts.forEachChild(n, visit);
        };
        visit(sf);
        if (!at.length) return undefined;
        let out = '';
        let last = 0;
        for (const p of at) {
          out += text.slice(last, p) + (elsewhere?.test(args.path) ? '__feDocsElsewhere' : '__feDocsImport');
          last = p + 'import'.length;
        }
        return { contents: out + text.slice(last), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

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
  plugins: [externalPackages, zodEnglishOnly],
  // Bundled CommonJS dependencies call `require` for Node's modules, which an ES module does not have.
  banner: { js: "import { createRequire as __feDocsCreateRequire } from 'node:module'; const require = __feDocsCreateRequire(import.meta.url);" },
  metafile: true,
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});

// The CLI's own copy, for V8's code cache (src/cli/code-cache.ts; Node 20 has no compile cache for ES modules): each
// thread's code in one CommonJS file, compiled through `vm.Script` with the cached data of the last run. Same sources
// and externals; what differs is made explicit: `import.meta.url` is the file's URL, and every `import()` left to Node
// (packages, site files) goes through a function the loader passes in, because on Node 20 a script compiled from
// cached data has lost its dynamic-import callback ("A dynamic import callback was not specified").
const cjsFile = { outdir: 'dist', outExtension: { '.js': '.cjs' }, bundle: true, platform: 'node', format: 'cjs', target: 'node20' };
const importMetaBanner =
  "const __feDocsImportMetaUrl = require('node:url').pathToFileURL(__filename).href; const __feDocsImportMetaResolve = (s) => require('node:url').pathToFileURL(require.resolve(s)).href;";
const cjsThread = {
  ...cjsFile,
  define: { 'import.meta.url': '__feDocsImportMetaUrl', 'import.meta.resolve': '__feDocsImportMetaResolve' },
  jsx: 'automatic',
  metafile: true,
  logLevel: 'warning',
};
const cjs = await build({
  ...cjsThread,
  entryPoints: { cli: 'src/cli/main.ts', 'site-worker': 'src/api/site-worker.ts' },
  plugins: [externalPackages, zodEnglishOnly, nodeImports],
  banner: { js: importMetaBanner },
});
// The main thread of `build` and `check` (bin/fe-docs): it parses the arguments, starts the job in the build thread and
// prints the report, so it needs commander and ≈20 small modules (0.16 MB), not the 3.6 MB of cli.cjs that `dev` and
// `serve` run in this thread (≈0.1 CPU-s of a cached rebuild to read and deserialize). The other commands' modules are
// left out: their `import()` calls fail with a clear error, and bin/fe-docs never runs them from this file.
const elsewhere = /[\\/]src[\\/]cli[\\/]commands[\\/](dev|serve|init)\.ts$/;
const light = await build({
  ...cjsThread,
  entryPoints: { 'cli-build': 'src/cli/main.ts' },
  plugins: [externalPackages, rewriteImports(elsewhere)],
  banner: {
    js: `${importMetaBanner} const __feDocsElsewhere = (s) => Promise.reject(new Error(\`fe-docs: dist/cli-build.cjs runs build and check only (\${s} is in dist/cli.cjs)\`));`,
  },
});
// The loader itself: plain CommonJS that Node compiles (its `import()` is Node's own).
await build({
  ...cjsFile,
  entryPoints: { 'code-cache': 'src/cli/code-cache.ts' },
  logLevel: 'warning',
});
for (const [file, out] of [...Object.entries(cjs.metafile.outputs), ...Object.entries(light.metafile.outputs)])
  if (out.imports.some((i) => i.kind === 'dynamic-import' && i.external)) throw new Error(`${file}: an import() left to Node was not rewritten`);
const ts = (await import('typescript')).default;
// esbuild escapes non-ASCII characters in strings but keeps comments as written, and one `’` in a comment makes the
// whole 3.3 MB file a two-byte string in each thread that compiles it (twice the memory, a slower scan). Characters
// in comments (found with TypeScript's scanner) become `?`; anything else is left as it is.
for (const file of Object.keys(cjs.metafile.outputs).filter((f) => f.endsWith('.cjs'))) writeFileSync(file, asciiComments(ts, readFileSync(file, 'utf8')));

await prebuildClientBundles();

// The OpenAPI schema validators generated ahead (scripts/generate-openapi-validators.mjs, checked by
// test/openapi/precompiled-schemas.test.ts): src/openapi/precompiled-schemas.ts loads them from beside its own file,
// so they are copied, not bundled (0.4 MB that only a site with OpenAPI definitions reads).
copyFileSync('src/openapi/schema-validators.generated.js', 'dist/schema-validators.generated.js');

if (process.env.FE_DOCS_BUNDLE_REPORT) {
  const inputs = Object.keys(result.metafile.inputs).filter((f) => f.includes('node_modules/'));
  process.stdout.write(`${inputs.length} dependency files bundled\n`);
}

if (process.argv.includes('--types')) {
  rmSync('dist/types', { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'scripts/tsconfig.types.json'], { stdio: 'inherit' });
}

/**
 * The browser bundles that do not depend on the site (the client runtime, the search engine, the service worker),
 * bundled once into dist/client/ for every build to copy (src/output/prebuilt-bundles.ts): the module that makes
 * them is bundled into a temporary file beside them, so it resolves esbuild from this package, and run.
 */
async function prebuildClientBundles() {
  const tool = path.resolve('dist/.prebuild-client.mjs');
  await build({
    entryPoints: ['src/output/prebuilt-bundles.ts'],
    outfile: tool,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  try {
    const { writePrebuiltBundles } = await import(pathToFileURL(tool).href);
    await writePrebuiltBundles(path.resolve('dist/client'));
  } finally {
    rmSync(tool, { force: true });
  }
}

function asciiComments(ts, text) {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  const sf = ts.createSourceFile('bundle.cjs', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  // Every comment is leading or trailing trivia of some node (the end of file token included).
  const ranges = new Map();
  const collect = (pos) => {
    for (const r of [...(ts.getLeadingCommentRanges(text, pos) ?? []), ...(ts.getTrailingCommentRanges(text, pos) ?? [])]) ranges.set(r.pos, r.end);
  };
  const visit = (node) => {
    collect(node.pos);
    collect(node.end);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  collect(sf.endOfFileToken.pos);
  let out = '';
  let last = 0;
  for (const [start, end] of [...ranges].sort((x, y) => x[0] - y[0])) {
    if (start < last) continue;
    out += text.slice(last, start) + text.slice(start, end).replace(/[^\x00-\x7f]/gu, '?');
    last = end;
  }
  return out + text.slice(last);
}

function safeReaddir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
