// Docusaurus is an adapter at the edge (issue 31, notes/architecture-plan.md §0): the engine reaches it through the
// dialect hooks of src/stages/hooks.ts, never by importing its modules or reading its config field, and the adapter's
// per-site state lives in its session. Until the plan's last steps every module-level state the adapter still keeps is
// listed below with what replaces it; nothing new may appear.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readImportGraph, type ImportEdge } from './import-graph.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** The adapter's files: everything under src/docusaurus/, its browser code (docusaurus/client/) too. */
const isAdapter = (f: string) => f.startsWith('docusaurus/');

/**
 * The composition roots, which pass the dialect in: the build's (api/, the command line, the package entry) and the
 * browser's (app/, the `app.js` entry). The engine's browser code (client/) is engine: it never imports the adapter's.
 */
const isOutsideEngine = (f: string) => /^(api|cli|app)\//.test(f) || f === 'index.ts';

function adapterImports(edges: ImportEdge[]): string[] {
  return edges
    .filter((e) => isAdapter(e.to) && !isAdapter(e.from) && !isOutsideEngine(e.from))
    .map((e) => `${e.from} imports ${e.to} ('${e.specifier}'): reach the adapter through the hooks of src/stages/hooks.ts`);
}

test('the engine reaches the Docusaurus adapter only through the dialect hooks', () => {
  const found = adapterImports(readImportGraph(SRC).edges);
  assert.deepEqual(found, [], found.join('\n'));
});

test("the adapter's browser code and stylesheet are in its folder, not in the engine's", () => {
  const browser = readdirSync(path.join(SRC, 'client'), { recursive: true, encoding: 'utf8' }).filter((f) => /(^|\/)docusaurus/i.test(f));
  const styles = readdirSync(path.join(SRC, 'theme/styles')).filter((f) => /docusaurus/i.test(f));
  assert.deepEqual(
    [...browser.map((f) => `client/${f}`), ...styles.map((f) => `theme/styles/${f}`)],
    [],
    'move them to src/docusaurus/client/ or src/docusaurus/styles/',
  );
  assert.ok(readdirSync(path.join(SRC, 'docusaurus/client')).includes('stand-ins.ts'));
});

/** Reads of the dialect in engine code: its config field (the adapter's own, src/docusaurus/config/origin.ts) or the folder sniff. */
const DIALECT_READ = /\bconfig\??\.docusaurus\b|\bisDocusaurusProject\b|^\s*(readonly\s+)?docusaurus\??:/;

function dialectReads(files: { file: string; text: string }[]): string[] {
  return files
    .filter((f) => !isAdapter(f.file))
    .flatMap((f) => f.text.split('\n').flatMap((line, i) => (DIALECT_READ.test(line) ? [`${f.file}:${i + 1}: ${line.trim()}`] : [])));
}

test("no engine file names the dialect: SiteConfig's docusaurus field is the adapter's, read by adapter code only", () => {
  const files = readImportGraph(SRC).files.map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));
  const found = dialectReads(files);
  assert.deepEqual(found, [], `read a policy (config/policies.ts) or a hook (stages/hooks.ts) instead:\n${found.join('\n')}`);
});

/**
 * The module-level state the adapter keeps, each with why it is not on its session (docusaurus/session.ts): the
 * bridges compiled site code finds its site by (notes/architecture-plan.md §2.3), caches keyed by a value, and side
 * tables keyed by a load's config. Per-site state belongs on the session; a new entry may not appear.
 */
const MODULE_STATE: Record<string, string> = {
  'docusaurus/runtime/site-bridge.ts#sites':
    "the one bridge of compiled site code to its site (§2.3): by root, the adapter session of the build that runs it (its load's config, its code.json messages, its runtime loader) and the site's `@generated/routes`",
  'docusaurus/runtime/runtime-registry.ts#byId': "the bridge of compiled modules to their site's runtime, by the runtime id baked into them (§2.3)",
  'docusaurus/runtime/runtime-registry.ts#byRoot':
    "cache: the site's installed Docusaurus packages bundled once per root for the process (§2.3), so a second build does not bundle them again",
  'docusaurus/runtime/runtime-registry.ts#providersOf': "cache: a runtime's Layout providers, keyed by the runtime value itself (pure)",
  'docusaurus/runtime/code-translations.ts#byFile': 'cache: code.json files by modification time',
  'docusaurus/runtime/doc-data.ts#versionCache': 'cache: version metadata by route table (pure)',
  // Per-config state, each a WeakMap keyed by the loaded config itself: a side table of that value, which one load
  // makes and passes down; no other load or site can reach it, and it goes with the config.
  'docusaurus/plugins/lifecycle.ts#byConfig': "plugins' results of a load's config (global data, generated data, head tags read them)",
  'docusaurus/runtime/global-data.ts#versionsOf': "docs versions' global data of a load's config, filled when its pages render",
  'docusaurus/runtime/site-data.ts#computed': "`useDocusaurusContext()` data of a load's config (a memo)",
};

