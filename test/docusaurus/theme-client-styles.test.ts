import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, loadConfig } from '../../src/index.js';
import { createSite, withSite } from '../helpers/site.js';

// docusaurus-theme-openapi-docs styles its API pages (method badges, schema lists) with a stylesheet its
// `getClientModules()` lists: Docusaurus loads it on every page, after the classic preset's customCss. fe-docs does
// not run third-party themes, and the stylesheet was missing. Its JavaScript client modules stay out.
const FILES = {
  'docusaurus.config.js': `module.exports = {
  title: 'Styled', url: 'https://styled.example', baseUrl: '/',
  presets: [['classic', {blog: false, theme: {customCss: './src/css/custom.css'}}]],
  themes: ['docusaurus-theme-api'],
};
`,
  'docs/intro.md': '# Intro\n',
  'src/css/custom.css': ':root { --site-mark: custom; }\n',
  'node_modules/docusaurus-theme-api/package.json': JSON.stringify({ name: 'docusaurus-theme-api', version: '1.0.0', main: 'lib/index.js' }),
  'node_modules/docusaurus-theme-api/lib/index.js': `const path = require('path');
module.exports = function apiTheme() {
  return {
    name: 'docusaurus-theme-api',
    getClientModules() { return [require.resolve(path.join(__dirname, 'theme', 'styles.css')), path.join(__dirname, 'client.js')]; },
    getThemePath() { return path.join(__dirname, 'theme'); },
  };
};
`,
  'node_modules/docusaurus-theme-api/lib/theme/styles.css': '.api-method.get > .menu__link::before { content: "get"; }\n',
  'node_modules/docusaurus-theme-api/lib/client.js': 'console.log("client");\n',
};

test("a third-party theme's stylesheet client modules come after the site's customCss", async () => {
  await withSite(FILES, async (root) => {
    const { config, diagnostics } = await loadConfig(root);
    assert.ok(config, JSON.stringify(diagnostics));
    assert.deepEqual(config.theme.customCss, ['src/css/custom.css', 'node_modules/docusaurus-theme-api/lib/theme/styles.css']);
    const warning = diagnostics.find((d) => /docusaurus-theme-api/.test(d.message));
    assert.match(warning?.message ?? '', /its chrome and other hooks are missing/);
    assert.match(warning?.hint ?? '', /its stylesheets are in the site's/);
  });
});

test("the theme's stylesheet is in the built site's stylesheet", async () => {
  const site = await createSite(FILES);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-theme-styles-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message),
      [],
    );
    const assets = await readdir(path.join(out, 'assets'));
    const css = (await Promise.all(assets.filter((f) => f.endsWith('.css')).map((f) => readFile(path.join(out, 'assets', f), 'utf8')))).join('\n');
    const custom = css.indexOf('--site-mark');
    const theme = css.indexOf('.api-method.get');
    assert.ok(custom >= 0 && theme > custom, `customCss at ${custom}, the theme's at ${theme}`);
    assert.doesNotMatch(css, /console\.log/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
