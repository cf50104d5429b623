import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

// fe-docs' own node_modules has no @docusaurus/theme-classic, and tests may not download it: the fixture carries small
// stand-ins of `@docusaurus/theme-classic` and `@docusaurus/utils-validation` with the real packages' exported shapes
// (`validateThemeConfig({validate, themeConfig})`, `normalizeThemeConfig(schema, themeConfig)`, CommonJS `lib/`).
// The "schema" is a plain object here (a Joi schema in the real packages), so a `validate` other than the site's
// `normalizeThemeConfig` could not read it.
const UTILS_VALIDATION = `'use strict';
function merge(defaults, given) {
  const out = {...given};
  for (const [k, v] of Object.entries(defaults))
    out[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(v, given[k] || {}) : given[k] === undefined ? v : given[k];
  return out;
}
exports.normalizeThemeConfig = (schema, themeConfig) => {
  const problem = schema.check(themeConfig);
  if (problem) throw new Error(problem + '\\nmore detail');
  return merge(schema.defaults, themeConfig);
};
`;
const THEME_CLASSIC = `'use strict';
Object.defineProperty(exports, '__esModule', {value: true});
const SCHEMA = {
  defaults: {
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {versionPersistence: 'localStorage', sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar: {hideOnScroll: false, items: []},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  },
  check: (tc) =>
    tc.docs && !['localStorage', 'none'].includes(tc.docs.versionPersistence) ? '"docs.versionPersistence" must be one of [localStorage, none]' : undefined,
};
exports.default = function themeClassic() { return {name: 'docusaurus-theme-classic'}; };
exports.validateThemeConfig = ({validate, themeConfig}) => validate(SCHEMA, themeConfig);
`;
const STAND_INS = {
  'node_modules/@docusaurus/theme-classic/package.json': '{"name": "@docusaurus/theme-classic", "version": "3.0.0", "main": "lib/index.js"}',
  'node_modules/@docusaurus/theme-classic/lib/index.js': THEME_CLASSIC,
  'node_modules/@docusaurus/utils-validation/package.json': '{"name": "@docusaurus/utils-validation", "version": "3.0.0", "main": "lib/index.js"}',
  'node_modules/@docusaurus/utils-validation/lib/index.js': UTILS_VALIDATION,
};
const config = (themeConfig: string) => `module.exports = {
  title: 'Themed', url: 'https://themed.example', baseUrl: '/',
  presets: [['classic', {blog: false, docs: false}]],
  themeConfig: ${themeConfig},
};
`;
// What a real site's page read (37 pages failed on it): theme-classic's defaults, through useDocusaurusContext and
// the generated config module.
const PAGE = `import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import generated from '@generated/docusaurus.config';
export default function Home() {
  const {themeConfig} = useDocusaurusContext().siteConfig;
  return <Layout title="Home"><main>
    <p className="persistence">{themeConfig.docs.versionPersistence}</p>
    <p className="hide">{String(themeConfig.navbar.hideOnScroll) + ' ' + themeConfig.navbar.title}</p>
    <p className="toc">{generated.themeConfig.tableOfContents.maxHeadingLevel}</p>
  </main></Layout>;
}
`;

async function buildSite(files: Record<string, string>) {
  const site = await createSite(files);
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-theme-config-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const html = await readFile(path.join(out, 'index.html'), 'utf8').catch(() => '');
    return { result, html };
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
}

test("site code sees themeConfig with the defaults of the site's own theme-classic (validateThemeConfig + normalizeThemeConfig)", async () => {
  const { result, html } = await buildSite({
    ...STAND_INS,
    'docusaurus.config.js': config("{navbar: {title: 'Themed'}}"),
    'src/pages/index.js': PAGE,
  });
  assert.deepEqual(
    result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'docusaurus-theme-config'),
    [],
  );
  assert.match(html, /<p class="persistence">localStorage<\/p>/);
  assert.match(html, /<p class="hide">false Themed<\/p>/);
  assert.match(html, /<p class="toc">3<\/p>/);
});