/** A module-level variable, or a module-level Map/Set/WeakMap made empty (state, not a table of constants). */
const STATE_LINE = /^(?:export\s+)?(?:let|var)\s+(\w+)|^(?:export\s+)?const\s+(\w+)\b[^=]*=\s*new\s+(?:Weak)?(?:Map|Set)\b.*\(\);?\s*$/;

/** Build-time files of the adapter: its browser code (docusaurus/client/) runs in one page of one site. */
function moduleState(files: { file: string; text: string }[]): string[] {
  return files
    .filter((f) => isAdapter(f.file) && !f.file.startsWith('docusaurus/client/'))
    .flatMap((f) =>
      f.text.split('\n').flatMap((line, i) => {
        const m = STATE_LINE.exec(line);
        const key = m && `${f.file}#${m[1] ?? m[2]}`;
        return key && !Object.hasOwn(MODULE_STATE, key) ? [`${f.file}:${i + 1}: ${line.trim()}`] : [];
      }),
    );
}

test('the adapter keeps no new module-level per-site state: it belongs in its session', () => {
  const files = readImportGraph(SRC).files.map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));
  const found = moduleState(files);
  assert.deepEqual(found, [], `keep it on the adapter session (docusaurus/session.ts) or the load's hooks:\n${found.join('\n')}`);
});

test('the check catches an engine file importing the adapter', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });
  assert.equal(adapterImports([edge('render/render-page.ts', 'docusaurus/runtime/doc-data.ts')]).length, 1);
  assert.equal(adapterImports([edge('render/render-page.ts', 'docusaurus/site-code/infima.ts')]).length, 1);
  assert.equal(adapterImports([edge('docusaurus/session.ts', 'docusaurus/runtime/doc-frame.tsx')]).length, 0);
  assert.equal(adapterImports([edge('api/build.ts', 'docusaurus/index.ts')]).length, 0);
  assert.equal(adapterImports([edge('render/render-page.ts', 'theme/layouts/DocPage.tsx')]).length, 0);
  // The browser: the engine's client never imports the adapter's browser code; the browser's composition root does.
  assert.equal(adapterImports([edge('client/start.ts', 'docusaurus/client/chrome.ts')]).length, 1);
  assert.equal(adapterImports([edge('app/main.ts', 'docusaurus/client/features.ts')]).length, 0);
  assert.equal(dialectReads([{ file: 'render/x.ts', text: 'const d = config.docusaurus ? 1 : 0;' }]).length, 1);
  assert.equal(dialectReads([{ file: 'config/types.ts', text: '  docusaurus?: DocusaurusOrigin;' }]).length, 1);
  assert.equal(dialectReads([{ file: 'docusaurus/config/project.ts', text: 'config.docusaurus !== undefined' }]).length, 0);
  assert.equal(dialectReads([{ file: 'docusaurus/runtime/site-data.ts', text: 'originOf(config)?.siteConfig' }]).length, 0);
  const state = (file: string, text: string) => moduleState([{ file, text }]).length;
  assert.equal(state('docusaurus/site-code/infima.ts', 'const infimaSites = new Map<string, string>();'), 1);
  assert.equal(state('docusaurus/plugins/lifecycle.ts', 'const entriesOf = new WeakMap<object, SitePluginEntry[]>();'), 1);
  assert.equal(state('docusaurus/runtime/x.ts', 'let current: Record<string, string> = {};'), 1);
  assert.equal(state('docusaurus/runtime/runtime-registry.ts', 'const byRoot = new Map<string, DocusaurusRuntime>();'), 0);
  assert.equal(state('docusaurus/runtime/runtime-registry.ts', 'const loaders = new Map<string, () => Promise<DocusaurusRuntime | undefined>>();'), 1);
  assert.equal(state('docusaurus/runtime/code-translations.ts', 'let current: Record<string, string> = {};'), 1);
  assert.equal(state('docusaurus/config/map-config.ts', "const NAVBAR_SILENT = new Set(['exact']);"), 0);
  assert.equal(state('render/render-page.ts', 'const cache = new Map<string, string>();'), 0);
  assert.equal(state('docusaurus/client/stand-ins.ts', 'let site: SiteData = {'), 0);
});
