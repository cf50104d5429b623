// Docusaurus is an adapter at the edge (issue 31, notes/architecture-plan.md §0): the engine reaches it through the
// dialect hooks of src/stages/hooks.ts, never by importing its modules. Until the plan's last steps every engine file
// that still imports the adapter is listed below with what replaces the import; a file not listed may not import it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readImportGraph, type ImportEdge } from './import-graph.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** The adapter's files today (they move under src/docusaurus/ in step 6; category-cards is the engine's). */
const isAdapter = (f: string) =>
  (/^(theme\/)?docusaurus\//.test(f) && f !== 'theme/docusaurus/category-cards.ts' && f !== 'docusaurus/load-site-config.ts') ||
  ['mdx/plugin-route-pages.ts', 'mdx/site-infima.ts', 'mdx/docusaurus-generated-data.ts'].includes(f);

/** The composition root (it passes the dialect in) and the browser code (its own rules: layers.test.ts). */
const isOutsideEngine = (f: string) => /^(api|cli|client)\//.test(f) || f === 'index.ts';

/** Engine files that still import (or hold) adapter code, and what replaces it (notes/architecture-plan.md). */
const STILL_IMPORTING: Record<string, string> = {
  'pipeline/session.ts': 'the temporary default dialect; step 5 has api/ and cli/ pass it',
  'build/session.ts': 'pipeline/session.ts after step 5',
  'docusaurus/load-site-config.ts': 'becomes build/config.ts (step 5), calling Dialect.loadConfig and adopt',
  'build/config.ts': 'docusaurus/load-site-config.ts after step 5',
  'mdx/site-modules.ts': 'SiteCodeHooks.modules: the @theme/@docusaurus namespace (step 4a)',
  'islands/page-islands.ts': 'holds BROWSER_EXPORTS: SiteCodeHooks.modules.browser (step 4a)',
  'theme/registry.ts': 'SiteCodeHooks.themeComponents, composed by the adapter (step 4a)',
};

function adapterImports(edges: ImportEdge[]): string[] {
  return edges
    .filter((e) => isAdapter(e.to) && !isAdapter(e.from) && !isOutsideEngine(e.from) && !Object.hasOwn(STILL_IMPORTING, e.from))
    .map((e) => `${e.from} imports ${e.to} ('${e.specifier}'): reach the adapter through the hooks of src/stages/hooks.ts`);
}

test('the engine reaches the Docusaurus adapter only through the dialect hooks', () => {
  const found = adapterImports(readImportGraph(SRC).edges);
  assert.deepEqual(found, [], found.join('\n'));
});

/** Reads of the dialect in engine code: its config field (the adapter's own, src/docusaurus/origin.ts) or the folder sniff. */
const DIALECT_READ = /\bconfig\??\.docusaurus\b|\bisDocusaurusProject\b|^\s*(readonly\s+)?docusaurus\??:/;

function dialectReads(files: { file: string; text: string }[]): string[] {
  return files
    .filter((f) => !isAdapter(f.file) && !/^client\/docusaurus/.test(f.file))
    .flatMap((f) => f.text.split('\n').flatMap((line, i) => (DIALECT_READ.test(line) ? [`${f.file}:${i + 1}: ${line.trim()}`] : [])));
}

test("no engine file names the dialect: SiteConfig's docusaurus field is the adapter's, read by adapter code only", () => {
  const files = readImportGraph(SRC).files.map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));
  const found = dialectReads(files);
  assert.deepEqual(found, [], `read a policy (config/policies.ts) or a hook (stages/hooks.ts) instead:\n${found.join('\n')}`);
});

test('the check catches an engine file importing the adapter', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });
  assert.equal(adapterImports([edge('render/render-page.ts', 'theme/docusaurus/doc-data.ts')]).length, 1);
  assert.equal(adapterImports([edge('render/render-page.ts', 'mdx/site-infima.ts')]).length, 1);
  assert.equal(adapterImports([edge('theme/docusaurus/session.ts', 'theme/docusaurus/doc-frame.tsx')]).length, 0);
  assert.equal(adapterImports([edge('api/build.ts', 'theme/docusaurus/dialect.ts')]).length, 0);
  assert.equal(adapterImports([edge('render/render-page.ts', 'theme/layouts/DocPage.tsx')]).length, 0);
  assert.equal(dialectReads([{ file: 'render/x.ts', text: 'const d = config.docusaurus ? 1 : 0;' }]).length, 1);
  assert.equal(dialectReads([{ file: 'config/types.ts', text: '  docusaurus?: DocusaurusOrigin;' }]).length, 1);
  assert.equal(dialectReads([{ file: 'docusaurus/project.ts', text: 'config.docusaurus !== undefined' }]).length, 0);
  assert.equal(dialectReads([{ file: 'theme/docusaurus/site-data.ts', text: 'originOf(config)?.siteConfig' }]).length, 0);
});
