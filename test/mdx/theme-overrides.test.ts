import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../src/api/site.js';
import { formatReport } from '../../src/cli/report.js';
import { createPageRenderer } from '../../src/render/render-page.js';
import { createSite, MINIMAL_CONFIG } from '../helpers/site.js';

const CONFIG = MINIMAL_CONFIG + 'footer:\n  style: dark\n  copyright: Pie original\n';

test('theme/<Name>.tsx replaces a theme component everywhere, and may render the original', async () => {
  const site = await createSite({
    'site.config.yaml': CONFIG,
    'content/docs/a.md': '# A\n\n:::note\nNota en Markdown.\n:::\n',
    'content/docs/b.mdx': 'import Admonition from \'@theme/Admonition\';\n\n# B\n\n<Admonition type="tip">En MDX.</Admonition>\n',
    'content/blog/2024-01-01-hola.md': '# Hola\n\nTexto.\n',
    'theme/Footer.tsx':
      'import Footer from \'@theme-original/Footer\';\nexport default function MyFooter() {\n  return <div className="my-footer"><p>Antes del pie</p><Footer /></div>;\n}\n',
    'theme/Admonition.tsx':
      'import Admonition from \'@theme-original/Admonition\';\nexport default function Mine(props: { type?: string; children?: unknown }) {\n  return <section className="mine"><Admonition {...(props as object)} /></section>;\n}\n',
    'theme/Paginator.tsx': 'export default function Paginator() {\n  return <nav className="my-paginator" />;\n}\n',
  });
  try {
    const r = await loadSite(site.root);
    assert.deepEqual(
      r.diagnostics.map((d) => formatReport([d])),
      [],
    );
    const renderer = createPageRenderer(r.site!);
    const page = (url: string) => renderer.render(r.site!.table.byUrl.get(url)!).bodyHtml;
    for (const url of ['/docs/a', '/blog/2024/01/01/hola']) {
      assert.match(page(url), /<div class="my-footer"><p>Antes del pie<\/p><footer class="footer footer-dark">.*Pie original/s, url);
    }
    assert.match(page('/docs/a'), /<nav class="my-paginator"><\/nav>/);
    assert.doesNotMatch(page('/docs/a'), /paginator-link/);
    const b = r.site!.graph.docs.find((d) => d.id === 'b')!;
    assert.match(b.md.html, /^<section class="mine"><div role="note" class="admonition admonition-tip"/);
  } finally {
    await site.cleanup();
  }
});

test('an override of no theme component, or that does not compile, is a positioned diagnostic', async () => {
  const site = await createSite({
    'site.config.yaml': MINIMAL_CONFIG,
    'content/docs/a.md': '# A\n',
    'theme/Fotter.tsx': 'export default function F() { return null; }\n',
    'theme/Navbar.tsx': 'export default function N() {\n  return 1 +;\n}\n',
  });
  try {
    const lines = (await loadSite(site.root)).diagnostics.map((d) => formatReport([d]).split('\n')[0]);
    assert.equal(lines.length, 2, lines.join('\n'));
    assert.match(
      lines[0],
      /^theme\/Fotter\.tsx:1:1 error `theme\/Fotter\.tsx` overrides `Fotter`, which fe-docs' theme does not have; it is not used\. \[theme-override\]$/,
    );
    assert.match(lines[1], /^theme\/Navbar\.tsx:2:\d+ error Cannot compile `theme\/Navbar\.tsx`: .*\[theme-override\]$/);
  } finally {
    await site.cleanup();
  }
});
