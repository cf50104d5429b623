import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { docusaurusPackagesIn } from '../helpers/docusaurus-conformance.js';
import { optionsConformance, type OptionEntry } from '../helpers/docusaurus-conformance-options.js';
import { optionEffects } from '../helpers/docusaurus-conformance-effects.js';

// Issue 32 item 2, the options part of the conformance list: every `themeConfig` key theme-classic accepts and every
// option of the docs, blog, pages and sitemap plugins, enumerated from the installed packages' own Joi schemas
// (test/docusaurus-packages, or $FE_DOCS_DOCUSAURUS_DIR), each set alone to a value other than its default: fe-docs'
// configuration changes (the answer table says how), or a warning at the key's line names it. Tests run from the
// repository's root (scripts/test.mjs).
const found = docusaurusPackagesIn(process.env.FE_DOCS_DOCUSAURUS_DIR ?? path.join(process.cwd(), 'test/docusaurus-packages'));

test('every themeConfig key and docs/blog/pages/sitemap option of the installed Docusaurus works or warns at its line', async () => {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci` (or `node scripts/install-test-packages.mjs`).');
  const all = await optionsConformance(found.nodeModules);
  const count = (group: OptionEntry['group']) => all.filter((e) => e.group === group).length;
  // The enumeration found what a Docusaurus 3 install has (not an empty schema or a moved export).
  for (const [group, min] of [
    ['themeConfig', 90],
    ['docs', 30],
    ['blog', 35],
    ['pages', 10],
    ['sitemap', 5],
  ] as const)
    assert.ok(count(group) >= min, `only ${count(group)} ${group} keys found`);
  for (const key of [
    'themeConfig:navbar.hideOnScroll',
    'themeConfig:docs.sidebar.hideable',
    'themeConfig:colorMode.respectPrefersColorScheme',
    'themeConfig:prism.additionalLanguages',
    'blog:feedOptions.title',
    'sitemap:ignorePatterns',
    'themeConfig:navbar.items[doc].docId',
    'themeConfig:navbar.items[link].activeBaseRegex',
    'themeConfig:navbar.items[localeDropdown].queryString',
  ])
    assert.ok(
      all.some((e) => `${e.group}:${e.key}` === key),
      `${key} is not in the list`,
    );
  const failing = all.filter((e) => e.status === 'fails').map((e) => `${e.group}:${e.key}: ${e.note}`);
  assert.deepEqual(failing, [], `Docusaurus ${found.version}: keys fe-docs neither honours nor warns about at their line`);
});

test('the themeConfig keys whose effect is cheap to see change the built page, each alone', async () => {
  assert.ok(found, 'Docusaurus 3 is not installed in test/docusaurus-packages.');
  const results = await optionEffects(found.nodeModules);
  assert.ok(results.length >= 10, `only ${results.length} keys checked`);
  assert.deepEqual(
    results.filter((r) => !r.ok).map((r) => `${r.key}: ${r.note}`),
    [],
  );
});