// homarr-labs/documentation (a pnpm install): the site depends on `@docusaurus/preset-classic` only; its theme-classic is
// the preset's dependency, out of the site's top-level node_modules. Docusaurus' preset resolves it from its own folder;
// fe-docs looked from the site only and handed the raw themeConfig on: 145 pages failed on `docs.versionPersistence`.
test("theme-classic installed as preset-classic's dependency only (pnpm) validates themeConfig too", async () => {
  const nested = Object.fromEntries(
    Object.entries(STAND_INS).map(([k, v]) => [k.replace('node_modules/', 'node_modules/@docusaurus/preset-classic/node_modules/'), v]),
  );
  const { result, html } = await buildSite({
    ...nested,
    'node_modules/@docusaurus/preset-classic/package.json': '{"name": "@docusaurus/preset-classic", "version": "3.0.0", "main": "lib/index.js"}',
    'node_modules/@docusaurus/preset-classic/lib/index.js': "'use strict';\nexports.default = function preset() { return {themes: [], plugins: []}; };\n",
    'docusaurus.config.js': config("{navbar: {title: 'Themed'}}"),
    'src/pages/index.js': PAGE,
  });
  assert.deepEqual(
    result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'docusaurus-theme-config'),
    [],
  );
  assert.match(html, /<p class="persistence">localStorage<\/p>/);
  assert.match(html, /<p class="toc">3<\/p>/);
});

test('without theme-classic installed, themeConfig is handed on as written, with no error', async () => {
  const { result, html } = await buildSite({
    'docusaurus.config.js': config("{navbar: {title: 'Themed'}, docs: {versionPersistence: 'none'}, tableOfContents: {maxHeadingLevel: 4}}"),
    'src/pages/index.js': PAGE,
  });
  assert.deepEqual(
    result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'docusaurus-theme-config'),
    [],
  );
  assert.match(html, /<p class="persistence">none<\/p>/);
  assert.match(html, /<p class="toc">4<\/p>/);
});

test('a themeConfig theme-classic refuses is a docusaurus-theme-config warning at `themeConfig`, and is handed on as written', async () => {
  const { result, html } = await buildSite({
    ...STAND_INS,
    'docusaurus.config.js': config("{docs: {versionPersistence: 'cookie'}, navbar: {title: 'T'}, tableOfContents: {maxHeadingLevel: 5}}"),
    'src/pages/index.js': PAGE,
  });
  const warning = result.diagnostics.find((d) => d.code === 'docusaurus-theme-config');
  assert.ok(warning, JSON.stringify(result.diagnostics));
  assert.equal(warning.severity, 'warning');
  assert.match(warning.message, /"docs\.versionPersistence" must be one of \[localStorage, none\]$/);
  assert.equal(warning.position?.file, 'docusaurus.config.js');
  assert.equal(warning.position?.line, 4);
  assert.match(html, /<p class="persistence">cookie<\/p>/);
  assert.match(html, /<p class="toc">5<\/p>/);
});

// A custom preset's own theme (nonebot's nonepress) validates the themeConfig too, as @docusaurus/core calls every
// theme's validateThemeConfig; here theme-classic is not resolvable from the site at all (pnpm keeps it elsewhere).
const CUSTOM_THEME = `'use strict';
exports.default = function themeNone() { return {name: 'docusaurus-theme-none'}; };
exports.validateThemeConfig = ({validate, themeConfig}) => validate({
  defaults: {docs: {versionPersistence: 'localStorage'}, navbar: {hideOnScroll: true, items: []}, tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3}},
  check: () => undefined,
}, themeConfig);
`;
const CUSTOM_PRESET = `'use strict';
module.exports = function presetNone() { return {themes: ['docusaurus-theme-none'], plugins: []}; };
`;

test("a custom preset's own theme fills the themeConfig defaults (no theme-classic installed)", async () => {
  const { result, html } = await buildSite({
    'node_modules/@docusaurus/utils-validation/package.json': STAND_INS['node_modules/@docusaurus/utils-validation/package.json'],
    'node_modules/@docusaurus/utils-validation/lib/index.js': UTILS_VALIDATION,
    'node_modules/docusaurus-theme-none/package.json': '{"name": "docusaurus-theme-none", "version": "1.0.0", "main": "lib/index.js"}',
    'node_modules/docusaurus-theme-none/lib/index.js': CUSTOM_THEME,
    'node_modules/docusaurus-preset-none/package.json': '{"name": "docusaurus-preset-none", "version": "1.0.0", "main": "index.js"}',
    'node_modules/docusaurus-preset-none/index.js': CUSTOM_PRESET,
    'docusaurus.config.js': `module.exports = {
  title: 'Themed', url: 'https://themed.example', baseUrl: '/',
  presets: [['docusaurus-preset-none', {}]],
  themeConfig: {navbar: {title: 'Themed'}},
};
`,
    'src/pages/index.js': PAGE,
  });
  assert.deepEqual(
    result.diagnostics.filter((d) => d.severity === 'error' || d.code === 'docusaurus-theme-config'),
    [],
  );
  assert.match(html, /<p class="persistence">localStorage<\/p>/);
  assert.match(html, /<p class="hide">true Themed<\/p>/);
});
