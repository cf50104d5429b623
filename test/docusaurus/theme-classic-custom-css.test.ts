import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../../src/index.js';
import { withSite } from '../helpers/site.js';

// jellyfin/jellyfin.org configures theme-classic in `themes`, not through the classic preset: its `customCss` (the
// site's colours, fonts, navbar) was dropped, and its pages had Infima's default look.
test("theme-classic's customCss given in `themes` is the site's stylesheet, after the preset's", async () => {
  await withSite(
    {
      'docusaurus.config.js': `module.exports = {
  title: 'Jelly', url: 'https://jelly.example', baseUrl: '/',
  presets: [['classic', {blog: false, theme: {customCss: './src/css/preset.css'}}]],
  themes: [['@docusaurus/theme-classic', {customCss: [require.resolve('./src/css/custom.css'), './src/css/more.css']}]],
};
`,
      'docs/intro.md': '# Intro\n',
      'src/css/preset.css': ':root { --ifm-color-primary: #111111; }\n',
      'src/css/custom.css': ':root { --ifm-color-primary: #007ca6; }\n',
      'src/css/more.css': '.x { color: red; }\n',
    },
    async (root) => {
      const { config, diagnostics } = await loadConfig(root);
      assert.ok(config, JSON.stringify(diagnostics));
      assert.deepEqual(config.theme.customCss, ['src/css/preset.css', 'src/css/custom.css', 'src/css/more.css']);
      assert.deepEqual(
        diagnostics.filter((d) => /theme-classic/.test(d.message)).map((d) => d.message),
        [],
      );
    },
  );
});
