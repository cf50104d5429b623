import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, check } from '../../src/index.js';
import { formatReport } from '../../src/cli/report.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const lines = (diagnostics: Parameters<typeof formatReport>[0]) => diagnostics.map((d) => formatReport([d]).split('\n')[0]).sort();

/**
 * A Docusaurus import fe-docs does not provide is never rendered as an unknown tag: `check` and `build` both name
 * the module at the line that imports it (in MDX, in a React page, in a component an MDX file imports), and that
 * page is an error.
 */
test('an unknown @theme/* or @docusaurus/* import is an error at file:line naming the module, from check and build', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/a.mdx': "---\ntitle: A\n---\nimport Tabs from '@theme/Tabs';\nimport Nada from '@theme/Nada';\n\n<Nada />\n",
    'content/docs/b.mdx': "---\ntitle: B\n---\nimport Widget from '@site/src/components/Widget';\n\n<Widget />\n",
    'src/components/Widget.jsx':
      "import React from 'react';\nimport { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';\n\nexport default function Widget() {\n  return <p>{String(useDocsSidebar)}</p>;\n}\n",
    'content/pages/ayuda.js':
      "import Layout from '@theme/Layout';\nimport useThemeContext from '@theme/hooks/useThemeContext';\n\nexport default function Ayuda() {\n  return <Layout><p>{String(useThemeContext)}</p></Layout>;\n}\n",
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-dz-errors-'));
  try {
    const checked = await check({ root: site.root });
    const built = await build({ root: site.root, outDir: path.join(out, 'site') });
    for (const r of [checked, built]) {
      const found = lines(r.diagnostics);
      assert.equal(found.length, 3, found.join('\n'));
      assert.match(found[0], /^content\/docs\/a\.mdx:5:1 error fe-docs does not provide `@theme\/Nada`\. \[mdx-import\]$/);
      assert.match(
        found[1],
        /^content\/pages\/ayuda\.js:2:29 error Cannot compile React page: fe-docs does not provide `@theme\/hooks\/useThemeContext`\. \[page-compile\]$/,
      );
      assert.match(
        found[2],
        /^src\/components\/Widget\.jsx:2:32 error Cannot bundle `content\/docs\/b\.mdx`: fe-docs does not provide `@docusaurus\/plugin-content-docs\/client`\. \[mdx-import\]$/,
      );
      assert.equal(r.ok, false);
    }
    const hint = built.diagnostics.find((d) => d.message.includes('@theme/Nada'))!.hint!;
    assert.match(hint, /fe-docs provides @theme\/AnnouncementBar, .*@theme\/TOCInline.*@docusaurus\/useBaseUrl/);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});

test('an interactive page that imports a build-time-only theme component is a warning, published as built', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/a.md': '# A\n',
    'content/pages/pestanas.jsx': `import { useState } from 'react';
import Layout from '@theme/Layout';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default function Pestanas() {
  const [n, setN] = useState(0);
  return (
    <Layout>
      <main id="main">
        <button onClick={() => setN(n + 1)}>{n}</button>
        <Tabs><TabItem value="a">A</TabItem></Tabs>
      </main>
    </Layout>
  );
}
`,
    'content/pages/sin-layout.jsx':
      "import { useState } from 'react';\n\nexport default function SinLayout() {\n  const [n] = useState(1);\n  return <p>{n}</p>;\n}\n",
  });
  const out = await mkdtemp(path.join(os.tmpdir(), 'fe-docs-dz-errors-'));
  try {
    const built = await build({ root: site.root, outDir: path.join(out, 'site') });
    assert.deepEqual(lines(built.diagnostics.filter((d) => d.code !== 'pwa-icon')), [
      'content/pages/pestanas.jsx:1:1 warning `content/pages/pestanas.jsx` uses state, effects or event handlers, but cannot be hydrated: `@theme/Tabs`, `@theme/TabItem` exist at build time only. It is published as rendered at build time. [page-hydration]',
      'content/pages/sin-layout.jsx:1:1 warning `content/pages/sin-layout.jsx` uses state, effects or event handlers, but cannot be hydrated: it does not render `@theme/Layout`. It is published as rendered at build time. [page-hydration]',
    ]);
    assert.equal(built.ok, true);
  } finally {
    await rm(out, { recursive: true, force: true });
    await site.cleanup();
  }
});
