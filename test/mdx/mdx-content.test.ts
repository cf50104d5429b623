import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

async function load(files: Record<string, string>) {
  const site = await createSite({ 'site.config.yaml': MINIMAL_CONFIG, ...files });
  try {
    return await loadSite(site.root);
  } finally {
    await site.cleanup();
  }
}

/** Inter-element whitespace and boolean-attribute spelling differ between hast and React; nothing else may. */
const normalize = (html: string) =>
  html
    .replace(/>\s+</g, '><')
    .replace(/ hidden=""/g, ' hidden')
    .trim();

const MARKDOWN = `---
title: Gemelo
---

# Gemelo

Texto con [un enlace](./otra.md#instalar) y \`código\`.

:::tip[Consejo]
Un **consejo**.
:::

:::warning
Cuidado.
:::

::::tabs{groupId="lang"}
:::tab{label="Java" value="java"}
Java aquí.
:::
:::tab{label="XML" value="xml"}
XML aquí.
:::
::::

## Código {#codigo}

\`\`\`js title="x.js"
const x = 1;
\`\`\`
`;

const MDX = `---
title: Gemelo
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';

# Gemelo

Texto con [un enlace](./otra.md#instalar) y \`código\`.

<Admonition type="tip" title="Consejo">
Un **consejo**.
</Admonition>

:::warning
Cuidado.
:::

<Tabs groupId="lang">
  <TabItem value="java" label="Java">
Java aquí.
  </TabItem>
  <TabItem value="xml" label="XML">
XML aquí.
  </TabItem>
</Tabs>

## Código \\{#codigo}

<CodeBlock language="js" title="x.js">{\`const x = 1;\`}</CodeBlock>
`;

test('an MDX page with @theme built-ins renders the markup of its Markdown twin, with the same facts', async () => {
  const r = await load({
    'content/docs/md.md': MARKDOWN,
    'content/docs/mdx.mdx': MDX,
    'content/docs/otra.md': '# Otra\n\n## Instalar\n',
  });
  assert.deepEqual(
    r.diagnostics.map((d) => formatReport([d])),
    [],
  );
  const md = r.site!.graph.docs.find((d) => d.id === 'md')!;
  const mdx = r.site!.graph.docs.find((d) => d.id === 'mdx')!;
  assert.equal(normalize(mdx.md.html), normalize(md.md.html));
  assert.match(mdx.md.html, /class="code-title">x\.js</);
  assert.match(mdx.md.html, /<pre class="shiki/);
  assert.equal(mdx.md.h1, 'Gemelo');
  assert.deepEqual(
    mdx.md.headings,
    md.md.headings.map((h) => ({ ...h, position: { ...h.position!, file: 'content/docs/mdx.mdx', line: h.position!.line + 4 } })),
  );
  assert.deepEqual(mdx.md.ids, md.md.ids);
  assert.equal(mdx.md.links[0].url, './otra.md#instalar');
  assert.deepEqual(mdx.md.links[0].position, { file: 'content/docs/mdx.mdx', line: 11, column: 11 });
  // The admonition title is an attribute in MDX, prose in the Markdown label.
  assert.equal(mdx.md.proseWords, md.md.proseWords - 1);
  assert.equal(mdx.md.islands, undefined);
});
