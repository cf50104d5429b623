import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import { build, loadConfig } from '../../src/index.js';
import { NATIVE_POLICIES } from '../../src/config/policies.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

/**
 * SiteConfig.policies (config/policies.ts): how a site's links, content and code are read is decided once, when its
 * config loads — fe-docs' values for a site.config.yaml, the adapter's for a docusaurus.config.*, and a Docusaurus
 * project folder's conventions (src/pages, src/theme, site code) for any config in one (docusaurus/config/project.ts#adopt).
 */
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/sites');

test('a site.config.yaml site gets fe-docs’ policies and folders', async () => {
  // A `src/` of its own (an app, fe-docs' repository) does not make a folder a Docusaurus project.
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, 'content/docs/a.md': '# A\n', 'src/pages/x.md': '# X\n', 'src/theme/Footer.js': '' });
  try {
    const { config, diagnostics } = await loadConfig(site.root);
    assert.ok(config, JSON.stringify(diagnostics));
    assert.deepEqual(config.policies, NATIVE_POLICIES);
    assert.equal(config.pages.path, 'content/pages');
    assert.equal(config.theme.overridesPath, 'theme');
  } finally {
    await site.cleanup();
  }
});

test('a docusaurus.config.* gets Docusaurus’ link, content, chrome, output and watch policies', async () => {
  const root = path.join(FIXTURES, 'docusaurus-config-ts');
  const { config, diagnostics } = await loadConfig(root);
  assert.ok(config, JSON.stringify(diagnostics));
  const p = config.policies;
  assert.deepEqual(p.links, {
    baseUrlPrefix: 'strip',
    configHrefs: 'strip-base-url',
    relativeBase: 'folder-slash',
    reactPageSrc: 'warning',
    reactPageLinks: 'reported',
  });
  // No theme-mermaid: its ```mermaid blocks are code (test/docusaurus/mermaid.test.ts).
  assert.deepEqual(p.content, {
    undatedPost: 'file-time',
    impossibleDate: 'roll-over',
    unknownFrontMatter: 'once',
    sidebarTranslations: true,
    blogAuthorsList: 'with-authors',
    diagramFences: {},
    docHeading: 'content-title',
    admonitionMarkup: 'theme-classic',
  });
  assert.equal(p.chrome.navbarLinks, 'theme-classic');
  assert.equal(p.chrome.infimaClasses, true);
  assert.equal(p.output.pageCache, false);
  assert.equal(p.output.missingAppIcon, 'warning');
  assert.ok(p.watch.configInputs.includes(path.join(root, 'versions.json')), JSON.stringify(p.watch.configInputs));
  // Site code as Docusaurus reads it: the theme folder is src/theme.
  assert.equal(config.theme.overridesPath, 'src/theme');
  assert.deepEqual(p.siteCode, { overrides: 'swizzle', codeBlockRendersFences: true, contentReadsPage: true, codeDirs: ['src'] });
});

test('a site.config.yaml in a Docusaurus project folder reads src/pages, src/theme and its site code as Docusaurus does', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'package.json': JSON.stringify({ name: 'x', dependencies: { '@docusaurus/core': '3.8.1' } }),
    'content/docs/a.md': '# A\n',
    'src/pages/x.md': '# X\n',
    'src/theme/Footer.js': '',
  });
  try {
    const { config, diagnostics } = await loadConfig(site.root);
    assert.ok(config, JSON.stringify(diagnostics));
    assert.equal(config.pages.path, 'src/pages');
    assert.equal(config.pages.translationsPath, 'content/pages', 'translations are looked for where they were');
    assert.equal(config.theme.overridesPath, 'src/theme');
    assert.deepEqual(config.policies.siteCode, { overrides: 'swizzle', codeBlockRendersFences: true, contentReadsPage: true, codeDirs: ['src'] });
    // What the Docusaurus config decides (links, content, chrome) stays fe-docs' for a site.config.yaml.
    assert.deepEqual(config.policies.links, NATIVE_POLICIES.links);
    assert.deepEqual(config.policies.content, NATIVE_POLICIES.content);
    assert.equal(config.policies.chrome.infimaClasses, false);
    assert.equal(config.policies.output.pageCache, true);
  } finally {
    await site.cleanup();
  }
});

test('a Docusaurus site whose favicon is missing from static/ builds, with a warning, as Docusaurus builds it', async () => {
  const site = await createSite({
    'docusaurus.config.js':
      "module.exports = {title: 'Icons', url: 'https://icons.example', baseUrl: '/', favicon: 'img/favicon.ico', presets: [['classic', {}]]};\n",
    'docs/intro.md': '# Intro\n\nHello.\n',
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-icon-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const icon = r.diagnostics.filter((d) => d.code === 'pwa-icon');
    assert.deepEqual(
      icon.map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.message}`),
      ['docusaurus.config.js:1:warning The app icon image `img/favicon.ico` does not exist in `static/`: the web app manifest has no icons.'].map((l) =>
        l.replace(':1:', ':1 '),
      ),
    );
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('an <img src> of a React page naming a missing file is a warning in a Docusaurus site (its link check reads <Link> hrefs only); a broken href stays an error', async () => {
  const files = {
    'docs/intro.md': '# Intro\n\nHello.\n',
    'static/img/a.webp': 'webp',
    'src/pages/people.tsx':
      'import Link from "@docusaurus/Link";\nexport default function People() {\n  return <main><img alt="" src="/img/a.jpg" /><Link to="/docs/intro">Intro</Link></main>;\n}\n',
  };
  const config = "module.exports = {title: 'P', url: 'https://p.example', baseUrl: '/', favicon: 'img/a.webp', presets: [['classic', {}]]};\n";
  const site = await createSite({ 'docusaurus.config.js': config, ...files });
  const broken = await createSite({
    'docusaurus.config.js': config,
    ...files,
    'src/pages/people.tsx': files['src/pages/people.tsx'].replace('/docs/intro', '/docs/outro'),
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-src-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    assert.deepEqual(
      r.diagnostics.filter((d) => d.code === 'broken-link').map((d) => `${d.position?.file}:${d.position?.line} ${d.severity} ${d.message}`),
      ['src/pages/people.tsx:3 warning Broken link to /img/a.jpg (no such route)'],
    );
    const b = await build({ root: broken.root, outDir: out });
    assert.equal(b.ok, false);
    assert.deepEqual(
      b.diagnostics.filter((d) => d.code === 'broken-link').map((d) => `${d.severity} ${d.message.split(' (')[0]}`),
      ['warning Broken link to /img/a.jpg', 'error Broken link to /docs/outro'],
    );
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
    await broken.cleanup();
  }
});
