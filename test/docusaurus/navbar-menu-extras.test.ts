import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * feature-sliced's shape: a version menu over one version, with links to archived versions after it, and a locale
 * menu with a "help translate" link. Docusaurus shows both menus with the extra links; fe-docs left the first out
 * (one version) and dropped the links of both without a word.
 */
test('dropdownItemsBefore/After of the version and locale menus are listed; one version plus extra links still makes a menu', async () => {
  const site = await createSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Menus', url: 'https://menus.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { versions: { current: { label: 'v2.1' } } }, blog: false }]],
  themeConfig: { navbar: { items: [
    { type: 'docsVersionDropdown', position: 'right', dropdownItemsBefore: [{ to: '/docs/intro', label: 'Tip' }],
      dropdownItemsAfter: [{ href: 'https://archive.menus.example/v1', label: 'v1.0' }, { to: '/versions', label: 'All versions' }] },
    { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [{ href: 'https://translate.menus.example', label: 'Help us translate' }] },
  ] } },
};
`,
    'docs/intro.md': '# Intro\n',
    'src/pages/versions.md': '# Versions\n',
    'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': '# Intro FR\n',
  });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-menus-'));
  try {
    const result = await build({ root: site.root, outDir: tmp });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.deepEqual(
      result.diagnostics.filter((d) => /dropdownItems/.test(d.message)),
      [],
    );
    const html = await readFile(path.join(tmp, 'docs', 'intro', 'index.html'), 'utf8');
    const menu = (cls: string) => {
      const m = new RegExp(`<li class="navbar-item dropdown ${cls}"[^>]*>(.*?)</ul></li>`).exec(html)?.[1] ?? '';
      return [...m.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)</g)].map((x) => `${x[2]} ${x[1]}`);
    };
    assert.match(html, /<li class="navbar-item dropdown version-dropdown"[^>]*><button[^>]*>v2\.1<\/button>/);
    assert.deepEqual(menu('version-dropdown'), ['Tip /docs/intro', 'v2.1 /docs/intro', 'v1.0 https://archive.menus.example/v1', 'All versions /versions']);
    assert.deepEqual(menu('locale-dropdown'), ['English /docs/intro', 'Français /fr/docs/intro', 'Help us translate https://translate.menus.example']);
  } finally {
    await rm(tmp, { recursive: true, force: true });
    await site.cleanup();
  }
});
