// The README's "data flows one way", enforced on the import graph of src/: no cycles, and no file imports a file of a
// later stage. The table below is the one in docs/architecture.md; keep them the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycles, readImportGraph, type ImportEdge } from './import-graph.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/**
 * Build-time layers, first to last: one folder of src/ each (`.`: the files at the top of src/, the package entry). A
 * file may import its own layer or an earlier one. The browser's code has rules of its own (BROWSER below).
 */
const LAYERS: { folder: string; why: string }[] = [
  { folder: 'shared', why: 'constants and types shared with the browser' },
  { folder: 'core', why: 'diagnostics, YAML positions, caches: no site knowledge' },
  { folder: 'config', why: 'site.config.yaml → SiteConfig' },
  { folder: 'markdown', why: 'Markdown → HTML, heading slugs' },
  { folder: 'openapi', why: 'the OpenAPI model: parse, resolve, pages, anchors, examples' },
  { folder: 'content', why: 'content graph: docs, posts, pages, OpenAPI definitions' },
  { folder: 'i18n', why: 'UI strings: data read by the pipeline, the theme and the search index' },
  { folder: 'routes', why: 'route table, sidebars, navbar' },
  { folder: 'check', why: 'link and anchor validation' },
  { folder: 'stages', why: 'types only: the contracts between stages (loaded site, page data, rendered page, output sink)' },
  { folder: 'theme', why: 'React components: the theme, its layouts and builtins, the API reference' },
  {
    folder: 'mdx',
    why: "the site's own code: MDX, React pages, theme overrides, site-module bundling, hydration; the pipeline hands MDX/TSX rendering to content",
  },
  { folder: 'islands', why: "island bundles for the browser, the site's island uses" },
  { folder: 'render', why: 'React server rendering of each route' },
  { folder: 'search', why: 'search records and the search index' },
  { folder: 'output', why: 'assets, documents, sitemap, feeds, the search index file, PWA; writing' },
  { folder: 'build', why: 'the orchestrator: load (config → content → routes → check), the locale loop, render, output steps, the swap' },
  { folder: 'serve', why: 'static server for a built folder' },
  { folder: 'dev', why: 'in-memory build, watch, live reload' },
  {
    folder: 'docusaurus',
    why: 'the Docusaurus adapter (config, plugins, runtime, site code): above the engine, which reaches it only through the dialect hooks',
  },
  { folder: 'api', why: 'the public API: the composition root, which passes the Docusaurus dialect in' },
  { folder: 'cli', why: 'the command line' },
  { folder: '.', why: 'the package entry (index.ts)' },
];

/** The folder of src/ a file is in (`.` for a file at the top). */
const folderOf = (f: string) => (f.includes('/') ? f.slice(0, f.indexOf('/')) : '.');

/**
 * The browser's code, in the same order (never imported by build-time code, which names the entry to esbuild):
 * the engine's client, the Docusaurus adapter's browser code, and the browser's composition root, the `app.js` entry,
 * which starts the engine's client with both's features (as api/dialect.ts passes the dialect in). Each may import
 * src/shared/, its own part and an earlier one.
 */
const BROWSER: { folder: string; why: string }[] = [
  { folder: 'client', why: "the engine's browser runtime: its features, the router, search, islands' loader, service worker" },
  { folder: 'docusaurus/client', why: "the adapter's browser code: theme-classic's chrome and TOC behaviour, the islands' stand-ins" },
  { folder: 'app', why: "the browser's composition root: app.js's entry" },
];

const browserPart = (f: string) => BROWSER.findIndex((b) => f.startsWith(b.folder + '/'));
const isBrowser = (f: string) => browserPart(f) >= 0;
const isShared = (f: string) => f.startsWith('shared/');

function layerOf(file: string): number {
  return LAYERS.findIndex((l) => l.folder === folderOf(file));
}

/** Every import that breaks a rule, as a readable line; empty when the graph is sound. */
function layerViolations(edges: ImportEdge[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    const line = `${e.from} imports ${e.to} ('${e.specifier}')`;
    if (isBrowser(e.from)) {
      const from = BROWSER[browserPart(e.from)].folder;
      if (isShared(e.to)) continue;
      if (!isBrowser(e.to)) out.push(`${line}: src/${from} is browser code: it may import only browser code and src/shared`);
      else if (browserPart(e.to) > browserPart(e.from))
        out.push(`${line}: src/${from} may not import src/${BROWSER[browserPart(e.to)].folder} (the composition root, src/app, starts both)`);
      continue;
    }
    if (isBrowser(e.to)) {
      out.push(`${line}: only browser code imports browser code (build-time code reaches it through esbuild entry paths)`);
      continue;
    }
    const from = layerOf(e.from);
    const to = layerOf(e.to);
    if (to > from) out.push(`${line}: layer ${LAYERS[from].folder} may not import the later layer ${LAYERS[to].folder}`);
  }
  return out;
}

