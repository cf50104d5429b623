// Experiment behind architecture-plan.md §7.1. Setup (in ${process.env.TMPDIR ?? '/tmp'}/p31esb): a/src = copy of src/client + src/shared at HEAD; c/src = the same with
// the 7 client files moved to src/docusaurus/client/ (chrome, toc, sidebar-hide, sidebar-autocollapse, mobile-sidebar, stand-ins, main)
// and their imports rewritten. Prints the bundle file names + sha1 for a, c, and c with the path pin plugin.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
const require = createRequire(new URL('../../package.json', import.meta.url));
const esbuild = require('esbuild');
const MOVED = { 'src/docusaurus/client/main.ts': 'src/client/main.ts', 'src/docusaurus/client/chrome.ts': 'src/client/docusaurus-chrome.ts', 'src/docusaurus/client/toc.ts': 'src/client/docusaurus-toc.ts', 'src/docusaurus/client/sidebar-hide.ts': 'src/client/docusaurus-sidebar-hide.ts', 'src/docusaurus/client/sidebar-autocollapse.ts': 'src/client/docusaurus-sidebar-autocollapse.ts', 'src/docusaurus/client/mobile-sidebar.ts': 'src/client/docusaurus-mobile-sidebar.ts', 'src/docusaurus/client/stand-ins.ts': 'src/client/docusaurus.ts' };
async function run(root, pin) {
  const byNew = new Map(Object.entries(MOVED).map(([n, o]) => [path.join(root, n), path.join(root, o)]));
  const byOld = new Map([...byNew].map(([n, o]) => [o, n]));
  const plugins = pin ? [{ name: 'pin', setup(b) {
    b.onResolve({ filter: /^(\.\.?\/|\/)/ }, async (a) => { if (a.pluginData === 'inner') return undefined; const r = await b.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: 'inner' }); const old = byNew.get(r.path); return old ? { path: old } : undefined; });
    b.onLoad({ filter: /\.ts$/ }, (a) => { const real = byOld.get(a.path); return real ? { contents: readFileSync(real, 'utf8'), loader: 'ts', resolveDir: path.dirname(real) } : undefined; });
  } }] : [];
  const entry = (root.endsWith('/a') ? path.join(root, 'src/client/main.ts') : path.join(root, 'src/docusaurus/client/main.ts'));
  const r = await esbuild.build({ entryPoints: [entry], absWorkingDir: root, bundle: true, format: 'esm', target: 'es2020', minify: true, splitting: true, outdir: `${root}/assets`, entryNames: 'app', chunkNames: 'chunk-[hash]', legalComments: 'none', define: { 'process.env.NODE_ENV': '"production"', __FE_DOCS_DEV__: 'false' }, logLevel: 'silent', write: false, nodePaths: [new URL('../../node_modules', import.meta.url).pathname], plugins });
  return r.outputFiles.map((f) => f.path.split('/').pop() + ':' + createHash('sha1').update(f.text).digest('hex').slice(0, 8)).sort().join(' ');
}
console.log('a      ', await run(`${process.env.TMPDIR ?? '/tmp'}/p31esb/a`, false));
console.log('c      ', await run(`${process.env.TMPDIR ?? '/tmp'}/p31esb/c`, false));
console.log('c+pin  ', await run(`${process.env.TMPDIR ?? '/tmp'}/p31esb/c`, true));
