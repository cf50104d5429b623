import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

/**
 * The site's Docusaurus runtime is bundled once per site root and process, but what site code reads of the config
 * (`useDocusaurusContext().siteConfig`, its validated `themeConfig`) is the config of the build that runs: a second
 * build after the config changed (what `fe-docs dev` does on a config edit) shows the new values, not the first
 * load's.
 */
const config = (org: string, navbarTitle: string) =>
  `module.exports = {title: 'Kite', url: 'https://kite.example', baseUrl: '/', organizationName: '${org}', themeConfig: {navbar: {title: '${navbarTitle}'}}, presets: [['classic', {blog: false}]]};\n`;

test("a second build after a config change: site code sees the new config, not the first load's", async () => {
  const site = await createSite({
    'docusaurus.config.js': config('first-org', 'First navbar'),
    'sidebars.js': "module.exports = {docs: ['intro']};\n",
    'docs/intro.md': '# Intro\n\nText.\n',
    // A swizzled DocItem/Footer, rendered with each doc page.
    'src/theme/DocItem/Footer/index.js': [
      "import React from 'react';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      'export default function Footer() {',
      '  const { siteConfig } = useDocusaurusContext();',
      '  return <footer><span id="org">{siteConfig.organizationName}</span><span id="navbar">{siteConfig.themeConfig.navbar.title}</span></footer>;',
      '}',
      '',
    ].join('\n'),
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-config-change-'));
  try {
    const spans = async () => {
      const r = await build({ root: site.root, outDir: out });
      assert.deepEqual(
        r.diagnostics.filter((d) => d.severity === 'error'),
        [],
      );
      const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8').catch(() => readFile(path.join(out, 'docs/intro.html'), 'utf8'));
      return [/<span id="org">([^<]*)</.exec(html)?.[1], /<span id="navbar">([^<]*)</.exec(html)?.[1]];
    };
    assert.deepEqual(await spans(), ['first-org', 'First navbar']);
    await writeFile(path.join(site.root, 'docusaurus.config.js'), config('second-org', 'Second navbar'));
    assert.deepEqual(await spans(), ['second-org', 'Second navbar']);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
