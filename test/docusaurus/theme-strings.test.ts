import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { docusaurusThemeStrings } from '../../src/docusaurus/config/theme-strings.js';
import { createSite } from '../helpers/site.js';
import { docusaurusPackagesIn } from '../helpers/docusaurus-conformance.js';

// A Docusaurus site in Japanese showed fe-docs' English interface (jest's website: seven locales): the theme's text
// comes from the site's installed @docusaurus/theme-translations, then its own i18n/<locale>/code.json, as in
// Docusaurus. Packages: test/docusaurus-packages (Docusaurus 3.10.2), from the repository's root.
const found = docusaurusPackagesIn(process.env.FE_DOCS_DOCUSAURUS_DIR ?? path.join(process.cwd(), 'test/docusaurus-packages'));
const NOT_INSTALLED = 'Docusaurus 3 is not installed in test/docusaurus-packages: run `npm ci` (or `node scripts/install-test-packages.mjs`).';

const CONFIG = `module.exports = {
  title: 'Cometas', url: 'https://cometas.example', baseUrl: '/',
  i18n: {defaultLocale: 'ja', locales: ['ja', 'en', 'ru']},
  presets: [['classic', {blog: false}]],
};
`;
const CODE_JSON = JSON.stringify({
  'theme.docs.paginator.next': { message: '次のページへ', description: 'the site’s own wording' },
  'theme.docs.versionBadge.label': { message: 'バージョン {versionLabel}' },
  'theme.CodeBlock.copy': { message: 'コピー {unknownPlaceholder}' },
});

test('a Docusaurus site’s locales get the interface text of its installed theme-translations and its code.json', async () => {
  assert.ok(found, NOT_INSTALLED);
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/a.md': '# Uno\n\nTexto.\n',
    'docs/b.md': '# Dos\n\nTexto.\n',
    'i18n/ja/code.json': CODE_JSON,
    'i18n/en/code.json': JSON.stringify({ 'theme.docs.paginator.previous': { message: 'Back' } }),
  });
  await symlink(found.nodeModules, path.join(site.root, 'node_modules'), 'dir');
  try {
    const ja = docusaurusThemeStrings(site.root, 'ja');
    const translations = path.join(found.nodeModules, '@docusaurus/theme-translations/locales/ja/theme-common.json');
    const installed = JSON.parse(await readFile(translations, 'utf8')) as Record<string, string>;
    // The package's message, the site's replacing it, placeholders renamed to fe-docs' names.
    assert.equal(ja.previous, installed['theme.docs.paginator.previous']);
    assert.equal(ja.toc, installed['theme.TOCCollapsible.toggleButtonLabel']);
    assert.equal(ja.next, '次のページへ');
    assert.equal(ja.versionBadge, 'バージョン {version}');
    // A message with a placeholder fe-docs does not fill is left to fe-docs' table.
    assert.equal(ja.copyCode, undefined);
    // English: fe-docs' English stays; only the site's own messages replace it.
    assert.deepEqual(docusaurusThemeStrings(site.root, 'en'), { previous: 'Back' });
    // Plural messages: Russian's "one" form and its "other" form, in theme-common's order of categories.
    const ru = docusaurusThemeStrings(site.root, 'ru');
    const ruCommon = JSON.parse(await readFile(translations.replace('/ja/', '/ru/'), 'utf8')) as Record<string, string>;
    const forms = ruCommon['theme.docs.DocCard.categoryDescription.plurals'].split('|');
    assert.equal(ru.categoryOneItem, forms[0].replace('{count}', '1'));
    assert.equal(ru.categoryItems, forms.at(-1));

    const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-strings-'));
    try {
      const result = await build({ root: site.root, outDir: out });
      assert.ok(result.ok, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
      const page = await readFile(path.join(out, 'docs/a/index.html'), 'utf8');
      assert.match(page, /次のページへ/);
      assert.ok(page.includes(installed['theme.common.skipToMainContent']), 'the skip link in Japanese');
      const english = await readFile(path.join(out, 'en/docs/b/index.html'), 'utf8');
      assert.match(english, />Back</);
      assert.match(english, /Skip to main content/);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  } finally {
    await site.cleanup();
  }
});
