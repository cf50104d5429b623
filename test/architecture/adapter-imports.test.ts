// Docusaurus is an adapter at the edge (issue 31, notes/architecture-plan.md §0): the engine reaches it through the
// dialect hooks of src/stages/hooks.ts, never by importing its modules. Until the plan's last steps every engine file
// that still imports the adapter is listed below with what replaces the import; a file not listed may not import it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
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

test('the check catches an engine file importing the adapter', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });
  assert.equal(adapterImports([edge('render/render-page.ts', 'theme/docusaurus/doc-data.ts')]).length, 1);
  assert.equal(adapterImports([edge('render/render-page.ts', 'mdx/site-infima.ts')]).length, 1);
  assert.equal(adapterImports([edge('theme/docusaurus/session.ts', 'theme/docusaurus/doc-frame.tsx')]).length, 0);
  assert.equal(adapterImports([edge('api/build.ts', 'theme/docusaurus/dialect.ts')]).length, 0);
  assert.equal(adapterImports([edge('render/render-page.ts', 'theme/layouts/DocPage.tsx')]).length, 0);
});
