import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Tools', url: 'https://tools.example', baseUrl: '/',
  onBrokenLinks: 'throw', onBrokenAnchors: 'throw',
  presets: [['classic', { blog: false }]],
};
`;

/**
 * Docusaurus checks the links its `<Link>` and `useBrokenLinks().collectLink` report while a page renders, never a
 * plain `<a href>` of a React page (a site's `/7.0.0`, served by its host's redirects); the anchors a page reports with
 * `collectAnchor` exist for links into it, though no element carries them at build time (a section shown only once a
 * tool is picked, its id from state).
 */
test('a Docusaurus React page: plain <a> links are not checked, <Link> and useBrokenLinks() reports are', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n\nSet up [with gulp](/setup#gulp), or [the unknown](/setup#nowhere).\n',
    'src/pages/setup.tsx': `import React, { useState } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

function Choice({ tool }: { tool: string }) {
  useBrokenLinks().collectAnchor(tool);
  return <Link href={'#' + tool}>{tool}</Link>;
}

export default function Setup() {
  const [tool] = useState<string | undefined>();
  useBrokenLinks().collectLink('/collected-only');
  return (
    <main>
      <Choice tool="gulp" />
      <h2><Link id={tool} />Installation</h2>
      <a href="/7.0.0">Babel 7.0.0</a>
      <a href="#plain-anchor">Plain</a>
      <Link to="/missing-page">Missing</Link>
      <Link href="#missing-anchor">Nowhere</Link>
      <Link to="/elsewhere" target="_blank">New tab</Link>
      <Link to="/unchecked" data-noBrokenLinkCheck>Unchecked</Link>
    </main>
  );
}
`,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-reported-links-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    const found = r.diagnostics
      .filter((d) => d.code === 'broken-link' || d.code === 'broken-anchor')
      .map((d) => `${d.position?.file} ${d.severity} ${d.message.replace(/ \(.*$/, '')}`)
      .sort();
    assert.deepEqual(found, [
      'docs/intro.md error Broken anchor #nowhere in link to /setup',
      'src/pages/setup.tsx error Broken anchor #missing-anchor on the same page',
      'src/pages/setup.tsx error Broken link to /collected-only',
      'src/pages/setup.tsx error Broken link to /missing-page',
    ]);
    assert.equal(r.ok, false);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('a Docusaurus React page whose plain <a> links are broken builds, and writes them as they are', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    'docs/intro.md': '# Intro\n',
    'src/pages/versions.tsx': `import Link from '@docusaurus/Link';
export default function Versions() {
  return <main><a href="/7.0.0">7.0.0</a> <a href="#notes">Notes</a> <Link to="/docs/intro">Docs</Link></main>;
}
`,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-reported-links-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics.filter((d) => d.severity === 'error')));
    const html = await readFile(path.join(out, 'versions', 'index.html'), 'utf8');
    assert.match(html, /<a href="\/7\.0\.0">7\.0\.0<\/a>/);
    assert.match(html, /<a href="#notes">Notes<\/a>/);
    assert.match(html, /href="\/docs\/intro"[^>]*>Docs<\/a>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

// fe-docs' own sites keep checking every link of a React page: test/check/link-sources.test.ts.

/** A plugin's route page is checked as Docusaurus checks it too: its `<Link>`s and the Markdown links of content it shows. */
test('a Docusaurus plugin route page: its plain <a> links are not checked, its <Link>s and its content links are', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG.replace(
      "presets: [['classic', { blog: false }]],",
      "presets: [['classic', { blog: false }]],\n  plugins: ['./plugins/routes.js'],",
    ),
    'docs/intro.md': '# Intro\n',
    'docs/news.md': '# News\n\nSee [the archive](/archive-gone).\n',
    'plugins/routes.js': `module.exports = function routesPlugin() {
  return {
    name: 'routes-plugin',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/latest', component: '@site/src/components/Latest', exact: true, modules: { content: '@site/docs/news.md' } });
    },
  };
};
`,
    'src/components/Latest.js': `import React from 'react';
import Link from '@docusaurus/Link';
export default function Latest({ content: Content }) {
  return <main><a href="/7.0.0">7.0.0</a><Link to="/route-gone">Gone</Link><Content /></main>;
}
`,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-reported-links-'));
  try {
    const r = await build({ root: site.root, outDir: out });
    const found = r.diagnostics
      .filter((d) => d.code === 'broken-link')
      .map((d) => `${d.position?.file} ${d.message.replace(/ \(.*$/, '')}`)
      .sort();
    assert.deepEqual(found, [
      'docs/news.md Broken link to /archive-gone',
      'src/components/Latest.js Broken link to /archive-gone',
      'src/components/Latest.js Broken link to /route-gone',
    ]);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