test('every src/ file belongs to a layer', () => {
  const { files } = readImportGraph(SRC);
  const unplaced = files.filter((f) => !isBrowser(f) && layerOf(f) < 0);
  assert.deepEqual(unplaced, [], 'add these files to LAYERS in test/architecture/layers.test.ts and docs/architecture.md');
});

test('src/ has no import cycles', () => {
  const cycles = findCycles(readImportGraph(SRC)).map((c) => c.join(' → '));
  assert.deepEqual(cycles, [], `import cycles:\n${cycles.join('\n')}`);
});

test('imports follow the layer order; the browser code stays apart', () => {
  const violations = layerViolations(readImportGraph(SRC).edges);
  assert.deepEqual(violations, [], violations.join('\n'));
});

// The checks themselves, on planted graphs: each must catch what it is for.
test('the checks catch a cycle, a backward import and client/build-time mixing', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });
  const cyc = findCycles({
    files: ['content/a.ts', 'content/b.ts', 'content/c.ts'],
    edges: [edge('content/a.ts', 'content/b.ts'), edge('content/b.ts', 'content/a.ts')],
  });
  assert.deepEqual(cyc, [['content/a.ts', 'content/b.ts', 'content/a.ts']]);
  assert.equal(layerViolations([edge('routes/x.ts', 'render/y.ts')]).length, 1);
  assert.equal(layerViolations([edge('render/y.ts', 'routes/x.ts')]).length, 0);
  assert.equal(layerViolations([edge('theme/Navbar.tsx', 'search/build-index.ts')]).length, 1);
  assert.equal(layerViolations([edge('client/start.ts', 'theme/context.ts')]).length, 1);
  assert.equal(layerViolations([edge('client/start.ts', 'shared/constants.ts')]).length, 0);
  assert.equal(layerViolations([edge('output/assets.ts', 'client/start.ts')]).length, 1);
  // The adapter's browser code: beside the engine's client, never imported by it nor by build-time code; the
  // composition root imports both.
  assert.equal(layerViolations([edge('client/features.ts', 'docusaurus/client/chrome.ts')]).length, 1);
  assert.equal(layerViolations([edge('client/start.ts', 'app/main.ts')]).length, 1);
  assert.equal(layerViolations([edge('docusaurus/client/chrome.ts', 'client/storage.ts')]).length, 0);
  assert.equal(layerViolations([edge('docusaurus/client/chrome.ts', 'docusaurus/runtime/theme-common.tsx')]).length, 1);
  assert.equal(layerViolations([edge('docusaurus/site-code/browser-modules.ts', 'docusaurus/client/stand-ins.ts')]).length, 1);
  assert.equal(layerViolations([edge('app/main.ts', 'docusaurus/client/features.ts')]).length, 0);
  assert.equal(layerViolations([edge('app/main.ts', 'client/start.ts')]).length, 0);
  assert.equal(layerViolations([edge('app/main.ts', 'api/dialect.ts')]).length, 1);
  // Output only writes what it is given: it never runs the orchestrator (which loads a site) or the loader.
  assert.equal(layerViolations([edge('output/disk-sink.ts', 'build/load.ts')]).length, 1);
  assert.equal(layerViolations([edge('build/emit-site.ts', 'output/assets.ts')]).length, 0);
  assert.equal(layerViolations([edge('build/build-site.ts', 'dev/builder.ts')]).length, 1);
  // The engine never imports the Docusaurus adapter; the adapter may import the engine.
  assert.equal(layerViolations([edge('render/x.ts', 'docusaurus/runtime/y.ts')]).length, 1);
  assert.equal(layerViolations([edge('mdx/site-modules.ts', 'docusaurus/site-code/namespace.ts')]).length, 1);
  assert.equal(layerViolations([edge('docusaurus/index.ts', 'build/load.ts')]).length, 0);
  assert.equal(layerViolations([edge('api/dialect.ts', 'docusaurus/index.ts')]).length, 0);
  // Folders, not file patterns: a file of a folder is in its folder's layer; a file at the top of src/ is the entry.
  assert.equal(layerViolations([edge('markdown/collect.ts', 'content/types.ts')]).length, 1);
  assert.equal(layerViolations([edge('cli/main.ts', 'index.ts')]).length, 1);
  assert.equal(layerViolations([edge('index.ts', 'api/build.ts')]).length, 0);
});
