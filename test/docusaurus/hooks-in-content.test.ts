import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/index.js';
import { loadSite } from '../../src/api/site.js';
import { createSite } from '../helpers/site.js';

const CONFIG = `module.exports = {
  title: 'Orchard', url: 'https://orchard.example', baseUrl: '/grow/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}, blog: {}}]],
};
`;

/** Components the content imports, each reading the doc page it is shown in through the docs client. */
const COMPONENTS = {
  'src/components/DocFacts.js': `import React from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function DocFacts() {
  const {metadata, frontMatter} = useDoc();
  return <p className="doc-facts">{metadata.title} · {metadata.permalink} · {frontMatter.harvest} · {metadata.next?.title ?? 'last'}</p>;
}
`,
  'src/components/SidebarList.js': `import React from 'react';
import {useDocsSidebar, useDocsVersion, useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';

export default function SidebarList() {
  const sidebar = useDocsSidebar();
  const version = useDocsVersion();
  const plugin = useActivePlugin();
  return (
    <ul className="sidebar-list" data-sidebar={sidebar.name} data-version={version.version} data-plugin={plugin?.pluginId ?? 'none'} data-path={useLocation().pathname}>
      {sidebar.items.map((i) => <li key={i.label}>{i.label}</li>)}
    </ul>
  );
}
`,
  'src/components/WherePath.js': `import React from 'react';
import {useLocation} from '@docusaurus/router';

export default function WherePath() {
  return <p className="where-path">{useLocation().pathname}</p>;
}
`,
};

const DOCS = {
  'sidebars.js': "module.exports = {trees: ['apples', 'pears', 'plums']};\n",
  'docs/apples.mdx': `---
title: Apples
harvest: September
---
import DocFacts from '@site/src/components/DocFacts';
import SidebarList from '@site/src/components/SidebarList';
import Head from '@docusaurus/Head';

<Head>
  <meta name="orchard:fruit" content="apple" />
</Head>

Crisp and sweet.

<DocFacts />

## The trees

<SidebarList />
`,
  'docs/pears.mdx': `---
title: Pears
---
import WherePath from '@site/src/components/WherePath';

Soft when ripe.

<WherePath />
`,
  'docs/plums.mdx': '---\ntitle: Plums\n---\n\nStone fruit.\n\n## Drying\n\nPrunes.\n',
  'src/pages/index.md': '# Orchard\n',
};

test('docs hooks called by components in MDX content read the page the content is shown in', async () => {
  const site = await createSite({ 'docusaurus.config.js': CONFIG, ...COMPONENTS, ...DOCS });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-hooks-content-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const page = async (p: string) => (await readFile(path.join(out, p, 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    const apples = await page('docs/apples');
    assert.match(apples, /<p class="doc-facts">Apples · \/grow\/docs\/apples · September · Pears<\/p>/);
    assert.match(
      apples,
      /<ul class="sidebar-list" data-sidebar="trees" data-version="current" data-plugin="default" data-path="\/grow\/docs\/apples"><li>Apples<\/li><li>Pears<\/li><li>Plums<\/li><\/ul>/,
    );
    assert.equal(apples.slice(apples.indexOf('<body')).split('Crisp and sweet.').length - 1, 1);
    // <Head> in the content reaches the document head.
    const head = apples.slice(0, apples.indexOf('</head>'));
    assert.match(head, /<meta name="orchard:fruit" content="apple"\/>/);
    // A component that reads the location only: the page's path, not the site root's.
    assert.match(await page('docs/pears'), /<p class="where-path">\/grow\/docs\/pears<\/p>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('only content that reads its page is rendered again with it; the rest keeps its one render', async () => {
  const site = await createSite({ 'docusaurus.config.js': CONFIG, ...COMPONENTS, ...DOCS });
  try {
    const loaded = await loadSite(site.root);
    assert.ok('site' in loaded && loaded.site, JSON.stringify(loaded.diagnostics));
    const doc = (id: string) => loaded.site!.graph.docs.find((d) => d.id === id)!;
    assert.equal(typeof doc('apples').md.renderWithPage, 'function');
    assert.equal(typeof doc('pears').md.renderWithPage, 'function');
    assert.equal(doc('plums').md.renderWithPage, undefined);
    // Until then, the ids of content that cannot render without its page are its headings'.
    assert.deepEqual(doc('apples').md.ids, ['the-trees']);
    assert.ok(doc('plums').md.html.includes('Stone fruit.'));
  } finally {
    await site.cleanup();
  }
});

test('a docs hook in a blog post fails as in Docusaurus, at the component, not silently', async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    ...COMPONENTS,
    ...DOCS,
    'blog/2024-05-01-blossom.mdx': "---\ntitle: Blossom\n---\nimport DocFacts from '@site/src/components/DocFacts';\n\nSpring.\n\n<DocFacts />\n",
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-hooks-content-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    const failed = result.diagnostics.filter((d) => d.severity === 'error');
    assert.equal(failed.length, 1, JSON.stringify(result.diagnostics));
    assert.equal(failed[0].position?.file, 'blog/2024-05-01-blossom.mdx');
    assert.equal(failed[0].position?.line, 8);
    assert.match(failed[0].message, /DocProvider/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test("an interactive React page's <Head> reaches the document head (the page hydrates as an island)", async () => {
  const site = await createSite({
    'docusaurus.config.js': CONFIG,
    ...COMPONENTS,
    ...DOCS,
    'src/pages/terms.js': `import React, {useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';

export default function Terms() {
  const [open, setOpen] = useState(false);
  return (
    <Layout title="Terms">
      <Head>
        <script type="application/ld+json">{JSON.stringify({'@type': 'DefinedTermSet', name: 'Orchard terms'})}</script>
      </Head>
      <main><button onClick={() => setOpen(!open)}>Graft</button>{open && <p>Joining two plants.</p>}</main>
    </Layout>
  );
}
`,
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-hooks-content-'));
  try {
    const result = await build({ root: site.root, outDir: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const html = await readFile(path.join(out, 'terms/index.html'), 'utf8');
    assert.match(html, /<fe-island data-component=/, 'the page is an island');
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<script type="application\/ld\+json">\{"@type":"DefinedTermSet","name":"Orchard terms"\}<\/script>/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
