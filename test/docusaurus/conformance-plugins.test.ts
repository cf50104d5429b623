import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { docusaurusPackagesIn } from '../helpers/docusaurus-conformance.js';
import { pluginsConformance } from '../helpers/docusaurus-conformance-plugins.js';

// Issue 32 item 2, the plugin part of the conformance list: every method of Docusaurus' `Plugin` type and plugin
// module, every `contentLoaded` action and every `LoadContext` field, enumerated from the installed
// `@docusaurus/types` (test/docusaurus-packages, or $FE_DOCS_DOCUSAURUS_DIR) with the TypeScript compiler, each
// implemented by a local plugin of a small site built with fe-docs: run with its effect shown, or a `docusaurus-plugin`
// warning at the plugin, or not called by `docusaurus build` either. Tests run from the repository's root.
const found = docusaurusPackagesIn(process.env.FE_DOCS_DOCUSAURUS_DIR ?? path.join(process.cwd(), 'test/docusaurus-packages'));

test('every plugin lifecycle method, action and context field of the installed Docusaurus runs with its effect or warns at the plugin', async () => {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci` (or `node scripts/install-test-packages.mjs`).');
  const all = await pluginsConformance(found.nodeModules);
  const names = (kind: string) => all.filter((e) => e.kind === kind).map((e) => e.name);
  // The enumeration found what @docusaurus/types declares (not an empty or moved type).
  for (const m of [
    'loadContent',
    'contentLoaded',
    'allContentLoaded',
    'postBuild',
    'configureWebpack',
    'injectHtmlTags',
    'getClientModules',
    'translateContent',
  ])
    assert.ok(names('method').includes(m), `${m} is not in the list: ${names('method').join(', ')}`);
  assert.ok(names('method').length >= 15, `only ${names('method').length} methods found`);
  assert.deepEqual(names('action').sort(), ['addRoute', 'createData', 'setGlobalData']);
  for (const c of ['siteDir', 'siteConfig', 'generatedFilesDir', 'outDir', 'baseUrl', 'i18n'])
    assert.ok(names('context').includes(c), `context field ${c} is not in the list: ${names('context').join(', ')}`);
  assert.ok(names('module').includes('validateOptions'), `validateOptions is not in the list: ${names('module').join(', ')}`);
  const failing = all.filter((e) => e.status === 'fails').map((e) => `${e.kind} ${e.name}: ${e.note}`);
  assert.deepEqual(failing, [], `Docusaurus ${found.version}: plugin entries fe-docs neither honours nor warns about`);
});
